/** Search (debounced into the URL), lens switch and CSV export (with its progress and cancel) above the devices table. */
import { memo, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ProgressBar } from '../../../components/ui/feedback.tsx';
import { t } from '../../../lib/i18n.ts';
import type { ExportProgress } from '../csv/export.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { SEARCH_DEBOUNCE_MS } from '../constants.ts';
import type { DevicesView } from '../filters/filter-model.ts';
import { MSG } from '../messages.ts';
import { formatCount } from '../../../lib/format.ts';

/**
 * The search box's text, pushed into the view (the URL) once typing pauses for SEARCH_DEBOUNCE_MS.
 * The URL's search is adopted into the box only when it changed from outside (back button, a link, a
 * cleared filter): the echo of a value this box pushed is not, so letters typed after a push are never
 * overwritten by that push's answer ("reef" does not become "ref").
 */
export function useSearchBox(
  urlSearch: string,
  update: (p: Partial<DevicesView>) => void,
): { search: string; setSearch: (text: string) => void } {
  const [search, setSearch] = useState(urlSearch);
  // Values pushed whose URL echo has not been seen yet, oldest first.
  const [inFlight, setInFlight] = useState<readonly string[]>([]);
  const [seenUrl, setSeenUrl] = useState(urlSearch);
  if (urlSearch !== seenUrl) {
    // Adjusting state while rendering (React's pattern for deriving from a changed prop).
    setSeenUrl(urlSearch);
    const echo = inFlight.indexOf(urlSearch);
    if (echo >= 0) setInFlight(inFlight.slice(echo + 1));
    else {
      setInFlight([]);
      setSearch(urlSearch);
    }
  }
  const latest = inFlight.length > 0 ? inFlight[inFlight.length - 1] : urlSearch;
  useEffect(() => {
    if (search === latest) return;
    const timer = setTimeout(() => {
      setInFlight((pending) => [...pending, search]);
      update({ search });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, latest, update]);
  return { search, setSearch };
}

/** Memoised: arriving rows do not re-render the search field, lens switch and export button. */
export const DevicesToolbar = memo(function DevicesToolbar({
  view,
  update,
  onSearchTyped,
  onExport,
  exportProgress,
  onCancelExport,
}: {
  view: DevicesView;
  update: (p: Partial<DevicesView>) => void;
  /** Each keystroke's text, at once (the view follows after the debounce): the page reads ahead. */
  onSearchTyped?: (text: string) => void;
  onExport: () => void;
  /** Set while an export runs. */
  exportProgress: ExportProgress | null;
  onCancelExport: () => void;
}) {
  const { search, setSearch } = useSearchBox(view.search, update);
  return (
    <div className="devices-toolbar">
      <TextField
        label={MSG.search}
        type="search"
        placeholder={MSG.searchPlaceholder}
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          onSearchTyped?.(e.target.value);
        }}
      />
      <div className="devices-lens" role="group" aria-label={MSG.lens}>
        {(['table', 'map'] as const).map((lens) => (
          <Button
            key={lens}
            variant={view.lens === lens ? 'primary' : 'secondary'}
            aria-pressed={view.lens === lens}
            onClick={() => update({ lens })}
          >
            {lens === 'table' ? MSG.lensTable : MSG.lensMap}
          </Button>
        ))}
      </div>
      {view.lens !== 'table' ? null : exportProgress ? (
        <div className="devices-export" role="group" aria-label={MSG.exporting}>
          <ProgressBar
            label={t('devices.export.progress', {
              done: formatCount(exportProgress.done),
              total: formatCount(exportProgress.total),
            })}
            value={exportProgress.total ? exportProgress.done : undefined}
            max={exportProgress.total || 1}
          />
          <Button variant="secondary" onClick={onCancelExport}>
            {t('devices.export.cancel')}
          </Button>
        </div>
      ) : (
        <Button onClick={onExport}>{MSG.exportCsv}</Button>
      )}
    </div>
  );
});
