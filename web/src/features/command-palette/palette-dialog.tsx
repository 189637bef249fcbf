/**
 * The command palette: a modal with one combobox (the search field) driving one listbox of
 * sections — the current page's actions, recent items, the pages of the context the user is in (a
 * fleet's settings, an organization's members…), the app's pages and preference tabs, and the organizations, fleets and
 * devices the server finds by name or UUID (debounced, at most a few of each). Arrow keys move
 * through the options while the focus stays in the field (aria-activedescendant), Enter opens or
 * runs the option, Escape closes. A page action closes the palette and starts the page's own flow.
 */
import { currentPageHeading, focusNewPage } from '../../lib/focus-page.ts';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  Autocomplete,
  Collection,
  Dialog,
  Header,
  Input,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Modal,
  ModalOverlay,
  TextField,
  type Key,
} from 'react-aria-components';
import { usePageCommandList } from '../../actions/index.ts';
import { paletteSearchQuery } from '../../api/palette-search.ts';
import { config } from '../../config.ts';
import { errorText } from '../../lib/errors.ts';
import { t } from '../../lib/i18n.ts';
import { PALETTE_SEARCH_DEBOUNCE_MS } from '../../lib/timing.ts';
import { useExperimental } from '../experimental/index.ts';
import { useSession } from '../session/index.ts';
import {
  buildSections,
  contextPageItems,
  pageItems,
  type ContextPage,
  type ContextScope,
  type PaletteItem,
} from './palette-items.ts';
import { readRecents, rememberRecent } from './recents.ts';
import './command-palette.css';
import { useDebounced } from '../../lib/use-debounced.ts';

export interface PaletteDialogProps {
  onClose: () => void;
  /** The current context's pages (the sidebar's menu), searchable as "Fleet: Settings" and the like. */
  here?: { scope: ContextScope; name?: string | undefined; pages: readonly ContextPage[] } | undefined;
}

export function PaletteDialog({ onClose, here }: PaletteDialogProps) {
  const navigate = useNavigate();
  const { user } = useSession();
  const commands = usePageCommandList();
  const [text, setText] = useState('');
  const query = useDebounced(text, PALETTE_SEARCH_DEBOUNCE_MS);
  const search = useQuery(paletteSearchQuery(query, user?.id ?? 0, user?.isAdmin ?? false));
  const [recents] = useState(readRecents);
  const { displayApps } = useExperimental();
  // The same conditions as the sidebar: apps behind their flag and the experimental setting.
  const apps = config.featureFlags.apps && displayApps;
  const pages = useMemo(
    () => pageItems({ apps, saml: config.featureFlags.saml, isAdmin: user?.isAdmin ?? false }),
    [apps, user?.isAdmin],
  );
  const herePages = useMemo(() => (here ? contextPageItems(here.scope, here.pages) : []), [here]);
  const typed = text.trim();
  const results = typed && query.trim() === typed ? search.data : undefined;
  const sections = buildSections({ text, commands, recents, pages, here: herePages, hereName: here?.name, results });
  const byId = new Map<Key, PaletteItem>(sections.flatMap((s) => s.items.map((i) => [i.id, i] as const)));
  const searching = typed !== '' && (query.trim() !== typed || search.isFetching);
  const count = sections.reduce((n, s) => n + s.items.length, 0);

  const choose = (key: Key) => {
    const item = byId.get(key);
    if (!item || item.disabledReason) return;
    onClose();
    if (item.recent) rememberRecent(item.recent);
    if (item.run) item.run();
    else if (item.href) {
      // Focus continues on the opened page (its heading, else main), not at the top of the document.
      const before = currentPageHeading();
      void navigate(item.href);
      focusNewPage(before);
    }
  };

  return (
    <ModalOverlay className="modal-overlay palette-overlay" isOpen isDismissable onOpenChange={(o) => !o && onClose()}>
      <Modal className="modal modal-medium palette-modal">
        <Dialog className="dialog palette" aria-label={t('palette.title')}>
          <Autocomplete inputValue={text} onInputChange={setText}>
            <TextField aria-label={t('palette.input')} className="palette-field" autoFocus>
              <Input
                className="input palette-input"
                placeholder={t('palette.placeholder')}
                role="combobox"
                aria-expanded={count > 0}
              />
            </TextField>
            <ListBox
              aria-label={t('palette.results')}
              className="listbox palette-list"
              onAction={choose}
              disabledKeys={sections.flatMap((s) => s.items.filter((i) => i.disabledReason).map((i) => i.id))}
              renderEmptyState={() => (
                <p className="palette-empty muted">
                  {searching ? t('palette.searching') : typed ? t('palette.empty', { text: typed }) : null}
                </p>
              )}
            >
              {sections.map((section) => (
                <ListBoxSection key={section.id} id={section.id} className="palette-section">
                  <Header className="palette-section-title">{section.title}</Header>
                  <Collection items={section.items}>
                    {(item) => (
                      <ListBoxItem
                        id={item.id}
                        textValue={item.label}
                        className={
                          item.danger ? 'listbox-item palette-item palette-item-danger' : 'listbox-item palette-item'
                        }
                      >
                        <span className="palette-item-label">{item.label}</span>
                        {item.detail ? <span className="palette-item-detail">{item.detail}</span> : null}
                      </ListBoxItem>
                    )}
                  </Collection>
                </ListBoxSection>
              ))}
            </ListBox>
          </Autocomplete>
          <p className="visually-hidden" role="status">
            {search.error
              ? t('palette.searchFailed', { error: errorText(search.error) ?? '' })
              : searching
                ? t('palette.searching')
                : typed
                  ? t('palette.count', { count })
                  : ''}
          </p>
          {search.error ? (
            <p className="palette-error error-text">
              {t('palette.searchFailed', { error: errorText(search.error) ?? '' })}
            </p>
          ) : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
