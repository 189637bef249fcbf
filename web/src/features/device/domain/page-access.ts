/**
 * Which device pages a role may open (spec 02 §2 "Device area", §6 permissions per device action):
 * actions need one of the supervisor, OS-update or supervisor-update permissions; settings one of the
 * device update, move, local mode, deactivate or delete permissions (observers have none: read-only);
 * diagnostics need device.access_diagnostics. Summary, location, configuration and variables are
 * readable by every role that sees the device.
 */
import { DEVICE_PERMISSIONS as P, type FleetPermission } from '../../../lib/authz.ts';

export type DevicePage =
  'summary' | 'actions' | 'settings' | 'location' | 'configuration' | 'variables' | 'diagnostics';

const NEEDS: Readonly<Partial<Record<DevicePage, readonly FleetPermission[]>>> = {
  actions: [P.supervisorProxy, P.osUpdate, P.supervisorUpdate],
  settings: [P.update, P.move, P.localMode, P.deactivate, P.delete],
  diagnostics: [P.diagnostics],
};

/** True when a caller with `can` may open the page. */
export function mayOpenDevicePage(page: DevicePage, can: (p: FleetPermission) => boolean): boolean {
  const needs = NEEDS[page];
  return !needs || needs.some((p) => can(p));
}
