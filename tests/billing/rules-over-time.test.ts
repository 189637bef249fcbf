/**
 * Billing rules that must hold whenever they are read, through the HTTP adapter (spec 03 §4, §6, §9):
 * freezing at 60 days past due on the mock clock without any billing call; the card whose charges
 * fail (…0341) neither settles a debt nor pays a plan; the free allowance on devices added later;
 * the support-portal login refusing whom private support does not serve; the closed plan-change body.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { billingFixture, type BillingFixture } from './helpers.ts';
import { update } from '../../mock-server/src/core/store/write.ts';
import {
  AUTHENTICATION_REQUIRED,
  CARD_DECLINED,
  DAY_MS,
  DEBT_DECLINED_FROZEN,
  DEBT_DECLINED_PAST_DUE,
} from '../../mock-server/src/core/handlers/billing/constants.ts';
import {
  EMAIL_NOT_VERIFIED,
  IMPERSONATING,
  NO_PORTAL_ORGANIZATION,
} from '../../mock-server/src/core/handlers/support/constants.ts';
import { entry, first } from '../present.ts';

let f: BillingFixture;
const base = (id: number) => `/billing/v1/account/${id}`;
const card = (number: string) => ({ type: 'card', card: { number, exp_month: 12, exp_year: 2034, cvc: '123' } });

beforeAll(async () => {
  f = await billingFixture('billing-rules-over-time');
});

/** Attaches a card through setup intent → Stripe double → PATCH info, as the given persona. */
async function attachCard(persona: string, org: number, number: string, status = 200): Promise<unknown> {
  const intent = (
    await f.as(persona, 'POST', `${base(org)}/setup-intent`, { organization: org, 'g-recaptcha-response': 'ok' })
  ).json as { id: string; client_secret: string };
  const confirmed = await f.as(null, 'POST', `/__ext/stripe/v1/setup_intents/${intent.id}/confirm`, {
    client_secret: intent.client_secret,
    payment_method_data: card(number),
  });
  expect(confirmed.status).toBe(200);
  const pm = (confirmed.json as { payment_method: string }).payment_method;
  const attached = await f.as(persona, 'PATCH', `${base(org)}/info`, {
    token_id: pm,
    token_type: 'payment_method',
    'g-recaptcha-response': 'ok',
  });
  expect(attached.status).toBe(status);
  return attached.json;
}

const orgRow = async (persona: string, org: number) =>
  first(
    (
      (await f.as(persona, 'GET', `/v7/organization(${org})?$select=is_frozen,has_past_due_invoice_since__date`))
        .json as { d: Array<{ is_frozen: boolean; has_past_due_invoice_since__date: string | null }> }
    ).d,
  );

describe('the card whose charges fail (…0341)', () => {
  test('attaching it settles no past-due invoice, and a paid plan change is declined', async () => {
    const org = f.orgId('pastdue-labs');
    // The card is kept, but the caller hears that its charge for the debt was declined.
    expect(await attachCard('pastdue', org, '4000000000000341', 402)).toBe(DEBT_DECLINED_PAST_DUE);
    expect(((await f.as('pastdue', 'GET', `${base(org)}/info`)).json as { last_four: string }).last_four).toBe('0341');
    expect((await orgRow('pastdue', org)).has_past_due_invoice_since__date).not.toBeNull();
    const invoices = (await f.as('pastdue', 'GET', `${base(org)}/invoices`)).json as Array<{ state: string }>;
    expect(invoices.some((i) => i.state === 'past_due')).toBe(true);
    const change = await f.as('pastdue', 'PATCH', `${base(org)}/plan`, { tier: 'pilot', annual: false });
    expect([change.status, change.json]).toEqual([400, CARD_DECLINED]);
    expect(((await f.as('pastdue', 'GET', `${base(org)}/plan`)).json as { code: string }).code).toBe('prototype-v2');
  });

  test('a frozen organization adding it is told the debt charge was declined, and stays frozen', async () => {
    const org = f.orgId('frozen-foods');
    expect(await attachCard('frozen', org, '4000000000000341', 402)).toBe(DEBT_DECLINED_FROZEN);
    expect((await orgRow('frozen', org)).is_frozen).toBe(true);
  });

  test('a good card afterwards settles the debt', async () => {
    const org = f.orgId('pastdue-labs');
    await attachCard('pastdue', org, '4242424242424242');
    expect(await orgRow('pastdue', org)).toMatchObject({ is_frozen: false, has_past_due_invoice_since__date: null });
  });
});

describe('freezing follows the mock clock', () => {
  test('an organization reaching 60 days past due reads as frozen through OData, with no billing call', async () => {
    const org = f.orgId('frozen-foods');
    // Put frozen-foods back to 59 days past due and unfrozen, then let one day pass.
    const world = f.world();
    const since = new Date(f.clock().now() - 59 * DAY_MS).toISOString();
    update(
      world.store,
      'organization',
      org,
      { is_frozen: false, has_past_due_invoice_since__date: since },
      { trusted: true },
    );
    expect((await orgRow('frozen', org)).is_frozen).toBe(false);
    f.clock().advance(DAY_MS);
    expect((await orgRow('frozen', org)).is_frozen).toBe(true);
  });
});

describe('free allowance on devices added later', () => {
  test('a device added beyond the allowance of a free organization is created frozen; on a paid plan it is not', async () => {
    const freeOrg = f.orgId('free-tinkerers');
    const fleet = (await f.as('free', 'GET', `/v7/application?$select=id&$filter=organization eq ${freeOrg}`)).json as {
      d: Array<{ id: number }>;
    };
    const created = await f.as('free', 'POST', '/v7/device', {
      belongs_to__application: first(fleet.d).id,
      is_of__device_type: 'raspberrypi3',
      uuid: 'f'.repeat(32),
    });
    expect(created.status).toBe(201);
    expect((created.json as { is_frozen: boolean }).is_frozen).toBe(true);

    const acme = f.orgId('acme');
    const acmeFleet = (
      await f.as(
        'owner',
        'GET',
        `/v7/application?$select=id&$filter=organization eq ${acme} and is_of__class eq 'fleet'&$top=1`,
      )
    ).json as { d: Array<{ id: number }> };
    const paid = await f.as('owner', 'POST', '/v7/device', {
      belongs_to__application: first(acmeFleet.d).id,
      is_of__device_type: 'raspberrypi4-64',
      uuid: 'e'.repeat(32),
    });
    expect(paid.status).toBe(201);
    expect((paid.json as { is_frozen: boolean }).is_frozen).toBe(false);
  });
});

describe('GET /zendesk/v1/login', () => {
  test('an administrator of an organization with private support gets the portal redirect', async () => {
    const res = await f.as('owner', 'GET', '/zendesk/v1/login?return_to=%2Fhc');
    expect(res.status).toBe(200);
    expect((res.json as { redirect: string }).redirect).toMatch(/jwt=/);
  });

  test('a member who may file a ticket for the organization may open the portal too (the same rules)', async () => {
    const acme = f.orgId('acme');
    const canTicket = await f.as('member', 'GET', `${base(acme)}/can-access-support`);
    expect(canTicket.json).toBe(true);
    const ticket = await f.as('member', 'POST', `/zendesk/v1/${acme}/submit-ticket`, {
      subject: 'Portal and tickets agree',
      priority: 'normal',
      custom_fields: [
        { id: 360001, value: 'acme' },
        { id: 360002, value: 'device_connectivity' },
        { id: 360004, value: ['api'] },
      ],
      comment: { body: 'A member files a ticket.' },
    });
    expect([ticket.status, ticket.json]).toEqual([200, expect.objectContaining({ ticket: expect.anything() })]);
    const res = await f.as('member', 'GET', '/zendesk/v1/login?return_to=%2Fhc');
    expect(res.status).toBe(200);
    expect((res.json as { redirect: string }).redirect).toMatch(/jwt=/);
  });

  test.each([
    ['free', NO_PORTAL_ORGANIZATION],
    ['unverified', EMAIL_NOT_VERIFIED],
  ])('%s is refused with 403', async (persona, message) => {
    const res = await f.as(persona, 'GET', '/zendesk/v1/login');
    expect([res.status, res.json]).toEqual([403, message]);
  });

  test('a login-as token is refused', async () => {
    const admin = await f.token('admin');
    const loginAs = await f.server.req({
      method: 'POST',
      url: '/user/v1/login-as',
      token: admin,
      body: { username: 'owner' },
      session: f.session,
    });
    expect(loginAs.statusCode).toBe(200);
    f.useToken('owner-as-admin', loginAs.body);
    const res = await f.as('owner-as-admin', 'GET', '/zendesk/v1/login');
    expect([res.status, res.json]).toEqual([403, IMPERSONATING]);
  });
});

describe('PATCH plan body', () => {
  test('unknown keys are refused (additionalProperties: false)', async () => {
    const res = await f.as('owner', 'PATCH', `${base(f.orgId('globex'))}/plan`, {
      tier: 'pilot',
      annual: false,
      coupon: 'FREE',
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual(expect.stringContaining('coupon'));
  });
});

describe('smaller billing fixes', () => {
  test('setup-intent creation refuses the failing captcha answer', async () => {
    const globex = f.orgId('globex');
    const res = await f.as('owner', 'POST', `${base(globex)}/setup-intent`, {
      organization: globex,
      'g-recaptcha-response': 'fleetmock-captcha-fail',
    });
    expect([res.status, res.json]).toEqual([400, 'ReCaptcha was not verified']);
  });

  test('tax_id.country is kept on update', async () => {
    const acme = f.orgId('acme');
    const patched = await f.as('owner', 'PATCH', base(acme), {
      email: 'billing@acme.example.com',
      tax_id: { type: 'eu_vat', value: 'FR12345678901', country: 'FR' },
    });
    expect(patched.status).toBe(200);
    expect(((await f.as('owner', 'GET', base(acme))).json as { tax_id: unknown }).tax_id).toEqual({
      type: 'eu_vat',
      value: 'FR12345678901',
      country: 'FR',
    });
  });
});

describe('seeded billing data is consistent', () => {
  test('every seeded credit bundle invoice exists, and credits expire 10 calendar years after purchase', async () => {
    const org = f.orgId('credits-co');
    const bundles = (
      (
        await f.as(
          'credits',
          'GET',
          `/v7/credit_bundle?$select=created_at,expires_on__date,is_associated_with__invoice_id&$filter=belongs_to__organization eq ${org}`,
        )
      ).json as {
        d: Array<{ created_at: string; expires_on__date: string; is_associated_with__invoice_id: string | null }>;
      }
    ).d;
    const invoices = new Set(
      ((await f.as('credits', 'GET', `${base(org)}/invoices`)).json as Array<{ invoice_number: string }>).map(
        (i) => i.invoice_number,
      ),
    );
    const linked = bundles.filter((b) => b.is_associated_with__invoice_id !== null);
    expect(linked.length).toBeGreaterThan(0);
    for (const b of linked) expect(invoices.has(b.is_associated_with__invoice_id ?? '')).toBe(true);
    for (const b of bundles) {
      const expected = new Date(b.created_at);
      expected.setUTCFullYear(expected.getUTCFullYear() + 10);
      expect(b.expires_on__date).toBe(expected.toISOString());
    }
  });

  test("globex's MasterCard carries a MasterCard number", async () => {
    const info = (await f.as('owner', 'GET', `${base(f.orgId('globex'))}/info`)).json;
    expect(info).toMatchObject({ card_type: 'MasterCard', first_one: '5', last_four: '4444' });
  });
});

describe('SEPA Direct Debit in the Stripe double', () => {
  test("Stripe's test IBAN attaches as sepa_debit; a wrong check digit is refused", async () => {
    const globex = f.orgId('globex');
    const intent = (
      await f.as('owner', 'POST', `${base(globex)}/setup-intent`, {
        organization: globex,
        'g-recaptcha-response': 'ok',
      })
    ).json as { id: string; client_secret: string };
    const confirm = (iban: string) =>
      f.as(null, 'POST', `/__ext/stripe/v1/setup_intents/${intent.id}/confirm`, {
        client_secret: intent.client_secret,
        payment_method_data: { type: 'sepa_debit', sepa_debit: { iban } },
      });
    const bad = await confirm('DE88370400440532013000');
    expect(bad.json).toMatchObject({ error: { code: 'invalid_bank_account_iban' } });
    const ok = await confirm('DE89370400440532013000');
    expect(ok.status).toBe(200);
    const pm = (ok.json as { payment_method: string }).payment_method;
    const attached = await f.as('owner', 'PATCH', `${base(globex)}/info`, {
      token_id: pm,
      token_type: 'payment_method',
      'g-recaptcha-response': 'ok',
    });
    expect(attached.json).toMatchObject({ type: 'sepa_debit', last_four: '3000' });
    // Only the last four digits come back, as from the real API: never the whole IBAN.
    const read = await f.as('owner', 'GET', `${base(globex)}/info`);
    expect(read.json).toMatchObject({ type: 'sepa_debit', last_four: '3000' });
    expect(JSON.stringify(read.json)).not.toContain('370400440532');
    expect(JSON.stringify(attached.json)).not.toContain('370400440532');
  });
});

describe('next bill on an annual plan', () => {
  test('additional devices are billed for 12 months next to the annual plan price', async () => {
    const fleet = first(
      (
        (
          await f.as(
            'owner',
            'GET',
            `/v7/application?$select=id&$filter=organization eq ${f.orgId('globex')} and is_of__class eq 'fleet'&$top=1`,
          )
        ).json as { d: Array<{ id: number }> }
      ).d,
    ).id;
    // globex (pilot): switch to annual, then add devices until some are beyond the plan's included ones.
    const globex = f.orgId('globex');
    await attachCard('owner', globex, '4242424242424242');
    expect((await f.as('owner', 'PATCH', `${base(globex)}/plan`, { tier: 'pilot', annual: true })).status).toBe(200);
    const usage = () =>
      f
        .as('owner', 'GET', `${base(globex)}/usage`)
        .then((r) =>
          entry(r.json as Record<string, { currentUsage: number; overage: number }>, 'device:microservices'),
        );
    for (let i = 0; (await usage()).overage === 0 && i < 400; i++) {
      await f.as('owner', 'POST', '/v7/device', {
        belongs_to__application: fleet,
        is_of__device_type: 'raspberrypi4-64',
        uuid: (i + 1).toString(16).padStart(32, 'a'),
      });
    }
    const view = (await f.as('owner', 'GET', `${base(globex)}/plan`)).json as {
      intervalUnit: string;
      billing: { charges: Array<{ itemType: string; unitCostCents: string }> };
    };
    expect(view.intervalUnit).toBe('year');
    const device = view.billing.charges.find((c) => c.itemType === 'device');
    expect(device?.unitCostCents).toBe(String(200 * 12));
  });

  test('credits cover devices beyond the plan first: one credit is one device-month of the year charged', async () => {
    const globex = f.orgId('globex');
    const before = (await f.as('owner', 'GET', `${base(globex)}/usage`)).json as Record<
      string,
      { overage: number; charges: number; creditConsumption: number }
    >;
    const { overage } = entry(before, 'device:microservices');
    expect(overage).toBeGreaterThan(0);
    expect(entry(before, 'device:microservices').creditConsumption).toBe(0);
    // On the annual plan a device beyond the plan is charged for the 12 months of the period.
    expect(entry(before, 'device:microservices').charges).toBe(overage * 12 * 200);
    const feature = first(
      (
        (await f.as('owner', 'GET', `/v7/feature?$select=id&$filter=slug eq 'device:microservices'`)).json as {
          d: Array<{ id: number }>;
        }
      ).d,
    ).id;
    const bought = await f.as('owner', 'POST', '/v7/credit_bundle', {
      belongs_to__organization: globex,
      is_for__feature: feature,
      original_quantity: 1,
    });
    expect((bought.json as { payment_status: string }).payment_status).toBe('paid');
    const after = entry(
      (await f.as('owner', 'GET', `${base(globex)}/usage`)).json as Record<
        string,
        { overage: number; charges: number; creditConsumption: number }
      >,
      'device:microservices',
    );
    expect(after).toMatchObject({
      overage,
      creditConsumption: 1,
      charges: entry(before, 'device:microservices').charges - 200,
    });
    // One credit is one device-month: it takes one month off one device's 12-month charge, not the
    // whole device; the other 11 months of that device are still billed.
    const view = (await f.as('owner', 'GET', `${base(globex)}/plan`)).json as {
      billing: { charges: Array<{ itemType: string; unitCostCents: string; quantity: string }> };
    };
    const lines = view.billing.charges.filter((c) => c.itemType === 'device');
    expect(lines.map((c) => [Number(c.unitCostCents), Number(c.quantity)])).toEqual([
      ...(overage > 1 ? [[200 * 12, overage - 1]] : []),
      [200, 11],
    ]);
    expect(lines.reduce((t, c) => t + Number(c.unitCostCents) * Number(c.quantity), 0)).toBe(after.charges);
  });

  test('credits are consumed one per device-month on an annual plan: 100 credits cover 100 months, not 100 devices', async () => {
    const globex = f.orgId('globex');
    const world = f.world();
    const fleet = world.store.find('application', 'organization', globex).find((a) => a.is_of__class === 'fleet')!;
    const usage = async () =>
      entry(
        (await f.as('owner', 'GET', `${base(globex)}/usage`)).json as Record<
          string,
          { overage: number; charges: number; creditConsumption: number }
        >,
        'device:microservices',
      );
    const feature = first(
      (
        (await f.as('owner', 'GET', `/v7/feature?$select=id&$filter=slug eq 'device:microservices'`)).json as {
          d: Array<{ id: number }>;
        }
      ).d,
    ).id;
    // Enough devices beyond the plan that a year of them needs more than the balance plus 100 credits.
    for (let i = 0; (await usage()).overage < 12; i++) {
      const res = await f.as('owner', 'POST', '/v7/device', {
        belongs_to__application: fleet.id,
        is_of__device_type: 'raspberrypi4-64',
        uuid: (i + 1).toString(16).padStart(32, 'c'),
      });
      expect(res.status).toBe(201);
    }
    const before = await usage();
    const bought = await f.as('owner', 'POST', '/v7/credit_bundle', {
      belongs_to__organization: globex,
      is_for__feature: feature,
      original_quantity: 100,
    });
    expect((bought.json as { payment_status: string }).payment_status).toBe('paid');
    const after = await usage();
    expect(after.overage).toBe(before.overage);
    expect(after.creditConsumption).toBe(before.creditConsumption + 100);
    expect(after.charges).toBe((after.overage * 12 - after.creditConsumption) * 200);
    expect(after.charges).toBeGreaterThan(0);
  });
});

describe('plan catalog', () => {
  test('every paid plan offers the safe-roles preview add-on that the limited-role seats need', async () => {
    const rows = (
      (
        await f.as(
          'owner',
          'GET',
          `/v7/plan?$select=billing_code,monthly_price&$expand=plan_addon($select=id;$expand=offers__feature($select=slug))`,
        )
      ).json as {
        d: Array<{
          billing_code: string;
          monthly_price: number;
          plan_addon: Array<{ offers__feature: Array<{ slug: string }> }>;
        }>;
      }
    ).d;
    const paid = rows.filter((p) => p.monthly_price > 0);
    expect(paid.length).toBeGreaterThan(0);
    for (const plan of paid)
      expect(plan.plan_addon.some((a) => a.offers__feature.some((f) => f.slug === 'safe-roles-preview-addon'))).toBe(
        true,
      );
  });
});

describe('plan catalog: legacy device prices and device-count plans', () => {
  test('legacy device add-ons carry the spec prices; the 25m, 75m and 150m plans exist as legacy plans', async () => {
    const rows = (
      (
        await f.as(
          'owner',
          'GET',
          `/v7/plan?$select=billing_code,is_legacy,can_self_serve&$expand=plan_addon($select=base_price;$expand=offers__feature($select=slug))`,
        )
      ).json as {
        d: Array<{
          billing_code: string;
          is_legacy: boolean;
          can_self_serve: boolean;
          plan_addon: Array<{ base_price: number; offers__feature: Array<{ slug: string }> }>;
        }>;
      }
    ).d;
    const legacyPrice = (code: string) =>
      rows
        .find((p) => p.billing_code === code)
        ?.plan_addon.find((a) => a.offers__feature[0]?.slug === 'device:legacy-v2')?.base_price;
    expect([legacyPrice('prototype-v2'), legacyPrice('pilot-v2'), legacyPrice('production-v2')]).toEqual([
      200, 150, 150,
    ]);
    for (const code of ['25m', '75m', '150m'])
      expect(rows.find((p) => p.billing_code === code)).toMatchObject({ is_legacy: true, can_self_serve: false });
  });
});

describe('device deactivation fee', () => {
  test('deactivating a device on a paid plan adds a pending invoice of one device-month', async () => {
    const credits = f.orgId('credits-co');
    const before = ((await f.as('credits', 'GET', `${base(credits)}/invoices`)).json as unknown[]).length;
    const device = first(
      (
        (
          await f.as(
            'credits',
            'GET',
            `/v7/device?$select=id&$filter=is_active eq true and is_online eq false and belongs_to__application/organization eq ${credits}&$top=1`,
          )
        ).json as { d: Array<{ id: number }> }
      ).d,
    );
    expect((await f.as('credits', 'PATCH', `/v7/device(${device.id})`, { is_active: false })).status).toBe(200);
    const after = (await f.as('credits', 'GET', `${base(credits)}/invoices`)).json as Array<{
      invoice_number: string;
      state: string;
      total_in_cents: string;
    }>;
    expect(after.length).toBe(before + 1);
    expect(after.find((i) => i.invoice_number.startsWith('DEACT-'))).toMatchObject({
      state: 'pending',
      total_in_cents: '200',
    });
  });
});

describe('the 3-D Secure card that authenticates every transaction (…3184)', () => {
  test("attaches after its challenge, but the mock's off-session charges of it are declined: authentication required", async () => {
    const org = f.orgId('globex');
    const intent = (
      await f.as('owner', 'POST', `${base(org)}/setup-intent`, { organization: org, 'g-recaptcha-response': 'ok' })
    ).json as { id: string; client_secret: string };
    const confirmed = await f.as(null, 'POST', `/__ext/stripe/v1/setup_intents/${intent.id}/confirm`, {
      client_secret: intent.client_secret,
      payment_method_data: card('4000002760003184'),
    });
    expect(confirmed.json).toMatchObject({ status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
    const done = await f.as(null, 'POST', `/__ext/stripe/v1/setup_intents/${intent.id}/authenticate`, {
      client_secret: intent.client_secret,
      outcome: 'complete',
    });
    const pm = (done.json as { status: string; payment_method: string }).payment_method;
    expect((done.json as { status: string }).status).toBe('succeeded');
    const attached = await f.as('owner', 'PATCH', `${base(org)}/info`, {
      token_id: pm,
      token_type: 'payment_method',
      'g-recaptcha-response': 'ok',
    });
    expect(attached.status).toBe(200);
    const feature = (
      (await f.as('owner', 'GET', `/v7/feature?$select=id&$filter=slug eq 'device:microservices'`)).json as {
        d: Array<{ id: number }>;
      }
    ).d[0]!.id;
    const bundle = await f.as('owner', 'POST', '/v7/credit_bundle', {
      belongs_to__organization: org,
      is_for__feature: feature,
      original_quantity: 10,
    });
    expect(bundle.json).toMatchObject({ payment_status: 'failed', error_message: AUTHENTICATION_REQUIRED });
    const change = await f.as('owner', 'PATCH', `${base(org)}/plan`, { tier: 'production', annual: false });
    expect([change.status, change.json]).toEqual([400, AUTHENTICATION_REQUIRED]);
  });
});
