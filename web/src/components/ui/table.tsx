/**
 * The dashboard's one table kit, on TanStack Table + TanStack Virtual: sortable headers (aria-sort),
 * row selection with labelled checkboxes, column visibility menu, loading / error / empty states, and
 * (with `virtualize`) row virtualization past VIRTUALIZE_AFTER_ROWS so 10,000-row lists stay fast.
 * Semantic <table> with aria-rowcount / aria-rowindex so screen readers know the full size while only
 * a window is rendered. The table scrolls sideways inside its own named, focusable region, so a wide
 * table never widens the page on a phone and keyboard users can scroll it.
 */
import { useMemo, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type OnChangeFn,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { cx } from './cx.ts';
import { Skeleton } from './feedback.tsx';
import { Menu } from './menu.tsx';
import { ScrollRegion } from './scroll-region.tsx';
import { TableHead } from './table-head.tsx';
import { errorText } from '../../lib/errors.ts';
import { t } from '../../lib/i18n.ts';

declare module '@tanstack/react-table' {
  // TanStack declares ColumnMeta with these two type parameters; merging must repeat them.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Class of the column's body cells (e.g. `table-actions` for a right-aligned button column). */
    className?: string;
    /** The column names its row: body cells render as `<th scope="row">`. */
    rowHeader?: boolean;
  }
}

export interface ColumnOptions<T> {
  /** Makes the column sortable by this value (the header becomes a sort button with aria-sort). */
  sortValue?: (row: T) => string | number | null;
  className?: string;
  rowHeader?: boolean;
}

/**
 * One column from a header and a cell renderer: `column('name', MSG.name, (o) => o.name)`. Columns
 * without `sortValue` do not sort; a non-text header (e.g. a visually hidden label) is rendered as is.
 */
export function column<T>(
  id: string,
  header: ReactNode,
  cell: (row: T) => ReactNode,
  options: ColumnOptions<T> = {},
): ColumnDef<T, unknown> {
  const meta = { className: options.className, rowHeader: options.rowHeader };
  const head = typeof header === 'string' ? header : () => header;
  const render = ({ row }: { row: { original: T } }) => cell(row.original);
  return options.sortValue
    ? { id, header: head, accessorFn: options.sortValue, cell: render, meta, enableSorting: true }
    : { id, header: head, cell: render, meta, enableSorting: false, enableHiding: false };
}

/**
 * Lists longer than this render only the visible window of rows (about 30 at the default height):
 * a 100-row page fully in the DOM costs ~30 ms of layout on every change on a slow machine.
 */
export const VIRTUALIZE_AFTER_ROWS = 40;
/** Estimated row height used by the virtualizer. */
const DEFAULT_ROW_HEIGHT_PX = 41;
/** Height of the scroll area of a virtualized table. */
const DEFAULT_TABLE_HEIGHT_PX = 560;
/** Rows rendered beyond the visible window on each side. */
const VIRTUAL_OVERSCAN_ROWS = 4;

export interface TableProps<T> {
  /** Accessible name of the table and of its scroll region; give this or `labelledBy`. */
  label?: string;
  /** Id of a visible heading naming the table (used instead of `label`). */
  labelledBy?: string;
  /** Extra classes of the <table> element. */
  className?: string;
  data: readonly T[];
  // TanStack's ColumnDef is invariant in its value type; `any` is its documented way to mix columns.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  getRowId: (row: T) => string;
  /** Plain-text name of a row for its selection checkbox ("Select row {name}"). */
  getRowLabel?: (row: T) => string;
  selectable?: boolean;
  selectedIds?: ReadonlySet<string>;
  onSelectionChange?: (ids: Set<string>) => void;
  sorting?: SortingState;
  defaultSorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** Rows arrive sorted (by the server): the sort state only marks the headers. */
  manualSorting?: boolean;
  columnVisibility?: VisibilityState;
  onColumnVisibilityChange?: (visibility: VisibilityState) => void;
  /** Shows the "Columns" menu for hideable columns. */
  columnMenu?: boolean;
  /** Renders only the visible window of rows past VIRTUALIZE_AFTER_ROWS rows (long lists). */
  virtualize?: boolean;
  height?: number;
  rowHeight?: number;
  /** Shown in place of the table when there are no rows (default "No rows"). */
  emptyState?: ReactNode;
  /** The rows are loading: a placeholder stands in for the table. */
  pending?: boolean;
  /** Loading the rows failed: its text (or the generic load-failure text) stands in for the table. */
  error?: unknown;
  /** Attributes of a body row (e.g. `data-testid`). */
  getRowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: string };
}

function resolve<S>(updater: S | ((old: S) => S), old: S): S {
  return typeof updater === 'function' ? (updater as (old: S) => S)(old) : updater;
}

export function Table<T>(props: TableProps<T>) {
  const {
    label,
    data,
    columns,
    getRowId,
    getRowLabel,
    selectable = false,
    columnMenu = false,
    height = DEFAULT_TABLE_HEIGHT_PX,
    rowHeight = DEFAULT_ROW_HEIGHT_PX,
  } = props;
  const [ownSorting, setOwnSorting] = useState<SortingState>(props.defaultSorting ?? []);
  const [ownSelection, setOwnSelection] = useState<ReadonlySet<string>>(new Set());
  const [ownVisibility, setOwnVisibility] = useState<VisibilityState>({});
  const sorting = props.sorting ?? ownSorting;
  const selectedIds = props.selectedIds ?? ownSelection;
  const columnVisibility = props.columnVisibility ?? ownVisibility;
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries([...selectedIds].map((id) => [id, true])),
    [selectedIds],
  );

  const onSortingChange: OnChangeFn<SortingState> = (u) => {
    const next = resolve(u, sorting);
    setOwnSorting(next);
    props.onSortingChange?.(next);
  };
  const onRowSelectionChange: OnChangeFn<RowSelectionState> = (u) => {
    const next = new Set(
      Object.entries(resolve(u, rowSelection))
        .filter(([, on]) => on)
        .map(([id]) => id),
    );
    setOwnSelection(next);
    props.onSelectionChange?.(next);
  };
  const onColumnVisibilityChange: OnChangeFn<VisibilityState> = (u) => {
    const next = resolve(u, columnVisibility);
    setOwnVisibility(next);
    props.onColumnVisibilityChange?.(next);
  };

  const table = useReactTable<T>({
    data: data as T[],
    columns,
    getRowId: (row) => getRowId(row),
    state: { sorting, rowSelection, columnVisibility },
    enableRowSelection: selectable,
    manualSorting: props.manualSorting ?? false,
    onSortingChange,
    onRowSelectionChange,
    onColumnVisibilityChange,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });

  const rows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = (props.virtualize ?? false) && rows.length > VIRTUALIZE_AFTER_ROWS;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: VIRTUAL_OVERSCAN_ROWS,
    initialRect: { width: 0, height },
    // Before layout (or when measured as 0, e.g. hidden or jsdom) assume the configured height.
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height })),
    enabled: virtual,
    // Rows for a new scroll position render in an ordinary React update, not synchronously inside the
    // scroll event: that kept a 1,200 px wheel step under 50 ms of main-thread work (bench: devices-table).
    useFlushSync: false,
  });
  const items = virtual
    ? virtualizer.getVirtualItems()
    : rows.map((_, index) => ({ index, start: index * rowHeight, end: (index + 1) * rowHeight }));
  const first = items[0];
  const last = items.at(-1);
  const padTop = virtual && first ? first.start : 0;
  const padBottom = virtual && last ? virtualizer.getTotalSize() - last.end : 0;
  const visibleCount = table.getVisibleLeafColumns().length + (selectable ? 1 : 0);
  const hideable = table.getAllLeafColumns().filter((c) => c.getCanHide());

  const name = props.labelledBy ? { 'aria-labelledby': props.labelledBy } : { 'aria-label': label };

  let body: ReactNode;
  if (props.error) {
    body = (
      <p role="alert" className="error-text table-state">
        {errorText(props.error) ?? t('table.loadFailed')}
      </p>
    );
  } else if (props.pending) {
    body = (
      <div aria-busy="true" className="table-state">
        <Skeleton lines={5} />
      </div>
    );
  } else {
    body = (
      <ScrollRegion
        ref={scrollRef}
        label={label}
        labelledBy={props.labelledBy}
        className="table-scroll"
        style={virtual ? { maxHeight: height } : undefined}
      >
        <table className={cx('table', props.className)} {...name} aria-rowcount={rows.length + 1}>
          <TableHead table={table} selectable={selectable} />
          <tbody>
            {padTop > 0 ? (
              <tr aria-hidden="true" className="table-spacer">
                <td colSpan={visibleCount} style={{ height: padTop }} />
              </tr>
            ) : null}
            {items.map((item) => {
              const row = rows[item.index];
              // The virtualizer counts rows.length items, so a missing row only happens between renders.
              if (!row) return null;
              const extra = props.getRowProps?.(row.original);
              return (
                <tr
                  {...extra}
                  key={row.id}
                  aria-rowindex={item.index + 2}
                  aria-selected={selectable ? row.getIsSelected() : undefined}
                  className={cx(extra?.className, row.getIsSelected() && 'is-selected') || undefined}
                >
                  {selectable ? (
                    <td className="table-select">
                      <input
                        type="checkbox"
                        aria-label={t('table.selectRow', { row: getRowLabel ? getRowLabel(row.original) : row.id })}
                        checked={row.getIsSelected()}
                        onChange={row.getToggleSelectedHandler()}
                      />
                    </td>
                  ) : null}
                  {row.getVisibleCells().map((cell) => {
                    const meta = cell.column.columnDef.meta;
                    const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                    return meta?.rowHeader ? (
                      <th key={cell.id} scope="row" className={meta.className}>
                        {content}
                      </th>
                    ) : (
                      <td key={cell.id} className={meta?.className}>
                        {content}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
            {padBottom > 0 ? (
              <tr aria-hidden="true" className="table-spacer">
                <td colSpan={visibleCount} style={{ height: padBottom }} />
              </tr>
            ) : null}
          </tbody>
        </table>
        {rows.length === 0 ? <div className="table-empty">{props.emptyState ?? t('table.empty')}</div> : null}
      </ScrollRegion>
    );
  }

  return (
    <div className="table-wrap">
      {columnMenu && hideable.length > 0 ? (
        <div className="table-toolbar">
          <Menu
            label={t('table.columns')}
            trigger={t('table.columns')}
            selectionMode="multiple"
            selectedKeys={hideable.filter((c) => c.getIsVisible()).map((c) => c.id)}
            onSelectionChange={(keys) =>
              table.setColumnVisibility(Object.fromEntries(hideable.map((c) => [c.id, keys.has(c.id)])))
            }
            items={hideable.map((c) => ({
              id: c.id,
              label: typeof c.columnDef.header === 'string' ? c.columnDef.header : c.id,
            }))}
          />
        </div>
      ) : null}
      {body}
    </div>
  );
}
