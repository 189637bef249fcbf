/**
 * The query keys of every `release` read, general → specific: invalidating `releaseKeys.fleet(id)`
 * refreshes every read of that fleet's releases, `releaseKeys.all()` every release read.
 */
import { queryKeys } from '../../lib/query-keys.ts';

/** Release list page size and polling (spec 02 §9). */
export const RELEASE_PAGE_SIZE = 50;
export const RELEASE_POLL_MS = 6000;

/** Keys, general → specific: invalidating `releaseKeys.fleet(id)` refreshes every read of that fleet's releases. */
export const releaseKeys = {
  all: () => queryKeys.resource('release'),
  fleet: (fleetId: number) => [...releaseKeys.all(), 'fleet', fleetId] as const,
  fleetList: (fleetId: number) => [...releaseKeys.fleet(fleetId), 'list'] as const,
  // The list page's filters (list.ts's ReleaseListFilters) are part of the key as they are.
  page: <F extends object>(fleetId: number, filters: F) => [...releaseKeys.fleet(fleetId), 'page', filters] as const,
  one: (releaseId: number) => [...releaseKeys.all(), 'one', releaseId] as const,
  pinnable: (fleetId: number) => [...releaseKeys.fleet(fleetId), 'pinnable'] as const,
  preload: (fleetId: number) => [...releaseKeys.fleet(fleetId), 'preload'] as const,
  supervisor: (arch: string) => [...releaseKeys.all(), 'supervisor', arch] as const,
  esrBases: (slug: string) => [...releaseKeys.all(), 'esr-bases', slug] as const,
};

/** The fields every release row the dashboard lists carries. */
export const RELEASE_ROW_FIELDS = [
  'id',
  'commit',
  'raw_version',
  'status',
  'update_timestamp',
  'is_final',
  'is_invalidated',
  'created_at',
] as const;
