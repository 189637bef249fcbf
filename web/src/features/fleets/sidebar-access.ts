/**
 * Access known to the sidebar menus. The sidebar builds its menu synchronously from the path on
 * every navigation; the fleet layout's route loader resolves the user's access before the
 * navigation commits and records it here, so the menu of the page being shown is already gated by
 * permission when it renders. (The device page records its access in the device feature.)
 */
import type { FleetAccess } from '../../lib/authz.ts';

const fleets = new Map<number, FleetAccess>();

export const recordFleetAccess = (fleetId: number, access: FleetAccess): void => void fleets.set(fleetId, access);
export const fleetAccessFor = (fleetId: number): FleetAccess | undefined => fleets.get(fleetId);
