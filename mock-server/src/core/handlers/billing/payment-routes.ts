/**
 * Payment method and invoice routes of the billing API (api-ground-truth §4; spec 03 §3, §4, §7):
 * info GET/PATCH/DELETE, setup intents for the offline Stripe double, the invoice list (amounts as
 * strings, newest first) and the invoice PDF download (drafts are not downloadable).
 */
import { empty, json, jsonError, type CoreResponse } from '../../http.ts';
import type { RouteDef } from '../../router.ts';
import type { CoreDeps } from '../../deps.ts';
import type { Invoice } from '../../store/private.ts';
import { zBillingInfoUpdate, zSetupIntentRequest } from '../../../../../generated/zod/zod.gen.ts';
import { ensureAccount } from './account.ts';
import { validateBody } from '../../validate-body.ts';
import { CAPTCHA_FAILING_RESPONSE } from '../account/constants.ts';
import {
  CAPTCHA_NOT_VERIFIED,
  DRAFT_NOT_DOWNLOADABLE,
  FREE_PLAN_CODE,
  INVOICE_NOT_FOUND,
  NO_PAYMENT_METHOD,
  ORGANIZATION_MISMATCH,
  REMOVE_ONLY_FREE,
} from './constants.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { attachPaymentMethod, contactOnlyWire, debtDeclinedProblem, infoWire } from './payment-info.ts';
import { currentPlan } from './plans.ts';
import { accountOr404, billingRoute, isAccount } from './route-kit.ts';
import { createSetupIntent } from './stripe/intents.ts';

const BASE = '/billing/v1/account/:orgId';

/** Invoice as the API answers it (no internal organization id). */
function invoiceWire(inv: Invoice): Omit<Invoice, 'organizationId'> {
  const { organizationId: _omit, ...rest } = inv;
  return rest;
}

/** Payment-method, setup-intent and invoice routes. */
export function paymentRoutes(deps: CoreDeps): RouteDef[] {
  return [
    billingRoute(deps, 'GET', `${BASE}/info`, 'getBillingInfo', (c) => {
      // Without a billing account (a free organization) the info is empty, not a 404 (balena-sdk
      // tests/integration/models/billing.spec.ts getBillingInfo of a free account).
      if (!c.world.store.priv.billingAccounts.has(c.orgId)) return json(200, {});
      const info = c.world.store.priv.billingInfo.get(c.orgId);
      return json(200, info ? infoWire(info) : contactOnlyWire(c.world, c.orgId));
    }),
    billingRoute(deps, 'PATCH', `${BASE}/info`, 'updateBillingInfo', (c, { req }) => {
      const parsed = validateBody(zBillingInfoUpdate, req.body);
      if (!parsed.ok) return parsed.response;
      const result = attachPaymentMethod(c.world, c.orgId, c.user, parsed.value);
      if (typeof result === 'string') return jsonError(400, result);
      // The method is on file either way; a declined charge for the debt is the caller's to hear.
      const declined = debtDeclinedProblem(c.world, c.orgId);
      return declined ? jsonError(402, declined) : json(200, infoWire(result));
    }),
    billingRoute(deps, 'DELETE', `${BASE}/info`, 'removeBillingInfo', (c) => {
      if (currentPlan(c.world.store, c.orgId)?.billing_code !== FREE_PLAN_CODE) return jsonError(400, REMOVE_ONLY_FREE);
      if (!c.world.store.priv.billingInfo.delete(c.orgId)) return jsonError(400, NO_PAYMENT_METHOD);
      return empty(200);
    }),
    billingRoute(deps, 'POST', `${BASE}/setup-intent`, 'createBillingSetupIntent', (c, { req }) => {
      const parsed = validateBody(zSetupIntentRequest, req.body, { optional: true });
      if (!parsed.ok) return parsed.response;
      if (parsed.value.organization !== undefined && parsed.value.organization !== c.orgId)
        return jsonError(400, ORGANIZATION_MISMATCH);
      // The captcha is optional here (a redirect return has none), but the documented failing answer fails.
      if (parsed.value['g-recaptcha-response']?.trim() === CAPTCHA_FAILING_RESPONSE)
        return jsonError(400, CAPTCHA_NOT_VERIFIED);
      ensureAccount(c.world, c.orgId, c.user);
      const intent = createSetupIntent(c.world, c.orgId);
      return json(200, { id: intent.id, client_secret: intent.clientSecret });
    }),
    billingRoute(deps, 'GET', `${BASE}/invoices`, 'getBillingInvoices', (c) => {
      // A free organization without a billing account has no invoices: [] (balena-sdk billing.spec.ts).
      const list = [...(c.world.store.priv.invoices.get(c.orgId) ?? [])].sort((a, b) =>
        b.created_at.localeCompare(a.created_at),
      );
      return json(200, list.map(invoiceWire));
    }),
    billingRoute(
      deps,
      'GET',
      `${BASE}/invoices/:invoiceNumber/download`,
      'downloadBillingInvoice',
      async (c, { params }): Promise<CoreResponse> => {
        const account = accountOr404(c);
        if (!isAccount(account)) return account;
        const invoice = (c.world.store.priv.invoices.get(c.orgId) ?? []).find(
          (i) => i.invoice_number === params.invoiceNumber,
        );
        if (!invoice) return jsonError(404, INVOICE_NOT_FOUND);
        if (invoice.state === 'draft') return jsonError(400, DRAFT_NOT_DOWNLOADABLE);
        const bytes = await invoicePdf(invoice, account, String(c.org.name));
        return {
          status: 200,
          body: {
            kind: 'bytes',
            value: bytes,
            contentType: 'application/pdf',
            filename: `invoice-${invoice.invoice_number}.pdf`,
          },
        };
      },
    ),
  ];
}
