/**
 * The table lens: one server page in the virtualized Table, server-side sort (the URL's `sort`),
 * column choice persisted locally, tag columns, selection across pages.
 */
import { memo, useMemo } from 'react';
import type { SortingState } from '@tanstack/react-table';
import { Table } from '../../../components/ui/table.tsx';
import type { DeviceRow } from '../list-view.ts';
import { useColumnPrefs } from '../hooks/use-column-prefs.ts';
import { MSG } from '../messages.ts';
import { fixedColumns, tagColumns, tagKeysOf, TAG_COLUMN_PREFIX } from './columns.tsx';

const toSorting = (sort: string): SortingState =>
  sort ? [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }] : [];
const fromSorting = (s: SortingState): string => (s[0] ? `${s[0].desc ? '-' : ''}${s[0].id}` : '');

export interface DevicesTableProps {
  rows: readonly DeviceRow[];
  /** The URL's sort (`-` prefix: descending). */
  sort: string;
  /** Changes the sort; must keep its identity across renders (the table is memoised). */
  onSortChange: (sort: string) => void;
  selectedIds: ReadonlySet<string>;
  onSelectionChange: (ids: Set<string>) => void;
  filtered: boolean;
  /** Receives the visible column ids and headers (for the CSV export). */
  columnsRef: { current: Array<{ id: string; header: string }> };
}

/** Fixed column definitions are made once: new definitions would make every cell render again. */
const FIXED_COLUMNS = fixedColumns();
/** Separates tag keys in the memo key of the tag columns (keys never contain it). */
const KEY_SEPARATOR = '\u0000';

/**
 * Memoised: the page re-renders when the total count, the selection bar or the filter form change;
 * the table only when its own props do (its render is the costly part of a filter round trip).
 */
export const DevicesTable = memo(function DevicesTable({
  rows,
  sort,
  onSortChange,
  selectedIds,
  onSelectionChange,
  filtered,
  columnsRef,
}: DevicesTableProps) {
  const [visibility, setVisibility] = useColumnPrefs();
  // Same tag keys on a new page keep the same columns.
  const tagKeyList = useMemo(() => tagKeysOf(rows).join(KEY_SEPARATOR), [rows]);
  const columns = useMemo(
    () => [...FIXED_COLUMNS, ...tagColumns(tagKeyList ? tagKeyList.split(KEY_SEPARATOR) : [])],
    [tagKeyList],
  );
  // Stable references: a new sorting array would make TanStack re-sort the page on every render.
  const sorting = useMemo(() => toSorting(sort), [sort]);
  columnsRef.current = columns
    .filter((c) => visibility[c.id ?? ''] !== false)
    .map((c) => ({ id: c.id ?? '', header: String(c.header) }));
  return (
    <Table
      label={MSG.tableLabel}
      data={rows}
      columns={columns}
      getRowId={(r) => String(r.id)}
      getRowLabel={(r) => r.device_name}
      virtualize
      selectable
      selectedIds={selectedIds}
      onSelectionChange={onSelectionChange}
      sorting={sorting}
      onSortingChange={(s) => onSortChange(fromSorting(s))}
      // Fixed columns sort on the server; tag columns sort the loaded page (spec 02 §9).
      manualSorting={!sort.replace(/^-/, '').startsWith(TAG_COLUMN_PREFIX)}
      columnVisibility={visibility}
      onColumnVisibilityChange={setVisibility}
      columnMenu
      emptyState={filtered ? MSG.noMatches : MSG.noDevices}
    />
  );
});
