/**
 * A fleet's devices (spec 02 §2 "Devices", §7 "Device reads"): one page of the devices table with
 * $top/$skip and the total from /$count under the same $filter, every row of a view (CSV export, in
 * pages), and the map's points. The caller compiles its view (filters, search, sort) to the typed
 * `$filter` and `$orderby`; the keys carry them, so two views never share a cache entry.
 */
import { queryOptions } from '@tanstack/react-query';
import { count, read, readOptions, type Filter, type Row, type RowOf } from './client.ts';
import { ACTION_DEVICE_SELECT } from '../actions/device-row.ts';
import type { OrderBy } from '../../../shared/odata/index.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { compareVersions } from '../../../shared/version.ts';

export type DeviceFilter = Filter<Row<'device'>>;
export type DeviceOrderBy = OrderBy<Row<'device'>>;

/** A version column and its direction: ordered by version numbers, not as text (2.83 before 2.108). */
export interface VersionSort {
  field: 'os_version' | 'supervisor_version';
  desc: boolean;
}

/** What one read of the list asks for. */
export interface DeviceListView {
  filter: DeviceFilter;
  orderby: DeviceOrderBy;
  /** Set for a version column: the API orders text alphabetically, so these order here. */
  versionSort?: VersionSort;
}

/** Keys, general → specific: invalidating `fleet(id)` refreshes every list read of that fleet. */
export const devicesKeys = {
  all: () => queryKeys.resource('device'),
  fleet: (fleetId: number) => [...devicesKeys.all(), 'fleet', fleetId] as const,
  page: (fleetId: number, view: DeviceListView, top: number, skip: number) =>
    [...devicesKeys.fleet(fleetId), 'page', view, top, skip] as const,
  count: (fleetId: number, filter: DeviceFilter) => [...devicesKeys.fleet(fleetId), 'count', filter] as const,
  map: (fleetId: number, filter: DeviceFilter, top: number) =>
    [...devicesKeys.fleet(fleetId), 'map', filter, top] as const,
  find: (search: string) => [...devicesKeys.all(), 'find', search] as const,
};

/**
 * The one "device by name or UUID" filter (the devices table search, the command palette, the mock
 * panel's finder): the name contains the text whatever its case (`contains(tolower(device_name),'x')`,
 * as the dashboard's table search sends it) or the UUID starts with it (`startswith(uuid,'x')`; UUIDs
 * are lower-case hex, so the text is lower-cased for both). Both are top-level text terms the server's
 * index answers (api-ground-truth §2.2). Null for blank text.
 */
export function deviceSearchFilter(text: string): DeviceFilter | null {
  const s = text.trim().toLowerCase();
  if (!s) return null;
  return { $or: [{ $contains: [{ $tolower: { $: 'device_name' } }, s] }, { $startswith: [{ $: 'uuid' }, s] }] };
}

const deviceFinderRead = (filter: DeviceFilter) =>
  readOptions('device', {
    $select: ['id', 'uuid', 'device_name'],
    $filter: filter,
    $orderby: { device_name: 'asc' },
    $top: 10,
  });

/** Devices the signed-in user sees whose name contains `search` or whose UUID starts with it (the mock panel's finder). */
export const deviceFinderQuery = (search: string) => {
  const filter = deviceSearchFilter(search);
  return queryOptions({
    queryKey: devicesKeys.find(search.trim().toLowerCase()),
    queryFn: ({ signal }) => (filter ? read('device', deviceFinderRead(filter), { signal }) : Promise.resolve([])),
    enabled: filter !== null,
  });
};

/** The table's selection: what the action rules need plus the columns. */
export const deviceTableRead = readOptions('device', {
  $select: [
    ...ACTION_DEVICE_SELECT.$select,
    'overall_status',
    'overall_progress',
    'api_heartbeat_state',
    'ip_address',
    'mac_address',
    'public_address',
    'location',
    'latitude',
    'longitude',
    'custom_latitude',
    'custom_longitude',
    'created_at',
    'is_frozen',
  ],
  $expand: {
    ...ACTION_DEVICE_SELECT.$expand,
    is_running__release: { $select: ['commit', 'raw_version'] },
    device_tag: { $select: ['tag_key', 'value'] },
  },
});

/** A row of the devices table. */
export type DeviceRow = RowOf<'device', typeof deviceTableRead>;

/**
 * One page of a version-sorted view: the matching devices' ids and versions are read (two short
 * fields), ordered with the shared version comparison (ties by id, so paging is stable), and the
 * page's rows read by id in that order.
 */
async function fetchVersionSortedPage(
  view: DeviceListView & { versionSort: VersionSort },
  top: number,
  skip: number,
  signal?: AbortSignal,
): Promise<DeviceRow[]> {
  const { field, desc } = view.versionSort;
  const versions = await read(
    'device',
    { $select: ['id', 'os_version', 'supervisor_version'], $filter: view.filter },
    { signal },
  );
  const dir = desc ? -1 : 1;
  versions.sort((a, b) => dir * compareVersions(a[field], b[field]) || a.id - b.id);
  const ids = versions.slice(skip, skip + top).map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = await read('device', { ...deviceTableRead, $filter: { id: { $in: ids } } }, { signal });
  const position = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}

/** One page of a view's rows. */
export const fetchDevicePage = (
  view: DeviceListView,
  top: number,
  skip: number,
  signal?: AbortSignal,
): Promise<DeviceRow[]> =>
  view.versionSort
    ? fetchVersionSortedPage({ ...view, versionSort: view.versionSort }, top, skip, signal)
    : read(
        'device',
        { ...deviceTableRead, $filter: view.filter, $orderby: view.orderby, $top: top, $skip: skip },
        { signal },
      );

/** One page of the table. */
export const devicePageQuery = (fleetId: number, view: DeviceListView, top: number, skip: number) =>
  queryOptions({
    queryKey: devicesKeys.page(fleetId, view, top, skip),
    queryFn: ({ signal }) => fetchDevicePage(view, top, skip, signal),
  });

/** The number of devices matching a filter. */
export const deviceCountQuery = (fleetId: number, filter: DeviceFilter) =>
  queryOptions({
    queryKey: devicesKeys.count(fleetId, filter),
    queryFn: ({ signal }) => count('device', { $filter: filter }, { signal }),
  });

/**
 * Every row of a view in pages of `pageSize`, in the view's order, one page at a time: the caller
 * handles a page before the next is read, so 100,000 rows never sit in memory as one array. Stops
 * (rejecting with the abort reason) when `signal` aborts.
 */
export async function* devicePages(
  view: DeviceListView,
  pageSize: number,
  signal?: AbortSignal,
): AsyncGenerator<DeviceRow[], void, undefined> {
  for (let skip = 0; ; skip += pageSize) {
    signal?.throwIfAborted();
    const page = await fetchDevicePage(view, pageSize, skip, signal);
    if (page.length) yield page;
    if (page.length < pageSize) return;
  }
}

/** The number of devices matching a filter, read once (no cache). */
export const countDevices = (filter: DeviceFilter, signal?: AbortSignal): Promise<number> =>
  count('device', { $filter: filter }, { signal });

const mapRead = readOptions('device', {
  $select: ['uuid', 'device_name', 'latitude', 'longitude', 'custom_latitude', 'custom_longitude', 'is_frozen'],
});

/** A device as the map reads it (geo-located and custom coordinates). */
export type DeviceLocationRow = RowOf<'device', typeof mapRead>;

/**
 * Every device matching a filter with its coordinates, in pages of `pageSize` ordered by id (the map
 * shows all of them, so a large fleet is read in several bounded answers instead of one huge one).
 */
export async function* deviceLocationPages(
  filter: DeviceFilter,
  pageSize: number,
  signal?: AbortSignal,
): AsyncGenerator<DeviceLocationRow[], void, undefined> {
  for (let skip = 0; ; skip += pageSize) {
    const page = await read(
      'device',
      { ...mapRead, $filter: filter, $orderby: { id: 'asc' }, $top: pageSize, $skip: skip },
      { signal },
    );
    if (page.length) yield page;
    if (page.length < pageSize) return;
  }
}

/** Every located-or-not device of a filter for the map, read page by page (`pageSize` rows per read). */
export const deviceLocationsQuery = (fleetId: number, filter: DeviceFilter, pageSize: number) =>
  queryOptions({
    queryKey: devicesKeys.map(fleetId, filter, pageSize),
    queryFn: async ({ signal }) => {
      const rows: DeviceLocationRow[] = [];
      for await (const page of deviceLocationPages(filter, pageSize, signal)) rows.push(...page);
      return rows;
    },
  });
