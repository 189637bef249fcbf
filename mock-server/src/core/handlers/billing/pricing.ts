/**
 * The pricing and billing-model reads of an organization (spec 03 §7 "Pricing and a billing-model
 * load are also used"; spec 01 §7 "The invite dialog also reads pricing"): what the plan costs, what
 * each add-on (seats by role, devices) costs per unit after the subscription's add-on discount, with
 * the quantities the plan includes and the prepaid ones in their date window (spec 03 §6), the credit
 * price and limits (spec 03 §9); and how devices beyond the plan are billed.
 */
import type { World } from '../../world.ts';
import type { components } from '../../../../../generated/types/api.gen.ts';
import {
  CONTACT_SALES_CENTS,
  CREDIT_PLAN_CODES,
  CURRENCY,
  DEVICE_ITEM_CODE,
  FREE_PLAN_CODE,
  MAX_CREDIT_QUANTITY,
} from './constants.ts';
import { activeSubscription, currentPlan, featureSlug, includedQuantity } from './plans.ts';
import { prepaidQuantity } from './usage.ts';

type Pricing = components['schemas']['BillingPricing'];
type BillingModel = components['schemas']['BillingModel'];

const fk = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** The pricing of an organization's current plan (the free plan without a subscription). */
export function billingPricing(world: World, orgId: number): Pricing {
  const store = world.store;
  const plan = currentPlan(store, orgId);
  const code = String(plan?.billing_code ?? FREE_PLAN_CODE);
  const subscriptionId = fk(activeSubscription(store, orgId)?.id);
  const now = world.clock.now();
  const addOns = plan
    ? store
        .find('plan_addon', 'plan', plan.id)
        .map((addon) => {
          const slug = featureSlug(store, addon.offers__feature) ?? '';
          const base = Number(addon.base_price ?? 0);
          const { quantity, discount } = prepaidQuantity(store, subscriptionId, fk(addon.id), now);
          return {
            code: slug,
            baseCostCents: base,
            discountPercentage: discount,
            unitCostCents: Math.round(base * (1 - discount / 100)),
            includedQuantity: includedQuantity(store, plan.id, slug),
            prepaidQuantity: quantity,
            billsDynamically: addon.bills_dynamically === true,
          };
        })
        .filter((a) => a.code !== '')
        .sort((a, b) => a.code.localeCompare(b.code))
    : [];
  const device = addOns.find((a) => a.code === DEVICE_ITEM_CODE);
  return {
    currency: CURRENCY,
    plan: {
      code,
      title: String(plan?.title ?? 'Free'),
      monthlyPriceCents: Number(plan?.monthly_price ?? 0),
      annualPriceCents: Number(plan?.annual_price ?? 0),
    },
    addOns,
    // Credits are bought at the device add-on's list price (the purchase bills it undiscounted).
    credits:
      CREDIT_PLAN_CODES.includes(code) && device
        ? {
            unitCostCents: device.baseCostCents,
            maxQuantity: MAX_CREDIT_QUANTITY,
            contactSalesCents: CONTACT_SALES_CENTS,
          }
        : null,
  };
}

/**
 * How an organization is billed: its billing version, and what happens to devices beyond the plan —
 * frozen on the free plan (spec 03 §4 "Free plan"), covered by credits first and then charged on the
 * plans that sell credits (spec 03 §6, §9), otherwise charged.
 */
export function billingModel(world: World, orgId: number): BillingModel {
  const store = world.store;
  const org = store.get('organization', orgId);
  const code = String(currentPlan(store, orgId)?.billing_code ?? FREE_PLAN_CODE);
  const creditsAvailable = CREDIT_PLAN_CODES.includes(code);
  return {
    billingVersion: typeof org?.is_using__billing_version === 'string' ? org.is_using__billing_version : 'v2',
    planCode: code,
    devicesBeyondPlan: code === FREE_PLAN_CODE ? 'frozen' : creditsAvailable ? 'credits_then_charged' : 'charged',
    creditsAvailable,
  };
}
