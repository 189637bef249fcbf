/**
 * Plan routes (api-ground-truth §4; spec 03 §3 plan view, §4 plan change rules, §5 self-serve list):
 * the real GET shape, PATCH with self-serve/free rules, blocked free downgrades, payment method
 * requirement, kept reasons and the first period billed.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { billingFixture, type BillingFixture } from './helpers.ts';
import {
  FROZEN_DEVICES_DOWNGRADE,
  PAYMENT_METHOD_REQUIRED,
  notSelfServe,
  tooManyDevicesDowngrade,
  unknownTier,
} from '../../mock-server/src/core/handlers/billing/constants.ts';
import { billingState } from '../../mock-server/src/core/handlers/billing/state.ts';
import { selfServePlans, tierOf } from '../../mock-server/src/core/handlers/billing/plans.ts';
import { periodEnd } from '../../mock-server/src/core/handlers/billing/plan-view.ts';

let f: BillingFixture;
const plan = (id: number) => `/billing/v1/account/${id}/plan`;
beforeAll(async () => {
  f = await billingFixture('billing-plan');
});

describe('GET plan', () => {
  test('acme: production on an annual cycle with charges in cents and the support tier', async () => {
    const res = await f.as('owner', 'GET', plan(f.orgId('acme')));
    expect(res.status).toBe(200);
    const p = res.json as {
      billing: { totalCostCents: string; charges: { itemType: string; unitCostCents: string; quantity: string }[] };
    };
    expect(p).toMatchObject({
      name: 'production',
      code: 'production-v2',
      tier: 'production',
      title: 'Production',
      intervalUnit: 'year',
      intervalLength: '1',
      support: { name: 'standard', title: 'Standard' },
    });
    // Acme's subscription has a 10 % discount: the bill is the annual price after it.
    expect(p.billing.charges[0]).toMatchObject({
      itemType: 'plan',
      code: 'production-v2',
      unitCostCents: '484920',
      quantity: '1',
    });
    // Amounts and counts are decimal strings, as balena-sdk types them (BillingPlanInfo).
    expect(Number(p.billing.totalCostCents)).toBeGreaterThanOrEqual(484920);
    expect(Date.parse((res.json as { currentPeriodEndDate: string }).currentPeriodEndDate)).toBeGreaterThan(
      f.clock().now(),
    );
  });

  test('acme (annual): the plan total is one year of the plan charges; monthly seat add-ons are totalled apart', async () => {
    type Charge = { unitCostCents: string; quantity: string };
    type View = {
      currentPeriodEndDate: string;
      billing: { totalCostCents: string; charges: Charge[] };
      addonPlan: { currentPeriodEndDate: string; billing: { totalCostCents: string; charges: Charge[] } };
    };
    const p = (await f.as('owner', 'GET', plan(f.orgId('acme')))).json as View;
    const total = (cs: Charge[]) => cs.reduce((t, c) => t + Number(c.unitCostCents) * Number(c.quantity), 0);
    expect(p.addonPlan.billing.charges.length).toBeGreaterThan(0);
    expect(Number(p.billing.totalCostCents)).toBe(total(p.billing.charges));
    expect(Number(p.addonPlan.billing.totalCostCents)).toBe(total(p.addonPlan.billing.charges));
    // The add-on period is a month: it ends within 31 days, before the yearly period does.
    const addonEnd = Date.parse(p.addonPlan.currentPeriodEndDate);
    expect(addonEnd).toBeGreaterThan(f.clock().now());
    expect(addonEnd - f.clock().now()).toBeLessThanOrEqual(31 * 24 * 3600 * 1000);
    expect(addonEnd).toBeLessThan(Date.parse(p.currentPeriodEndDate));
  });

  test('free organization: the free plan, community support, no period', async () => {
    const res = await f.as('free', 'GET', plan(f.orgId('free-tinkerers')));
    // As balena-sdk's integration test reads a free account: the plan and its support, nothing else,
    // even with devices over the allowance (they are frozen, not billed).
    expect(res.json).toMatchObject({
      name: 'Free plan',
      title: 'Free',
      code: 'free',
      tier: 'free',
      addOns: [],
      billing: {
        currency: 'USD',
        totalCostCents: '0',
        charges: [
          { itemType: 'plan', name: 'Free plan', code: 'free', unitCostCents: '0', quantity: '1' },
          { itemType: 'support', name: 'Community support', code: 'community', unitCostCents: '0', quantity: '1' },
        ],
      },
      support: { name: 'Community support', title: 'Community' },
    });
  });

  test('members get 401', async () => {
    expect((await f.as('member', 'GET', plan(f.orgId('acme')))).status).toBe(401);
  });
});

describe('PATCH plan', () => {
  test.each([
    [{ tier: 'enterprise', annual: false }, notSelfServe('enterprise')],
    [{ tier: 'starter', annual: false }, notSelfServe('starter')],
    [{ tier: 'platinum', annual: false }, unknownTier('platinum')],
    [{ tier: 'production' }, 'annual is required'],
    [{ tier: '', annual: true }, expect.stringContaining('Invalid tier')],
    ['production', 'Request body must be a JSON object'],
  ])('globex %j → 400', async (body, message) => {
    const res = await f.as('owner', 'PATCH', plan(f.orgId('globex')), body);
    expect([res.status, res.json]).toEqual([400, message]);
  });

  test('free downgrade blocked by frozen devices, then by the device count', async () => {
    const frozen = await f.as('free', 'PATCH', plan(f.orgId('free-tinkerers')), { tier: 'free', annual: false });
    expect([frozen.status, frozen.json]).toEqual([400, FROZEN_DEVICES_DOWNGRADE]);
    const many = await f.as('owner', 'PATCH', plan(f.orgId('acme')), { tier: 'free', annual: false });
    expect([many.status, many.json]).toEqual([400, tooManyDevicesDowngrade(10)]);
  });

  test('a paid plan needs a payment method', async () => {
    const res = await f.as('free', 'PATCH', plan(f.orgId('free-tinkerers')), { tier: 'pilot', annual: false });
    expect([res.status, res.json]).toEqual([400, PAYMENT_METHOD_REQUIRED]);
  });

  test('globex pilot → production monthly: new subscription, invoice billed, reason kept; same again is no change', async () => {
    const globex = f.orgId('globex');
    const invoicesBefore = f.world().store.priv.invoices.get(globex)!.length;
    const res = await f.as('owner', 'PATCH', plan(globex), {
      tier: 'production',
      annual: false,
      planChangeReason: 'Growing fleet',
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ code: 'production-v2', intervalUnit: 'month' });
    const subs = f.world().store.find('subscription', 'is_for__organization', globex);
    expect(subs.filter((s) => s.is_active)).toHaveLength(1);
    expect(f.world().store.priv.invoices.get(globex)).toHaveLength(invoicesBefore + 1);
    expect(billingState(f.world()).planChanges.at(-1)).toMatchObject({
      organizationId: globex,
      from: 'pilot-v2',
      to: 'production-v2',
      cycle: 'monthly',
      reason: 'Growing fleet',
    });
    const same = await f.as('owner', 'PATCH', plan(globex), { tier: 'production', annual: false });
    expect(same.status).toBe(200);
    expect(f.world().store.priv.invoices.get(globex)).toHaveLength(invoicesBefore + 1);
    const cycle = await f.as('owner', 'PATCH', plan(globex), { tier: 'production', annual: true });
    expect(cycle.json).toMatchObject({ code: 'production-v2', intervalUnit: 'year' });
  });
});

describe('plan rules (pure)', () => {
  test('tier drops the -v{n} suffix', () => {
    expect([tierOf('pilot-v2'), tierOf('enterprise-v2'), tierOf('free')]).toEqual(['pilot', 'enterprise', 'free']);
  });
  test('self-serve list: paid, not legacy, self-serve, in date, by price', () => {
    expect(selfServePlans(f.world().store, f.clock().now()).map((p) => p.billing_code)).toEqual([
      'prototype-v2',
      'pilot-v2',
      'production-v2',
    ]);
  });
  test('period end steps whole cycles from the start', () => {
    const now = Date.parse('2026-11-01T00:00:00.000Z');
    expect(periodEnd('2026-04-15T00:00:00.000Z', false, now)).toBe('2026-11-15T00:00:00.000Z');
    expect(periodEnd('2025-12-01T00:00:00.000Z', true, now)).toBe('2026-12-01T00:00:00.000Z');
  });
});
