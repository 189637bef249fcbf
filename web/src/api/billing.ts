/**
 * Billing of an organization (spec 03 §2–§7): the billing account, current plan, payment method,
 * invoices (and their PDF), usage, the free-plan allowance, the self-serve plans and the
 * organization's billing context (frozen, past due, the user's role). Writes: account info, plan
 * change, setup intent, payment method attach and removal. Non-OData calls go through the generated
 * client; plan and organization rows through the typed OData reads.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { client, isApiError, ok, read, readOptions, type RowOf } from './client.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { readOrgBillingState, readUserOrgsBillingState, type BillingContext } from './organization/lists.ts';

export type { BillingContext };
import type { components } from '../../../generated/types/api.gen.ts';
import { readFirstAdministeredOrgId } from './organization/memberships.ts';

type Schemas = components['schemas'];
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

export const billingKeys = {
  all: () => [...queryKeys.all, 'billing'] as const,
  org: (orgId: number) => [...billingKeys.all(), orgId] as const,
  context: (orgId: number, userId: number) => [...billingKeys.org(orgId), 'context', userId] as const,
  account: (orgId: number) => [...billingKeys.org(orgId), 'account'] as const,
  plan: (orgId: number) => [...billingKeys.org(orgId), 'plan'] as const,
  info: (orgId: number) => [...billingKeys.org(orgId), 'info'] as const,
  invoices: (orgId: number) => [...billingKeys.org(orgId), 'invoices'] as const,
  usage: (orgId: number) => [...billingKeys.org(orgId), 'usage'] as const,
  allowance: (orgId: number) => [...billingKeys.org(orgId), 'allowance'] as const,
  supportAccess: (orgId: number) => [...billingKeys.org(orgId), 'support-access'] as const,
  pricing: (orgId: number) => [...billingKeys.org(orgId), 'pricing'] as const,
  model: (orgId: number) => [...billingKeys.org(orgId), 'model'] as const,
  subscription: (orgId: number) => [...billingKeys.org(orgId), 'subscription'] as const,
  plans: () => [...billingKeys.all(), 'plans'] as const,
  supportTiers: () => [...billingKeys.all(), 'support-tiers'] as const,
  notices: (userId: number) => [...billingKeys.all(), 'notices', userId] as const,
  preferred: (userId: number) => [...billingKeys.all(), 'preferred', userId] as const,
};

const orgPath = (orgId: number) => ({ params: { path: { orgId } } });

/** A 404 from the billing API means "no billing account" (spec 03 §7): the read answers null. */
async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

// --- organization context -----------------------------------------------------------------------

/** The organization as billing needs it, with the user's role; null when it does not exist. */
export const billingContextQuery = (orgId: number, userId: number) =>
  queryOptions({
    queryKey: billingKeys.context(orgId, userId),
    queryFn: async ({ signal }): Promise<BillingContext | null> => {
      return readOrgBillingState(orgId, userId, signal);
    },
  });

// --- reads --------------------------------------------------------------------------------------

/**
 * A per-organization billing read: its query key, and a GET that answers null on 404 ("no billing
 * account", spec 03 §7).
 */
function orgRead<T, K extends readonly unknown[]>(
  key: (orgId: number) => K,
  get: (init: ReturnType<typeof orgPath> & { signal: AbortSignal }) => Promise<T>,
) {
  return (orgId: number) =>
    queryOptions({
      queryKey: key(orgId),
      queryFn: ({ signal }) => orNull(get({ ...orgPath(orgId), signal })),
    });
}

export const accountQuery = orgRead(billingKeys.account, (init) => ok(client.GET('/billing/v1/account/{orgId}', init)));
export const planQuery = orgRead(billingKeys.plan, async (init) =>
  planFromWire(await ok(client.GET('/billing/v1/account/{orgId}/plan', init))),
);
const billingInfoRead = orgRead(billingKeys.info, (init) => ok(client.GET('/billing/v1/account/{orgId}/info', init)));

/** Billing info and invoices load only for an active billing account (spec 03 §3 "account_state"). */
export const accountIsActive = (account: BillingAccount | null | undefined): boolean =>
  account?.account_state === 'active';

/**
 * The payment method; read only once the account is known to be active (pass the account read's
 * data). Without an active account there is no payment method to show.
 */
export const billingInfoQuery = (orgId: number, account: BillingAccount | null | undefined) => ({
  ...billingInfoRead(orgId),
  enabled: accountIsActive(account),
});
/** Usage metrics refresh at least every 5 minutes (spec 03 §9). */
const USAGE_REFRESH_MS = 5 * 60 * 1000;
const usageRead = orgRead(billingKeys.usage, (init) => ok(client.GET('/billing/v1/account/{orgId}/usage', init)));
export const usageQuery = (orgId: number) => queryOptions({ ...usageRead(orgId), refetchInterval: USAGE_REFRESH_MS });
export const freeAllowanceQuery = orgRead(billingKeys.allowance, (init) =>
  ok(client.GET('/billing/v1/account/{orgId}/free-device-allowance', init)),
);

/** The invoices, newest first as the API lists them; read only for an active account like the billing info. */
export const invoicesQuery = (orgId: number, account: BillingAccount | null | undefined) =>
  queryOptions({
    queryKey: billingKeys.invoices(orgId),
    queryFn: async ({ signal }) =>
      (await orNull(ok(client.GET('/billing/v1/account/{orgId}/invoices', { ...orgPath(orgId), signal })))) ?? [],
    enabled: accountIsActive(account),
  });

/** The plan, add-on and credit prices of an organization (spec 03 §7 "Pricing … load"; spec 01 §7). */
export type BillingPricing = Schemas['BillingPricing'];
export const pricingQuery = (orgId: number) =>
  queryOptions({
    queryKey: billingKeys.pricing(orgId),
    queryFn: ({ signal }) => ok(client.GET('/billing/v1/account/{orgId}/pricing', { ...orgPath(orgId), signal })),
  });

/** How the organization is billed: devices beyond the plan and whether credits are sold (spec 03 §7 "billing-model load"). */
export const billingModelQuery = (orgId: number) =>
  queryOptions({
    queryKey: billingKeys.model(orgId),
    queryFn: ({ signal }) => ok(client.GET('/billing/v1/account/{orgId}/billing-model', { ...orgPath(orgId), signal })),
  });

export const canAccessSupportQuery = (orgId: number) =>
  queryOptions({
    queryKey: billingKeys.supportAccess(orgId),
    queryFn: ({ signal }) =>
      ok(client.GET('/billing/v1/account/{orgId}/can-access-support', { ...orgPath(orgId), signal })),
  });

/** A plan's fields and its add-ons and features, as every plan read selects them. */
const PLAN_SELECT = [
  'id',
  'title',
  'billing_code',
  'can_self_serve',
  'is_legacy',
  'annual_price',
  'monthly_price',
  'is_valid_from__date',
  'is_valid_until__date',
] as const;
const PLAN_EXPAND = {
  plan_addon: {
    $select: ['id', 'base_price', 'can_self_serve', 'bills_dynamically'],
    $expand: { offers__feature: { $select: ['slug'] } },
  },
  plan_feature: { $select: ['id', 'quantity'], $expand: { provides__feature: { $select: ['slug'] } } },
} as const;

/** GET plan with add-ons, features and discount codes, ordered by monthly_price (spec 03 §7). */
const plansRead = readOptions('plan', {
  $select: [...PLAN_SELECT],
  $expand: { ...PLAN_EXPAND, discount_code: { $select: ['id', 'code', 'discount_percentage'] } },
  $orderby: { monthly_price: 'asc' },
});

/** Every plan with its add-ons, features and discount codes, by monthly price; cached for an hour (spec 03 §7, §9). */
export const plansQuery = () =>
  queryOptions({
    queryKey: billingKeys.plans(),
    queryFn: ({ signal }) => read('plan', plansRead, { signal }),
    staleTime: 60 * 60 * 1000,
  });
export type PlanRow = RowOf<'plan', typeof plansRead>;

/** GET plan by billing_code free (spec 03 §7): the plan the cancel button proposes. */
const freePlanRead = readOptions('plan', {
  $select: [...PLAN_SELECT],
  $expand: { ...PLAN_EXPAND, discount_code: { $select: ['id', 'code', 'discount_percentage'] } },
  $filter: { billing_code: 'free' },
  $top: 1,
});

/** The free plan, read by its billing code and cached like the plan list; null when the catalog has none. */
export const freePlanQuery = () =>
  queryOptions({
    queryKey: [...billingKeys.plans(), 'free'] as const,
    queryFn: async ({ signal }): Promise<PlanRow | null> => (await read('plan', freePlanRead, { signal }))[0] ?? null,
    staleTime: 60 * 60 * 1000,
  });

const supportTiersRead = readOptions('support_feature', {
  $select: ['id'],
  $expand: {
    feature: { $select: ['slug'] },
    support_tier: { $select: ['title', 'includes__SLA', 'includes_private_support'] },
  },
});

/** A support tier as a plan's support:* feature grants it (spec 03 §3 "Support feature and tier"). */
export interface SupportTier {
  title: string;
  sla: string | null;
  privateSupport: boolean;
}

/**
 * GET support_feature with support_tier (spec 03 §7): the support tier each support:* feature slug
 * grants, cached like the plans (the catalog changes rarely).
 */
export const supportTiersQuery = () =>
  queryOptions({
    queryKey: billingKeys.supportTiers(),
    queryFn: async ({ signal }): Promise<Map<string, SupportTier>> => {
      const rows = await read('support_feature', supportTiersRead, { signal });
      const tiers = new Map<string, SupportTier>();
      for (const row of rows) {
        const slug = row.feature[0]?.slug;
        const tier = row.support_tier[0];
        if (slug && tier)
          tiers.set(slug, {
            title: tier.title,
            sla: tier.includes__SLA ?? null,
            privateSupport: tier.includes_private_support === true,
          });
      }
      return tiers;
    },
    staleTime: 60 * 60 * 1000,
  });

/**
 * GET subscription (spec 03 §7): the active subscription of an organization, expanding its plan with
 * the plan's add-ons and features, its prepaid add-ons and its add-on discounts.
 */
const subscriptionRead = (orgId: number) =>
  readOptions('subscription', {
    $select: ['id', 'billing_cycle', 'discount_percentage', 'starts_on__date', 'ends_on__date', 'is_active'],
    $filter: { is_for__organization: orgId, is_active: true },
    $expand: {
      is_for__plan: { $select: [...PLAN_SELECT], $expand: PLAN_EXPAND },
      subscription_addon_discount: { $select: ['id', 'discount_percentage', 'is_for__plan_addon'] },
      subscription_prepaid_addon: {
        $select: ['id', 'discount_percentage', 'quantity', 'starts_on__date', 'expires_on__date', 'is_for__plan_addon'],
      },
    },
    $top: 1,
  });

/**
 * The organization's active subscription with its plan, add-on discounts and prepaid add-ons (spec 03
 * §3, §7 "GET subscription: active subscription of an organization"); null when it has none.
 */
export const subscriptionQuery = (orgId: number) =>
  queryOptions({
    queryKey: billingKeys.subscription(orgId),
    queryFn: async ({ signal }) => (await read('subscription', subscriptionRead(orgId), { signal }))[0] ?? null,
  });
export type SubscriptionRow = RowOf<'subscription', ReturnType<typeof subscriptionRead>>;

/** The user's organizations with their past-due and frozen state, for the shell's billing banners. */
export const billingNoticesQuery = (userId: number) =>
  queryOptions({
    queryKey: billingKeys.notices(userId),
    queryFn: ({ signal }) => readUserOrgsBillingState(userId, signal),
    staleTime: 60_000,
  });

/**
 * The preferred billing organization (spec 03 §2): the first organization the user administers,
 * by membership id; null when the user administers none.
 */
export const preferredBillingOrgQuery = (userId: number) =>
  queryOptions({
    queryKey: billingKeys.preferred(userId),
    queryFn: ({ signal }) => readFirstAdministeredOrgId(userId, signal),
  });

// --- writes -------------------------------------------------------------------------------------

/** PATCH /billing/v1/account/{orgId}: email, company, address, tax id. */
export function useUpdateAccount(orgId: number) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingAccountUpdate) =>
      ok(client.PATCH('/billing/v1/account/{orgId}', { ...orgPath(orgId), body })),
    onSuccess: (account) => queries.setQueryData(billingKeys.account(orgId), account),
  });
}

/**
 * PATCH /billing/v1/account/{orgId}/plan; refreshes the plan, invoices and the organization's billing
 * state, and the usage unless the new plan is free (spec 03 §4 "usage is reloaded unless the new plan
 * is free").
 */
export function useChangePlan(orgId: number) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (body: PlanChange) =>
      planFromWire(await ok(client.PATCH('/billing/v1/account/{orgId}/plan', { ...orgPath(orgId), body }))),
    onSuccess: (_plan, body) => {
      const usage = billingKeys.usage(orgId);
      const isUsage = (key: readonly unknown[]) => key.length === usage.length && key.every((k, i) => k === usage[i]);
      return queries.invalidateQueries({
        queryKey: billingKeys.org(orgId),
        predicate: (q) => body.tier !== 'free' || !isUsage(q.queryKey),
      });
    },
  });
}

/** POST /billing/v1/account/{orgId}/setup-intent; a missing client_secret is an error (spec 03 §7). */
export async function createSetupIntent(orgId: number, captcha: string): Promise<{ id: string; clientSecret: string }> {
  const intent = await ok(
    client.POST('/billing/v1/account/{orgId}/setup-intent', {
      ...orgPath(orgId),
      body: { organization: orgId, 'g-recaptcha-response': captcha },
    }),
  );
  if (!intent.client_secret) throw new Error('The payment setup returned no client secret');
  return { id: intent.id, clientSecret: intent.client_secret };
}

/**
 * PATCH /billing/v1/account/{orgId}/info with a payment-method token; refreshes the whole billing
 * state after every attempt: a 402 (the debt charge declined) still leaves the new method on file.
 */
export function useAttachPaymentMethod(orgId: number) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['BillingInfoUpdate']) =>
      ok(client.PATCH('/billing/v1/account/{orgId}/info', { ...orgPath(orgId), body })),
    onSettled: () => {
      void queries.invalidateQueries({ queryKey: billingKeys.org(orgId) });
      void queries.invalidateQueries({ queryKey: billingKeys.all() });
    },
  });
}

/** DELETE /billing/v1/account/{orgId}/info (free tier only, spec 03 §4). */
export function useRemovePaymentMethod(orgId: number) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: () => ok(client.DELETE('/billing/v1/account/{orgId}/info', orgPath(orgId))),
    onSuccess: () => queries.invalidateQueries({ queryKey: billingKeys.info(orgId) }),
  });
}

/** GET the invoice PDF as a blob (spec 03 §7 downloadInvoice). */
export const downloadInvoice = (orgId: number, invoiceNumber: string) =>
  ok(
    client.GET('/billing/v1/account/{orgId}/invoices/{invoiceNumber}/download', {
      params: { path: { orgId, invoiceNumber } },
    }),
  );
