/**
 * Access known to the sidebar menus. The sidebar builds its menu synchronously from the path on
 * every navigation; the fleet layout's route loader resolves the user's access before the
 * navigation commits and records it here, so the menu of the page being shown is already gated by
 * permission when it renders. The device page may record a device's access the same way.
 */
import type { FleetAccess } from '../../lib/authz.ts';

const fleets = new Map<number, FleetAccess>();
const devices = new Map<string, FleetAccess>();

export const recordFleetAccess = (fleetId: number, access: FleetAccess): void => void fleets.set(fleetId, access);
export const fleetAccessFor = (fleetId: number): FleetAccess | undefined => fleets.get(fleetId);

/** For the device page: the access of the device's fleet, so its menu can hide what the role lacks. */
export const recordDeviceAccess = (uuid: string, access: FleetAccess): void => void devices.set(uuid, access);
export const deviceAccessFor = (uuid: string): FleetAccess | undefined => devices.get(uuid);
