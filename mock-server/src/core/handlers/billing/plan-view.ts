/**
 * The plan as the billing page shows it (GET /billing/v1/account/:orgId/plan; api-ground-truth §4,
 * spec 03 §3): name, title, code, tier, current period, cycle, charges in cents (plan price, extra
 * devices, extra seats as the add-on plan) and the support tier. `billing.totalCostCents` is the bill
 * of one period of the plan's own cycle (a year on an annual plan); the add-on plan's seats are billed
 * per month and totalled apart in `addonPlan.billing`.
 */
import type { StoredRow } from '../../store/rows.ts';
import type { World } from '../../world.ts';
import { ADDON_PLAN_CODE, CURRENCY, DEVICE_ITEM_CODE, DEVICE_ITEM_CODES, FREE_PLAN_CODE } from './constants.ts';
import { activeSubscription, currentPlan, supportTierOf, tierOf, type Plan } from './plans.ts';
import { billingUsage } from './usage.ts';
import { billingState } from './state.ts';
import { periodPriceCents, periodStart } from '../../../../../shared/plan-proration.ts';

export interface PlanCharge {
  itemType: string;
  name: string;
  code: string;
  unitCostCents: number;
  quantity: number;
  isQuantifiable: boolean;
}

export interface BillingPlanView {
  name: string;
  title: string;
  code: string;
  tier: string;
  currentPeriodEndDate?: string;
  intervalUnit?: 'month' | 'year';
  intervalLength?: number;
  billing: { currency: string; totalCostCents: number; charges: PlanCharge[] };
  /** The add-ons of the add-on plan at the top level too; [] when there are none (the free plan's answer). */
  addOns: { code: string; unitCostCents: number; quantity: number }[];
  addonPlan?: {
    code: string;
    currentPeriodEndDate?: string;
    billing: { currency: string; totalCostCents: number; charges: PlanCharge[] };
    addOns: { code: string; unitCostCents: number; quantity: number }[];
  };
  support: { name: string; title: string };
}

/** End of the billing period that contains `now`, stepping whole cycles from the subscription start. */
export function periodEnd(startIso: string, annual: boolean, now: number): string {
  const d = new Date(startIso);
  while (d.getTime() <= now) {
    if (annual) d.setUTCFullYear(d.getUTCFullYear() + 1);
    else d.setUTCMonth(d.getUTCMonth() + 1);
  }
  return d.toISOString();
}

/** Start of the billing period that ends at a date (one cycle earlier); shared with the dashboard. */
export { periodStart } from '../../../../../shared/plan-proration.ts';

/**
 * The billing period of a subscription that contains `now`: whole cycles stepped from the period
 * anchor a plan change kept (billingState.periodAnchors) or else from the subscription's start.
 */
export function currentPeriod(
  world: World,
  sub: StoredRow<'subscription'>,
): { start: number; end: number; annual: boolean } {
  const annual = sub.billing_cycle === 'annual';
  const anchor = billingState(world).periodAnchors.get(sub.id) ?? String(sub.starts_on__date);
  const end = periodEnd(anchor, annual, world.clock.now());
  return { start: Date.parse(periodStart(end, annual)), end: Date.parse(end), annual };
}

/** End of the current month-long period of a subscription, stepped monthly from its period anchor. */
function monthlyPeriodEnd(world: World, sub: StoredRow<'subscription'>): string {
  const anchor = billingState(world).periodAnchors.get(sub.id) ?? String(sub.starts_on__date);
  return periodEnd(anchor, false, world.clock.now());
}

const sum = (charges: readonly PlanCharge[]): number => charges.reduce((t, c) => t + c.unitCostCents * c.quantity, 0);

/** Builds the plan view of an organization (spec 03 §3 "Plan as shown on the billing page"). */
export function planView(world: World, orgId: number): BillingPlanView {
  const store = world.store;
  const plan = currentPlan(store, orgId) as Plan;
  const sub = activeSubscription(store, orgId);
  const annual = sub?.billing_cycle === 'annual';
  const code = String(plan.billing_code);
  // The plan is billed after the subscription's negotiated discount, the same price a plan change
  // credits for unused time (shared/plan-proration.ts periodPriceCents).
  const discount = Number(sub?.discount_percentage ?? 0);
  const price = periodPriceCents(
    { monthly_price: Number(plan.monthly_price), annual_price: Number(plan.annual_price) },
    annual,
    discount,
  );
  const usage = billingUsage(world, orgId);
  const charges: PlanCharge[] = [
    {
      itemType: 'plan',
      name:
        code === FREE_PLAN_CODE
          ? `${String(plan.title)} plan`
          : discount > 0
            ? `${String(plan.title)} (${discount} % discount)`
            : String(plan.title),
      code,
      unitCostCents: price,
      quantity: 1,
      isQuantifiable: false,
    },
  ];
  for (const deviceCode of DEVICE_ITEM_CODES) {
    const devices = usage[deviceCode];
    if (!devices) continue;
    // Device prices are per month; on an annual plan the bill covers 12 of them, like the plan price.
    // Credits cover device-months (usage.ts), so what is left to pay is counted in device-months.
    const months = annual ? 12 : 1;
    const billedMonths = devices.overage * months - devices.creditConsumption;
    if (billedMonths <= 0) continue;
    // The free plan bills no devices: those over its allowance are frozen, not charged (spec 03 §9), so
    // its charges are the plan and its support only, as the cloud answers a free account.
    if (code === FREE_PLAN_CODE && devices.charges <= 0) continue;
    const monthCents = devices.charges / billedMonths;
    const kind = deviceCode === DEVICE_ITEM_CODE ? 'devices' : `${deviceCode.slice('device:'.length)} devices`;
    // Devices paid for the whole period, then (annual plans only) the device-months of the one device
    // that credits cover in part.
    const wholeDevices = Math.floor(billedMonths / months);
    const restMonths = billedMonths % months;
    if (wholeDevices > 0)
      charges.push({
        itemType: 'device',
        name: `Additional ${kind}${annual ? ' (12 months)' : ''}`,
        code: deviceCode,
        unitCostCents: monthCents * months,
        quantity: wholeDevices,
        isQuantifiable: true,
      });
    if (restMonths > 0)
      charges.push({
        itemType: 'device',
        name: `Additional ${kind} (device-months not covered by credits)`,
        code: deviceCode,
        unitCostCents: monthCents,
        quantity: restMonths,
        isQuantifiable: true,
      });
  }
  const seatCharges: PlanCharge[] = Object.entries(usage)
    .filter(([k, u]) => k.startsWith('member:') && u.overage > 0 && u.charges > 0)
    .map(([k, u]) => ({
      itemType: 'addon',
      name: `Additional ${k.slice('member:'.length)} seats`,
      code: k,
      unitCostCents: u.charges / u.overage,
      quantity: u.overage,
      isQuantifiable: true,
    }));
  const end = sub ? new Date(currentPeriod(world, sub).end).toISOString() : undefined;
  // Extra seats are billed monthly by the add-on plan, whatever the plan's own cycle (usage.ts keeps
  // seat charges per month), so the add-on plan's period ends at the next monthly step from the same
  // anchor and its total is never added to an annual plan's yearly total.
  const addonEnd = sub ? monthlyPeriodEnd(world, sub) : undefined;
  const support = supportTierOf(store, plan.id);
  // The free plan reads as the cloud answers it (balena-sdk tests/integration/models/billing.spec.ts
  // getPlan of a free account): "Free plan", its support tier as a zero-cost charge, "Community support".
  // What the cloud names paid plans and their support is not public, so they keep the tier and slug.
  const free = code === FREE_PLAN_CODE;
  if (free)
    charges.push({
      itemType: 'support',
      name: `${support.title} support`,
      code: support.slug,
      unitCostCents: 0,
      quantity: 1,
      isQuantifiable: false,
    });
  const view: BillingPlanView = {
    name: free ? `${String(plan.title)} plan` : tierOf(code),
    title: String(plan.title),
    code,
    tier: tierOf(code),
    ...(end ? { currentPeriodEndDate: end, intervalUnit: annual ? 'year' : 'month', intervalLength: 1 } : {}),
    addOns: seatCharges.map((c) => ({ code: c.code, unitCostCents: c.unitCostCents, quantity: c.quantity })),
    billing: { currency: CURRENCY, totalCostCents: sum(charges), charges },
    support: { name: free ? `${support.title} support` : support.slug, title: support.title },
  };
  if (seatCharges.length) {
    view.addonPlan = {
      code: ADDON_PLAN_CODE,
      ...(addonEnd ? { currentPeriodEndDate: addonEnd } : {}),
      billing: { currency: CURRENCY, totalCostCents: sum(seatCharges), charges: seatCharges },
      addOns: seatCharges.map((c) => ({ code: c.code, unitCostCents: c.unitCostCents, quantity: c.quantity })),
    };
  }
  return view;
}

/** A charge as the wire carries it: amounts and counts as decimal strings (balena-sdk `BillingPlanInfo`). */
export interface PlanChargeWire {
  itemType: string;
  name: string;
  code: string;
  unitCostCents: string;
  quantity: string;
  isQuantifiable: boolean;
}

interface PlanBillingWire {
  currency: string;
  totalCostCents: string;
  charges: PlanChargeWire[];
}

interface AddOnWire {
  code: string;
  unitCostCents: string;
  quantity: string;
}

/** The plan as GET/PATCH `/billing/v1/account/{orgId}/plan` answer it. */
export interface BillingPlanWire {
  name: string;
  title: string;
  code: string;
  tier: string;
  currentPeriodEndDate?: string;
  intervalUnit?: 'month' | 'year';
  intervalLength?: string;
  addOns: AddOnWire[];
  addonPlan?: { code: string; currentPeriodEndDate?: string; billing: PlanBillingWire; addOns: AddOnWire[] };
  billing: PlanBillingWire;
  support: { name: string; title: string };
}

const billingWire = (b: BillingPlanView['billing']): PlanBillingWire => ({
  currency: b.currency,
  totalCostCents: String(b.totalCostCents),
  charges: b.charges.map((c) => ({ ...c, unitCostCents: String(c.unitCostCents), quantity: String(c.quantity) })),
});

const addOnsWire = (list: BillingPlanView['addOns']): AddOnWire[] =>
  list.map((a) => ({ code: a.code, unitCostCents: String(a.unitCostCents), quantity: String(a.quantity) }));

/**
 * The plan view on the wire, as the cloud (Recurly-backed) answers and balena-sdk types it
 * (`BillingPlanInfo`, its integration test's free plan): cents, quantities and the interval length as
 * decimal strings; everything else as is.
 */
export function planWire(view: BillingPlanView): BillingPlanWire {
  const { intervalLength, addOns, addonPlan, billing, ...rest } = view;
  return {
    ...rest,
    ...(intervalLength === undefined ? {} : { intervalLength: String(intervalLength) }),
    addOns: addOnsWire(addOns),
    ...(addonPlan
      ? { addonPlan: { ...addonPlan, billing: billingWire(addonPlan.billing), addOns: addOnsWire(addonPlan.addOns) } }
      : {}),
    billing: billingWire(billing),
  };
}
