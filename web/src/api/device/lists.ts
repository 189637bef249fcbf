/**
 * Lists and counts of devices (spec 02 §2 "Devices", §7 "Device reads"): one page of a fleet's devices
 * table with $top/$skip and the total from /$count under the same $filter, every row of a view (CSV
 * export, in pages), the map's points, the release page's pin picker, the mock panel's device finder,
 * the command palette's devices and the counts other screens show (a fleet's devices by status, an
 * organization's devices). The caller compiles its view (filters, search, sort) to the typed
 * `$filter` and `$orderby`; the keys carry them, so two views never share a cache entry.
 */
import { queryOptions, keepPreviousData } from '@tanstack/react-query';
import { api, count, read, readOptions, type DashboardClient, type RowOf } from '../client.ts';
import { ACTION_DEVICE_SELECT } from '../../actions/device-row.ts';
import { compareVersions } from '../../../../shared/version.ts';
import { deviceKeys, type DeviceFilter, type DeviceListView, type VersionSort } from './keys.ts';

export type { DeviceFilter, DeviceListView, DeviceOrderBy, VersionSort } from './keys.ts';

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
    queryKey: deviceKeys.page(fleetId, view, top, skip),
    queryFn: ({ signal }) => fetchDevicePage(view, top, skip, signal),
  });

/** The number of devices matching a filter. */
export const deviceCountQuery = (fleetId: number, filter: DeviceFilter) =>
  queryOptions({
    queryKey: deviceKeys.count(fleetId, filter),
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

/** The number of devices matching a filter, read once (no cache; `c`: another client, in tests). */
export const countDevices = (filter: DeviceFilter, signal?: AbortSignal, c: DashboardClient = api): Promise<number> =>
  c.count('device', { $filter: filter }, { signal });

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
    queryKey: deviceKeys.map(fleetId, filter, pageSize),
    queryFn: async ({ signal }) => {
      const rows: DeviceLocationRow[] = [];
      for await (const page of deviceLocationPages(filter, pageSize, signal)) rows.push(...page);
      return rows;
    },
  });

/** Devices the signed-in user sees whose name or UUID contains `search` (the mock panel's device finder). */
export const deviceFinderQuery = (search: string) =>
  queryOptions({
    queryKey: deviceKeys.find(search),
    queryFn: ({ signal }) =>
      read(
        'device',
        readOptions('device', {
          $select: ['id', 'uuid', 'device_name'],
          $filter: { $or: [{ device_name: { $contains: search } }, { uuid: { $startswith: search } }] },
          $orderby: { device_name: 'asc' },
          $top: 10,
        }),
        { signal },
      ),
    enabled: search.trim().length > 0,
  });

/** Devices the release page's picker lists at once (narrowed by searching the name). */
const PIN_PICKER_SIZE = 50;

/**
 * The fleet's devices to choose from when pinning devices to a release, by name, with the fields
 * the device action rules read (a device in local mode cannot be pinned, spec 02 §5).
 */
export const pinCandidatesQuery = (fleetId: number, search: string) =>
  queryOptions({
    queryKey: deviceKeys.pinPicker(fleetId, search),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      read(
        'device',
        readOptions('device', {
          $select: [...ACTION_DEVICE_SELECT.$select],
          $expand: { ...ACTION_DEVICE_SELECT.$expand },
          $filter: {
            belongs_to__application: fleetId,
            ...(search.trim() ? { device_name: { $contains: search.trim() } } : {}),
          },
          $orderby: { device_name: 'asc' },
          $top: PIN_PICKER_SIZE,
        }),
        { signal },
      ),
  });

// Typed against the resource up front rather than inferred inside readOptions: nested $or terms
// inferred there made the type checker's work explode.
const textFilter = (s: string): DeviceFilter => ({
  $or: [{ $contains: [{ $tolower: { $: 'device_name' } }, s] }, { $startswith: [{ $: 'uuid' }, s] }],
});

const textSearchRead = (s: string, top: number) =>
  readOptions('device', {
    $select: ['id', 'uuid', 'device_name'],
    $filter: textFilter(s),
    $expand: { belongs_to__application: { $select: ['app_name'] } },
    $top: top,
  });

/** A device as the command palette lists it. */
export type DeviceSearchRow = RowOf<'device', ReturnType<typeof textSearchRead>>;

/**
 * The first `top` devices whose name contains `s` (already lower-cased) anywhere, case-insensitively,
 * or whose UUID starts with it: two top-level terms the server's text index answers (the command
 * palette's devices).
 */
export const searchDevicesByText = (s: string, top: number, signal?: AbortSignal): Promise<DeviceSearchRow[]> =>
  read('device', textSearchRead(s, top), { signal });
