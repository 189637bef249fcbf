/**
 * The fleet devices table read (spec 02 §7 "Device reads"): the view's filters, search and sort
 * compiled to the typed `$filter`/`$orderby` of web/src/api/devices.ts; one page with $top/$skip and
 * the total from /$count under the same $filter, refreshed every 8 s and paused while the tab is
 * hidden (spec 02 §9 "Fleet and device list refresh 8 s", §4 "Polling").
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  deviceCountQuery as countQuery,
  devicePageQuery as pageQuery,
  type DeviceListView,
  type DeviceOrderBy,
  type DeviceRow,
  type VersionSort,
} from '../../api/devices.ts';
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

/** The table's page and its /$count refresh every 8 s, paused while the tab is hidden (lib/polling.ts). */
const listPolling = { placeholderData: keepPreviousData, ...polling(LIST_REFRESH_MS) } as const;

type ListView = Pick<DevicesView, 'filters' | 'search' | 'sort' | 'page' | 'pageSize'>;

/** One page of devices. */
export const devicePageQuery = (fleetId: number, view: ListView) =>
  queryOptions({
    ...pageQuery(fleetId, listView(fleetId, view), view.pageSize, (view.page - 1) * view.pageSize),
    ...listPolling,
  });

/** The number of devices matching the view's filter. */
export const deviceCountQuery = (fleetId: number, view: Pick<DevicesView, 'filters' | 'search'>) =>
  queryOptions({ ...countQuery(fleetId, devicesFilter(fleetId, view)), ...listPolling });
