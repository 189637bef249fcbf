/**
 * The user's roles on fleets (spec 02 §6: union of organization membership, direct fleet membership
 * and team access; `member` when none), read over /v7 and turned into roles by lib/authz.ts with the
 * contract's role → permission table, so disabled controls match what the API would refuse. One
 * read per user and fleet, shared by every page; one read of all the user's memberships for the
 * move-device targets.
 */
import { queryOptions } from '@tanstack/react-query';
import { read, readOptions } from './client.ts';
import { fleetAccess, fleetRolesOf, type MembershipRows } from '../lib/authz.ts';
import { queryKeys } from '../lib/query-keys.ts';

/** Keys under `queryKeys.user()` (cleared on logout). */
export const roleKeys = {
  all: () => [...queryKeys.user(), 'roles'] as const,
  fleet: (userId: number, fleetId: number) => [...roleKeys.all(), 'fleet', userId, fleetId] as const,
  organization: (userId: number, orgId: number) => [...roleKeys.all(), 'organization', userId, orgId] as const,
};

type RoleNames = {
  application_membership_role?: ReadonlyArray<{ name: string }>;
  organization_membership_role?: ReadonlyArray<{ name: string }>;
};
const roleNameOf = (r: RoleNames): string =>
  (r.application_membership_role ?? r.organization_membership_role ?? [])[0]?.name ?? 'member';
const roleName = { $select: ['name'] } as const;
const fkId = (ref: { __id: number } | null | undefined): number => ref?.__id ?? 0;
const teamOfUser = (userId: number) =>
  ({
    $any: {
      $alias: 't',
      $expr: { t: { team_membership: { $any: { $alias: 'tm', $expr: { tm: { user: userId } } } } } },
    },
  }) as const;

/** The three membership kinds of one user for one fleet. */
async function fetchFleetMembershipRows(
  userId: number,
  fleet: { id: number; organizationId: number },
  signal?: AbortSignal,
): Promise<MembershipRows> {
  const [orgs, direct, teams] = await Promise.all([
    read(
      'organization_membership',
      {
        $select: ['id'],
        $filter: { user: userId, is_member_of__organization: fleet.organizationId },
        $expand: { organization_membership_role: roleName },
      },
      { signal },
    ),
    read(
      'user_application_membership',
      {
        $select: ['id'],
        $filter: { user: userId, is_member_of__application: fleet.id },
        $expand: { application_membership_role: roleName },
      },
      { signal },
    ),
    read(
      'team_application_access',
      {
        $select: ['id'],
        $filter: { grants_access_to__application: fleet.id, team: teamOfUser(userId) },
        $expand: { application_membership_role: roleName },
      },
      { signal },
    ),
  ]);
  return {
    organizationRoles: orgs.map((r) => ({ organizationId: fleet.organizationId, role: roleNameOf(r) })),
    fleetRoles: direct.map((r) => ({ fleetId: fleet.id, role: roleNameOf(r) })),
    teamFleetRoles: teams.map((r) => ({ fleetId: fleet.id, role: roleNameOf(r) })),
  };
}

/** The user's roles on one fleet, in display order. */
export const fleetRolesQuery = (userId: number, fleet: { id: number; organizationId: number }) =>
  queryOptions({
    queryKey: roleKeys.fleet(userId, fleet.id),
    queryFn: async ({ signal }) => fleetRolesOf(await fetchFleetMembershipRows(userId, fleet, signal), fleet),
  });

/** What the user may do on one fleet (the same read as fleetRolesQuery, as a FleetAccess). */
export const fleetAccessQuery = (userId: number, fleet: { id: number; organizationId: number }) =>
  queryOptions({ ...fleetRolesQuery(userId, fleet), select: fleetAccess });

const membershipsRead = readOptions('organization_membership', {
  $select: ['is_member_of__organization'],
  $expand: { organization_membership_role: roleName },
});

/** Every membership of the user (organizations, fleets, teams' fleets), for decisions over many fleets. */
export async function fetchUserMembershipRows(userId: number, signal?: AbortSignal): Promise<MembershipRows> {
  const [orgs, direct, teams] = await Promise.all([
    read('organization_membership', { ...membershipsRead, $filter: { user: userId } }, { signal }),
    read(
      'user_application_membership',
      {
        $select: ['is_member_of__application'],
        $filter: { user: userId },
        $expand: { application_membership_role: roleName },
      },
      { signal },
    ),
    read(
      'team_application_access',
      {
        $select: ['grants_access_to__application'],
        $filter: { team: teamOfUser(userId) },
        $expand: { application_membership_role: roleName },
      },
      { signal },
    ),
  ]);
  return {
    organizationRoles: orgs.map((r) => ({ organizationId: fkId(r.is_member_of__organization), role: roleNameOf(r) })),
    fleetRoles: direct.map((r) => ({ fleetId: fkId(r.is_member_of__application), role: roleNameOf(r) })),
    teamFleetRoles: teams.map((r) => ({ fleetId: fkId(r.grants_access_to__application), role: roleNameOf(r) })),
  };
}

/** The user's role name in an organization, or null when not a member. */
export const orgRoleQuery = (orgId: number, userId: number) =>
  queryOptions({
    queryKey: roleKeys.organization(userId, orgId),
    queryFn: async ({ signal }) => {
      const rows = await read(
        'organization_membership',
        {
          $select: ['id'],
          $filter: { user: userId, is_member_of__organization: orgId },
          $expand: { organization_membership_role: roleName },
        },
        { signal },
      );
      return rows[0]?.organization_membership_role[0]?.name ?? null;
    },
    staleTime: 60_000,
  });
