/**
 * Roles and permissions as the contract states them (openapi/components/domain-rules.yaml, emitted
 * into generated/domain-rules.gen.ts), plus the one lookup both sides use: the mock to enforce, the
 * dashboard to disable exactly what the API would refuse. Pure: no store, no framework.
 */
import {
  AUTHENTICATED_READABLE_RESOURCES,
  FLEET_ROLE_PERMISSIONS,
  GUEST_READABLE_RESOURCES,
  type FleetRole,
} from '../generated/domain-rules.gen.ts';

export {
  DEFAULT_FLEET_ROLE,
  FLEET_ROLES,
  FLEET_ROLE_PERMISSIONS,
  ORGANIZATION_ROLES,
  ORGANIZATION_ROLE_PERMISSIONS,
  PLATFORM_ADMIN_PERMISSIONS,
  SUPPORT_ACCESS_PERMISSIONS,
  type FleetRole,
  type OrganizationRole,
} from '../generated/domain-rules.gen.ts';

/** Platform roles (spec 01 §6 "Global roles"). */
export type PlatformRoleName = 'admin' | 'support_agent';

/** Resources any caller, even the guest, may read (api-ground-truth §5). */
export const GUEST_READABLE: ReadonlySet<string> = new Set(GUEST_READABLE_RESOURCES);

/** Reference data every authenticated caller may read. */
export const AUTHENTICATED_READABLE: ReadonlySet<string> = new Set(AUTHENTICATED_READABLE_RESOURCES);

/** True when a permission list grants `<resource>.<verb>` (directly or through `<resource>.all`). */
export function grants(permissions: Iterable<string>, resource: string, verb: string): boolean {
  const exact = `${resource}.${verb}`;
  const all = `${resource}.all`;
  for (const p of permissions) if (p === exact || p === all) return true;
  return false;
}

/** True when any of the fleet roles grants `permission` (`<resource>.<verb>`; `<resource>.all` counts). */
export function fleetRolesGrant(roles: readonly FleetRole[], permission: string): boolean {
  const dot = permission.indexOf('.');
  const resource = permission.slice(0, dot);
  const verb = permission.slice(dot + 1);
  return roles.some((r) => grants(FLEET_ROLE_PERMISSIONS[r], resource, verb));
}
