/**
 * The table lens: one server page in the virtualized Table, server-side sort (the URL's `sort`),
 * column choice persisted locally, tag columns, selection across pages.
 */
import { useMemo } from 'react';
import type { SortingState } from '@tanstack/react-table';
import { Table } from '../../../components/ui/table.tsx';
import type { DeviceRow } from '../api/device-rows.ts';
import type { DevicesView } from '../filters/filter-model.ts';
import { useColumnPrefs } from '../hooks/use-column-prefs.ts';
import { MSG } from '../messages.ts';
import { fixedColumns, tagColumns, tagKeysOf } from './columns.tsx';

const toSorting = (sort: string): SortingState => (sort ? [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }] : []);
const fromSorting = (s: SortingState): string => (s[0] ? `${s[0].desc ? '-' : ''}${s[0].id}` : '');

export interface DevicesTableProps {
  rows: readonly DeviceRow[];
  view: DevicesView;
  update: (p: Partial<DevicesView>) => void;
  selectedIds: ReadonlySet<string>;
  onSelectionChange: (ids: Set<string>) => void;
  filtered: boolean;
  /** Receives the visible column ids and headers (for the CSV export). */
  columnsRef: { current: Array<{ id: string; header: string }> };
}

export function DevicesTable({ rows, view, update, selectedIds, onSelectionChange, filtered, columnsRef }: DevicesTableProps) {
  const [visibility, setVisibility] = useColumnPrefs();
  const tagKeys = useMemo(() => tagKeysOf(rows), [rows]);
  const columns = useMemo(() => [...fixedColumns(), ...tagColumns(tagKeys)], [tagKeys]);
  // Stable references: a new sorting array would make TanStack re-sort the page on every render.
  const sorting = useMemo(() => toSorting(view.sort), [view.sort]);
  columnsRef.current = columns.filter((c) => visibility[c.id ?? ''] !== false).map((c) => ({ id: c.id ?? '', header: String(c.header) }));
  return (
    <Table
      label={MSG.tableLabel}
      data={rows}
      columns={columns}
      getRowId={(r) => String(r.id)}
      getRowLabel={(r) => r.device_name}
      selectable
      selectedIds={selectedIds}
      onSelectionChange={onSelectionChange}
      sorting={sorting}
      onSortingChange={(s) => update({ sort: fromSorting(s) })}
      columnVisibility={visibility}
      onColumnVisibilityChange={setVisibility}
      columnMenu
      emptyState={filtered ? MSG.noMatches : MSG.noDevices}
    />
  );
}
