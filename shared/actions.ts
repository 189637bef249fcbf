/**
 * Which permission each action needs (spec 02 §6 "Permission strings per device action", "Fleet
 * permissions"), as data both sides read: the dashboard gates its buttons on it (web/src/lib/authz.ts)
 * and the mock enforces it on the write the button sends (mock-server/src/core/permissions/can.ts).
 * Permissions drop the `resin.` prefix: `resin.device.update` is `device.update`. Which role holds
 * which permission is the contract's role table (shared/permissions.ts).
 */

/** A permission string, `<resource>.<verb>`. */
export type Permission = `${string}.${string}`;

/** The permission behind each device action (spec 02 §6 table). */
export const DEVICE_ACTION_PERMISSIONS = {
  supervisorProxy: 'device.supervisor-proxy-write',
  update: 'device.update',
  localMode: 'device_config_variable.all',
  move: 'device.move',
  osUpdate: 'device.actions-proxy-hup',
  supervisorUpdate: 'device.actions-proxy-supervisorupgrade',
  deactivate: 'application.deactivate-device',
  delete: 'device.delete',
  ssh: 'device.ssh',
  sshHost: 'device.ssh-host',
  diagnostics: 'device.access_diagnostics',
  create: 'device.create',
  logDelete: 'device_log.delete',
  tags: 'device_tag.all',
} as const satisfies Record<string, Permission>;

/**
 * Device fields whose change is its own action, beyond `device.update` (spec 02 §6): moving to
 * another fleet, deactivating, updating the supervisor or the OS. The mock checks the permission on
 * the device's fleet (and for a move on the target fleet as well); other fields need `device.update`.
 */
const DEVICE_FIELD_PERMISSIONS: Readonly<Record<string, Permission>> = {
  belongs_to__application: DEVICE_ACTION_PERMISSIONS.move,
  is_active: DEVICE_ACTION_PERMISSIONS.deactivate,
  should_be_managed_by__release: DEVICE_ACTION_PERMISSIONS.supervisorUpdate,
  should_be_operated_by__release: DEVICE_ACTION_PERMISSIONS.osUpdate,
};

/** Fleet fields whose change needs more than `application.update` (spec 02 §6 "Fleet permissions"). */
const FLEET_FIELD_PERMISSIONS: Readonly<Record<string, Permission>> = {
  organization: 'application.transfer',
  is_of__class: 'application.change-type',
  application_type: 'application.change-type',
};

/** Fields of a change that need their own permission, by resource. */
export const FIELD_PERMISSIONS: Readonly<Record<string, Readonly<Record<string, Permission>>>> = {
  device: DEVICE_FIELD_PERMISSIONS,
  application: FLEET_FIELD_PERMISSIONS,
};

/**
 * Foreign keys that may point at a row of a public fleet the caller has no role on: the OS and
 * supervisor releases a device runs live in public fleets of their own. Every other reference to a
 * fleet or release in a write must point at one the caller holds a role on (public or not).
 */
export const PUBLIC_REFERENCE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  device: ['should_be_operated_by__release', 'should_be_managed_by__release'],
};

/** The resource and verb of a permission (`device.move` → `['device', 'move']`). */
export function splitPermission(permission: Permission): [resource: string, verb: string] {
  const dot = permission.indexOf('.');
  return [permission.slice(0, dot), permission.slice(dot + 1)];
}
