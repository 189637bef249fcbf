/**
 * The caller's roles on the device's fleet (spec 02 §6: union of organization membership, direct
 * fleet membership and team access; `member` when none), read over /v7 and turned into a
 * FleetAccess by lib/authz.ts, so disabled controls match what the API would refuse.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { fleetAccess, fleetRolesOf, type MembershipRows } from '../../../lib/authz.ts';
import { compileUrl } from '../../../lib/odata/index.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

interface RoleRow {
  application_membership_role?: Array<{ name: string }>;
  organization_membership_role?: Array<{ name: string }>;
}

const roleOf = (r: RoleRow): string => (r.application_membership_role ?? r.organization_membership_role ?? [])[0]?.name ?? 'member';

/** Reads the three membership kinds of one user for one fleet. */
async function fetchRows(userId: number, fleetId: number, organizationId: number, signal?: AbortSignal): Promise<MembershipRows> {
  const get = <T,>(path: string) => api.request<{ d: T[] }>({ path, signal }).then((r) => r.d);
  const [orgs, direct, teams] = await Promise.all([
    get<RoleRow>(compileUrl('organization_membership', { $select: ['id'], $filter: { user: userId, is_member_of__organization: organizationId }, $expand: { organization_membership_role: { $select: ['name'] } } } as never)),
    get<RoleRow>(compileUrl('user_application_membership', { $select: ['id'], $filter: { user: userId, is_member_of__application: fleetId }, $expand: { application_membership_role: { $select: ['name'] } } } as never)),
    get<RoleRow>(
      compileUrl('team_application_access', {
        $select: ['id'],
        $filter: { grants_access_to__application: fleetId, team: { $any: { $alias: 't', $expr: { t: { team_membership: { $any: { $alias: 'tm', $expr: { tm: { user: userId } } } } } } } } },
        $expand: { application_membership_role: { $select: ['name'] } },
      } as never),
    ),
  ]);
  return {
    organizationRoles: orgs.map((r) => ({ organizationId, role: roleOf(r) })),
    fleetRoles: direct.map((r) => ({ fleetId, role: roleOf(r) })),
    teamFleetRoles: teams.map((r) => ({ fleetId, role: roleOf(r) })),
  };
}

/** The FleetAccess of a user on one fleet. */
export const deviceAccessQuery = (userId: number, fleetId: number, organizationId: number) =>
  queryOptions({
    queryKey: [...queryKeys.user(), 'fleet-access', userId, fleetId] as const,
    queryFn: async ({ signal }) => fleetAccess(fleetRolesOf(await fetchRows(userId, fleetId, organizationId, signal), { id: fleetId, organizationId })),
  });
