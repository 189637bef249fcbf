/**
 * Columns of the fleet devices table (spec 02 §3 device fields): the fixed ones, plus one column per
 * tag key (spec 02 §9 "Sort keys for tag columns use the tag key's value"). Sorting of fixed columns
 * happens on the server, so their client-side comparator keeps the server's order.
 */
import type { ColumnDef } from '@tanstack/react-table';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatDate } from '../../../lib/format.ts';
import { COLUMN_LABEL, MSG } from '../messages.ts';
import { DeviceNameCell } from './device-name-cell.tsx';
import { overallStatusTone } from '../../device/index.ts';
import type { DeviceRow } from '../list-view.ts';

/** Characters of a uuid shown in the table (the full one is in the title). */
const SHORT_UUID_LENGTH = 7;
/** Prefix of tag column ids. */
export const TAG_COLUMN_PREFIX = 'tag:';

/** Plain-text value of a cell, shared by the table and the CSV export. */
export function cellText(row: DeviceRow, columnId: string): string {
  if (columnId.startsWith(TAG_COLUMN_PREFIX)) {
    const key = columnId.slice(TAG_COLUMN_PREFIX.length);
    return row.device_tag.find((t) => t.tag_key === key)?.value ?? '';
  }
  switch (columnId) {
    case 'device_type':
      return Array.isArray(row.is_of__device_type) ? (row.is_of__device_type[0]?.slug ?? '') : '';
    case 'release': {
      const r = Array.isArray(row.is_running__release) ? row.is_running__release[0] : undefined;
      return r ? r.raw_version || r.commit.slice(0, SHORT_UUID_LENGTH) : '';
    }
    case 'last_connectivity_event':
    case 'created_at':
      // Empty dates render as '—' through the cell, like every other empty value.
      return formatDate(row[columnId]);
    default: {
      const v = (row as unknown as Record<string, unknown>)[columnId];
      return v == null ? '' : String(v);
    }
  }
}

const keepServerOrder = () => 0;

const text = (id: string, extra: Partial<ColumnDef<DeviceRow, string>> = {}): ColumnDef<DeviceRow, string> => ({
  id,
  header: COLUMN_LABEL[id],
  accessorFn: (row) => cellText(row, id),
  cell: (c) => c.getValue() || '—',
  sortingFn: keepServerOrder,
  ...extra,
});

/** Fixed columns in display order. `device_type` and `release` are not sortable on the server. */
export function fixedColumns(): ColumnDef<DeviceRow, string>[] {
  return [
    text('device_name', {
      enableHiding: false,
      cell: (c) => (
        <DeviceNameCell
          uuid={c.row.original.uuid}
          name={c.row.original.device_name}
          frozen={c.row.original.is_frozen === true}
        />
      ),
    }),
    // A device downloading or provisioning shows its progress next to the status (spec 02 §4 "Downloading
    // or updating shows a progress percentage"; overall_progress is null otherwise, api-ground-truth §3).
    text('overall_status', {
      cell: (c) => {
        const progress = c.row.original.overall_progress;
        return (
          <>
            <Badge tone={overallStatusTone(c.getValue())}>{c.getValue()}</Badge>
            {typeof progress === 'number' ? (
              <span className="muted devices-progress">{MSG.progress(progress)}</span>
            ) : null}
          </>
        );
      },
    }),
    text('api_heartbeat_state'),
    text('uuid', {
      cell: (c) => (
        <span className="devices-mono" title={c.getValue()}>
          {c.getValue().slice(0, SHORT_UUID_LENGTH)}
        </span>
      ),
    }),
    text('device_type', { enableSorting: false }),
    text('os_version'),
    text('supervisor_version'),
    text('release', { enableSorting: false }),
    text('ip_address'),
    text('location'),
    text('last_connectivity_event'),
    text('created_at'),
  ];
}

/** One column per tag key; sorted on the loaded page by the tag's value. */
export function tagColumns(keys: readonly string[]): ColumnDef<DeviceRow, string>[] {
  return keys.map((key) => ({
    id: `${TAG_COLUMN_PREFIX}${key}`,
    header: MSG.tagColumn(key),
    accessorFn: (row: DeviceRow) => cellText(row, `${TAG_COLUMN_PREFIX}${key}`),
    cell: (c) => (c.getValue() ? <span className="devices-tag-value">{c.getValue()}</span> : '—'),
  }));
}

/** Tag keys present in rows, sorted. */
export function tagKeysOf(rows: readonly DeviceRow[]): string[] {
  const keys = new Set<string>();
  for (const r of rows) for (const t of r.device_tag) keys.add(t.tag_key);
  return [...keys].sort();
}
