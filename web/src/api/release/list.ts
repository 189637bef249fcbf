/**
 * The fleet's paged release list (spec 02 §7 "Releases"): id descending or by version, page size 50,
 * filtered by status group and searched by version, commit or tag, with the total under the same
 * filter, polled every 6 s.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, count, read, readOptions, type Filter, type Row } from '../client.ts';
import { runningCutoff } from '../../lib/release-status.ts';
import { RELEASE_PAGE_SIZE, RELEASE_POLL_MS, RELEASE_ROW_FIELDS, releaseKeys } from './keys.ts';

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
