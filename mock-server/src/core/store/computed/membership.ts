/**
 * organization_membership.effective_seat_role (spec 01 §3/§6, spec 03 §6): the highest seat role a
 * member holds in the organization — administrator through the organization role, otherwise the best
 * fleet role from direct fleet memberships and team access, otherwise `member`.
 */
import type { ComputedDef, Store } from '../types.ts';
import type { StoredRow } from '../rows.ts';
import { computedField } from './define.ts';
import { FLEET_ROLES, type FleetRole } from '../../../../../generated/domain-rules.gen.ts';

/**
 * Seat roles, highest first (spec 03 §6 "Role order for seats"): the contract's fleet roles in their
 * order (administrator … member), from the generated domain rules.
 */
const SEAT_ROLES = FLEET_ROLES;
export type SeatRole = FleetRole;

/** The seat role a role name stands for; `member` for a name that is none. */
const seatRole = (name: unknown): SeatRole => SEAT_ROLES.find((r) => r === name) ?? 'member';
const rank = (role: SeatRole): number => SEAT_ROLES.indexOf(role);

const has = (store: Store, resource: string): boolean => store.resources.has(resource);

const roleName = (store: Store, resource: string, id: unknown): unknown =>
  typeof id === 'number' ? store.get(resource, id)?.name : undefined;

/** The effective seat role of one organization membership row. */
export function effectiveSeatRole(store: Store, m: StoredRow<'organization_membership'>): SeatRole {
  if (roleName(store, 'organization_membership_role', m.organization_membership_role) === 'administrator')
    return 'administrator';
  const org = m.is_member_of__organization;
  let best: SeatRole = 'member';
  const consider = (appId: unknown, roleId: unknown): void => {
    if (typeof appId !== 'number' || store.get('application', appId)?.organization !== org) return;
    const role = seatRole(roleName(store, 'application_membership_role', roleId));
    if (rank(role) < rank(best)) best = role;
  };
  if (has(store, 'user_application_membership')) {
    for (const am of store.find('user_application_membership', 'user', m.user)) {
      consider(am.is_member_of__application, am.application_membership_role);
    }
  }
  if (has(store, 'team_membership') && has(store, 'team_application_access')) {
    for (const tm of store.find('team_membership', 'user', m.user)) {
      for (const access of store.find('team_application_access', 'team', tm.is_member_of__team)) {
        consider(access.grants_access_to__application, access.application_membership_role);
      }
    }
  }
  return best;
}

const all = () => 'all' as const;

export const membershipComputed: readonly ComputedDef[] = [
  computedField({
    resource: 'organization_membership',
    field: 'effective_seat_role',
    compute: effectiveSeatRole,
    dependsOn: {
      user_application_membership: all,
      team_membership: all,
      team_application_access: all,
      application: all,
    },
  }),
];
