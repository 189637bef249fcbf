/**
 * Roles and their permissions as data (spec 01 §6, spec 02 §6), shared by the mock (enforcement)
 * and the dashboard (`useCan`). Permissions are `<resource>.<verb>` where verb is read, create,
 * update, delete, a custom action (e.g. `supervisor-proxy-write`) or `all`. Reads are governed by
 * visibility (can-read.ts); these tables list what each role may change or trigger.
 * Pure data: no store, no Node, no framework imports.
 */

/** Organization roles (spec 01 §6). */
export const ORGANIZATION_ROLES = ['administrator', 'member'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

/** Fleet roles in display order (spec 02 §6 "Roles"). */
export const FLEET_ROLES = ['administrator', 'developer', 'safe-developer', 'operator', 'safe-operator', 'observer', 'member'] as const;
export type FleetRole = (typeof FLEET_ROLES)[number];

/** Platform roles (spec 01 §6 "Global roles"). */
export type PlatformRoleName = 'admin' | 'support_agent';

/** The default fleet role when inviting or adding members (spec 02 §6). */
export const DEFAULT_FLEET_ROLE: FleetRole = 'developer';

const SAFE_OPERATOR = [
  'device.update',
  'device.supervisor-proxy-write',
  'device.ssh',
  'device.ssh-host',
  'device.access_diagnostics',
  'device_log.read',
  // Device variables: safe-operator may create and update values (spec 02 §6 field matrices).
  'device_environment_variable.create',
  'device_environment_variable.update',
  'device_config_variable.create',
  'device_config_variable.update',
  'device_service_environment_variable.create',
  'device_service_environment_variable.update',
] as const;

const OPERATOR = [
  ...SAFE_OPERATOR,
  'device.create',
  'device.delete',
  'device.move',
  'device.actions-proxy-hup',
  'device.actions-proxy-supervisorupgrade',
  'application.deactivate-device',
  'device_log.delete',
  'device_tag.all',
  'device_environment_variable.all',
  'device_config_variable.all',
  'device_service_environment_variable.all',
  'service_install.all',
  'image_install.all',
] as const;

/** Operator plus fleet code (releases, images, fleet variables); cannot delete devices or device variables. */
const SAFE_DEVELOPER = [
  ...OPERATOR.filter((p) => !['device.delete', 'device_environment_variable.all', 'device_config_variable.all', 'device_service_environment_variable.all'].includes(p)),
  'release.create',
  'release.update',
  'release_asset.all',
  'release_image.all',
  'image.all',
  'service.all',
  'release_tag.create',
  'release_tag.update',
  'application_environment_variable.create',
  'application_environment_variable.update',
  'service_environment_variable.create',
  'service_environment_variable.update',
  'build_environment_variable.create',
  'build_environment_variable.update',
] as const;

/** Full device and application update, config variables, tags, releases; no fleet create/delete. */
const DEVELOPER = [
  ...OPERATOR,
  ...SAFE_DEVELOPER,
  'application.update',
  'application_tag.all',
  'application_config_variable.all',
  'application_environment_variable.all',
  'build_environment_variable.all',
  'service_environment_variable.all',
  'service_label.all',
  'release.all',
  'release_tag.all',
  'user_application_membership.delete',
] as const;

/** Developer plus fleet delete, transfer, change-type, memberships and teams. */
const FLEET_ADMINISTRATOR = [
  ...DEVELOPER,
  'application.all',
  'user_application_membership.all',
  'team_application_access.all',
  'application_invite.all',
] as const;

/** What each fleet role may do on a fleet and its devices (spec 02 §6). */
export const FLEET_ROLE_PERMISSIONS: Readonly<Record<FleetRole, readonly string[]>> = {
  administrator: FLEET_ADMINISTRATOR,
  developer: DEVELOPER,
  'safe-developer': SAFE_DEVELOPER,
  operator: OPERATOR,
  'safe-operator': SAFE_OPERATOR,
  observer: [],
  member: [],
};

/** Organization-level permissions (spec 01 §6). Administrators are also fleet administrators of every org fleet. */
export const ORGANIZATION_ROLE_PERMISSIONS: Readonly<Record<OrganizationRole, readonly string[]>> = {
  administrator: [
    'organization.update',
    'organization.delete',
    'organization.access_billing',
    'application.create',
    'organization_membership.all',
    'organization_membership_tag.all',
    'organization_invite.all',
    'team.all',
    'team_membership.all',
    'team_application_access.create',
    'identity_provider_membership.all',
    'identity_provider.all',
    'credit_bundle.create',
    'organization_credit_notification.all',
    'user_application_membership.create',
  ],
  member: [],
};

/**
 * Platform admin: organization and organization membership, identity provider memberships, and
 * diagnostics/ssh on resources with support access granted (spec 01 §6, spec 02 §6).
 */
export const PLATFORM_ADMIN_PERMISSIONS: readonly string[] = [
  'organization.all',
  'organization_membership.all',
  'identity_provider_membership.all',
  'user_application_membership.read',
  'user_application_membership.delete',
];

/** Actions support agents and admins get on fleets/devices with support access granted (spec 02 §6). */
export const SUPPORT_ACCESS_PERMISSIONS: readonly string[] = ['device.access_diagnostics', 'device.ssh', 'device.ssh-host'];

/** Resources any caller (even the guest) may read (api-ground-truth §5). */
export const GUEST_READABLE: ReadonlySet<string> = new Set([
  'cpu_architecture',
  'device_type',
  'device_type_alias',
  'device_family',
  'device_manufacturer',
  'application_type',
]);

/** Reference data every authenticated caller may read. */
export const AUTHENTICATED_READABLE: ReadonlySet<string> = new Set([
  ...GUEST_READABLE,
  'actor',
  'organization_membership_role',
  'application_membership_role',
  'plan',
  'feature',
  'plan_feature',
  'plan_addon',
  'support_tier',
  'support_feature',
  'oauth_application',
]);

/** True when a permission list grants `<resource>.<verb>` (directly or through `<resource>.all`). */
export function grants(permissions: Iterable<string>, resource: string, verb: string): boolean {
  const exact = `${resource}.${verb}`;
  const all = `${resource}.all`;
  for (const p of permissions) if (p === exact || p === all) return true;
  return false;
}
