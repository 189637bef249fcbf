/**
 * Changing the plan (PATCH /billing/v1/account/:orgId/plan; spec 03 §4 "Plan change rules"): the
 * tier must be the free plan or a self-serve plan; a paid plan needs a payment method; a free
 * downgrade is blocked by frozen devices or more devices than the free allowance. A change ends the
 * active subscription, starts a new one on the mock clock, bills the prorated difference (`prorate`)
 * as a paid invoice and keeps the reason in the plan-change log.
 */
import type { Row } from '../../model/data-source.ts';
import type { World } from '../../world.ts';
import { insert, update } from '../../store/write.ts';
import type { Invoice } from '../../store/private.ts';
import { chargeDeclined } from './payment-info.ts';
import {
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
import { currentPeriod } from './plan-view.ts';
import { freeDeviceAllowance } from './usage.ts';
import { periodPriceCents, prorateChange } from '../../../../../shared/plan-proration.ts';

export interface PlanChangeRequest {
  tier: string;
  annual: boolean;
  planChangeReason?: string;
}

export type PlanChangeResult = { ok: true; changed: boolean } | { ok: false; message: string };

/** Checks a change against spec 03 §4; returns the target plan or the refusal text. */
function checkPlanChange(world: World, orgId: number, tier: string): { plan: Row } | { message: string } {
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
  // A paid plan is charged now (prorated, see `prorate`), off-session: a declining card on file refuses it.
  const declined = chargeDeclined(world, orgId);
  if (declined) return { message: declined };
  return { plan };
}

/** Price of one period of a plan on a cycle, in cents, after a subscription discount. */
function periodPrice(plan: Row | undefined, annual: boolean, discountPercentage = 0): number {
  if (!plan) return 0;
  return periodPriceCents(
    { monthly_price: Number(plan.monthly_price), annual_price: Number(plan.annual_price) },
    annual,
    discountPercentage,
  );
}

interface Proration {
  /** Cents credited for the unused part of the old plan's current period. */
  creditCents: number;
  /** Cents charged for the new plan from now to the end of the period it runs in. */
  chargeCents: number;
  /** Start of the period the new subscription continues (kept on a same-cycle change). */
  anchor: string;
}

/**
 * Proration of a plan change (shared/plan-proration.ts, which the dashboard shows before the change
 * is confirmed): the unused part of the old plan's period is credited; on the same cycle the new
 * plan is charged for the rest of that period, which it keeps; on a cycle change, or from the free
 * plan or no subscription, a new period starts now and is charged whole (Stripe resets the billing
 * anchor when the interval changes). Repeated changes within one period therefore each credit what
 * the previous change charged for the rest of the period, and never charge a full period twice.
 */
function prorate(world: World, sub: Row | undefined, from: Row | undefined, to: Row, annual: boolean): Proration {
  const now = world.clock.now();
  const fromPeriodCents = sub
    ? periodPrice(from, sub.billing_cycle === 'annual', Number(sub.discount_percentage ?? 0))
    : 0;
  const period = sub ? currentPeriod(world, sub) : null;
  const p = prorateChange({
    fromPeriodCents,
    toPeriodCents: periodPrice(to, annual),
    sameCycle: period !== null && period.annual === annual,
    period,
    now,
  });
  const anchor = p.newPeriod || !period ? new Date(now).toISOString() : new Date(period.start).toISOString();
  return { creditCents: p.creditCents, chargeCents: p.chargeCents, anchor };
}

/**
 * Bills a prorated change: the charge less the credit and any credit left by earlier changes. A
 * positive balance is one paid invoice (subtotal = the new plan's prorated charge, total = what is
 * paid); a negative one (a downgrade) creates no invoice and is kept as account credit, which the
 * next charge uses first, as Stripe keeps a customer balance.
 */
function billProration(world: World, orgId: number, p: Proration): void {
  const state = billingState(world);
  const balance = p.chargeCents - p.creditCents - (state.accountCredit.get(orgId) ?? 0);
  state.accountCredit.set(orgId, Math.max(0, -balance));
  if (balance <= 0) return;
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
    subtotal_in_cents: String(p.chargeCents),
    total_in_cents: String(balance),
  };
  world.store.priv.invoices.set(orgId, [...list, invoice]);
}

/**
 * Applies a checked plan change. The plan and cycle already in force is no change (spec 03 §4 "Same
 * plan and same cycle: no change"): 200 with the current plan, no new subscription, no invoice.
 */
export function applyPlanChange(world: World, orgId: number, userId: number, req: PlanChangeRequest): PlanChangeResult {
  const checked = checkPlanChange(world, orgId, req.tier);
  if ('message' in checked) return { ok: false, message: checked.message };
  const store = world.store;
  const sub = activeSubscription(store, orgId);
  const from = currentPlan(store, orgId);
  const cycle = req.annual ? 'annual' : 'monthly';
  if (from?.id === checked.plan.id && (sub?.billing_cycle ?? 'monthly') === cycle) return { ok: true, changed: false };
  const nowIso = new Date(world.clock.now()).toISOString();
  const proration = prorate(world, sub, from, checked.plan, req.annual);
  if (sub) update(store, 'subscription', sub.id, { is_active: false, ends_on__date: nowIso }, { trusted: true });
  const created = insert(
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
  billingState(world).periodAnchors.set(created.id, proration.anchor);
  billProration(world, orgId, proration);
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
