/**
 * Access known to the sidebar menus. The sidebar builds its menu synchronously from the path on
 * every navigation; the fleet layout's route loader resolves the user's access before the
 * navigation commits and records it here, so the menu of the page being shown is already gated by
 * permission when it renders. (The device page records its access in the device feature.)
 */
import type { FleetAccess } from '../../lib/authz.ts';
import { refreshSidebarMenus } from '../../lib/sidebar-menus.ts';

const fleets = new Map<number, FleetAccess>();

/** Same roles, same menu: only a change rebuilds the sidebar. */
const sameRoles = (a: FleetAccess | undefined, b: FleetAccess): boolean =>
  a !== undefined && a.roles.join() === b.roles.join();

export function recordFleetAccess(fleetId: number, access: FleetAccess): void {
  const changed = !sameRoles(fleets.get(fleetId), access);
  fleets.set(fleetId, access);
  if (changed) refreshSidebarMenus();
}
export const fleetAccessFor = (fleetId: number): FleetAccess | undefined => fleets.get(fleetId);
