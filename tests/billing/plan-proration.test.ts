/**
 * Plan changes are prorated (mock rule in handlers/billing/plan-change.ts `prorate`, after Stripe's
 * create_prorations): the unused part of the old plan's period is credited, the new plan is charged
 * for the rest of the same period, a credit left by a downgrade pays the next upgrade first, and the
 * plan and cycle already in force is no change and no invoice.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { billingFixture, type BillingFixture } from './helpers.ts';
import { entry, first } from '../present.ts';

let f: BillingFixture;
const plan = (id: number) => `/billing/v1/account/${id}/plan`;
const invoices = (id: number) => `/billing/v1/account/${id}/invoices`;

beforeAll(async () => {
  f = await billingFixture('billing-plan-proration');
});

type InvoiceRow = { invoice_number: string; total_in_cents: string; subtotal_in_cents: string };

async function planPrices(): Promise<Record<string, { monthly: number; annual: number }>> {
  const rows = (
    (await f.as('owner', 'GET', `/v7/plan?$select=billing_code,monthly_price,annual_price`)).json as {
      d: Array<{ billing_code: string; monthly_price: number; annual_price: number }>;
    }
  ).d;
  return Object.fromEntries(rows.map((r) => [r.billing_code, { monthly: r.monthly_price, annual: r.annual_price }]));
}

describe('prorated plan changes', () => {
  test('four changes in quick succession bill the prorated difference once, not four full periods', async () => {
    const globex = f.orgId('globex');
    const prices = await planPrices();
    const before = (await f.as('owner', 'GET', invoices(globex))).json as InvoiceRow[];
    const view = (await f.as('owner', 'GET', plan(globex))).json as { code: string; currentPeriodEndDate: string };
    expect(view.code).toBe('pilot-v2');
    // Globex is on pilot, monthly; its current period runs one month up to currentPeriodEndDate.
    const end = Date.parse(view.currentPeriodEndDate);
    const startDate = new Date(end);
    startDate.setUTCMonth(startDate.getUTCMonth() - 1);
    const remaining = (end - f.clock().now()) / (end - startDate.getTime());
    expect(remaining).toBeGreaterThan(0);
    expect(remaining).toBeLessThan(1);

    for (const tier of ['production', 'pilot', 'production', 'pilot']) {
      const res = await f.as('owner', 'PATCH', plan(globex), { tier, annual: false });
      expect(res.status).toBe(200);
    }
    const after = (await f.as('owner', 'GET', invoices(globex))).json as InvoiceRow[];
    const added = after.filter((i) => !before.some((b) => b.invoice_number === i.invoice_number));
    const total = added.reduce((t, i) => t + Number(i.total_in_cents), 0);
    // Upgrade: production for the rest of the period less pilot's unused part; the downgrade's credit
    // pays the second upgrade, and the last downgrade leaves a credit: one invoice in all.
    const expected =
      Math.round(entry(prices, 'production-v2').monthly * remaining) -
      Math.round(entry(prices, 'pilot-v2').monthly * remaining);
    expect(added).toHaveLength(1);
    expect(total).toBe(expected);
    expect(total).toBeLessThan(entry(prices, 'production-v2').monthly);
    // The period is kept across same-cycle changes.
    const now = (await f.as('owner', 'GET', plan(globex))).json as { code: string; currentPeriodEndDate: string };
    expect(now).toMatchObject({ code: 'pilot-v2', currentPeriodEndDate: view.currentPeriodEndDate });
  });

  test('the plan and cycle already in force is no change: 200, no invoice', async () => {
    const globex = f.orgId('globex');
    const before = ((await f.as('owner', 'GET', invoices(globex))).json as InvoiceRow[]).length;
    const res = await f.as('owner', 'PATCH', plan(globex), { tier: 'pilot', annual: false });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ code: 'pilot-v2', intervalUnit: 'month' });
    expect(((await f.as('owner', 'GET', invoices(globex))).json as InvoiceRow[]).length).toBe(before);
  });

  test('a cycle change starts a new period: the annual price less the unused monthly part and held credit', async () => {
    const globex = f.orgId('globex');
    const prices = await planPrices();
    const before = (await f.as('owner', 'GET', invoices(globex))).json as InvoiceRow[];
    const res = await f.as('owner', 'PATCH', plan(globex), { tier: 'pilot', annual: true });
    expect(res.status).toBe(200);
    const view = res.json as { intervalUnit: string; currentPeriodEndDate: string };
    expect(view.intervalUnit).toBe('year');
    const yearOn = new Date(f.clock().now());
    yearOn.setUTCFullYear(yearOn.getUTCFullYear() + 1);
    expect(view.currentPeriodEndDate).toBe(yearOn.toISOString());
    const added = ((await f.as('owner', 'GET', invoices(globex))).json as InvoiceRow[]).filter(
      (i) => !before.some((b) => b.invoice_number === i.invoice_number),
    );
    expect(added).toHaveLength(1);
    const invoice = first(added);
    expect(Number(invoice.subtotal_in_cents)).toBe(entry(prices, 'pilot-v2').annual);
    expect(Number(invoice.total_in_cents)).toBeGreaterThan(0);
    expect(Number(invoice.total_in_cents)).toBeLessThan(entry(prices, 'pilot-v2').annual);
  });
});
