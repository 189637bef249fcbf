/**
 * Changing the plan (PATCH /billing/v1/account/:orgId/plan; spec 03 §4 "Plan change rules"): the
 * tier must be the free plan or a self-serve plan; a paid plan needs a payment method; a free
 * downgrade is blocked by frozen devices or more devices than the free allowance. A change ends the
 * active subscription, starts a new one on the mock clock, bills a paid plan's first period as a
 * paid invoice and keeps the reason in the plan-change log.
 */
import type { Row } from '../../model/data-source.ts';
import type { World } from '../../world.ts';
import { insert, update } from '../../store/write.ts';
import type { Invoice } from '../../store/private.ts';
import { paymentMethodFails } from './payment-info.ts';
import {
  CARD_DECLINED,
  CURRENCY,
  FREE_DEVICE_ALLOWANCE,
  FREE_PLAN_CODE,
  FROZEN_DEVICES_DOWNGRADE,
  PAYMENT_METHOD_REQUIRED,
  notSelfServe,
  tooManyDevicesDowngrade,
  unknownTier,
} from './constants.ts';
import { activeSubscription, currentPlan, planByTier, selfServePlans } from './plans.ts';
import { billingState } from './state.ts';
import { freeDeviceAllowance } from './usage.ts';

export interface PlanChangeRequest {
  tier: string;
  annual: boolean;
  planChangeReason?: string;
}

export type PlanChangeResult = { ok: true; changed: boolean } | { ok: false; message: string };

/** Checks a change against spec 03 §4; returns the target plan or the refusal text. */
export function checkPlanChange(world: World, orgId: number, tier: string): { plan: Row } | { message: string } {
  const store = world.store;
  const plan = planByTier(store, tier);
  if (!plan) return { message: unknownTier(tier) };
  const code = String(plan.billing_code);
  if (code === FREE_PLAN_CODE) {
    const allowance = freeDeviceAllowance(store, orgId);
    if (allowance.hasFrozenFreeDevices) return { message: FROZEN_DEVICES_DOWNGRADE };
    if (allowance.totalDeviceCount > allowance.freeDeviceAllowance)
      return { message: tooManyDevicesDowngrade(FREE_DEVICE_ALLOWANCE) };
    return { plan };
  }
  if (!selfServePlans(store, world.clock.now()).some((p) => p.id === plan.id)) return { message: notSelfServe(tier) };
  if (!store.priv.billingInfo.get(orgId)) return { message: PAYMENT_METHOD_REQUIRED };
  // The first period of a paid plan is charged now; the card whose charges fail (…0341) declines it.
  if (paymentMethodFails(world, orgId)) return { message: CARD_DECLINED };
  return { plan };
}

function billFirstPeriod(world: World, orgId: number, plan: Row, annual: boolean): void {
  const cents = String(annual ? plan.annual_price : plan.monthly_price);
  if (cents === '0') return;
  const list = world.store.priv.invoices.get(orgId) ?? [];
  const now = new Date(world.clock.now()).toISOString();
  const n = list.length + 1;
  const invoice: Invoice = {
    organizationId: orgId,
    uuid: `inv_plan_${orgId}_${n}`,
    invoice_number: `PLAN-${orgId}-${1000 + n}`,
    state: 'paid',
    created_at: now,
    closed_at: now,
    due_on: now,
    currency: CURRENCY,
    subtotal_in_cents: cents,
    total_in_cents: cents,
  };
  world.store.priv.invoices.set(orgId, [...list, invoice]);
}

/** Applies a checked plan change (same plan and cycle: no change). */
export function applyPlanChange(world: World, orgId: number, userId: number, req: PlanChangeRequest): PlanChangeResult {
  const checked = checkPlanChange(world, orgId, req.tier);
  if ('message' in checked) return { ok: false, message: checked.message };
  const store = world.store;
  const sub = activeSubscription(store, orgId);
  const from = currentPlan(store, orgId);
  const cycle = req.annual ? 'annual' : 'monthly';
  if (from?.id === checked.plan.id && (sub?.billing_cycle ?? 'monthly') === cycle) return { ok: true, changed: false };
  const nowIso = new Date(world.clock.now()).toISOString();
  if (sub) update(store, 'subscription', sub.id, { is_active: false, ends_on__date: nowIso }, { trusted: true });
  insert(
    store,
    'subscription',
    {
      is_for__plan: checked.plan.id,
      is_for__organization: orgId,
      billing_cycle: cycle,
      starts_on__date: nowIso,
      ends_on__date: null,
      is_active: true,
      discount_percentage: 0,
      origin: 'self-serve',
    },
    { trusted: true },
  );
  billFirstPeriod(world, orgId, checked.plan, req.annual);
  billingState(world).planChanges.push({
    organizationId: orgId,
    userId,
    from: String(from?.billing_code ?? FREE_PLAN_CODE),
    to: String(checked.plan.billing_code),
    cycle,
    reason: req.planChangeReason?.trim() ? req.planChangeReason : null,
    at: nowIso,
  });
  return { ok: true, changed: true };
}
