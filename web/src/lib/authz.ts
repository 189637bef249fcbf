/**
 * The dashboard's side of "permissions are data" (spec 02 §6): the user's
 * fleet roles are the union of organization membership (administrators administer every fleet of
 * their organization), direct fleet membership and team access; with none they are `member`. The
 * role → permission table is the contract's (openapi/components/domain-rules.yaml, read through
 * shared/permissions.ts), the same the API enforces, so the dashboard disables exactly what the API
 * would refuse.
 *
 * Permission strings drop the `resin.` prefix of spec 02 §6: `resin.device.update` is `device.update`.
 */
import {
  FLEET_ROLES,
  fleetRolesGrant,
  grants,
  ORGANIZATION_ROLE_PERMISSIONS,
  ORGANIZATION_ROLES,
  PLATFORM_ADMIN_PERMISSIONS,
  SUPPORT_ACCESS_PERMISSIONS,
  type FleetRole,
  type OrganizationRole,
} from '../../../shared/permissions.ts';
import { DEVICE_ACTION_PERMISSIONS } from '../../../shared/actions.ts';

export { FLEET_ROLES, type FleetRole };

/** A fleet-scoped permission, `<resource>.<verb>` (spec 02 §6 "Permission strings per device action"). */
export type FleetPermission = `${string}.${string}`;

/** The permission behind each device action (spec 02 §6 table): shared/actions.ts, which the API enforces too. */
export const DEVICE_PERMISSIONS = DEVICE_ACTION_PERMISSIONS;

/** Rows the role computation needs, as read over /v7 (web/src/api/roles.ts). */
export interface MembershipRows {
  /** organization id → role name ("administrator" | "member"). */
  organizationRoles: ReadonlyArray<{ organizationId: number; role: string }>;
  /** Direct fleet memberships. */
  fleetRoles: ReadonlyArray<{ fleetId: number; role: string }>;
  /** Fleet access granted to a team the user is in. */
  teamFleetRoles: ReadonlyArray<{ fleetId: number; role: string }>;
}

const isFleetRole = (r: string): r is FleetRole => (FLEET_ROLES as readonly string[]).includes(r);

/**
 * The user's roles on one fleet (spec 02 §6: union of organization membership, direct fleet
 * membership and team access; `member` when none). Sorted in display order.
 */
export function fleetRolesOf(rows: MembershipRows, fleet: { id: number; organizationId: number }): FleetRole[] {
  const roles = new Set<FleetRole>();
  if (rows.organizationRoles.some((m) => m.organizationId === fleet.organizationId && m.role === 'administrator'))
    roles.add('administrator');
  for (const m of [...rows.fleetRoles, ...rows.teamFleetRoles])
    if (m.fleetId === fleet.id && isFleetRole(m.role)) roles.add(m.role);
  if (roles.size === 0) roles.add('member');
  return FLEET_ROLES.filter((r) => roles.has(r));
}

/** True when any of the roles grants the permission (`<resource>.all` counts). */
function rolesCan(roles: readonly FleetRole[], permission: FleetPermission): boolean {
  return fleetRolesGrant(roles, permission);
}

/** The fleet roles holding a permission, in display order (for "roles allowed" tooltips). */
export function rolesWith(permission: FleetPermission): FleetRole[] {
  return FLEET_ROLES.filter((r) => rolesCan([r], permission));
}

/** What a signed-in user may do on one fleet. */
export interface FleetAccess {
  roles: readonly FleetRole[];
  can: (permission: FleetPermission) => boolean;
}

/** Builds the access object for a set of roles. */
export function toFleetAccess(roles: readonly FleetRole[]): FleetAccess {
  return { roles, can: (p) => rolesCan(roles, p) };
}

/**
 * Access widened by granted support access (spec 02 §6: support agents and platform admins get
 * diagnostics and ssh on fleets and devices whose support access is granted).
 */
export function withSupportAccess(access: FleetAccess): FleetAccess {
  return { roles: access.roles, can: (p) => access.can(p) || SUPPORT_ACCESS_PERMISSIONS.includes(p) };
}

/** Support access granted until `until` still holds at `now` (spec 02 §4: a date-time grants until then, null means revoked). */
export function supportAccessActive(until: string | null | undefined, now: number): boolean {
  if (!until) return false;
  const end = Date.parse(until);
  return Number.isFinite(end) && end > now;
}

/**
 * Spec 02 §6 "An admin viewing a user's resource needs support access granted, else an error banner
 * shows": a platform admin with no role of their own on the resource, whose support access (any of
 * the given grants: the device's, its fleet's) is not active.
 */
export function adminLacksSupportAccess(
  isPlatformAdmin: boolean,
  hasOwnRole: boolean,
  grants: ReadonlyArray<string | null | undefined>,
  now: number,
): boolean {
  return isPlatformAdmin && !hasOwnRole && !grants.some((until) => supportAccessActive(until, now));
}

/** Nobody may do anything (while roles load, or for signed-out views). */
export const NO_ACCESS: FleetAccess = toFleetAccess([]);

// --- Organization permissions (spec 01 §6 "Table permissions") ---

/** An organization-scoped permission, `<resource>.<verb>` (`organization.delete`, `team.all`, …). */
export type OrganizationPermission = `${string}.${string}`;

/** The organization permissions the dashboard gates on (spec 01 §6 "Permission strings"). */
export const ORGANIZATION_PERMISSIONS = {
  rename: 'organization.update',
  delete: 'organization.delete',
  billing: 'organization.access_billing',
  members: 'organization_membership.all',
  removeMember: 'organization_membership.delete',
  invite: 'organization_invite.create',
  teams: 'team.all',
  teamUpdate: 'team.update',
  teamMembers: 'team_membership.all',
  teamAccess: 'team_application_access.create',
} as const satisfies Record<string, OrganizationPermission>;

const isOrgRole = (r: string | null | undefined): r is OrganizationRole =>
  (ORGANIZATION_ROLES as readonly string[]).includes(r ?? '');

/**
 * True when the user's organization role (null: not a member) or their platform admin role grants
 * the permission, from the same tables the API enforces (`<resource>.all` counts).
 */
export function organizationCan(
  role: string | null | undefined,
  isPlatformAdmin: boolean,
  permission: OrganizationPermission,
): boolean {
  const dot = permission.indexOf('.');
  const resource = permission.slice(0, dot);
  const verb = permission.slice(dot + 1);
  if (isPlatformAdmin && grants(PLATFORM_ADMIN_PERMISSIONS, resource, verb)) return true;
  return isOrgRole(role) && grants(ORGANIZATION_ROLE_PERMISSIONS[role], resource, verb);
}
