/** Search (debounced into the URL), lens switch and CSV export above the devices table. */
import { memo, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { SEARCH_DEBOUNCE_MS } from '../constants.ts';
import type { DevicesView } from '../filters/filter-model.ts';
import { MSG } from '../messages.ts';

/** Memoised: arriving rows do not re-render the search field, lens switch and export button. */
export const DevicesToolbar = memo(function DevicesToolbar({ view, update, onExport, exporting }: { view: DevicesView; update: (p: Partial<DevicesView>) => void; onExport: () => void; exporting: boolean }) {
  const [search, setSearch] = useState(view.search);
  useEffect(() => setSearch(view.search), [view.search]);
  useEffect(() => {
    if (search === view.search) return;
    const timer = setTimeout(() => update({ search }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, view.search, update]);
  return (
    <div className="devices-toolbar">
      <TextField label={MSG.search} type="search" placeholder={MSG.searchPlaceholder} value={search} onChange={(e) => setSearch(e.target.value)} />
      <div className="devices-lens" role="group" aria-label={MSG.lens}>
        {(['table', 'map'] as const).map((lens) => (
          <Button key={lens} variant={view.lens === lens ? 'primary' : 'secondary'} aria-pressed={view.lens === lens} onClick={() => update({ lens })}>
            {lens === 'table' ? MSG.lensTable : MSG.lensMap}
          </Button>
        ))}
      </div>
      {view.lens === 'table' ? (
        <Button onClick={onExport} pending={exporting}>
          {exporting ? MSG.exporting : MSG.exportCsv}
        </Button>
      ) : null}
    </div>
  );
});
