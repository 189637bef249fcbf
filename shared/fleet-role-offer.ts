/**
 * Which fleet roles may be granted where (spec 02 §6 "Roles": "Limited and operator roles need a
 * paid account. Free users see a 'paid only' badge and an upgrade link. Operator roles exist only
 * for fleets."). The mock refuses a grant the rule forbids; the dashboard marks and disables the
 * same roles. Pure: no store, no framework.
 */
import type { FleetClass } from './fleet-class.ts';
import type { FleetRole } from './permissions.ts';

/** The limited roles and the operator roles: granted only on a paid plan. */
export const PAID_FLEET_ROLES: readonly FleetRole[] = ['safe-developer', 'operator', 'safe-operator'];

/** The operator roles: granted only on fleets (not on apps or blocks). */
export const FLEET_CLASS_ONLY_ROLES: readonly FleetRole[] = ['operator', 'safe-operator'];

/** `ok`, `fleetsOnly` (never offered on an app or block) or `paidOnly` (offered, marked and disabled, on a free plan). */
export type FleetRoleOffer = 'ok' | 'fleetsOnly' | 'paidOnly';

/** What the organization and the fleet decide about granting a role. */
export interface FleetRoleFacts {
  /** The organization's current plan has a price (the free plan has none). */
  planIsPaid: boolean;
  fleetClass: FleetClass;
}

const has = (list: readonly string[], role: string): boolean => list.includes(role);

/** Whether `role` (a fleet role name) may be granted on a fleet with these facts. */
export function fleetRoleOffer(role: string, facts: FleetRoleFacts): FleetRoleOffer {
  if (facts.fleetClass !== 'fleet' && has(FLEET_CLASS_ONLY_ROLES, role)) return 'fleetsOnly';
  if (!facts.planIsPaid && has(PAID_FLEET_ROLES, role)) return 'paidOnly';
  return 'ok';
}

/** The API's refusal of a grant the rule forbids (the mock's wording: the cloud's hook is not public). */
export function fleetRoleRefusal(role: string, offer: Exclude<FleetRoleOffer, 'ok'>): string {
  return offer === 'paidOnly'
    ? `The ${role} role requires a paid plan. Upgrade the organization's plan to grant it.`
    : `The ${role} role is available only for fleets.`;
}
