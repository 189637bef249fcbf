/** The header row of `Table`: select-all checkbox and sort buttons with aria-sort. */
import { useEffect, useRef } from 'react';
import { flexRender, type Table as TanTable } from '@tanstack/react-table';
import { t } from '../../lib/i18n.ts';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const SORT_ICON = { asc: '▲', desc: '▼' } as const;

function SelectAll<T>({ table }: { table: TanTable<T> }) {
  const ref = useRef<HTMLInputElement>(null);
  const some = table.getIsSomeRowsSelected();
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={t('table.selectAll')}
      checked={table.getIsAllRowsSelected()}
      onChange={table.getToggleAllRowsSelectedHandler()}
    />
  );
}

export function TableHead<T>({ table, selectable }: { table: TanTable<T>; selectable: boolean }) {
  return (
    <thead>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id} aria-rowindex={1}>
          {selectable ? (
            <th scope="col" className="table-select">
              <SelectAll table={table} />
            </th>
          ) : null}
          {group.headers.map((header) => {
            const sorted = header.column.getIsSorted();
            const canSort = header.column.getCanSort();
            const content = header.isPlaceholder
              ? null
              : flexRender(header.column.columnDef.header, header.getContext());
            return (
              <th key={header.id} scope="col" aria-sort={canSort ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}>
                {canSort ? (
                  <button type="button" className="table-sort" onClick={header.column.getToggleSortingHandler()}>
                    {content}
                    <span aria-hidden="true" className="table-sort-icon">
                      {sorted ? SORT_ICON[sorted] : '↕'}
                    </span>
                  </button>
                ) : (
                  content
                )}
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}
