/**
 * Reads of releases (spec 02 §2 "Fleet summary", §4 "Release rules", §5, §7 "Releases"): the fleet's
 * successful and running releases (the releases card), one release with its images, tags, assets,
 * creator and the devices running it, the supervisor releases for a CPU architecture, the releases a
 * fleet or device may be pinned to or an OS image preloaded with, and the ESR base versions of a
 * device type's host OS releases.
 */
import { queryOptions } from '@tanstack/react-query';
import { read, readOne, readOptions, type Filter, type Row } from '../client.ts';
import { RELEASE_PAGE_SIZE, RELEASE_POLL_MS, RELEASE_ROW_FIELDS, releaseKeys } from './keys.ts';

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

/**
 * ESR label → the default-line OS it is built on, from the `meta-balena-base` tags of the device
 * type's host OS releases (the SDK's OS model), so the dashboard applies the ESR switch rules itself.
 */
export const esrBasesQuery = (slug: string) =>
  queryOptions({
    queryKey: releaseKeys.esrBases(slug),
    queryFn: async ({ signal }) => {
      const rows = await read(
        'release',
        {
          $select: ['id'],
          $filter: {
            belongs_to__application: {
              $any: {
                $alias: 'a',
                $expr: {
                  a: { is_host: true, is_for__device_type: { $any: { $alias: 'dt', $expr: { dt: { slug } } } } },
                },
              },
            },
            release_tag: { $any: { $alias: 'rt', $expr: { rt: { tag_key: 'meta-balena-base' } } } },
          },
          $expand: { release_tag: { $select: ['tag_key', 'value'] } },
        },
        { signal },
      );
      const bases = new Map<string, string>();
      for (const r of rows) {
        const tag = (key: string) => r.release_tag.find((t) => t.tag_key === key)?.value;
        const version = tag('version');
        const base = tag('meta-balena-base');
        if (version && base) bases.set(version, base);
      }
      return bases;
    },
    staleTime: 60_000,
  });
