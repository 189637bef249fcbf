/**
 * The fleet/app/block lists (spec 02 §2 "Lists"): the user's fleets of one class (optionally in one
 * organization) with total and per-status device counts, refreshed every 8 s. The contract has no
 * per-status count field (resources-model.yaml, application note), so each status is one
 * `$expand=owns__device/$count($filter=overall_status eq '<status>')` read over the same list: 1 + 7
 * requests per refresh whatever the number of fleets. TanStack Query's structural sharing keeps
 * unchanged fleets referentially equal, so memoised cards skip re-rendering.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { compileUrl, type ODataQuery } from '../../../lib/odata/index.ts';
import { FLEET_LIST_REFRESH_MS } from '../constants.ts';
import { DEVICE_STATUSES, emptyCounts, type StatusCounts } from '../device-status.ts';
import type { FleetClass } from '../fleet-class.ts';
import { fleetKeys, type ListScope } from './keys.ts';

export interface FleetCardData {
  id: number;
  app_name: string;
  slug: string;
  is_of__class: FleetClass;
  organizationName: string;
  deviceTypeName: string;
  total: number;
  counts: StatusCounts;
}

interface ListRow {
  id: number;
  app_name: string;
  slug: string;
  is_of__class: FleetClass;
  organization: Array<{ name: string }>;
  is_for__device_type: Array<{ name: string }>;
  owns__device: number;
}

/**
 * Fleets of the class the user reaches through an organization membership, a direct membership or a
 * team; for a platform admin (`everyone`), every fleet of the class (admins read them all).
 */
export function listFilter(scope: ListScope): ODataQuery<'application'>['$filter'] {
  const user = scope.userId;
  const base = { is_of__class: scope.fleetClass, is_host: false, ...(scope.orgId === undefined ? {} : { organization: scope.orgId }) };
  if (scope.everyone) return base as ODataQuery<'application'>['$filter'];
  return {
    ...base,
    $or: [
      { organization: { $any: { $alias: 'o', $expr: { o: { organization_membership: { $any: { $alias: 'om', $expr: { om: { user } } } } } } } } },
      { user_application_membership: { $any: { $alias: 'uam', $expr: { uam: { user } } } } },
      { team_application_access: { $any: { $alias: 'ta', $expr: { ta: { team: { $any: { $alias: 't', $expr: { t: { team_membership: { $any: { $alias: 'tm', $expr: { tm: { user } } } } } } } } } } } } },
    ],
  } as ODataQuery<'application'>['$filter'];
}

async function fetchList(scope: ListScope, signal: AbortSignal): Promise<FleetCardData[]> {
  const $filter = listFilter(scope);
  const base = api.request<{ d: ListRow[] }>({
    path: compileUrl('application', {
      $select: ['id', 'app_name', 'slug', 'is_of__class'],
      $filter,
      $expand: { organization: { $select: ['name'] }, is_for__device_type: { $select: ['name'] }, owns__device: { $count: {} } },
      $orderby: { app_name: 'asc' },
    } as ODataQuery<'application'>),
    resource: 'application',
    signal,
  });
  const perStatus = DEVICE_STATUSES.map((status) =>
    api.request<{ d: Array<{ id: number; owns__device: number }> }>({
      path: compileUrl('application', { $select: ['id'], $filter, $expand: { owns__device: { $count: { $filter: { overall_status: status } } } } } as ODataQuery<'application'>),
      resource: 'application',
      signal,
    }),
  );
  const [list, ...counts] = await Promise.all([base, ...perStatus]);
  const byStatus = counts.map((c) => new Map(c.d.map((row) => [row.id, row.owns__device])));
  return list.d.map((row) => {
    const statusCounts = emptyCounts();
    DEVICE_STATUSES.forEach((status, i) => {
      statusCounts[status] = byStatus[i].get(row.id) ?? 0;
    });
    return {
      id: row.id,
      app_name: row.app_name,
      slug: row.slug,
      is_of__class: row.is_of__class,
      organizationName: row.organization[0]?.name ?? '',
      deviceTypeName: row.is_for__device_type[0]?.name ?? '',
      total: row.owns__device,
      counts: statusCounts,
    };
  });
}

/** The list read shared by the list page and anything that needs the user's fleets. */
export const fleetListQuery = (scope: ListScope) =>
  queryOptions({
    queryKey: fleetKeys.list(scope),
    queryFn: ({ signal }) => fetchList(scope, signal),
    refetchInterval: FLEET_LIST_REFRESH_MS,
  });
