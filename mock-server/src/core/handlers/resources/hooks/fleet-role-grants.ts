/**
 * Fleet role grants follow spec 02 §6 "Roles" (shared/fleet-role-offer.ts): the limited and operator
 * roles need a paid plan, and the operator roles exist only for fleets. Checked on every way a role
 * reaches a fleet: a direct membership, an invite and a team's access, when created and when the role
 * changes. A store without the billing tables (a reduced model) has no plan to check.
 */
import type { Store } from '../../../store/store.ts';
import { onBeforeInsert, onBeforeUpdate } from '../../../store/hooks.ts';
import { fleetRoleOffer, fleetRoleRefusal } from '../../../../../../shared/fleet-role-offer.ts';
import type { FleetClass } from '../../../../../../shared/fleet-class.ts';
import { currentPlan } from '../../billing/plans.ts';
import { bad } from './util.ts';

const ROLE = 'application_membership_role';

/** Each grant resource and its fleet field. */
const GRANTS = {
  user_application_membership: 'is_member_of__application',
  application_invite: 'is_invited_to__application',
  team_application_access: 'grants_access_to__application',
} as const;

const id = (v: unknown): number | undefined =>
  typeof v === 'number'
    ? v
    : typeof (v as { __id?: unknown })?.__id === 'number'
      ? (v as { __id: number }).__id
      : undefined;

function check(store: Store, fleetId: number | undefined, roleId: number | undefined): void {
  if (fleetId === undefined || roleId === undefined) return;
  const fleet = store.get('application', fleetId);
  const role = store.get(ROLE, roleId)?.name;
  const orgId = id(fleet?.organization);
  if (!fleet || typeof role !== 'string' || orgId === undefined) return;
  const plan = store.resources.has('subscription') && store.resources.has('plan') ? currentPlan(store, orgId) : null;
  const offer = fleetRoleOffer(role, {
    planIsPaid: plan === null || Number(plan?.monthly_price ?? 0) > 0,
    fleetClass: (fleet.is_of__class ?? 'fleet') as FleetClass,
  });
  if (offer !== 'ok') throw bad(fleetRoleRefusal(role, offer));
}

/** Installs the grant checks; after the hooks that resolve `roleName` and default the role. */
export function installFleetRoleGrantHooks(store: Store): void {
  if (!store.resources.has(ROLE) || !store.resources.has('application')) return;
  for (const [resource, fleetField] of Object.entries(GRANTS)) {
    if (!store.resources.has(resource)) continue;
    onBeforeInsert(store, resource, (ctx, values) => {
      if (ctx.trusted) return;
      check(store, id(values[fleetField]), id(values[ROLE]));
    });
    onBeforeUpdate(store, resource, (ctx, current, patch) => {
      if (ctx.trusted || !(ROLE in patch)) return;
      check(store, id(patch[fleetField] ?? current[fleetField]), id(patch[ROLE]));
    });
  }
}
