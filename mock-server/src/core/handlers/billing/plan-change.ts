/**
 * Changing the plan (PATCH /billing/v1/account/:orgId/plan; spec 03 §4 "Plan change rules"): the
 * tier must be the free plan or a self-serve plan; a paid plan needs a payment method; a free
 * downgrade is blocked by frozen devices or more devices than the free allowance. A change ends the
 * active subscription, starts a new one on the mock clock with the old one's negotiated terms
 * (`carryTerms`), bills the prorated difference (`prorate`) as a paid invoice with proration lines and
 * keeps the reason in the plan-change log.
 */
import type { Row } from '../../model/data-source.ts';
import type { StoredRow } from '../../store/rows.ts';
import type { World } from '../../world.ts';
import { insert, update } from '../../store/write.ts';
import type { Invoice, InvoiceLine } from '../../store/private.ts';
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
import { activeSubscription, currentPlan, planByTier, selfServePlans, type Plan } from './plans.ts';
import { billingState } from './state.ts';
import { currentPeriod } from './plan-view.ts';
import { freeDeviceAllowance } from './usage.ts';
import { periodPriceCents, prorateChange, type Proration } from '../../../../../shared/plan-proration.ts';

export interface PlanChangeRequest {
  tier: string;
  annual: boolean;
  planChangeReason?: string;
}

export type PlanChangeResult = { ok: true; changed: boolean } | { ok: false; message: string };

/** Checks a change against spec 03 §4; returns the target plan or the refusal text. */
function checkPlanChange(world: World, orgId: number, tier: string): { plan: Plan } | { message: string } {
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
function periodPrice(plan: Plan | undefined, annual: boolean, discountPercentage = 0): number {
  if (!plan) return 0;
  return periodPriceCents(
    { monthly_price: Number(plan.monthly_price), annual_price: Number(plan.annual_price) },
    annual,
    discountPercentage,
  );
}

/**
 * Proration of a plan change (shared/plan-proration.ts, which the dashboard shows before the change
 * is confirmed): the unused part of the old plan's period is credited; on the same cycle the new
 * plan is charged for the rest of that period, which it keeps; on a cycle change, or from the free
 * plan or no subscription, a new period starts now and is charged whole (Stripe resets the billing
 * anchor when the interval changes). The subscription's negotiated discount carries over to the new
 * plan (`carryTerms`), so both sides are priced after it, and account credit left by earlier changes
 * pays the charge first. Repeated changes within one period therefore each credit what the previous
 * change charged for the rest of the period: a change and its reverse in the same instant cost nothing.
 */
function prorate(
  world: World,
  orgId: number,
  sub: StoredRow<'subscription'> | undefined,
  from: Plan | undefined,
  to: Plan,
  annual: boolean,
): Proration & { anchor: string; period: { start: number; end: number } | null } {
  const now = world.clock.now();
  const discount = Number(sub?.discount_percentage ?? 0);
  const fromPeriodCents = sub ? periodPrice(from, sub.billing_cycle === 'annual', discount) : 0;
  const period = sub ? currentPeriod(world, sub) : null;
  const p = prorateChange({
    fromPeriodCents,
    toPeriodCents: periodPrice(to, annual, discount),
    sameCycle: period !== null && period.annual === annual,
    period,
    now,
    accountCreditCents: billingState(world).accountCredit.get(orgId) ?? 0,
  });
  const anchor = p.newPeriod || !period ? new Date(now).toISOString() : new Date(period.start).toISOString();
  return { ...p, anchor, period };
}

const planLabel = (plan: Plan | undefined, annual: boolean): string =>
  `${String(plan?.title ?? 'Free')} (${annual ? 'annual' : 'monthly'})`;
const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * The lines of a plan change invoice, after Stripe's proration items: the new plan for the time it is
 * charged, the unused time on the old plan as a negative line, and the account credit applied. They
 * add up to the invoice's total.
 */
function prorationLines(
  p: ReturnType<typeof prorate>,
  from: Plan | undefined,
  fromAnnual: boolean,
  to: Plan,
  toAnnual: boolean,
  now: number,
): InvoiceLine[] {
  const periodEnd = p.newPeriod || !p.period ? null : p.period.end;
  const lines: InvoiceLine[] = [
    {
      description: periodEnd
        ? `Remaining time on ${planLabel(to, toAnnual)} from ${day(now)} to ${day(periodEnd)}`
        : `${planLabel(to, toAnnual)} from ${day(now)}`,
      amount_in_cents: String(p.chargeCents),
    },
  ];
  if (p.creditCents > 0 && p.period)
    lines.push({
      description: `Unused time on ${planLabel(from, fromAnnual)} from ${day(now)} to ${day(p.period.end)}`,
      amount_in_cents: String(-p.creditCents),
    });
  if (p.accountCreditUsedCents > 0)
    lines.push({ description: 'Account credit applied', amount_in_cents: String(-p.accountCreditUsedCents) });
  return lines;
}

/**
 * Bills a prorated change: what is due now (the charge less the credit and the account credit held)
 * is one paid invoice whose lines explain it (subtotal = the new plan's prorated charge, total = what
 * is paid); when nothing is due (a downgrade) no invoice is made and what the credit leaves over is
 * kept as account credit, which the next charge uses first, as Stripe keeps a customer balance.
 */
function billProration(world: World, orgId: number, p: Proration, lines: InvoiceLine[]): void {
  billingState(world).accountCredit.set(orgId, p.accountCreditAfterCents);
  if (p.dueNowCents <= 0) return;
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
    total_in_cents: String(p.dueNowCents),
    lines,
  };
  world.store.priv.invoices.set(orgId, [...list, invoice]);
}

/**
 * Carries the negotiated terms of the subscription a change replaces to the new one: its discount
 * (on the subscription row, set by the caller), the add-on discounts and the prepaid add-ons, each
 * moved to the new plan's add-on for the same feature (a plan without that add-on, such as the free
 * plan, has nothing to carry it to). Prepaid add-ons keep their own date windows.
 */
function carryTerms(world: World, from: StoredRow<'subscription'>, to: Row): void {
  const store = world.store;
  const toPlan = Number(to.is_for__plan);
  const addonFor = (oldAddon: unknown): number | undefined => {
    const row = typeof oldAddon === 'number' ? store.get('plan_addon', oldAddon) : undefined;
    if (!row) return undefined;
    return store.find('plan_addon', 'plan', toPlan).find((a) => a.offers__feature === row.offers__feature)?.id;
  };
  for (const d of store.find('subscription_addon_discount', 'is_for__subscription', from.id)) {
    const addon = addonFor(d.is_for__plan_addon);
    if (addon === undefined) continue;
    insert(
      store,
      'subscription_addon_discount',
      { is_for__subscription: to.id, is_for__plan_addon: addon, discount_percentage: d.discount_percentage },
      { trusted: true },
    );
  }
  for (const p of store.find('subscription_prepaid_addon', 'is_for__subscription', from.id)) {
    const addon = addonFor(p.is_for__plan_addon);
    if (addon === undefined) continue;
    insert(
      store,
      'subscription_prepaid_addon',
      {
        is_for__subscription: to.id,
        is_for__plan_addon: addon,
        discount_percentage: p.discount_percentage,
        quantity: p.quantity,
        starts_on__date: p.starts_on__date,
        expires_on__date: p.expires_on__date,
      },
      { trusted: true },
    );
  }
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
  const now = world.clock.now();
  const nowIso = new Date(now).toISOString();
  const proration = prorate(world, orgId, sub, from, checked.plan, req.annual);
  const lines = prorationLines(proration, from, sub?.billing_cycle === 'annual', checked.plan, req.annual, now);
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
      discount_percentage: Number(sub?.discount_percentage ?? 0),
      origin: String(sub?.origin ?? 'self-serve'),
    },
    { trusted: true },
  );
  if (sub) carryTerms(world, sub, created);
  billingState(world).periodAnchors.set(created.id, proration.anchor);
  billProration(world, orgId, proration, lines);
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
