/**
 * The billing service's types (spec 03 §3, §7; the contract's schemas) and its plans as the dashboard
 * shows them: prices as numbers, the wire's strings converted once here.
 */
import type { components } from '../../../../generated/types/api.gen.ts';

export type Schemas = components['schemas'];
export type BillingAccount = Schemas['BillingAccount'];
export type BillingAccountUpdate = Schemas['BillingAccountUpdate'];
type WirePlan = Schemas['BillingPlan'];
type WireBilling = Schemas['PlanBilling'];

/** A plan charge with its cents and quantity as numbers. */
export interface PlanCharge {
  itemType: string;
  name: string;
  code: string;
  unitCostCents: number;
  quantity: number;
  isQuantifiable?: boolean;
}

/** A plan's bill with its amounts as numbers. */
export interface PlanBilling {
  currency: string;
  totalCostCents: number;
  charges: PlanCharge[];
}

/**
 * The current plan as the billing pages use it: the wire's decimal strings (cents, quantities, the
 * interval length, as the cloud and balena-sdk carry them) read as numbers, here, once.
 */
export interface BillingPlan {
  name: string;
  title: string;
  code: string;
  tier: string;
  currentPeriodEndDate?: string;
  intervalUnit?: 'month' | 'year';
  intervalLength?: number;
  addOns?: { code: string; unitCostCents?: number; quantity?: number }[];
  addonPlan?: {
    code: string;
    currentPeriodEndDate?: string;
    billing: PlanBilling;
    addOns: { code: string; unitCostCents: number; quantity: number }[];
  };
  billing: PlanBilling;
  support: { name: string; title: string };
}

const num = (v: string): number => Number(v);

const billingOf = (b: WireBilling): PlanBilling => ({
  currency: b.currency,
  totalCostCents: num(b.totalCostCents),
  charges: b.charges.map((c) => ({ ...c, unitCostCents: num(c.unitCostCents), quantity: num(c.quantity) })),
});

/** The wire plan with its amounts as numbers. */
export function planFromWire(plan: WirePlan): BillingPlan {
  const { intervalLength, addOns, addonPlan, billing, ...rest } = plan;
  return {
    ...rest,
    ...(intervalLength === undefined ? {} : { intervalLength: num(intervalLength) }),
    ...(addOns
      ? {
          addOns: addOns.map((a) => ({
            code: a.code,
            ...(a.unitCostCents === undefined ? {} : { unitCostCents: num(a.unitCostCents) }),
            ...(a.quantity === undefined ? {} : { quantity: num(a.quantity) }),
          })),
        }
      : {}),
    ...(addonPlan
      ? {
          addonPlan: {
            ...addonPlan,
            billing: billingOf(addonPlan.billing),
            addOns: addonPlan.addOns.map((a) => ({
              code: a.code,
              unitCostCents: num(a.unitCostCents),
              quantity: num(a.quantity),
            })),
          },
        }
      : {}),
    billing: billingOf(billing),
  };
}
export type BillingInfo = Schemas['BillingInfo'];
export type PlanChange = Schemas['PlanChange'];
export type Invoice = Schemas['InvoiceList'][number];
export type BillingPricing = Schemas['BillingPricing'];
