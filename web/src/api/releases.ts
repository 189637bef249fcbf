/**
 * Releases (spec 02 §2 "Fleet summary", §4 "Release rules", §5, §7 "Releases"): the fleet's
 * successful and running releases (the releases card; the pin forms keep the pinnable ones), the
 * paged release list (id descending, page size 50, search by version, commit or tag, polled every
 * 6 s), one release with its images, tags, assets, creator and the devices running it, the
 * supervisor releases for a CPU architecture, and the writes: PATCH note, known_issue_list,
 * is_invalidated and is_final on release(id); release tags set (POST, or PATCH the value of an
 * existing key) and removed (DELETE by id); pinning the fleet (PATCH application(id)); deleting
 * releases (one DELETE with an id-in filter, spec 02 §7).
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, client, count, ok, read, readOne, readOptions, type Filter, type Row } from './client.ts';
import { compileFilter } from '../../../shared/odata/compile.ts';
import { runningCutoff } from '../lib/release-status.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { ACTION_DEVICE_SELECT } from '../actions/device-row.ts';

/** Release list page size and polling (spec 02 §9). */
export const RELEASE_PAGE_SIZE = 50;
const RELEASE_POLL_MS = 6000;

/** Keys, general → specific: invalidating `releaseKeys.fleet(id)` refreshes every read of that fleet's releases. */
export const releaseKeys = {
  all: () => queryKeys.resource('release'),
  fleet: (fleetId: number) => [...releaseKeys.all(), 'fleet', fleetId] as const,
  fleetList: (fleetId: number) => [...releaseKeys.fleet(fleetId), 'list'] as const,
  page: (fleetId: number, filters: ReleaseListFilters) => [...releaseKeys.fleet(fleetId), 'page', filters] as const,
  one: (releaseId: number) => [...releaseKeys.all(), 'one', releaseId] as const,
  pinnable: (fleetId: number) => [...releaseKeys.fleet(fleetId), 'pinnable'] as const,
  preload: (fleetId: number) => [...releaseKeys.fleet(fleetId), 'preload'] as const,
  supervisor: (arch: string) => [...releaseKeys.all(), 'supervisor', arch] as const,
};

/** The fields every release row the dashboard lists carries. */
const RELEASE_ROW_FIELDS = [
  'id',
  'commit',
  'raw_version',
  'status',
  'update_timestamp',
  'is_final',
  'is_invalidated',
  'created_at',
] as const;

const fleetReleasesRead = (fleetId: number) =>
  readOptions('release', {
    $select: [...RELEASE_ROW_FIELDS, 'contract'],
    $filter: { belongs_to__application: fleetId, status: { $in: ['success', 'running'] } },
    $orderby: { id: 'desc' },
    $top: RELEASE_PAGE_SIZE,
  });

/** The fleet's successful and running releases, newest first. */
export const fleetReleasesQuery = (fleetId: number) =>
  queryOptions({
    queryKey: releaseKeys.fleetList(fleetId),
    queryFn: ({ signal }) => read('release', fleetReleasesRead(fleetId), { signal }),
  });

/** A release of the fleet's list. */
export type FleetRelease = Awaited<ReturnType<NonNullable<ReturnType<typeof fleetReleasesQuery>['queryFn']>>>[number];

/**
 * Supervisor releases: success, final, not invalidated, from public non-host fleets whose slug
 * starts `balena_os/` and ends `-supervisor`, for the CPU architecture (spec 02 §7, §9).
 */
export const supervisorReleasesQuery = (arch: string) =>
  queryOptions({
    queryKey: releaseKeys.supervisor(arch),
    queryFn: async ({ signal }) => {
      const rows = await read(
        'release',
        {
          $select: ['id', 'commit', 'raw_version', 'known_issue_list'],
          $filter: {
            status: 'success',
            is_final: true,
            is_invalidated: false,
            belongs_to__application: {
              $any: {
                $alias: 'a',
                $expr: {
                  $and: [
                    { a: { slug: { $startswith: 'balena_os/' } } },
                    { a: { slug: { $endswith: '-supervisor' } } },
                    { a: { is_public: true, is_host: false } },
                    {
                      a: {
                        is_for__device_type: {
                          $any: {
                            $alias: 'dt',
                            $expr: {
                              dt: { is_of__cpu_architecture: { $any: { $alias: 'c', $expr: { c: { slug: arch } } } } },
                            },
                          },
                        },
                      },
                    },
                  ],
                },
              },
            },
          },
          $orderby: { id: 'desc' },
        },
        { signal },
      );
      return rows.filter((r) => r.raw_version !== '0.0.0');
    },
  });

/** The status groups of spec 02 §4 "Release run groups", used by the list filter. */
const RELEASE_STATUS_GROUPS = {
  running: ['running'],
  succeeded: ['success'],
  failed: ['failed', 'error', 'timeout'],
  cancelled: ['cancelled', 'interrupted'],
  local: ['local'],
} as const;

export type ReleaseStatusGroup = keyof typeof RELEASE_STATUS_GROUPS;

export interface ReleaseListFilters {
  search: string;
  group: ReleaseStatusGroup | 'all';
  /** `newest`: id descending (the API's release order); `version`: semver descending, a final release before its drafts. */
  order: 'newest' | 'version';
  page: number;
}

const VERSION_ORDER = [
  { semver_major: 'desc' },
  { semver_minor: 'desc' },
  { semver_patch: 'desc' },
  { is_final: 'desc' },
  { revision: 'desc' },
  { id: 'desc' },
] as const;

/**
 * The status group filter by the shown status (lib/release-status.ts): a running release without an
 * update since the cutoff reads timeout, so it is in the failed group and not in the running one.
 */
function groupFilter(group: ReleaseStatusGroup, now: number): Filter<Row<'release'>> {
  const statuses = { status: { $in: RELEASE_STATUS_GROUPS[group] } };
  const cutoff = runningCutoff(now);
  if (group === 'running')
    return { ...statuses, $or: [{ update_timestamp: null }, { update_timestamp: { $ge: cutoff } }] };
  if (group === 'failed') return { $or: [statuses, { status: 'running', update_timestamp: { $lt: cutoff } }] };
  return statuses;
}

export const listRead = (fleetId: number, f: ReleaseListFilters, now: number) => {
  const search = f.search.trim();
  const terms: Array<Filter<Row<'release'>>> = [
    { belongs_to__application: fleetId },
    ...(f.group === 'all' ? [] : [groupFilter(f.group, now)]),
    ...(search
      ? [
          {
            $or: [
              { raw_version: { $contains: search } },
              { commit: { $startswith: search } },
              // A tag matches by its key or its value.
              {
                release_tag: {
                  $any: {
                    $alias: 't',
                    $expr: {
                      $or: [{ t: { tag_key: { $contains: search } } }, { t: { value: { $contains: search } } }],
                    },
                  },
                },
              },
            ],
          },
        ]
      : []),
  ];
  // Both the status group and the search may be an `$or`: each term stays whole inside an `$and`.
  const [only, ...more] = terms;
  const $filter: Filter<Row<'release'>> = only && more.length === 0 ? only : { $and: terms };
  return {
    filter: $filter,
    options: readOptions('release', {
      $select: [...RELEASE_ROW_FIELDS, 'semver_major', 'semver_minor', 'semver_patch', 'revision'],
      $expand: {
        is_created_by__user: { $select: ['username'] },
        release_tag: { $select: ['id', 'tag_key', 'value'], $orderby: { tag_key: 'asc' } },
        is_running_on__device: { $count: {} },
        // What keeps a release from being deleted (spec 02 §4 "Release rules").
        is_pinned_to__device: { $count: {} },
        should_be_running_on__application: { $count: {} },
      },
      $filter,
      $orderby: f.order === 'version' ? VERSION_ORDER : { id: 'desc' },
      $top: RELEASE_PAGE_SIZE,
      $skip: f.page * RELEASE_PAGE_SIZE,
    }),
  };
};

/** One page of the fleet's releases with the total matching the filters. */
export const releaseListQuery = (fleetId: number, filters: ReleaseListFilters) =>
  queryOptions({
    queryKey: releaseKeys.page(fleetId, filters),
    placeholderData: keepPreviousData,
    refetchInterval: RELEASE_POLL_MS,
    queryFn: async ({ signal }) => {
      const { filter, options } = listRead(fleetId, filters, api.serverNow());
      const [rows, total] = await Promise.all([
        read('release', options, { signal }),
        count('release', { $filter: filter }, { signal }),
      ]);
      return { rows, total };
    },
  });

export const oneRead = readOptions('release', {
  $select: [
    'id',
    'commit',
    'raw_version',
    'semver_major',
    'semver_minor',
    'semver_patch',
    'status',
    'update_timestamp',
    'is_final',
    'is_invalidated',
    'created_at',
    'note',
    'known_issue_list',
    'composition',
    'build_log',
    'start_timestamp',
    'end_timestamp',
    'source',
    'belongs_to__application',
  ],
  $expand: {
    is_created_by__user: { $select: ['username'] },
    release_tag: { $select: ['id', 'tag_key', 'value'], $orderby: { tag_key: 'asc' } },
    release_image: {
      $select: ['id'],
      $expand: {
        image: {
          $select: ['id', 'image_size', 'status', 'error_message', 'build_log', 'dockerfile', 'is_a_build_of__service'],
          $expand: { is_a_build_of__service: { $select: ['service_name'] } },
        },
      },
    },
    release_asset: { $select: ['id', 'asset_key', 'asset'] },
    is_running_on__device: { $select: ['id', 'uuid', 'device_name'], $orderby: { device_name: 'asc' } },
  },
});

/** One release with images, tags, assets, creator and the devices running it; null when not found. */
export const releaseQuery = (releaseId: number) =>
  queryOptions({
    queryKey: releaseKeys.one(releaseId),
    refetchInterval: RELEASE_POLL_MS,
    // A missing (or invisible) release is null: a query may not resolve to undefined.
    queryFn: async ({ signal }) => (await readOne('release', releaseId, oneRead, { signal })) ?? null,
  });

export type ReleaseDetail = NonNullable<Awaited<ReturnType<NonNullable<ReturnType<typeof releaseQuery>['queryFn']>>>>;

/** A field change on one release (spec 02 §7 "PATCH semver, setNote, setKnownIssueList, setIsInvalidated, finalize"). */
export type ReleaseChange =
  | { note: string | null }
  | { known_issue_list: string | null }
  | { is_invalidated: boolean }
  | { is_final: true }
  | { semver: string };

export function useUpdateRelease(releaseId: number) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: ReleaseChange) =>
      ok(client.PATCH('/v7/release({id})', { params: { path: { id: releaseId } }, body })),
    onSuccess: () => queries.invalidateQueries({ queryKey: releaseKeys.all() }),
  });
}

/** Sets a release tag: PATCH the value when the key exists (tagId given), else POST a new tag. */
export function useSetReleaseTag(releaseId: number) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ tagId, key, value }: { tagId?: number; key: string; value: string }) =>
      tagId !== undefined
        ? ok(client.PATCH('/v7/release_tag({id})', { params: { path: { id: tagId } }, body: { value } }))
        : ok(client.POST('/v7/release_tag', { body: { release: releaseId, tag_key: key, value } })),
    onSuccess: () => queries.invalidateQueries({ queryKey: releaseKeys.all() }),
  });
}

export function useRemoveReleaseTag() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (tagId: number) => ok(client.DELETE('/v7/release_tag({id})', { params: { path: { id: tagId } } })),
    onSuccess: () => queries.invalidateQueries({ queryKey: releaseKeys.all() }),
  });
}

/**
 * Deletes releases of the fleet in one request: DELETE release filtered by the fleet and the ids
 * (spec 02 §7). The API refuses the whole request when one of them is pinned to a device or is a
 * fleet's release (409 "Data is referenced by …", spec 02 §4), so nothing is deleted then.
 */
export function useDeleteReleases(fleetId: number) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[]) =>
      ok(
        client.DELETE('/v7/release', {
          params: {
            query: { $filter: compileFilter('release', { belongs_to__application: fleetId, id: { $in: [...ids] } }) },
          },
        }),
      ),
    onSettled: () => queries.invalidateQueries({ queryKey: releaseKeys.all() }),
  });
}

/** Devices the release page's picker lists at once (narrowed by searching the name). */
const PIN_PICKER_SIZE = 50;

/**
 * The fleet's devices to choose from when pinning devices to a release, by name, with the fields
 * the device action rules read (a device in local mode cannot be pinned, spec 02 §5).
 */
export const pinCandidatesQuery = (fleetId: number, search: string) =>
  queryOptions({
    queryKey: [...queryKeys.resource('device'), 'release-pin-picker', fleetId, search] as const,
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

/** A fleet or device may be pinned only to a final, valid, successful release (spec 02 §4 "Release rules"). */
export const isPinnable = (r: { status: string; is_final: boolean; is_invalidated: boolean }): boolean =>
  r.status === 'success' && r.is_final && !r.is_invalidated;

/** Releases a fleet or device may be pinned to: final, valid and successful (spec 02 §4 "Release rules"). */
const pinnableFilter = (fleetId: number): Filter<Row<'release'>> => ({
  belongs_to__application: fleetId,
  status: 'success',
  is_final: true,
  is_invalidated: false,
});

export const pinnableReleasesQuery = (fleetId: number) =>
  queryOptions({
    queryKey: releaseKeys.pinnable(fleetId),
    queryFn: ({ signal }) =>
      read(
        'release',
        {
          $select: ['id', 'commit', 'raw_version'],
          $filter: pinnableFilter(fleetId),
          $orderby: { id: 'desc' },
          $top: RELEASE_PAGE_SIZE,
        },
        { signal },
      ),
  });

/**
 * The releases a new device's OS image can be preloaded with (the pinnable ones: successful, final,
 * valid), newest first, each with how many images it holds (`release_image` count), which decides
 * whether preloading it makes a heavy image (spec 02 §9).
 */
export const preloadReleasesQuery = (fleetId: number) =>
  queryOptions({
    queryKey: releaseKeys.preload(fleetId),
    queryFn: ({ signal }) =>
      read(
        'release',
        {
          $select: ['id', 'commit', 'raw_version'],
          $filter: pinnableFilter(fleetId),
          $expand: { release_image: { $count: {} } },
          $orderby: { id: 'desc' },
          $top: RELEASE_PAGE_SIZE,
        },
        { signal },
      ),
  });
