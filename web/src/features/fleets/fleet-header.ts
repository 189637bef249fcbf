/**
 * What the fleet layout needs before rendering (spec 02 §2 "Fleet, app and block detail"): the
 * fleet's class, name and organization (frozen or not) and the user's access through the
 * organization, a direct membership or a team (spec 02 §6, §7 "Access roles are fetched per user and fleet").
 */
import { accessFromRoleNames, type FleetAccess } from './access.ts';
import { fetchFleetHeader as fetchHeaderRow, type FleetHeaderRow } from '../../api/application/fleet.ts';
import { sessionStore } from '../session/index.ts';

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

/** How long the header read the entry started stays usable by the loader. */
const EARLY_HEADER_MAX_AGE_MS = 10_000;

/** The header read the entry started on a cold load (first-reads.ts), until the fleet layout's loader takes it. */
let early: { fleetId: number; userId: number; at: number; header: Promise<FleetHeader | null> } | undefined;

/**
 * Sends the header read for `fleetId` now, for the user the restoring session's token names (none when
 * no session is restoring); the loader takes it with `takeEarlyHeader`.
 */
export function startEarlyHeader(fleetId: number): void {
  const userId = sessionStore.getSnapshot().claims?.id;
  if (userId === undefined) return;
  const header = fetchFleetHeaderWithAccess(fleetId, userId);
  // Its failure is met where it is awaited (the loader).
  header.catch(() => undefined);
  early = { fleetId, userId, at: Date.now(), header };
}

/**
 * The early read when it was for this fleet and user and is recent; it is taken once, and any other is
 * dropped, so a later visit reads afresh.
 */
export function takeEarlyHeader(fleetId: number, userId: number): Promise<FleetHeader | null> | undefined {
  const taken = early;
  early = undefined;
  if (!taken || taken.fleetId !== fleetId || taken.userId !== userId) return undefined;
  return Date.now() - taken.at <= EARLY_HEADER_MAX_AGE_MS ? taken.header : undefined;
}
