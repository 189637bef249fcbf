/**
 * Releases read by the fleet and device pages (spec 02 §2 "Fleet summary", §5, §7
 * "release.getAllByApplication (status in success and running, id descending, page size 50)"): the
 * fleet's releases (the releases card and the pin form read the same list; the pin form keeps the
 * successful ones) and the supervisor releases for a CPU architecture.
 */
import { queryOptions } from '@tanstack/react-query';
import { read, readOptions } from './client.ts';
import { queryKeys } from '../lib/query-keys.ts';

/** Release list page size (spec 02 §9). */
export const RELEASE_PAGE_SIZE = 50;

/** Keys, general → specific: invalidating `releaseKeys.fleet(id)` refreshes every read of that fleet's releases. */
export const releaseKeys = {
  all: () => queryKeys.resource('release'),
  fleet: (fleetId: number) => [...releaseKeys.all(), 'fleet', fleetId] as const,
  fleetList: (fleetId: number) => [...releaseKeys.fleet(fleetId), 'list'] as const,
  supervisor: (arch: string) => [...releaseKeys.all(), 'supervisor', arch] as const,
};

const fleetReleasesRead = (fleetId: number) =>
  readOptions('release', {
    $select: ['id', 'commit', 'raw_version', 'status', 'is_final', 'is_invalidated', 'created_at', 'contract'],
    $filter: { belongs_to__application: fleetId, status: { $in: ['success', 'running'] } },
    $orderby: { id: 'desc' },
    $top: RELEASE_PAGE_SIZE,
  });

/** The fleet's successful and running releases, newest first. */
export const fleetReleasesQuery = (fleetId: number) =>
  queryOptions({ queryKey: releaseKeys.fleetList(fleetId), queryFn: ({ signal }) => read('release', fleetReleasesRead(fleetId), { signal }) });

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
                    { a: { is_for__device_type: { $any: { $alias: 'dt', $expr: { dt: { is_of__cpu_architecture: { $any: { $alias: 'c', $expr: { c: { slug: arch } } } } } } } } } },
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
