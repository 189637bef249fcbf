/**
 * Money over time (spec 03 §4, §6, §9): a plan change keeps the subscription's negotiated terms and
 * bills its price after the discount, a change and its reverse in the same instant cost nothing,
 * account credit left by a downgrade is deducted from the next charge by the shared rule the dialog
 * shows, plan change invoices carry lines that add up to their total, credits are used up period by
 * period, an open invoice becomes past due (and the organization frozen) as the mock clock passes
 * its due date, and a SEPA account never answers more than its last four digits.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { billingFixture, type BillingFixture } from './helpers.ts';
import { periodPriceCents, periodStart, prorateChange } from '../../shared/plan-proration.ts';
import { entry, first } from '../present.ts';
import { formatMoneyIn } from '../../shared/number-format.ts';
import { inflateSync } from 'node:zlib';

/** The text a pdf-lib PDF draws: its hex strings shown with Tj, from plain or Flate-compressed streams. */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const chunks: string[] = [raw];
  for (const m of raw.matchAll(/\/FlateDecode[^]*?stream\r?\n([^]*?)\r?\nendstream/g)) {
    try {
      chunks.push(inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1'));
    } catch {
      /* not a content stream */
    }
  }
  return [...chunks.join('\n').matchAll(/<([0-9A-Fa-f]+)> Tj/g)]
    .map((m) => Buffer.from(m[1] ?? '', 'hex').toString('latin1'))
    .join('\n');
}

let f: BillingFixture;
const DAY = 24 * 60 * 60 * 1000;
const planPath = (id: number) => `/billing/v1/account/${id}/plan`;
const invoicesPath = (id: number) => `/billing/v1/account/${id}/invoices`;

type InvoiceRow = {
  invoice_number: string;
  state: string;
  due_on: string | null;
  total_in_cents: string;
  subtotal_in_cents: string;
  lines?: { description: string; amount_in_cents: string }[];
};
type PlanView = {
  code: string;
  currentPeriodEndDate: string;
  intervalUnit: string;
  billing: { charges: { itemType: string; unitCostCents: string }[] };
};
type Prices = Record<string, { monthly_price: number; annual_price: number }>;

beforeAll(async () => {
  f = await billingFixture('billing-money');
});

async function prices(): Promise<Prices> {
  const rows = (
    (await f.as('owner', 'GET', `/v7/plan?$select=billing_code,monthly_price,annual_price`)).json as {
      d: Array<{ billing_code: string; monthly_price: number; annual_price: number }>;
    }
  ).d;
  return Object.fromEntries(rows.map((r) => [r.billing_code, r]));
}

/** Tokens expire on the mock clock: a fresh login after the clock jumps. */
const relogin = async (persona: string) => f.useToken(persona, await f.server.login(persona, f.session));

const invoices = async (org: number) => (await f.as('owner', 'GET', invoicesPath(org))).json as InvoiceRow[];
const added = (before: InvoiceRow[], after: InvoiceRow[]) =>
  after.filter((i) => !before.some((b) => b.invoice_number === i.invoice_number));

async function terms(org: number) {
  const res = await f.as(
    'owner',
    'GET',
    `/v7/subscription?$select=id,discount_percentage&$filter=(is_for__organization eq ${org}) and (is_active eq true)` +
      `&$expand=subscription_addon_discount($select=discount_percentage;$expand=is_for__plan_addon($select=id;$expand=offers__feature($select=slug))),` +
      `subscription_prepaid_addon($select=quantity,discount_percentage;$expand=is_for__plan_addon($select=id;$expand=offers__feature($select=slug)))`,
  );
  expect(res.status).toBe(200);
  type Addon = {
    discount_percentage: number;
    quantity?: number;
    is_for__plan_addon: { offers__feature: { slug: string }[] }[];
  };
  const sub = first(
    (
      res.json as {
        d: Array<{
          discount_percentage: number;
          subscription_addon_discount: Addon[];
          subscription_prepaid_addon: Addon[];
        }>;
      }
    ).d,
  );
  const slug = (a: Addon) => first(first(a.is_for__plan_addon).offers__feature).slug;
  return {
    discount: sub.discount_percentage,
    addonDiscounts: sub.subscription_addon_discount.map((a) => [slug(a), a.discount_percentage]),
    prepaid: sub.subscription_prepaid_addon.map((a) => [slug(a), a.quantity, a.discount_percentage]),
  };
}

describe('payment method privacy', () => {
  test('the seeded SEPA account answers only its last four digits, never the IBAN', async () => {
    const org = f.orgId('credits-co');
    const res = await f.as('credits', 'GET', `/billing/v1/account/${org}/info`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ type: 'sepa_debit', last_four: '3000', routing_number: null });
    expect(res.raw.body).not.toMatch(/DE89|370400440532/);
  });
});

describe('the billing data reads of spec 03 §7 are answered', () => {
  test('subscription expanding its plan with add-ons and features; plans with discount codes; the free plan', async () => {
    const acme = f.orgId('acme');
    const sub = await f.as(
      'owner',
      'GET',
      `/v7/subscription?$select=id,discount_percentage&$filter=(is_for__organization eq ${acme}) and (is_active eq true)&$top=1` +
        `&$expand=is_for__plan($select=id,billing_code;$expand=plan_addon($select=id,base_price;$expand=offers__feature($select=slug)),` +
        `plan_feature($select=id,quantity;$expand=provides__feature($select=slug))),subscription_prepaid_addon($select=id,quantity),` +
        `subscription_addon_discount($select=id,discount_percentage)`,
    );
    expect(sub.status).toBe(200);
    const row = first(
      (sub.json as { d: Array<{ is_for__plan: Array<{ billing_code: string; plan_addon: unknown[] }> }> }).d,
    );
    expect(first(row.is_for__plan)).toMatchObject({ billing_code: 'production-v2' });
    expect(first(row.is_for__plan).plan_addon.length).toBeGreaterThan(0);
    const plans = await f.as(
      'owner',
      'GET',
      `/v7/plan?$select=id,billing_code&$expand=discount_code($select=id,code,discount_percentage)&$orderby=monthly_price asc`,
    );
    expect(plans.status).toBe(200);
    const free = await f.as('owner', 'GET', `/v7/plan?$select=id,billing_code&$filter=billing_code eq 'free'&$top=1`);
    expect((free.json as { d: Array<{ billing_code: string }> }).d).toEqual([
      expect.objectContaining({ billing_code: 'free' }),
    ]);
  });
});

describe('plan changes keep negotiated terms', () => {
  test('the bill takes the 10 % plan discount, as the refund for unused time does', async () => {
    const acme = f.orgId('acme');
    const p = await prices();
    const view = (await f.as('owner', 'GET', planPath(acme))).json as PlanView;
    expect(view).toMatchObject({ code: 'production-v2', intervalUnit: 'year' });
    const planCharge = first(view.billing.charges.filter((c) => c.itemType === 'plan'));
    expect(Number(planCharge.unitCostCents)).toBe(periodPriceCents(entry(p, 'production-v2'), true, 10));
  });

  test('Pilot and back in the same instant costs nothing and keeps the discounts and prepaid seats', async () => {
    const acme = f.orgId('acme');
    const before = await invoices(acme);
    const termsBefore = await terms(acme);
    expect(termsBefore.discount).toBe(10);
    expect(termsBefore.addonDiscounts).toContainEqual(['member:operator', 20]);
    expect(termsBefore.prepaid).toContainEqual(['member:developer', 5, 15]);
    const usageBefore = (await f.as('owner', 'GET', `/billing/v1/account/${acme}/usage`)).json;
    expect((await f.as('owner', 'PATCH', planPath(acme), { tier: 'pilot', annual: true })).status).toBe(200);
    expect(await terms(acme)).toEqual(termsBefore);
    expect((await f.as('owner', 'PATCH', planPath(acme), { tier: 'production', annual: true })).status).toBe(200);
    const after = await invoices(acme);
    const total = added(before, after).reduce((t, i) => t + Number(i.total_in_cents), 0);
    expect(total).toBe(0);
    expect(await terms(acme)).toEqual(termsBefore);
    expect((await f.as('owner', 'GET', `/billing/v1/account/${acme}/usage`)).json).toEqual(usageBefore);
    // The downgrade's refund paid the upgrade back exactly: no account credit is left over.
    expect((await f.as('owner', 'GET', `/billing/v1/account/${acme}`)).json).toMatchObject({
      credit_balance_in_cents: 0,
    });
  });
});

describe('the mock clock', () => {
  test('an open invoice becomes past due after its due date; 60 days on the organization is frozen', async () => {
    const acme = f.orgId('acme');
    const open = first((await invoices(acme)).filter((i) => i.state === 'open'));
    expect(Date.parse(String(open.due_on))).toBeGreaterThan(f.clock().now());
    f.clock().set(Date.parse(String(open.due_on)) + DAY);
    await relogin('owner');
    const now = first((await invoices(acme)).filter((i) => i.invoice_number === open.invoice_number));
    expect(now.state).toBe('past_due');
    const org = async () =>
      (
        (await f.as('owner', 'GET', `/v7/organization(${acme})?$select=is_frozen,has_past_due_invoice_since__date`))
          .json as {
          d: { is_frozen: boolean; has_past_due_invoice_since__date: string | null }[];
        }
      ).d[0];
    expect(await org()).toMatchObject({ is_frozen: false, has_past_due_invoice_since__date: open.due_on });
    f.clock().advance(60 * DAY);
    await relogin('owner');
    expect((await org())?.is_frozen).toBe(true);
  });
});

describe('credits over time', () => {
  test('credits are used up at each period end, not applied again every period', async () => {
    const globex = f.orgId('globex');
    const feature = first(f.world().store.find('feature', 'slug', 'device:microservices')).id;
    const bought = await f.as('owner', 'POST', '/v7/credit_bundle', {
      belongs_to__organization: globex,
      is_for__feature: feature,
      original_quantity: 100,
    });
    expect(bought.status).toBe(201);
    const bundle = (bought.json as { id: number }).id;
    const balance = async () =>
      (
        (await f.as('owner', 'GET', `/v7/credit_bundle(${bundle})?$select=total_balance`)).json as {
          d: { total_balance: number }[];
        }
      ).d[0]?.total_balance;
    const used = async () =>
      entry(
        (await f.as('owner', 'GET', `/billing/v1/account/${globex}/usage`)).json as Record<
          string,
          { creditConsumption: number }
        >,
        'device:microservices',
      ).creditConsumption;
    expect(await balance()).toBe(100);
    // Devices beyond the plan, for the credits to cover.
    const fleet = first(
      (
        (
          await f.as(
            'owner',
            'GET',
            `/v7/application?$select=id&$filter=organization eq ${globex} and is_of__class eq 'fleet'&$top=1`,
          )
        ).json as { d: Array<{ id: number }> }
      ).d,
    ).id;
    for (let i = 0; (await used()) < 3 && i < 400; i++) {
      await f.as('owner', 'POST', '/v7/device', {
        belongs_to__application: fleet,
        is_of__device_type: 'raspberrypi4-64',
        uuid: (i + 1).toString(16).padStart(32, 'b'),
      });
    }
    const perPeriod = await used();
    expect(perPeriod).toBeGreaterThan(0);
    expect(perPeriod).toBeLessThan(50);
    const view = (await f.as('owner', 'GET', planPath(globex))).json as PlanView;
    f.clock().set(Date.parse(view.currentPeriodEndDate) + DAY);
    await relogin('owner');
    expect(await balance()).toBe(100 - perPeriod);
    f.clock().advance(31 * DAY);
    await relogin('owner');
    expect(await balance()).toBe(100 - 2 * perPeriod);
  });
});

describe('account credit and invoice lines', () => {
  test('a downgrade leaves account credit; the next upgrade is billed what the shared rule says is due', async () => {
    const globex = f.orgId('globex');
    const p = await prices();
    const view = (await f.as('owner', 'GET', planPath(globex))).json as PlanView;
    expect(view.code).toBe('pilot-v2');
    const period = {
      start: Date.parse(periodStart(view.currentPeriodEndDate, false)),
      end: Date.parse(view.currentPeriodEndDate),
    };
    // Up to production, then a day later back down: the downgrade's refund exceeds pilot's charge.
    expect((await f.as('owner', 'PATCH', planPath(globex), { tier: 'production', annual: false })).status).toBe(200);
    f.clock().advance(DAY);
    expect((await f.as('owner', 'PATCH', planPath(globex), { tier: 'pilot', annual: false })).status).toBe(200);
    const account = (await f.as('owner', 'GET', `/billing/v1/account/${globex}`)).json as {
      credit_balance_in_cents: number;
    };
    expect(account.credit_balance_in_cents).toBeGreaterThan(0);
    // The dialog's figure for a switch to production annual, from the same rule and the account read.
    const expected = prorateChange({
      fromPeriodCents: entry(p, 'pilot-v2').monthly_price,
      toPeriodCents: entry(p, 'production-v2').annual_price,
      sameCycle: false,
      period,
      now: f.clock().now(),
      accountCreditCents: account.credit_balance_in_cents,
    });
    expect(expected.accountCreditUsedCents).toBe(account.credit_balance_in_cents);
    const before = await invoices(globex);
    expect((await f.as('owner', 'PATCH', planPath(globex), { tier: 'production', annual: true })).status).toBe(200);
    const invoice = first(added(before, await invoices(globex)));
    expect(Number(invoice.total_in_cents)).toBe(expected.dueNowCents);
    // Its lines explain it: the new plan, the unused time refunded, the account credit applied.
    const lines = invoice.lines ?? [];
    expect(lines.map((l) => l.description)).toEqual([
      expect.stringContaining('Production (annual)'),
      expect.stringMatching(/^Unused time on Pilot \(monthly\)/),
      'Account credit applied',
    ]);
    expect(lines.map((l) => Number(l.amount_in_cents))).toEqual([
      expected.chargeCents,
      -expected.creditCents,
      -expected.accountCreditUsedCents,
    ]);
    expect(lines.reduce((t, l) => t + Number(l.amount_in_cents), 0)).toBe(Number(invoice.total_in_cents));
    // The PDF lists the same lines, with amounts formatted like the dashboard's ($1,234.56).
    const pdf = await f.as('owner', 'GET', `${invoicesPath(globex)}/${invoice.invoice_number}/download`);
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.raw.rawPayload);
    const money = (cents: number) => formatMoneyIn(cents, 'en-US');
    expect(text).toContain(`Account credit applied: ${money(-expected.accountCreditUsedCents)}`);
    expect(text).toContain(`Total: ${money(expected.dueNowCents)}`);
    expect(money(expected.dueNowCents)).toMatch(/^\$\d{1,3}(,\d{3})+\.\d{2}$/);
    expect((await f.as('owner', 'GET', `/billing/v1/account/${globex}`)).json).toMatchObject({
      credit_balance_in_cents: 0,
    });
  });
});
