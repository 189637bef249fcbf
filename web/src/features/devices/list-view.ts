/**
 * The fleet devices table read (spec 02 §7 "Device reads"): the view's filters, search and sort
 * compiled to the typed `$filter`/`$orderby` of web/src/api/device/lists.ts (`devicePageQuery`: one page
 * with $top/$skip, `deviceCountQuery`: the total from /$count under the same $filter), which the page
 * refreshes every 8 s, paused while the tab is hidden (spec 02 §9 "Fleet and device list refresh 8 s",
 * §4 "Polling").
 */
import { keepPreviousData } from '@tanstack/react-query';
import type { DeviceListView, DeviceOrderBy, VersionSort } from '../../api/device/keys.ts';
import type { DeviceRow } from '../../api/device/lists.ts';
import type { Row } from '../../api/client.ts';
import { LIST_REFRESH_MS } from '../../lib/timing.ts';
import { polling } from '../../lib/polling.ts';
import { devicesFilter } from './filters/odata-filter.ts';
import type { DevicesView } from './filters/filter-model.ts';

export type { DeviceRow };

/** Sortable columns and the device field each sorts by. Tag columns sort on the page only (spec 02 §9). */
const SORT_FIELDS = {
  device_name: 'device_name',
  overall_status: 'overall_status',
  api_heartbeat_state: 'api_heartbeat_state',
  uuid: 'uuid',
  os_version: 'os_version',
  supervisor_version: 'supervisor_version',
  ip_address: 'ip_address',
  location: 'location',
  last_connectivity_event: 'last_connectivity_event',
  created_at: 'created_at',
} as const satisfies Record<string, keyof Row<'device'>>;

const isSortColumn = (id: string): id is keyof typeof SORT_FIELDS => id in SORT_FIELDS;

/** `$orderby` for a view's sort (`-` prefix: descending); id keeps paging stable. */
function orderBy(sort: string): DeviceOrderBy {
  const desc = sort.startsWith('-');
  const column = desc ? sort.slice(1) : sort;
  if (!isSortColumn(column)) return [{ id: 'asc' }];
  const direction = desc ? 'desc' : 'asc';
  const first: { [K in keyof Row<'device'>]?: 'asc' | 'desc' } = {};
  first[SORT_FIELDS[column]] = direction;
  return [first, { id: 'asc' }];
}

/** Version columns: ordered by their numbers (shared/version.ts), which the API's text order is not. */
const VERSION_COLUMNS = ['os_version', 'supervisor_version'] as const;

/** The version sort of a view's sort, if it sorts a version column. */
export function versionSort(sort: string): VersionSort | undefined {
  const desc = sort.startsWith('-');
  const column = desc ? sort.slice(1) : sort;
  const field = VERSION_COLUMNS.find((c) => c === column);
  return field ? { field, desc } : undefined;
}

/** The typed filter and order of a view. */
export function listView(fleetId: number, view: Pick<DevicesView, 'filters' | 'search' | 'sort'>): DeviceListView {
  const versions = versionSort(view.sort);
  return {
    filter: devicesFilter(fleetId, view),
    orderby: orderBy(view.sort),
    ...(versions ? { versionSort: versions } : {}),
  };
}

/**
 * What the table's page and /$count reads add to the API layer's `devicePageQuery` and
 * `deviceCountQuery`: they refresh every 8 s, paused while the tab is hidden (lib/polling.ts), and
 * keep the previous answer on screen while the next view loads.
 */
export const LIST_POLLING = { placeholderData: keepPreviousData, ...polling(LIST_REFRESH_MS) } as const;

/** The `$top` and `$skip` of a view's page. */
export const pageWindow = (view: Pick<DevicesView, 'page' | 'pageSize'>): [top: number, skip: number] => [
  view.pageSize,
  (view.page - 1) * view.pageSize,
];
