/**
 * Who may turn a device's local mode on or off (spec 02 §4 "Local mode toggles per device. The
 * variable RESIN_SUPERVISOR_LOCAL_MODE is on when its value is 1"; §6).
 *
 * Spec 02 §6 says two things about it. The permission table ties local mode to
 * `resin.device_config_variable.all` (operator, developer, administrator), and the role list says
 * "safe-operator: cannot delete or configure devices". The field-level matrix lets safe-operator and
 * safe-developer create and update device config variable values. Decided here: local mode follows
 * the permission table. The table names local mode itself, while the matrix speaks of variable values
 * in general; local mode is device configuration (it makes the supervisor stop applying the fleet's
 * releases and accept code pushed over the local network), which is what the role descriptions
 * withhold from the limited roles. So the limited roles keep writing other device config variables,
 * but not the local mode variables; the dashboard disables the control and the API refuses the write,
 * both with `localModeRefusal`.
 */
import { DEVICE_ACTION_PERMISSIONS, type Permission } from './actions.ts';
import { FLEET_ROLES, fleetRolesGrant, type FleetRole } from './permissions.ts';

/** The config variables that switch local mode (the supervisor reads either prefix). */
export const LOCAL_MODE_VARIABLES = ['RESIN_SUPERVISOR_LOCAL_MODE', 'BALENA_SUPERVISOR_LOCAL_MODE'] as const;

/** The permission local mode needs (spec 02 §6 "resin.device_config_variable.all | local mode"). */
export const LOCAL_MODE_PERMISSION: Permission = DEVICE_ACTION_PERMISSIONS.localMode;

/** True for a config variable name that switches local mode. */
export const isLocalModeVariable = (name: unknown): boolean =>
  typeof name === 'string' && (LOCAL_MODE_VARIABLES as readonly string[]).includes(name);

/** The fleet roles without a permission, in display order. */
export function rolesLacking(permission: Permission): FleetRole[] {
  return FLEET_ROLES.filter((r) => !fleetRolesGrant([r], permission));
}

/**
 * The text of a missing permission on a device action (spec 02 §5 "a permission is missing (tooltips
 * state the roles lacking it)", §8): "You don't have permission to create, edit or update the
 * selected devices. Roles lacking this permission: …".
 */
export const permissionRefusal = (resource: string, permission: Permission): string =>
  `You don't have permission to create, edit or update the selected ${resource}. Roles lacking this permission: ${rolesLacking(permission).join(', ')}`;

/** Why these fleet roles may not switch local mode, or null when they may. */
export function localModeRefusal(roles: readonly FleetRole[]): string | null {
  return fleetRolesGrant(roles, LOCAL_MODE_PERMISSION) ? null : permissionRefusal('devices', LOCAL_MODE_PERMISSION);
}
