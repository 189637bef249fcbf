/**
 * Lists of applications (spec 02 §2 "Lists", §5): the user's fleets, apps or blocks with per-status
 * device counts, the fleets devices may move to, the names used in an organization, the fleets a
 * member of an organization reaches, and a platform admin's list of every fleet.
 *
 * The contract has no per-status count field (resources-model.yaml, application note): a list reads
 * each status as `$expand=owns__device/$count($filter=overall_status eq '<status>')` over the same
 * list (1 + 7 requests per refresh whatever the number of fleets).
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, read, readOptions, type DashboardClient, type Filter, type Row, type RowOf } from '../client.ts';
import { fetchUserMembershipRows } from '../roles/reads.ts';
import { fleetRolesOf } from '../../lib/authz.ts';
import { fleetRolesGrant } from '../../../../shared/permissions.ts';
import { ADMIN_LIST_SIZE } from '../admin.ts';
import { fleetKeys } from './keys.ts';
import type { ListScope } from './list-scope.ts';
import type { FleetClass } from '../../../../shared/fleet-class.ts';

/** Device overall status values (spec 02 §3) in the order the cards show them. */
export const DEVICE_STATUSES = [
  'operational',
  'reduced-functionality',
  'configuring',
  'updating',
  'disconnected',
  'post-provisioning',
  'inactive',
] as const satisfies ReadonlyArray<NonNullable<Row<'device'>['overall_status']>>;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];
export type StatusCounts = Record<DeviceStatus, number>;

/** Counts of every status, from a lookup (missing statuses count 0). */
export const statusCounts = (countOf: (status: DeviceStatus, index: number) => number | undefined): StatusCounts => {
  const counts: Partial<StatusCounts> = {};
  DEVICE_STATUSES.forEach((status, i) => {
    counts[status] = countOf(status, i) ?? 0;
  });
  return {
    operational: 0,
    'reduced-functionality': 0,
    configuring: 0,
    updating: 0,
    disconnected: 0,
    'post-provisioning': 0,
    inactive: 0,
    ...counts,
  };
};

/**
 * Fleets of the class the user reaches through an organization membership, a direct membership or a
 * team, and for a support agent (`supportAccess`) those with support access granted until a time
 * still ahead; for a platform admin (`everyone`), every fleet of the class (admins read them all).
 */
export function listFilter(scope: ListScope): Filter<Row<'application'>> {
  const user = scope.userId;
  const base: Filter<Row<'application'>> = {
    is_of__class: scope.fleetClass,
    is_host: false,
    ...(scope.orgId === undefined ? {} : { organization: scope.orgId }),
  };
  if (scope.everyone) return base;
  return {
    ...base,
    $or: [
      {
        organization: {
          $any: {
            $alias: 'o',
            $expr: { o: { organization_membership: { $any: { $alias: 'om', $expr: { om: { user } } } } } },
          },
        },
      },
      { user_application_membership: { $any: { $alias: 'uam', $expr: { uam: { user } } } } },
      {
        team_application_access: {
          $any: {
            $alias: 'ta',
            $expr: {
              ta: {
                team: {
                  $any: {
                    $alias: 't',
                    $expr: { t: { team_membership: { $any: { $alias: 'tm', $expr: { tm: { user } } } } } },
                  },
                },
              },
            },
          },
        },
      },
      ...(scope.supportAccess ? [{ is_accessible_by_support_until__date: { $gt: { $now: {} } } }] : []),
    ],
  };
}

/** A card of the fleet list. */
export interface FleetCardData {
  id: number;
  app_name: string;
  slug: string;
  is_of__class: FleetClass;
  organizationId: number;
  organizationName: string;
  deviceTypeName: string;
  total: number;
  counts: StatusCounts;
}

async function fetchList(scope: ListScope, signal: AbortSignal): Promise<FleetCardData[]> {
  const $filter = listFilter(scope);
  const base = read(
    'application',
    {
      $select: ['id', 'app_name', 'slug', 'is_of__class'],
      $filter,
      $expand: {
        organization: { $select: ['id', 'name'] },
        is_for__device_type: { $select: ['name'] },
        owns__device: { $count: {} },
      },
      $orderby: { app_name: 'asc' },
    },
    { signal },
  );
  const perStatus = DEVICE_STATUSES.map((status) =>
    read(
      'application',
      { $select: ['id'], $filter, $expand: { owns__device: { $count: { $filter: { overall_status: status } } } } },
      { signal },
    ),
  );
  const [list, ...counts] = await Promise.all([base, ...perStatus]);
  const byStatus = counts.map((rows) => new Map(rows.map((row) => [row.id, row.owns__device])));
  return list.map((row) => ({
    id: row.id,
    app_name: row.app_name,
    slug: row.slug,
    is_of__class: row.is_of__class,
    organizationId: row.organization[0]?.id ?? 0,
    organizationName: row.organization[0]?.name ?? '',
    deviceTypeName: row.is_for__device_type[0]?.name ?? '',
    total: row.owns__device,
    counts: statusCounts((_, i) => byStatus[i]?.get(row.id)),
  }));
}

/** The user's fleets of one class with their device counts (the list page polls it). */
export const fleetListQuery = (scope: ListScope) =>
  queryOptions({ queryKey: fleetKeys.list(scope), queryFn: ({ signal }) => fetchList(scope, signal) });

/** Fleet roles that may receive moved devices (spec 02 §5 "Move device"). */
const MOVE_TARGET_ROLES: readonly string[] = ['administrator', 'developer', 'safe-developer', 'operator'];

/** A fleet devices may move to, and whether the user may move devices there. */
export interface MoveTarget {
  id: number;
  app_name: string;
  allowed: boolean;
}

/** Fleets of the same CPU architecture (other than the current one), each marked whether the user may move devices into it. */
export const moveTargetsQuery = (userId: number, arch: string, currentFleetId: number) =>
  queryOptions({
    queryKey: fleetKeys.moveTargets(userId, arch, currentFleetId),
    queryFn: async ({ signal }): Promise<MoveTarget[]> => {
      const archFilter = {
        is_for__device_type: {
          $any: {
            $alias: 'dt',
            $expr: { dt: { is_of__cpu_architecture: { $any: { $alias: 'c', $expr: { c: { slug: arch } } } } } },
          },
        },
      };
      const [fleets, rows] = await Promise.all([
        read(
          'application',
          {
            $select: ['id', 'app_name', 'organization'],
            $filter: { is_of__class: 'fleet', is_host: false, ...archFilter },
            $orderby: { app_name: 'asc' },
          },
          { signal },
        ),
        fetchUserMembershipRows(userId, signal),
      ]);
      return fleets
        .filter((f) => f.id !== currentFleetId)
        .map((f) => ({
          id: f.id,
          app_name: f.app_name,
          allowed: fleetRolesOf(rows, { id: f.id, organizationId: f.organization?.__id ?? 0 }).some((r) =>
            MOVE_TARGET_ROLES.includes(r),
          ),
        }));
    },
  });

/** Every application name of the organization with its id (all classes share one namespace per organization). */
export const orgFleetNamesQuery = (orgId: number) =>
  queryOptions({
    queryKey: fleetKeys.names(orgId),
    queryFn: async ({ signal }) =>
      (await read('application', { $select: ['id', 'app_name'], $filter: { organization: orgId } }, { signal })).map(
        (r) => ({ id: r.id, name: r.app_name }),
      ),
  });

/** The fleets of the organization a user reaches: all of them as administrator, else by fleet or team membership. */
export const memberFleetsQuery = (orgId: number, userId: number, isAdministrator: boolean) =>
  queryOptions({
    queryKey: fleetKeys.memberFleets(orgId, userId, isAdministrator),
    queryFn: async ({ signal }) => {
      const reach = {
        $or: [
          { user_application_membership: { $any: { $alias: 'uam', $expr: { uam: { user: userId } } } } },
          {
            team_application_access: {
              $any: {
                $alias: 'ta',
                $expr: {
                  ta: {
                    team: {
                      $any: {
                        $alias: 't',
                        $expr: { t: { team_membership: { $any: { $alias: 'tm', $expr: { tm: { user: userId } } } } } },
                      },
                    },
                  },
                },
              },
            },
          },
        ],
      };
      const rows = await read(
        'application',
        {
          $select: ['id', 'app_name', 'is_of__class'],
          $filter: { organization: orgId, is_host: false, ...(isAdministrator ? {} : reach) },
          $orderby: { app_name: 'asc' },
        },
        { signal },
      );
      return rows.map((a) => ({ id: a.id, name: a.app_name, fleetClass: a.is_of__class }));
    },
  });

const fleetsRead = (search: string) =>
  readOptions('application', {
    $select: ['id', 'app_name', 'slug', 'is_of__class'],
    $filter: { is_host: false, ...(search ? { app_name: { $contains: search } } : {}) },
    $expand: { organization: { $select: ['id', 'name'] } },
    $orderby: { app_name: 'asc' },
    $top: ADMIN_LIST_SIZE,
  });

/** Every fleet, app and block (by name), optionally those whose name contains `search`. */
export const adminFleetsListQuery = (search: string) =>
  queryOptions({
    queryKey: fleetKeys.admin(search),
    queryFn: ({ signal }) => read('application', fleetsRead(search), { signal }),
    placeholderData: keepPreviousData,
  });

/**
 * The fleets (class fleet) the user may create provisioning keys for: where their roles may create
 * devices or update the fleet, the rule the API applies to the provisioning-key endpoint.
 */
export const provisioningTargetsQuery = (userId: number) =>
  queryOptions({
    queryKey: [...fleetKeys.all, 'provisioning-targets', userId] as const,
    queryFn: async ({ signal }) => {
      const [fleets, rows] = await Promise.all([
        read(
          'application',
          {
            $select: ['id', 'slug', 'organization'],
            $filter: { is_of__class: 'fleet', is_host: false },
            $orderby: { slug: 'asc' },
          },
          { signal },
        ),
        fetchUserMembershipRows(userId, signal),
      ]);
      return fleets
        .filter((f) => {
          const roles = fleetRolesOf(rows, { id: f.id, organizationId: f.organization?.__id ?? 0 });
          return fleetRolesGrant(roles, 'device.create') || fleetRolesGrant(roles, 'application.update');
        })
        .map((f) => ({ id: f.id, slug: f.slug }));
    },
  });

/** The number of applications matching a filter, read once (no cache; `c`: another client, in tests). */
export const countApplications = (
  filter: Filter<Row<'application'>>,
  signal?: AbortSignal,
  c: DashboardClient = api,
): Promise<number> => c.count('application', { $filter: filter }, { signal });

/**
 * The fleets of the fleet lists (`listFilter`) of every class: those of the user's organizations,
 * memberships and teams (every one for a platform admin), not the public apps (supervisor releases)
 * anyone can read.
 */
function listedOfEveryClass(userId: number, everyone: boolean): Filter<Row<'application'>> {
  // listFilter's top level is a plain object of terms: drop its class term to search every class.
  const { is_of__class: _anyClass, ...listed } = listFilter({ fleetClass: 'fleet', userId, everyone }) as Record<
    string,
    unknown
  >;
  return listed as Filter<Row<'application'>>;
}

// The text term comes first: the server narrows by its index, then checks the membership. Typed up
// front rather than inferred inside readOptions, where nested $or/$and terms made the checker's work explode.
const textFilter = (s: string, listed: Filter<Row<'application'>>): Filter<Row<'application'>> => ({
  $and: [{ $or: [{ $contains: [{ $tolower: { $: 'app_name' } }, s] }, { $startswith: [{ $: 'uuid' }, s] }] }, listed],
});

const textSearchRead = (s: string, listed: Filter<Row<'application'>>, top: number) =>
  readOptions('application', {
    $select: ['id', 'app_name', 'uuid', 'is_of__class'],
    $filter: textFilter(s, listed),
    $expand: { organization: { $select: ['name'] } },
    $top: top,
  });

/** An application as the command palette lists it. */
export type FleetSearchRow = RowOf<'application', ReturnType<typeof textSearchRead>>;

/**
 * The first `top` listed applications of every class (`everyone`: a platform admin's lists) whose name
 * contains `s` (already lower-cased) anywhere, case-insensitively, or whose UUID starts with it (the
 * command palette's fleets).
 */
export const searchFleetsByText = (
  s: string,
  userId: number,
  everyone: boolean,
  top: number,
  signal?: AbortSignal,
): Promise<FleetSearchRow[]> =>
  read('application', textSearchRead(s, listedOfEveryClass(userId, everyone), top), { signal });
