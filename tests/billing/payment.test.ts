/**
 * Payment method flow with the offline Stripe double (spec 03 §4 "Payment method dialog"; contract
 * paths/billing.yaml info + setup-intent, paths/external.yaml stripe): setup intent → confirm with a
 * test card → attach by setup intent or payment method; declines; captcha; removal on the free tier
 * only; paying settles past-due and frozen organizations.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { billingFixture, type BillingFixture } from './helpers.ts';
import {
  CAPTCHA_NOT_VERIFIED,
  DAY_MS,
  NO_ACCOUNT,
  REMOVE_ONLY_FREE,
  SETUP_NOT_SUCCEEDED,
  UNKNOWN_TOKEN,
} from '../../mock-server/src/core/handlers/billing/constants.ts';

let f: BillingFixture;
const base = (id: number) => `/billing/v1/account/${id}`;
const card = (number: string, exp_year = 2030) => ({
  type: 'card',
  card: { number, exp_month: 12, exp_year, cvc: '123' },
});

async function setupIntent(persona: string, org: number): Promise<{ id: string; client_secret: string }> {
  const res = await f.as(persona, 'POST', `${base(org)}/setup-intent`, {
    organization: org,
    'g-recaptcha-response': 'ok',
  });
  expect(res.status).toBe(200);
  return res.json as { id: string; client_secret: string };
}
const confirm = (intent: { id: string; client_secret: string }, data: unknown) =>
  f.as(null, 'POST', `/__ext/stripe/v1/setup_intents/${intent.id}/confirm`, {
    client_secret: intent.client_secret,
    payment_method_data: data,
  });

beforeAll(async () => {
  f = await billingFixture('billing-payment');
});

describe('setup intent and Stripe double confirmation', () => {
  test('a Visa test card succeeds and attaches by setup intent (redirect return, no captcha)', async () => {
    const globex = f.orgId('globex');
    const intent = await setupIntent('owner', globex);
    expect(intent.id).toMatch(/^seti_fleetmock_\d+$/);
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));
    const ok = await confirm(intent, {
      ...card('4242424242424242'),
      billing_details: {
        name: 'Gina Globex',
        address: { line1: '1 Robot Way', city: 'Austin', postal_code: '73301', country: 'US' },
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({
      id: intent.id,
      object: 'setup_intent',
      status: 'succeeded',
      payment_method: expect.stringMatching(/^pm_fleetmock_/),
    });
    const attached = await f.as('owner', 'PATCH', `${base(globex)}/info`, {
      token_id: intent.id,
      token_type: 'setup_intent',
      setAsCompanyAddress: true,
    });
    expect(attached.status).toBe(200);
    expect(attached.json).toMatchObject({
      type: 'card',
      card_type: 'Visa',
      first_one: '4',
      last_four: '4242',
      month: 12,
      year: 2030,
      full_name: 'Gina Globex',
      city: 'Austin',
    });
    expect(f.world().store.priv.billingAccounts.get(globex)!.address.city).toBe('Austin');
    expect((await f.as('owner', 'GET', `${base(globex)}/info`)).json).toMatchObject({ last_four: '4242' });
  });

  test.each([
    ['4000000000000002', 'card_declined', 'Your card was declined.'],
    ['4000000000009995', 'card_declined', 'Your card has insufficient funds.'],
    ['4242424242424241', 'incorrect_number', 'Your card number is incorrect.'],
  ])('card %s is refused with 402 %s', async (number, code, message) => {
    const intent = await setupIntent('owner', f.orgId('globex'));
    const res = await confirm(intent, card(number));
    expect([res.status, res.json]).toEqual([
      402,
      { error: expect.objectContaining({ type: 'card_error', code, message }) },
    ]);
    const attach = await f.as('owner', 'PATCH', `${base(f.orgId('globex'))}/info`, {
      token_id: intent.id,
      token_type: 'setup_intent',
    });
    expect([attach.status, attach.json]).toEqual([400, SETUP_NOT_SUCCEEDED]);
  });

  test('an expiry before the mock clock is refused; a wrong secret and unknown intents too', async () => {
    const intent = await setupIntent('owner', f.orgId('globex'));
    expect((await confirm(intent, card('4242424242424242', 2020))).json).toMatchObject({
      error: { code: 'expired_card' },
    });
    const wrong = await f.as(null, 'POST', `/__ext/stripe/v1/setup_intents/${intent.id}/confirm`, {
      client_secret: 'seti_x_secret_y',
      payment_method_data: card('4242424242424242'),
    });
    expect(wrong.status).toBe(400);
    const unknown = await f.as(null, 'POST', '/__ext/stripe/v1/setup_intents/seti_nope/confirm', {
      client_secret: 'seti_nope_secret_y',
      payment_method_data: card('4242424242424242'),
    });
    expect([unknown.status, unknown.json]).toEqual([
      404,
      { error: expect.objectContaining({ message: 'No such setupintent: seti_nope' }) },
    ]);
    const bad = await f.as(null, 'POST', `/__ext/stripe/v1/setup_intents/${intent.id}/confirm`, {
      client_secret: intent.client_secret,
      payment_method_data: { type: 'card', card: { number: 'abc' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({
      error: { type: 'invalid_request_error', message: expect.stringContaining('payment_method_data.card') },
    });
  });

  test('attaching by payment method id needs a captcha; unknown tokens are refused', async () => {
    const globex = f.orgId('globex');
    const intent = await setupIntent('owner', globex);
    const pm = ((await confirm(intent, card('5555555555554444'))).json as { payment_method: string }).payment_method;
    const noCaptcha = await f.as('owner', 'PATCH', `${base(globex)}/info`, { token_id: pm });
    expect([noCaptcha.status, noCaptcha.json]).toEqual([400, CAPTCHA_NOT_VERIFIED]);
    const failing = await f.as('owner', 'PATCH', `${base(globex)}/info`, {
      token_id: pm,
      'g-recaptcha-response': 'fleetmock-captcha-fail',
    });
    expect(failing.json).toBe(CAPTCHA_NOT_VERIFIED);
    const ok = await f.as('owner', 'PATCH', `${base(globex)}/info`, {
      token_id: pm,
      token_type: 'payment_method',
      'g-recaptcha-response': 'ok',
    });
    expect(ok.json).toMatchObject({ type: 'card', card_type: 'MasterCard', last_four: '4444' });
    const unknown = await f.as('owner', 'PATCH', `${base(globex)}/info`, {
      token_id: 'pm_nope',
      'g-recaptcha-response': 'ok',
    });
    expect([unknown.status, unknown.json]).toEqual([400, UNKNOWN_TOKEN]);
    expect((await f.as('owner', 'PATCH', `${base(globex)}/info`, {})).json).toBe('token_id is required');
  });

  test('a US bank account attaches as a bank-type method', async () => {
    const org = f.orgId('credits-co');
    const intent = await setupIntent('credits', org);
    await confirm(intent, {
      type: 'us_bank_account',
      us_bank_account: { routing_number: '110000000', account_number: '000123456789' },
    });
    const res = await f.as('credits', 'PATCH', `${base(org)}/info`, {
      token_id: intent.id,
      token_type: 'setup_intent',
    });
    expect(res.json).toMatchObject({ type: 'us_bank_account', routing_number: '110000000', last_four: '6789' });
  });
});

describe('free organizations and removal', () => {
  test('the first setup intent creates the account; removal only on the free plan', async () => {
    const free = f.orgId('free-tinkerers');
    expect((await f.as('free', 'GET', base(free))).json).toBe(NO_ACCOUNT);
    const intent = await setupIntent('free', free);
    expect((await f.as('free', 'GET', base(free))).json).toMatchObject({
      account_state: 'active',
      email: 'free@fleetmock.test',
    });
    expect((await f.as('free', 'GET', `${base(free)}/info`)).json).toMatchObject({ type: null });
    await confirm(intent, card('4242424242424242'));
    await f.as('free', 'PATCH', `${base(free)}/info`, { token_id: intent.id, token_type: 'setup_intent' });
    const removed = await f.as('free', 'DELETE', `${base(free)}/info`);
    expect([removed.status, removed.raw.body]).toEqual([200, '']);
    expect((await f.as('free', 'GET', `${base(free)}/info`)).json).toMatchObject({ type: null });
    const paid = await f.as('owner', 'DELETE', `${base(f.orgId('acme'))}/info`);
    expect([paid.status, paid.json]).toEqual([400, REMOVE_ONLY_FREE]);
  });
});

describe('past-due and frozen organizations (days on the mock clock)', () => {
  test('pastdue-labs freezes once 60 days past due, and paying settles it', async () => {
    const org = f.orgId('pastdue-labs');
    expect(f.world().store.get('organization', org)!.is_frozen).toBe(false);
    f.clock().advance(30 * DAY_MS);
    await f.as('pastdue', 'GET', `${base(org)}/plan`);
    expect(f.world().store.get('organization', org)!.is_frozen).toBe(true);
    const intent = await setupIntent('pastdue', org);
    await confirm(intent, card('4242424242424242'));
    await f.as('pastdue', 'PATCH', `${base(org)}/info`, { token_id: intent.id, token_type: 'setup_intent' });
    const row = f.world().store.get('organization', org)!;
    expect([row.is_frozen, row.has_past_due_invoice_since__date]).toEqual([false, null]);
    const states = ((await f.as('pastdue', 'GET', `${base(org)}/invoices`)).json as { state: string }[]).map(
      (i) => i.state,
    );
    expect(states).not.toContain('past_due');
  });

  test('a frozen organization can still reach its billing', async () => {
    const res = await f.as('frozen', 'GET', `${base(f.orgId('frozen-foods'))}/invoices`);
    expect(res.status).toBe(200);
    expect((res.json as { state: string }[]).map((i) => i.state)).toEqual(
      expect.arrayContaining(['past_due', 'failed']),
    );
  });
});
