/**
 * The caller's access on each opened device, for the device sidebar menu (registered by the fleets
 * feature): the device layout records it once known and the sidebar re-renders, so the menu lists
 * only the pages the role may open.
 */
import { refreshSidebarMenus } from '../../lib/sidebar-menus.ts';
import type { FleetAccess } from '../../lib/authz.ts';

const devices = new Map<string, FleetAccess>();

export function recordDeviceAccess(uuid: string, access: FleetAccess): void {
  if (devices.get(uuid) === access) return;
  devices.set(uuid, access);
  refreshSidebarMenus();
}

export const deviceAccessFor = (uuid: string): FleetAccess | undefined => devices.get(uuid);
