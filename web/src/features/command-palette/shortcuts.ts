/**
 * The dashboard's keyboard shortcuts, as data and one pure matcher: Ctrl/Cmd-K opens the command
 * palette (also while typing, as in most editors and browsers), `?` lists the shortcuts, `/` focuses
 * the page's search, `g` followed by `f`, `d` or `o` goes to fleets, devices or organizations, and
 * `m` opens the mock control panel when the API is fleetmock.
 * Everything except Ctrl/Cmd-K is ignored while the focus is in a text field, so typing a `/` or a
 * `g` in an input never navigates. The matcher keeps the pending `g` itself; the clock is injected
 * so tests need no timers.
 */
import { GO_SEQUENCE_TIMEOUT_MS } from '../../lib/timing.ts';

export type GoTarget = 'fleets' | 'devices' | 'orgs';

export type ShortcutCommand =
  | { kind: 'palette' }
  | { kind: 'help' }
  | { kind: 'focus-search' }
  | { kind: 'go'; target: GoTarget }
  | { kind: 'mock-panel' };

/** The part of a KeyboardEvent the matcher reads. */
export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
  /** An IME composition is in progress: the key belongs to it. */
  isComposing?: boolean;
}

/** Second key of a `g` sequence → where it goes. */
const GO_KEYS: Readonly<Record<string, GoTarget>> = { f: 'fleets', d: 'devices', o: 'orgs' };

/** The shortcut list of the `?` overlay, in display order (keys as shown, description key). */
export const SHORTCUTS = [
  { keys: ['Ctrl', 'K'], altKeys: ['⌘', 'K'], label: 'palette.shortcut.palette' },
  { keys: ['?'], label: 'palette.shortcut.help' },
  { keys: ['/'], label: 'palette.shortcut.search' },
  { keys: ['g', 'f'], label: 'palette.shortcut.goFleets' },
  { keys: ['g', 'd'], label: 'palette.shortcut.goDevices' },
  { keys: ['g', 'o'], label: 'palette.shortcut.goOrgs' },
  // A tool of fleetmock rather than of the product: its text stays out of the translation table,
  // whose texts all ship in the /login bundle.
  { keys: ['m'], text: 'Open the mock control panel (fleetmock only)' },
] as const;

const TEXT_INPUT_TYPES = new Set([
  'text',
  'search',
  'email',
  'password',
  'url',
  'tel',
  'number',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
]);

/**
 * Whether keys typed at `target` are text for it: a text input, a textarea, a select, a
 * contenteditable element or an ARIA textbox/combobox (elements are checked by their tag and
 * attributes, so this works for any DOM implementation).
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  const el = target as (Partial<HTMLElement> & { type?: string }) | null;
  if (!el || typeof el.tagName !== 'string') return false;
  const tag = el.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag === 'input') return TEXT_INPUT_TYPES.has((el.type ?? 'text').toLowerCase());
  if (el.isContentEditable) return true;
  const role = el.getAttribute?.('role');
  return role === 'textbox' || role === 'combobox' || role === 'searchbox';
}

/**
 * A matcher over successive key presses: returns the command a key completes, or null. A `g` starts
 * a sequence that the next key completes within `GO_SEQUENCE_TIMEOUT_MS`; any other key ends it.
 */
export function createShortcutMatcher(now: () => number = () => Date.now()) {
  let goPressedAt: number | null = null;
  return (e: KeyInput): ShortcutCommand | null => {
    if (e.isComposing) return null;
    const key = e.key;
    if ((e.ctrlKey || e.metaKey) && !e.altKey && key.toLowerCase() === 'k') {
      goPressedAt = null;
      return { kind: 'palette' };
    }
    if (isTypingTarget(e.target) || e.ctrlKey || e.metaKey || e.altKey) {
      goPressedAt = null;
      return null;
    }
    const pending = goPressedAt !== null && now() - goPressedAt <= GO_SEQUENCE_TIMEOUT_MS;
    goPressedAt = null;
    const target = pending && Object.hasOwn(GO_KEYS, key) ? GO_KEYS[key] : undefined;
    if (target) return { kind: 'go', target };
    if (key === 'g') {
      goPressedAt = now();
      return null;
    }
    if (key === '?') return { kind: 'help' };
    if (key === '/') return { kind: 'focus-search' };
    if (key === 'm') return { kind: 'mock-panel' };
    return null;
  };
}
