/**
 * The permission subject: who is asking, reduced to plain data (roles per organization and per
 * fleet). Built once per request from any RowLookup, so the dashboard can build the same subject
 * from the rows it fetched and call the same `can()`.
 */
import type { RowLookup } from './anchors.ts';
import {
  FLEET_ROLES,
  ORGANIZATION_ROLES,
  type FleetRole,
  type OrganizationRole,
  type PlatformRoleName,
} from './roles.ts';

export type SubjectIdentity =
  | { kind: 'guest' }
  | {
      kind: 'user';
      userId: number;
      actorId: number;
      platformRoles: readonly PlatformRoleName[];
      twoFactorPending?: boolean;
    }
  | { kind: 'application'; applicationId: number; actorId: number }
  | { kind: 'device'; deviceId: number; actorId: number };

export interface PermissionSubject {
  identity: SubjectIdentity;
  /** organization id → the user's role there. */
  orgRoles: ReadonlyMap<number, OrganizationRole>;
  /** application id → the union of direct and team fleet roles (organization admin adds `administrator`). */
  fleetRoles: ReadonlyMap<number, ReadonlySet<FleetRole>>;
  /** World-clock now in ms (support access expiry). */
  now: number;
}

const fk = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

function roleName(lookup: RowLookup, resource: string, id: unknown): string | undefined {
  const n = fk(id);
  const row = n === undefined ? undefined : lookup.get(resource, n);
  return typeof row?.name === 'string' ? row.name : undefined;
}

function addRole(map: Map<number, Set<FleetRole>>, appId: number | undefined, role: string | undefined): void {
  if (appId === undefined || !role || !(FLEET_ROLES as readonly string[]).includes(role)) return;
  let set = map.get(appId);
  if (!set) map.set(appId, (set = new Set()));
  set.add(role as FleetRole);
}

/**
 * Builds the subject for an identity: organization roles from organization_membership, fleet roles
 * from user_application_membership and team_application_access via team_membership (spec 02 §6:
 * "the union of organization membership, direct fleet membership and team access").
 */
export function buildSubject(identity: SubjectIdentity, lookup: RowLookup, now: number): PermissionSubject {
  const orgRoles = new Map<number, OrganizationRole>();
  const fleetRoles = new Map<number, Set<FleetRole>>();
  if (identity.kind === 'user' && !identity.twoFactorPending) {
    const { userId } = identity;
    for (const m of lookup.find('organization_membership', 'user', userId)) {
      const org = fk(m.is_member_of__organization);
      const name = roleName(lookup, 'organization_membership_role', m.organization_membership_role) ?? 'member';
      if (org === undefined) continue;
      const role = (ORGANIZATION_ROLES as readonly string[]).includes(name) ? (name as OrganizationRole) : 'member';
      if (orgRoles.get(org) !== 'administrator') orgRoles.set(org, role);
    }
    for (const m of lookup.find('user_application_membership', 'user', userId)) {
      addRole(
        fleetRoles,
        fk(m.is_member_of__application),
        roleName(lookup, 'application_membership_role', m.application_membership_role),
      );
    }
    for (const tm of lookup.find('team_membership', 'user', userId)) {
      const team = fk(tm.is_member_of__team);
      if (team === undefined) continue;
      for (const access of lookup.find('team_application_access', 'team', team)) {
        addRole(
          fleetRoles,
          fk(access.grants_access_to__application),
          roleName(lookup, 'application_membership_role', access.application_membership_role),
        );
      }
    }
    for (const [org, role] of orgRoles) {
      if (role !== 'administrator') continue;
      for (const app of lookup.find('application', 'organization', org)) addRole(fleetRoles, app.id, 'administrator');
    }
  }
  return { identity, orgRoles, fleetRoles, now };
}

/** Platform roles of a subject (empty for non-users). */
const platformRolesOf = (s: PermissionSubject): readonly PlatformRoleName[] =>
  s.identity.kind === 'user' ? s.identity.platformRoles : [];

export const isPlatformAdmin = (s: PermissionSubject): boolean => platformRolesOf(s).includes('admin');
export const isSupportAgent = (s: PermissionSubject): boolean => platformRolesOf(s).includes('support_agent');
