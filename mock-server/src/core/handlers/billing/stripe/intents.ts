/**
 * Server side of the offline Stripe double: setup intents (created by POST
 * /billing/v1/account/:orgId/setup-intent) and payment intents, confirmed with test payment details.
 * A confirmation creates a `pm_fleetmock_N` payment method the billing API can attach
 * (docs/payments.md). Answers use Stripe's object and error shapes (openapi/paths/external.yaml).
 */
import type { World } from '../../../world.ts';
import {
  billingState,
  clientSecretFor,
  nextMockId,
  type MockPaymentIntent,
  type MockPaymentMethod,
  type MockSetupIntent,
} from '../state.ts';
import { FAILING_CHARGE_LAST4 } from '../constants.ts';
import { cardBrand, cardProblem, needsAuthentication, type CardError } from './cards.ts';

export interface PaymentMethodData {
  type: 'card' | 'us_bank_account' | 'sepa_debit';
  card?: { number: string; exp_month: number; exp_year: number; cvc?: string };
  us_bank_account?: { routing_number: string; account_number: string };
  sepa_debit?: { iban: string };
  billing_details?: { name?: string; email?: string; address?: Record<string, unknown> };
}

export type StripeOutcome = { status: number; body: unknown };

/** Stripe's error body. */
export const stripeError = (
  status: number,
  type: string,
  error: Omit<CardError, 'message'> & { message: string },
): StripeOutcome => ({ status, body: { error: { type, ...error } } });

const missing = (kind: string, id: string): StripeOutcome =>
  stripeError(404, 'invalid_request_error', { code: 'resource_missing', message: `No such ${kind}: ${id}` });
const badSecret = (kind: string): StripeOutcome =>
  stripeError(400, 'invalid_request_error', { code: 'resource_missing', message: `No such ${kind} client secret` });

/** A new setup intent of an organization (spec 03 §4: the payment dialog starts with one). */
export function createSetupIntent(world: World, orgId: number): MockSetupIntent {
  const id = nextMockId(world, 'seti');
  const intent: MockSetupIntent = {
    id,
    clientSecret: clientSecretFor(id, billingState(world).nextId),
    organizationId: orgId,
    status: 'requires_payment_method',
    paymentMethod: null,
    lastError: null,
  };
  billingState(world).setupIntents.set(id, intent);
  return intent;
}

/** A new payment intent (the double's stand-in for a server-side PaymentIntent create). */
export function createPaymentIntent(world: World, amount: number, currency: string): MockPaymentIntent {
  const id = nextMockId(world, 'pi');
  const intent: MockPaymentIntent = {
    id,
    clientSecret: clientSecretFor(id, billingState(world).nextId),
    amount,
    currency,
    status: 'requires_payment_method',
    paymentMethod: null,
    lastError: null,
  };
  billingState(world).paymentIntents.set(id, intent);
  return intent;
}

/** ISO 13616 check: the country code and check digits moved to the end, letters as numbers, mod 97 = 1. */
function ibanValid(iban: string): boolean {
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const n = ch >= 'A' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of n) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

/** Builds a payment method from test details, or the card_error they raise. */
function paymentMethodFrom(world: World, data: PaymentMethodData): MockPaymentMethod | StripeOutcome {
  const details = data.billing_details ? { ...data.billing_details } : null;
  if (data.type === 'card') {
    if (!data.card)
      return stripeError(400, 'invalid_request_error', {
        code: 'parameter_missing',
        message: 'Missing required param: payment_method_data[card].',
      });
    const number = data.card.number.replace(/\s+/g, '');
    const problem = cardProblem({ ...data.card, number }, world.clock.now());
    if (problem) return stripeError(402, 'card_error', problem);
    return {
      id: nextMockId(world, 'pm'),
      type: 'card',
      brand: cardBrand(number),
      last4: number.slice(-4),
      first1: number.charAt(0),
      expMonth: data.card.exp_month,
      expYear: data.card.exp_year,
      routingNumber: null,
      failsCharges: number.endsWith(FAILING_CHARGE_LAST4),
      billingDetails: details,
    };
  }
  if (data.type === 'us_bank_account' && data.us_bank_account) {
    const { routing_number, account_number } = data.us_bank_account;
    return {
      id: nextMockId(world, 'pm'),
      type: 'us_bank_account',
      brand: null,
      last4: account_number.slice(-4),
      first1: null,
      expMonth: null,
      expYear: null,
      routingNumber: routing_number,
      failsCharges: false,
      billingDetails: details,
    };
  }
  if (data.type === 'sepa_debit' && data.sepa_debit) {
    const iban = data.sepa_debit.iban.replace(/\s+/g, '').toUpperCase();
    if (!ibanValid(iban))
      return stripeError(402, 'invalid_request_error', {
        code: 'invalid_bank_account_iban',
        message: 'The IBAN you entered is invalid.',
      });
    return {
      id: nextMockId(world, 'pm'),
      type: 'sepa_debit',
      brand: null,
      last4: iban.slice(-4),
      first1: null,
      expMonth: null,
      expYear: null,
      // Like Stripe and the real API, only the last four digits of an IBAN are kept and answered.
      routingNumber: null,
      failsCharges: false,
      billingDetails: details,
    };
  }
  return stripeError(400, 'invalid_request_error', {
    code: 'parameter_missing',
    message: `Missing required param: payment_method_data[${data.type}].`,
  });
}

/** Stripe's next_action while an intent waits for 3-D Secure (Stripe.js handles `use_stripe_sdk` itself). */
const nextAction = (i: { status: string }) =>
  i.status === 'requires_action' ? { next_action: { type: 'use_stripe_sdk' } } : {};

const setupIntentObject = (i: MockSetupIntent) => ({
  id: i.id,
  object: 'setup_intent',
  client_secret: i.clientSecret,
  status: i.status,
  payment_method: i.status === 'requires_action' ? (i.pendingMethod?.id ?? null) : i.paymentMethod,
  last_setup_error: i.lastError,
  ...nextAction(i),
});

const paymentIntentObject = (i: MockPaymentIntent) => ({
  id: i.id,
  object: 'payment_intent',
  client_secret: i.clientSecret,
  amount: i.amount,
  currency: i.currency,
  status: i.status,
  payment_method: i.status === 'requires_action' ? (i.pendingMethod?.id ?? null) : i.paymentMethod,
  last_payment_error: i.lastError,
  ...nextAction(i),
});

/** Whether the details are a 3-D Secure test card (docs/payments.md). */
const wantsAuthentication = (data: PaymentMethodData): boolean =>
  data.type === 'card' && !!data.card && needsAuthentication(data.card.number);

/** Stripe's texts when the cardholder fails (or abandons) the 3-D Secure challenge. */
const AUTHENTICATION_FAILED_MESSAGE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

export type AuthenticationOutcome = 'complete' | 'fail';

/**
 * Settles the 3-D Secure challenge of a setup or payment intent in requires_action (POST
 * /__ext/stripe/v1/{setup_intents|payment_intents}/:id/authenticate, sent by the stand-in's
 * challenge dialog): `complete` attaches the waiting payment method and succeeds the intent; `fail`
 * returns the intent to requires_payment_method with Stripe's authentication failure (402).
 */
export function authenticateIntent(
  world: World,
  kind: 'setup_intent' | 'payment_intent',
  id: string,
  clientSecret: string,
  outcome: AuthenticationOutcome,
): StripeOutcome {
  const state = billingState(world);
  const intent = kind === 'setup_intent' ? state.setupIntents.get(id) : state.paymentIntents.get(id);
  const name = kind === 'setup_intent' ? 'setupintent' : 'payment_intent';
  if (!intent) return missing(name, id);
  if (intent.clientSecret !== clientSecret) return badSecret(name);
  const asObject = (): StripeOutcome => ({
    status: 200,
    body: 'amount' in intent ? paymentIntentObject(intent) : setupIntentObject(intent),
  });
  if (intent.status !== 'requires_action' || !intent.pendingMethod)
    return stripeError(400, 'invalid_request_error', {
      code: 'payment_intent_unexpected_state',
      message: `This ${kind === 'setup_intent' ? 'SetupIntent' : 'PaymentIntent'} does not require authentication (status ${intent.status}).`,
    });
  const pm = intent.pendingMethod;
  delete intent.pendingMethod;
  if (outcome === 'fail') {
    const code = `${kind}_authentication_failure`;
    Object.assign(intent, {
      status: 'requires_payment_method',
      lastError: { code, message: AUTHENTICATION_FAILED_MESSAGE },
    });
    return stripeError(402, 'invalid_request_error', { code, message: AUTHENTICATION_FAILED_MESSAGE });
  }
  state.paymentMethods.set(pm.id, pm);
  Object.assign(intent, { status: 'succeeded', paymentMethod: pm.id, lastError: null });
  return asObject();
}

/** Confirms a setup intent (POST /__ext/stripe/v1/setup_intents/:id/confirm). */
export function confirmSetupIntent(
  world: World,
  id: string,
  clientSecret: string,
  data: PaymentMethodData,
): StripeOutcome {
  const state = billingState(world);
  const intent = state.setupIntents.get(id);
  if (!intent) return missing('setupintent', id);
  if (intent.clientSecret !== clientSecret) return badSecret('setupintent');
  if (intent.status === 'succeeded') return { status: 200, body: setupIntentObject(intent) };
  const pm = paymentMethodFrom(world, data);
  if ('status' in pm) {
    const err = (pm.body as { error: CardError }).error;
    intent.lastError = { code: err.code, message: err.message };
    return pm;
  }
  if (wantsAuthentication(data)) {
    // Stripe answers 200 with requires_action; Stripe.js then runs the challenge.
    Object.assign(intent, { status: 'requires_action', pendingMethod: pm, lastError: null });
    return { status: 200, body: setupIntentObject(intent) };
  }
  state.paymentMethods.set(pm.id, pm);
  Object.assign(intent, { status: 'succeeded', paymentMethod: pm.id, lastError: null });
  return { status: 200, body: setupIntentObject(intent) };
}

/** Confirms a payment intent; a card whose charges fail (…0341) is declined here. */
export function confirmPaymentIntent(
  world: World,
  id: string,
  clientSecret: string,
  data: PaymentMethodData,
): StripeOutcome {
  const state = billingState(world);
  const intent = state.paymentIntents.get(id);
  if (!intent) return missing('payment_intent', id);
  if (intent.clientSecret !== clientSecret) return badSecret('payment_intent');
  if (intent.status === 'succeeded') return { status: 200, body: paymentIntentObject(intent) };
  const pm = paymentMethodFrom(world, data);
  const declined =
    !('status' in pm) && pm.failsCharges
      ? stripeError(402, 'card_error', {
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        })
      : undefined;
  const failure = 'status' in pm ? pm : declined;
  if (failure) {
    const err = (failure.body as { error: CardError }).error;
    intent.lastError = { code: err.code, message: err.message };
    return failure;
  }
  const method = pm as MockPaymentMethod;
  if (wantsAuthentication(data)) {
    Object.assign(intent, { status: 'requires_action', pendingMethod: method, lastError: null });
    return { status: 200, body: paymentIntentObject(intent) };
  }
  state.paymentMethods.set(method.id, method);
  Object.assign(intent, { status: 'succeeded', paymentMethod: method.id, lastError: null });
  return { status: 200, body: paymentIntentObject(intent) };
}

/** Reads a payment intent by id and client secret (retrievePaymentIntent). */
export function retrievePaymentIntent(world: World, id: string, clientSecret: string): StripeOutcome {
  const intent = billingState(world).paymentIntents.get(id);
  if (!intent) return missing('payment_intent', id);
  if (intent.clientSecret !== clientSecret) return badSecret('payment_intent');
  return { status: 200, body: paymentIntentObject(intent) };
}
