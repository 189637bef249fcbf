/**
 * An organization's billing account (spec 03 §2–§7): the account, current plan, billing info
 * (payment method), invoices, usage, the free-plan allowance, pricing, billing model and support
 * access from the billing service, and the organization's billing state (frozen, past due, the
 * user's role; the shell's banners; the preferred billing organization) through the organization
 * owner's reads. Writes: account info, plan change, setup intent, payment method attach and removal,
 * invoice download.
 */
import { queryOptions } from '@tanstack/react-query';
import { client, isApiError, ok } from '../client.ts';
import { readOrgBillingState, readUserOrgsBillingState, type BillingContext } from '../organization/lists.ts';
import { readFirstAdministeredOrgId } from '../organization/memberships.ts';
import { billingKeys } from './keys.ts';
import { planFromWire, type BillingAccount, type BillingAccountUpdate, type PlanChange, type Schemas } from './plan.ts';
import { useWrite } from '../mutation.ts';

export type { BillingContext };

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

/** The organization as billing needs it, with the user's role; null when it does not exist. */
export const billingContextQuery = (orgId: number, userId: number) =>
  queryOptions({
    queryKey: billingKeys.context(orgId, userId),
    queryFn: async ({ signal }): Promise<BillingContext | null> => {
      return readOrgBillingState(orgId, userId, signal);
    },
  });

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

/** PATCH /billing/v1/account/{orgId}: email, company, address, tax id. */
export function useUpdateAccount(orgId: number) {
  return useWrite(
    (body: BillingAccountUpdate) => ok(client.PATCH('/billing/v1/account/{orgId}', { ...orgPath(orgId), body })),
    () => [],
    { put: (account) => [[billingKeys.account(orgId), () => account]] },
  );
}

/**
 * PATCH /billing/v1/account/{orgId}/plan; refreshes the plan, invoices and the organization's billing
 * state, and the usage unless the new plan is free (spec 03 §4 "usage is reloaded unless the new plan
 * is free").
 */
export function useChangePlan(orgId: number) {
  return useWrite(
    async (body: PlanChange) =>
      planFromWire(await ok(client.PATCH('/billing/v1/account/{orgId}/plan', { ...orgPath(orgId), body }))),
    () => [billingKeys.org(orgId)],
    { keep: (body) => (body.tier === 'free' ? [billingKeys.usage(orgId)] : []) },
  );
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
  return useWrite(
    (body: Schemas['BillingInfoUpdate']) =>
      ok(client.PATCH('/billing/v1/account/{orgId}/info', { ...orgPath(orgId), body })),
    () => [billingKeys.org(orgId), billingKeys.all()],
    { when: 'settled', wait: false },
  );
}

/** DELETE /billing/v1/account/{orgId}/info (free tier only, spec 03 §4). */
export function useRemovePaymentMethod(orgId: number) {
  return useWrite(
    () => ok(client.DELETE('/billing/v1/account/{orgId}/info', orgPath(orgId))),
    () => [billingKeys.info(orgId)],
  );
}

/** GET the invoice PDF as a blob (spec 03 §7 downloadInvoice). */
export const downloadInvoice = (orgId: number, invoiceNumber: string) =>
  ok(
    client.GET('/billing/v1/account/{orgId}/invoices/{invoiceNumber}/download', {
      params: { path: { orgId, invoiceNumber } },
    }),
  );
