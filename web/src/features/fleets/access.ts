/**
 * The fleet layout reads the user's roles together with the fleet (one request, see
 * web/src/api/application/fleet.ts) and turns them into the shared access object of lib/authz.ts (spec 02 §6).
 */
import { toFleetAccess, fleetRolesOf, type FleetAccess } from '../../lib/authz.ts';

export type { FleetAccess };

/** Role names found through the organization, direct memberships and teams → access on the fleet. */
export function accessFromRoleNames(
  fleet: { id: number; organizationId: number },
  names: { orgRole?: string | null; direct: string[]; team: string[] },
): FleetAccess {
  const roles = fleetRolesOf(
    {
      organizationRoles: names.orgRole ? [{ organizationId: fleet.organizationId, role: names.orgRole }] : [],
      fleetRoles: names.direct.map((role) => ({ fleetId: fleet.id, role })),
      teamFleetRoles: names.team.map((role) => ({ fleetId: fleet.id, role })),
    },
    fleet,
  );
  return toFleetAccess(roles);
}

/** Observers and members only read: no settings, no destructive or create actions (spec 02 §2, §6). */
export const isReadOnly = (access: FleetAccess): boolean =>
  access.roles.every((r) => r === 'observer' || r === 'member');
