/**
 * The fleet devices table read (spec 02 §7 "Device reads"): one page with $top/$skip and the total
 * from /$count under the same $filter; polled every 60 s, paused while the tab is hidden (spec 02 §4).
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { compileCount, compileUrl } from '../../../lib/odata/index.ts';
import { ACTION_DEVICE_SELECT, type DeviceRowForActions } from '../../../actions/index.ts';
import { DEVICE_POLL_INTERVAL_MS } from '../constants.ts';
import { devicesFilter } from '../filters/odata-filter.ts';
import type { DevicesView } from '../filters/filter-model.ts';
import { deviceKeys } from './keys.ts';

/** A row of the devices table. */
export interface DeviceRow extends DeviceRowForActions {
  overall_status: string;
  api_heartbeat_state: string;
  ip_address: string | null;
  mac_address: string | null;
  public_address: string | null;
  location: string | null;
  latitude: string | null;
  longitude: string | null;
  custom_latitude: string | null;
  custom_longitude: string | null;
  created_at: string;
  is_running__release: Array<{ commit: string; raw_version: string }> | { __id: number } | null;
  device_tag: Array<{ tag_key: string; value: string }>;
  is_frozen?: boolean;
}

/** Sortable columns and the OData field each sorts by. Tag columns sort on the page only (spec 02 §9). */
export const SORT_FIELDS: Record<string, string> = {
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
};

/** `$orderby` for a view's sort (`-` prefix: descending); id keeps paging stable. */
export function orderBy(sort: string): Record<string, 'asc' | 'desc'>[] {
  const desc = sort.startsWith('-');
  const field = SORT_FIELDS[desc ? sort.slice(1) : sort];
  return field ? [{ [field]: desc ? 'desc' : 'asc' }, { id: 'asc' }] : [{ id: 'asc' }];
}

/** The OData options of the table read, shared by the page read, the CSV export and the benchmark. */
export function deviceListOptions(fleetId: number, view: Pick<DevicesView, 'filters' | 'search' | 'sort'>) {
  return {
    $select: [...ACTION_DEVICE_SELECT.$select, 'overall_status', 'api_heartbeat_state', 'ip_address', 'mac_address', 'public_address', 'location', 'latitude', 'longitude', 'custom_latitude', 'custom_longitude', 'created_at', 'is_frozen'],
    $expand: {
      ...ACTION_DEVICE_SELECT.$expand,
      is_running__release: { $select: ['commit', 'raw_version'] },
      device_tag: { $select: ['tag_key', 'value'] },
    },
    $filter: devicesFilter(fleetId, view),
    $orderby: orderBy(view.sort),
  };
}

type ListView = Pick<DevicesView, 'filters' | 'search' | 'sort' | 'page' | 'pageSize'>;

/** The URL of one page (exported for tests and the CSV export). */
export function devicePageUrl(fleetId: number, view: ListView): string {
  return compileUrl('device', { ...deviceListOptions(fleetId, view), $top: view.pageSize, $skip: (view.page - 1) * view.pageSize } as never);
}

/** One page of devices. */
export const devicePageQuery = (fleetId: number, view: ListView) =>
  queryOptions({
    queryKey: deviceKeys.page(fleetId, { f: view.filters, q: view.search, s: view.sort, p: view.page, n: view.pageSize }),
    queryFn: async ({ signal }) => (await api.request<{ d: DeviceRow[] }>({ path: devicePageUrl(fleetId, view), resource: 'device', signal })).d,
    placeholderData: keepPreviousData,
    refetchInterval: DEVICE_POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
  });

/** The number of devices matching the filter. */
export const deviceCountQuery = (fleetId: number, view: Pick<DevicesView, 'filters' | 'search'>) =>
  queryOptions({
    queryKey: deviceKeys.count(fleetId, { f: view.filters, q: view.search }),
    queryFn: async ({ signal }) =>
      (await api.request<{ d: number }>({ path: compileCount('device', devicesFilter(fleetId, view) as never), resource: 'device', signal })).d,
    placeholderData: keepPreviousData,
    refetchInterval: DEVICE_POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
  });
