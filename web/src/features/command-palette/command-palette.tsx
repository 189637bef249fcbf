/**
 * The keyboard layer of the signed-in shell: listens for the shortcuts of shortcuts.ts on the
 * document and renders the command palette or the shortcut list when one is open. `/` focuses the
 * page's own search field (or opens the palette where the page has none); `g d` opens the devices
 * of the fleet in the address, else of the fleet last opened from the palette, else the palette.
 * `m` toggles the mock control panel. Shortcuts other than Ctrl/Cmd-K wait while another dialog is
 * open (the palette's own list gets key events re-dispatched from its input, so this also keeps
 * typed letters from firing shortcuts there).
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { routes } from '../../lib/paths.ts';
import { HelpDialog } from './help-dialog.tsx';
import type { ContextPage, ContextScope } from './palette-items.ts';
import { PaletteDialog } from './palette-dialog.tsx';
import { openPalette, setOverlay, useOverlay } from './palette-store.ts';
import { readRecents } from './recents.ts';
import { createShortcutMatcher, type GoTarget } from './shortcuts.ts';

/** The page's search field: a search input or a field labelled "Search…" inside the main area. */
const PAGE_SEARCH =
  '#main input[type="search"], #main [role="searchbox"], #main input[aria-label^="Search" i], #main input[placeholder^="Search" i]';

function devicesTarget(pathname: string): string | null {
  const inUrl = /^\/fleets\/(\d+)(\/|$)/.exec(pathname)?.[1];
  if (inUrl) return routes.fleet(inUrl).devices();
  const recent = readRecents().find((r) => r.fleetId !== undefined);
  return recent?.fleetId !== undefined ? routes.fleet(recent.fleetId).devices() : null;
}

export interface CommandPaletteProps {
  /** Opens or closes the mock control panel (which shows only where the API is fleetmock); absent: `m` does nothing. */
  onMockPanel?: () => void;
  /** The pages of the context the user is in (the sidebar's menu), listed as "this …" pages; absent at home. */
  here?: { scope: ContextScope; name?: string | undefined; pages: readonly ContextPage[] } | undefined;
}

export function CommandPalette({ onMockPanel, here }: CommandPaletteProps = {}) {
  const overlay = useOverlay();
  const navigate = useNavigate();
  const location = useLocation();
  const pathname = useRef(location.pathname);
  pathname.current = location.pathname;

  useEffect(() => {
    const match = createShortcutMatcher();
    const go = (target: GoTarget) => {
      if (target === 'fleets') return void navigate(routes.fleets());
      if (target === 'orgs') return void navigate(routes.orgs());
      const devices = devicesTarget(pathname.current);
      if (devices) void navigate(devices);
      else openPalette();
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      const command = match(e);
      if (!command) return;
      if (command.kind === 'palette') {
        e.preventDefault();
        setOverlay('palette');
        return;
      }
      // Another dialog (a confirmation, a form) keeps the keyboard.
      if (document.querySelector('.modal-overlay, [role="alertdialog"]')) return;
      if (command.kind === 'mock-panel') {
        if (!onMockPanel) return;
        e.preventDefault();
        onMockPanel();
        return;
      }
      e.preventDefault();
      if (command.kind === 'help') setOverlay('help');
      else if (command.kind === 'go') go(command.target);
      else {
        const field = document.querySelector<HTMLElement>(PAGE_SEARCH);
        if (field) field.focus();
        else openPalette();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navigate, onMockPanel]);

  const close = () => setOverlay(null);
  if (overlay === 'palette') return <PaletteDialog onClose={close} here={here} />;
  if (overlay === 'help') return <HelpDialog onClose={close} />;
  return null;
}
