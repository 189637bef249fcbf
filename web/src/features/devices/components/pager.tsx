/** Page navigation and page size of the devices table ($top/$skip paging, total from /$count). */
import { Button } from '../../../components/ui/button.tsx';
import { PAGE_SIZES } from '../constants.ts';
import type { DevicesView } from '../filters/filter-model.ts';
import { MSG } from '../messages.ts';
import { NativeSelect } from '../../../components/ui/native-select.tsx';

/** `total`: the view's device count, undefined while it is read (no total or page count is shown until then). */
export function Pager({
  view,
  total,
  update,
}: {
  view: DevicesView;
  total: number | undefined;
  update: (p: Partial<DevicesView>) => void;
}) {
  const pages = total === undefined ? null : Math.max(1, Math.ceil(total / view.pageSize));
  return (
    <nav className="devices-pager" aria-label={MSG.pagination}>
      <span role="status">{total === undefined ? MSG.loading : MSG.total(total)}</span>
      <Button disabled={view.page <= 1} onClick={() => update({ page: view.page - 1 })}>
        {MSG.prev}
      </Button>
      {pages === null ? null : <span>{MSG.page(Math.min(view.page, pages), pages)}</span>}
      <Button disabled={pages === null || view.page >= pages} onClick={() => update({ page: view.page + 1 })}>
        {MSG.next}
      </Button>
      <NativeSelect
        label={MSG.pageSize}
        value={String(view.pageSize)}
        options={PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
        onChange={(v) => v && update({ pageSize: Number(v) })}
      />
    </nav>
  );
}
