// @vitest-environment jsdom
/**
 * The offline Stripe.js double (docs/payments.md), evaluated as served by
 * GET /__ext/stripe/v3/ in jsdom, with fetch routed into the mock through Fastify inject:
 * elements render labelled inputs and emit ready/change, confirmSetup / confirmCardSetup succeed
 * or resolve card errors, and payment intents confirm and read back.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { fireEvent, getByLabelText } from '@testing-library/dom';
import { billingFixture, type BillingFixture } from './helpers.ts';
import { OWNER_API_KEY } from '../../mock-server/src/core/seed/index.ts';

type Result = {
  error?: { type: string; code?: string; message: string };
  setupIntent?: { id: string; status: string; payment_method: string };
  paymentIntent?: { status: string; amount: number };
};
interface El {
  mount(n: Element | string): void;
  on(e: string, cb: (ev: Record<string, unknown>) => void): El;
  unmount(): void;
  destroy(): void;
  getValue(): Promise<{ complete: boolean; value: unknown }>;
}
interface Els {
  create(type: string, opts?: unknown): El;
  getElement(type: string): El | null;
  submit(): Promise<Result>;
}
interface StripeDouble {
  elements(opts?: unknown): Els;
  confirmSetup(o: unknown): Promise<Result>;
  confirmCardSetup(secret: string, data?: unknown): Promise<Result>;
  confirmCardPayment(secret: string, data?: unknown): Promise<Result>;
  retrievePaymentIntent(secret: string): Promise<Result>;
}
type StripeCtor = ((key: string) => StripeDouble) & { fleetmock?: boolean };

let f: BillingFixture;
let Stripe: StripeCtor;
const w = window as unknown as { Stripe?: StripeCtor; __FLEETMOCK_STRIPE_BASE__?: string };

beforeAll(async () => {
  f = await billingFixture('stripe-double');
  // jose's JWT signing rejects jsdom's Uint8Array realm, so the owner calls with the demo API key here.
  f.useToken('owner', OWNER_API_KEY);
  globalThis.fetch = (async (input: string, init: RequestInit = {}) => {
    const u = new URL(input);
    const res = await f.server.app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: u.pathname + u.search,
      headers: { ...(init.headers as Record<string, string>), 'x-mock-session': f.session },
      payload: init.body as string | undefined,
    });
    return new Response(res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type']) },
    });
  }) as typeof fetch;
  const script = await f.server.app.inject({ method: 'GET', url: '/__ext/stripe/v3/' });
  expect(script.statusCode).toBe(200);
  expect(script.headers['content-type']).toMatch(/^application\/javascript/);
  w.__FLEETMOCK_STRIPE_BASE__ = 'http://mock.test/__ext/stripe';
  new Function(script.body)();
  Stripe = w.Stripe!;
});

async function setupSecret(): Promise<string> {
  const res = await f.as('owner', 'POST', `/billing/v1/account/${f.orgId('globex')}/setup-intent`, {});
  return (res.json as { client_secret: string }).client_secret;
}

function fill(root: HTMLElement, label: string, value: string): void {
  fireEvent.input(getByLabelText(root, label), { target: { value } });
}

function mountCard(elements: Els, type: 'payment' | 'card'): { root: HTMLElement; changes: Record<string, unknown>[] } {
  const root = document.createElement('div');
  document.body.appendChild(root);
  const changes: Record<string, unknown>[] = [];
  elements
    .create(type)
    .on('change', (e) => changes.push(e))
    .mount(root);
  return { root, changes };
}

function fillCard(root: HTMLElement, number: string): void {
  fill(root, 'Card number', number);
  fill(root, 'Expiration date (MM / YY)', '12 / 30');
  fill(root, 'Security code', '123');
}

describe('window.Stripe', () => {
  test('is defined by the served script and refuses a non-publishable key', () => {
    expect(typeof Stripe).toBe('function');
    expect(Stripe.fleetmock).toBe(true);
    expect(() => Stripe('sk_test_secret')).toThrow(/Invalid API Key/);
  });

  test('payment and address elements render labelled inputs, emit ready and change, and confirmSetup succeeds', async () => {
    const stripe = Stripe('pk_test_fleetmock');
    const clientSecret = await setupSecret();
    const elements = stripe.elements({ clientSecret, appearance: { theme: 'stripe' } });
    const ready = new Promise((r) =>
      elements
        .create('address', { mode: 'billing', defaultValues: { name: 'Gina Globex', address: { country: 'US' } } })
        .on('ready', r)
        .mount(document.body.appendChild(document.createElement('div'))),
    );
    const { root, changes } = mountCard(elements, 'payment');
    await ready;
    expect(root.querySelector('fieldset legend')!.textContent).toBe('Payment details');
    const incomplete = await stripe.confirmSetup({ elements, redirect: 'if_required' });
    expect(incomplete.error).toMatchObject({ type: 'validation_error', code: 'incomplete_number' });
    fill(root, 'Card number', '4242 4242 4242 4241');
    expect(changes.at(-1)).toMatchObject({
      elementType: 'payment',
      complete: false,
      error: { code: 'invalid_number' },
    });
    fillCard(root, '4242 4242 4242 4242');
    expect(changes.at(-1)).toMatchObject({ complete: true, empty: false, value: { type: 'card' } });
    const address = document.body.querySelectorAll('fieldset')[0] as HTMLElement;
    fill(address, 'Address line 1', '1 Robot Way');
    fill(address, 'City', 'Austin');
    fill(address, 'Postal code', '73301');
    expect(await elements.getElement('address')!.getValue()).toMatchObject({
      complete: true,
      value: { name: 'Gina Globex', address: { country: 'US', city: 'Austin' } },
    });
    expect(await elements.submit()).toEqual({});
    const result = await stripe.confirmSetup({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: 'http://mock.test/orgs/globex/billing' },
    });
    expect(result.setupIntent).toMatchObject({
      status: 'succeeded',
      payment_method: expect.stringMatching(/^pm_fleetmock_/),
    });
    const attached = await f.as('owner', 'PATCH', `/billing/v1/account/${f.orgId('globex')}/info`, {
      token_id: result.setupIntent!.id,
      token_type: 'setup_intent',
    });
    expect(attached.json).toMatchObject({
      card_type: 'Visa',
      last_four: '4242',
      full_name: 'Gina Globex',
      city: 'Austin',
    });
  });

  test('a declined test card resolves a card_error; the bank tab then succeeds on the same intent', async () => {
    const stripe = Stripe('pk_test_fleetmock');
    const elements = stripe.elements({ clientSecret: await setupSecret() });
    const { root } = mountCard(elements, 'payment');
    fillCard(root, '4000 0000 0000 0002');
    expect((await stripe.confirmSetup({ elements, redirect: 'if_required' })).error).toEqual({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    fireEvent.change(getByLabelText(root, 'Payment method'), { target: { value: 'us_bank_account' } });
    fill(root, 'Routing number', '110000000');
    fill(root, 'Account number', '000123456789');
    const nothingMounted = await stripe.confirmSetup({
      elements: stripe.elements({ clientSecret: await setupSecret() }),
      redirect: 'if_required',
    });
    expect(nothingMounted.error?.code).toBe('incomplete');
    // The declined intent may be confirmed again with other details, as on Stripe.
    const bank = await stripe.confirmSetup({ elements, redirect: 'if_required' });
    expect(bank.setupIntent?.status).toBe('succeeded');
    const attached = await f.as('owner', 'PATCH', `/billing/v1/account/${f.orgId('globex')}/info`, {
      token_id: bank.setupIntent!.id,
      token_type: 'setup_intent',
    });
    expect(attached.json).toMatchObject({ type: 'us_bank_account', routing_number: '110000000', last_four: '6789' });
  });

  test('confirmCardSetup with a card element; unmount and destroy clear the node', async () => {
    const stripe = Stripe('pk_test_fleetmock');
    const elements = stripe.elements();
    const { root } = mountCard(elements, 'card');
    fillCard(root, '5555555555554444');
    const res = await stripe.confirmCardSetup(await setupSecret(), {
      payment_method: { card: elements.getElement('card'), billing_details: { name: 'Ada' } },
    });
    expect(res.setupIntent?.status).toBe('succeeded');
    elements.getElement('card')!.destroy();
    expect(root.innerHTML).toBe('');
    expect(elements.getElement('card')).toBeNull();
  });

  test('payment intents: confirmCardPayment, retrievePaymentIntent, and the 0341 card declined on payment', async () => {
    const stripe = Stripe('pk_test_fleetmock');
    const create = async () =>
      (
        (await f.as(null, 'POST', '/__ext/stripe/v1/payment_intents', { amount: 2000, currency: 'usd' })).json as {
          client_secret: string;
        }
      ).client_secret;
    const elements = stripe.elements();
    const { root } = mountCard(elements, 'card');
    fillCard(root, '4242424242424242');
    const secret = await create();
    const paid = await stripe.confirmCardPayment(secret, { payment_method: { card: elements.getElement('card') } });
    expect(paid.paymentIntent).toMatchObject({ status: 'succeeded', amount: 2000 });
    expect((await stripe.retrievePaymentIntent(secret)).paymentIntent?.status).toBe('succeeded');
    fillCard(root, '4000000000000341');
    const declined = await stripe.confirmCardPayment(await create(), {
      payment_method: { card: elements.getElement('card') },
    });
    expect(declined.error).toMatchObject({ type: 'card_error', code: 'card_declined' });
    expect((await stripe.retrievePaymentIntent('pi_nope_secret_x')).error?.message).toBe(
      'No such payment_intent: pi_nope',
    );
  });
});

describe('3-D Secure test cards', () => {
  /** Waits for the stand-in's challenge dialog and clicks one of its buttons. */
  async function answerChallenge(button: 'Complete authentication' | 'Fail authentication'): Promise<void> {
    let dialog: HTMLElement | null = null;
    for (let i = 0; i < 100 && !dialog; i++) {
      await new Promise((r) => setTimeout(r, 10));
      dialog = document.querySelector<HTMLElement>('[data-fleetmock-3ds] [role="dialog"]');
    }
    expect(dialog).not.toBeNull();
    expect(dialog!.getAttribute('aria-labelledby')).toBe('fleetmock-3ds-title');
    expect(document.getElementById('fleetmock-3ds-title')!.textContent).toBe('3D Secure authentication');
    const target = [...dialog!.querySelectorAll('button')].find((b) => b.textContent === button)!;
    fireEvent.click(target);
  }

  test.each(['4000 0027 6000 3184', '4000 0025 0000 3155'])(
    'setup with %s opens the challenge; completing it succeeds the intent with a payment method the API attaches',
    async (number) => {
      const stripe = Stripe('pk_test_fleetmock');
      const elements = stripe.elements({ clientSecret: await setupSecret() });
      const { root } = mountCard(elements, 'payment');
      fillCard(root, number);
      const pending = stripe.confirmSetup({ elements, redirect: 'if_required' });
      await answerChallenge('Complete authentication');
      const result = await pending;
      expect(result.error).toBeUndefined();
      expect(result.setupIntent).toMatchObject({ status: 'succeeded', payment_method: expect.stringMatching(/^pm_/) });
      expect(document.querySelector('[data-fleetmock-3ds]')).toBeNull();
      const attached = await f.as('owner', 'PATCH', `/billing/v1/account/${f.orgId('globex')}/info`, {
        token_id: result.setupIntent!.payment_method,
        token_type: 'payment_method',
        'g-recaptcha-response': 'ok',
      });
      expect(attached.status).toBe(200);
      root.remove();
    },
  );

  test('failing the challenge resolves Stripe authentication error; the intent may be confirmed again', async () => {
    const stripe = Stripe('pk_test_fleetmock');
    const elements = stripe.elements({ clientSecret: await setupSecret() });
    const { root } = mountCard(elements, 'payment');
    fillCard(root, '4000 0027 6000 3184');
    const pending = stripe.confirmSetup({ elements, redirect: 'if_required' });
    await answerChallenge('Fail authentication');
    expect((await pending).error).toEqual({
      type: 'invalid_request_error',
      code: 'setup_intent_authentication_failure',
      message:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    });
    fillCard(root, '4242 4242 4242 4242');
    expect((await stripe.confirmSetup({ elements, redirect: 'if_required' })).setupIntent?.status).toBe('succeeded');
    root.remove();
  });

  test('an intent not awaiting authentication cannot be authenticated (400), and a payment intent runs the same challenge', async () => {
    const secret = await setupSecret();
    const id = secret.split('_secret_')[0];
    const early = await f.as(null, 'POST', `/__ext/stripe/v1/setup_intents/${id}/authenticate`, {
      client_secret: secret,
      outcome: 'complete',
    });
    expect(early.status).toBe(400);
    const bad = await f.as(null, 'POST', `/__ext/stripe/v1/setup_intents/${id}/authenticate`, {
      client_secret: secret,
      outcome: 'maybe',
    });
    expect(bad.status).toBe(400);
    const created = await f.as(null, 'POST', '/__ext/stripe/v1/payment_intents', { amount: 2000, currency: 'usd' });
    const pi = created.json as { client_secret: string };
    const stripe = Stripe('pk_test_fleetmock');
    const card = stripe.elements().create('card');
    const root = document.body.appendChild(document.createElement('div'));
    card.mount(root);
    fillCard(root, '4000 0027 6000 3184');
    const pending = stripe.confirmCardPayment(pi.client_secret, { payment_method: { card } });
    await answerChallenge('Complete authentication');
    expect((await pending).paymentIntent).toMatchObject({ status: 'succeeded', amount: 2000 });
    root.remove();
  });
});
