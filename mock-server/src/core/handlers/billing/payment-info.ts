/**
 * Payment method on file (GET/PATCH/DELETE /billing/v1/account/:orgId/info; api-ground-truth §4,
 * spec 03 §3, §4): the wire shape (card, bank or contact only), attaching a payment method created
 * by the offline Stripe double (by payment-method id, or by setup intent id after a redirect), and
 * removal, which only the free tier allows.
 */
import type { BillingInfo } from '../../store/private.ts';
import type { World } from '../../world.ts';
import type { UserActor } from '../../auth/index.ts';
import {
  ALWAYS_AUTHENTICATE_LAST4,
  AUTHENTICATION_REQUIRED,
  BANK_DECLINED,
  CAPTCHA_NOT_VERIFIED,
  CARD_DECLINED,
  DEBT_DECLINED_FROZEN,
  DEBT_DECLINED_PAST_DUE,
  FAILING_CHARGE_LAST4,
  SETUP_NOT_SUCCEEDED,
  UNKNOWN_TOKEN,
} from './constants.ts';
import { ensureAccount } from './account.ts';
import { CAPTCHA_FAILING_RESPONSE } from '../account/constants.ts';
import { billingState, type MockPaymentMethod } from './state.ts';
import { settlePastDue } from '../../billing/past-due.ts';

/** Whether a payment method type is a bank debit (spec 03 §4: bank_account, us_bank_account, sepa_debit), not a card. */
export const isBankMethod = (type: string | undefined): boolean =>
  type === 'bank_account' || type === 'us_bank_account' || type === 'sepa_debit';

/** Wire shape: contact fields flattened, plus card or bank fields by type (api-ground-truth §4). */
export function infoWire(info: BillingInfo): Record<string, unknown> {
  const base = {
    full_name: info.full_name,
    first_name: info.first_name,
    last_name: info.last_name,
    company: info.company,
    vat_number: info.vat_number || null,
    address1: info.address.address1,
    address2: info.address.address2 || null,
    city: info.address.city,
    state: info.address.state,
    zip: info.address.zip,
    country: info.address.country,
    phone: info.address.phone || null,
  };
  if (info.type === 'credit_card' || info.type === 'card') {
    return {
      ...base,
      type: info.type,
      card_type: info.card_type,
      first_one: info.first_one,
      last_four: info.last_four,
      month: info.month,
      year: info.year,
    };
  }
  if (info.type === 'paypal') return { ...base, type: info.type };
  // A US bank account's routing number names the bank, not the account, and is public; a SEPA
  // account has none (its IBAN is the account number), and only its last four digits leave the
  // server, as Stripe answers a sepa_debit payment method.
  const routing = info.type === 'sepa_debit' ? null : info.routing_number;
  return { ...base, type: info.type, routing_number: routing, last_four: info.last_four, bank_name: null };
}

/** Billing contact without a payment method (NoPaymentMethod in the contract). */
export function contactOnlyWire(world: World, orgId: number): Record<string, unknown> {
  const account = world.store.priv.billingAccounts.get(orgId);
  const a = account?.address;
  return {
    full_name: null,
    first_name: null,
    last_name: null,
    company: account?.company_name ?? null,
    vat_number: account?.tax_id?.value ?? null,
    address1: a?.address1 || null,
    address2: a?.address2 || null,
    city: a?.city || null,
    state: a?.state || null,
    zip: a?.zip || null,
    country: a?.country || null,
    phone: a?.phone || null,
    type: null,
  };
}

export interface AttachRequest {
  token_id: string;
  'g-recaptcha-response'?: string;
  token_type?: 'payment_method' | 'setup_intent';
  setAsCompanyAddress?: boolean;
}

/** The payment method a token names: a `pm_` id, or a succeeded setup intent of this organization. */
function resolveToken(world: World, orgId: number, req: AttachRequest): MockPaymentMethod | string {
  const state = billingState(world);
  if (req.token_type === 'setup_intent' || req.token_id.startsWith('seti_')) {
    const intent = state.setupIntents.get(req.token_id);
    if (!intent || intent.organizationId !== orgId) return UNKNOWN_TOKEN;
    if (intent.status !== 'succeeded' || !intent.paymentMethod) return SETUP_NOT_SUCCEEDED;
    return state.paymentMethods.get(intent.paymentMethod) ?? UNKNOWN_TOKEN;
  }
  return state.paymentMethods.get(req.token_id) ?? UNKNOWN_TOKEN;
}

/**
 * Attaches a payment method (spec 03 §4 "Payment method dialog"): a captcha is needed unless the
 * token is a setup intent (redirect return); like the account routes, any non-empty response but
 * the documented failing one passes (the mock configures no reCAPTCHA site key). Attaching settles
 * past-due invoices and unfreezes, except with the card whose charges fail (…0341): its charge for
 * the debt is declined, so the invoices stay unpaid and the organization stays past due or frozen.
 */
export function attachPaymentMethod(
  world: World,
  orgId: number,
  user: UserActor,
  req: AttachRequest,
): BillingInfo | string {
  const isSetupIntent = req.token_type === 'setup_intent';
  const captcha = req['g-recaptcha-response']?.trim();
  if (!isSetupIntent && (!captcha || captcha === CAPTCHA_FAILING_RESPONSE)) return CAPTCHA_NOT_VERIFIED;
  const pm = resolveToken(world, orgId, req);
  if (typeof pm === 'string') return pm;
  const account = ensureAccount(world, orgId, user);
  const details = pm.billingDetails;
  const addr = details?.address ?? {};
  const str = (v: unknown): string => (typeof v === 'string' ? v : '');
  const fromDetails = {
    address1: str(addr.line1),
    address2: str(addr.line2),
    city: str(addr.city),
    state: str(addr.state),
    zip: str(addr.postal_code),
    country: str(addr.country),
    phone: account.address.phone,
  };
  const address = details?.address ? fromDetails : { ...account.address };
  if (req.setAsCompanyAddress && details?.address) account.address = { ...fromDetails };
  const name = details?.name?.trim() || account.company_name;
  const [first, ...rest] = name.split(/\s+/);
  const card = pm.type === 'card';
  const info: BillingInfo = {
    organizationId: orgId,
    type: card ? 'card' : pm.type,
    full_name: name,
    first_name: first ?? '',
    last_name: rest.join(' '),
    company: account.company_name,
    vat_number: account.tax_id?.value ?? '',
    address,
    card_type: card ? pm.brand : null,
    first_one: pm.first1,
    last_four: pm.last4,
    month: pm.expMonth,
    year: pm.expYear,
    routing_number: pm.routingNumber,
  };
  world.store.priv.billingInfo.set(orgId, info);
  if (!chargeDeclined(world, orgId)) settlePastDue(world, orgId);
  return info;
}

/**
 * Why the debt of an organization in arrears stays unpaid after a payment method was attached: a
 * card whose charges are declined (…0341, or …3184 off-session, see chargeDeclined) is kept on file,
 * but its charge for the past-due invoices is declined, and a frozen organization stays frozen.
 * Undefined when there is no debt or it was paid.
 */
export function debtDeclinedProblem(world: World, orgId: number): string | undefined {
  if (!chargeDeclined(world, orgId)) return undefined;
  const org = world.store.get('organization', orgId);
  if (!org) return undefined;
  if (org.is_frozen === true) return DEBT_DECLINED_FROZEN;
  return typeof org.has_past_due_invoice_since__date === 'string' ? DEBT_DECLINED_PAST_DUE : undefined;
}

/**
 * Why the mock's own charges of the card on file (credit purchases, paid plan changes, the debt on
 * attaching) are declined, or undefined when they go through: the documented card whose charges fail
 * (…0341) is declined; the 3-D Secure card that authenticates every transaction (4000 0027 6000 3184)
 * cannot be charged off-session, like Stripe's authentication_required decline.
 */
export function chargeDeclined(world: World, orgId: number): string | undefined {
  const info = world.store.priv.billingInfo.get(orgId);
  if (info?.last_four === FAILING_CHARGE_LAST4) return isBankMethod(info.type) ? BANK_DECLINED : CARD_DECLINED;
  if (info?.type === 'card' && info.last_four === ALWAYS_AUTHENTICATE_LAST4) return AUTHENTICATION_REQUIRED;
  return undefined;
}
