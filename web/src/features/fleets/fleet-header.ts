/**
 * What the fleet layout needs before rendering (spec 02 §2 "Fleet, app and block detail"): the
 * fleet's class, name and organization (frozen or not) and the user's access through the
 * organization, a direct membership or a team (spec 02 §6, §7 "Access roles are fetched per user and fleet").
 */
import { accessFromRoleNames, type FleetAccess } from './access.ts';
import { fetchFleetHeader as fetchHeaderRow, type FleetHeaderRow } from '../../api/application/fleet.ts';

/** The header row with the user's organization role kept on the organization (billing access of a frozen one). */
export type FleetHeader = Omit<FleetHeaderRow, 'roleNames' | 'organization'> & {
  organization: FleetHeaderRow['organization'] & { role: string | null };
  access: FleetAccess;
  /** The user holds a role of their own here: through the organization, a direct membership or a team. */
  hasOwnRole: boolean;
};

/** The header of one fleet with the user's access on it, or null when the user cannot see it. */
export async function fetchFleetHeaderWithAccess(
  id: number,
  userId: number,
  signal?: AbortSignal,
): Promise<FleetHeader | null> {
  const row = await fetchHeaderRow(id, userId, signal);
  if (!row) return null;
  const { roleNames, ...header } = row;
  return {
    ...header,
    organization: { ...header.organization, role: roleNames.orgRole },
    access: accessFromRoleNames({ id: row.id, organizationId: row.organization.id }, roleNames),
    hasOwnRole: roleNames.orgRole !== null || roleNames.direct.length > 0 || roleNames.team.length > 0,
  };
}
