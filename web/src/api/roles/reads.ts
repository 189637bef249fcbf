/**
 * The user's roles on fleets (spec 02 §6: union of organization membership, direct fleet membership
 * and team access; `member` when none), read over /v7 through the owners of the three membership
 * resources and turned into roles by lib/authz.ts with the contract's role → permission table, so
 * disabled controls match what the API would refuse. One read per user and fleet, shared by every
 * page; one read of all the user's memberships for the move-device targets.
 */
import { queryOptions } from '@tanstack/react-query';
import { toFleetAccess, fleetRolesOf, type MembershipRows } from '../../lib/authz.ts';
import { readOwnFleetMembership, readOwnFleetMemberships } from '../fleet-access.ts';
import { readOwnOrgMembership, readOwnOrgMemberships } from '../organization/memberships.ts';
import { readOwnTeamAccess, readOwnTeamAccesses } from '../teams.ts';
import { roleKeys } from './keys.ts';

export { roleKeys };

type RoleNames = {
  application_membership_role?: ReadonlyArray<{ name: string }>;
  organization_membership_role?: ReadonlyArray<{ name: string }>;
};
const roleNameOf = (r: RoleNames): string =>
  (r.application_membership_role ?? r.organization_membership_role ?? [])[0]?.name ?? 'member';
const fkId = (ref: { __id: number } | null | undefined): number => ref?.__id ?? 0;

/** The three membership kinds of one user for one fleet. */
async function fetchFleetMembershipRows(
  userId: number,
  fleet: { id: number; organizationId: number },
  signal?: AbortSignal,
): Promise<MembershipRows> {
  const [orgs, direct, teams] = await Promise.all([
    readOwnOrgMembership(userId, fleet.organizationId, signal),
    readOwnFleetMembership(userId, fleet.id, signal),
    readOwnTeamAccess(userId, fleet.id, signal),
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
  queryOptions({ ...fleetRolesQuery(userId, fleet), select: toFleetAccess });

/** Every membership of the user (organizations, fleets, teams' fleets), for decisions over many fleets. */
export async function fetchUserMembershipRows(userId: number, signal?: AbortSignal): Promise<MembershipRows> {
  const [orgs, direct, teams] = await Promise.all([
    readOwnOrgMemberships(userId, signal),
    readOwnFleetMemberships(userId, signal),
    readOwnTeamAccesses(userId, signal),
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
    queryFn: async ({ signal }) =>
      (await readOwnOrgMembership(userId, orgId, signal))[0]?.organization_membership_role[0]?.name ?? null,
    staleTime: 60_000,
  });
