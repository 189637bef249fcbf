/**
 * The pricing and billing-model reads (spec 03 §6, §7 "Pricing and a billing-model load", §9;
 * spec 01 §7): the plan's prices, every add-on's unit price after the subscription's add-on
 * discount with its included and in-window prepaid quantities, the credit price and limits on the
 * plans that sell credits; and how devices beyond the plan are billed. Administrators only.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { billingFixture, type BillingFixture } from './helpers.ts';

let f: BillingFixture;
const base = (id: number) => `/billing/v1/account/${id}`;
type AddOn = {
  code: string;
  baseCostCents: number;
  discountPercentage: number;
  unitCostCents: number;
  prepaidQuantity: number;
};
type Pricing = {
  currency: string;
  plan: { code: string; monthlyPriceCents: number };
  addOns: AddOn[];
  credits: { unitCostCents: number; maxQuantity: number; contactSalesCents: number } | null;
};

beforeAll(async () => {
  f = await billingFixture('billing-pricing');
});

describe('GET /billing/v1/account/{orgId}/pricing', () => {
  test('acme (production): add-on prices after its subscription discount, prepaid seats in their window, credits', async () => {
    const res = await f.as('owner', 'GET', `${base(f.orgId('acme'))}/pricing`);
    expect(res.status).toBe(200);
    const p = res.json as Pricing;
    expect(p.currency).toBe('USD');
    expect(p.plan.code).toBe('production-v2');
    const byCode = Object.fromEntries(p.addOns.map((a) => [a.code, a]));
    expect(byCode['device:microservices']).toMatchObject({ baseCostCents: 200, unitCostCents: 200 });
    // Developer seats: 5 prepaid in their window; operator's prepaid seats expired 35 days ago.
    expect(byCode['member:developer']).toMatchObject({ baseCostCents: 4900, prepaidQuantity: 5 });
    expect(byCode['member:operator']!.prepaidQuantity).toBe(0);
    for (const a of p.addOns)
      expect(a.unitCostCents).toBe(Math.round(a.baseCostCents * (1 - a.discountPercentage / 100)));
    expect(p.addOns.some((a) => a.discountPercentage > 0)).toBe(true);
    expect(p.credits).toEqual({ unitCostCents: 200, maxQuantity: 1_500_000, contactSalesCents: 100_000_000 });
  });

  test('the free plan has no credits; a member without billing access is refused', async () => {
    const free = (await f.as('free', 'GET', `${base(f.orgId('free-tinkerers'))}/pricing`)).json as Pricing;
    expect([free.plan.code, free.credits]).toEqual(['free', null]);
    expect((await f.as('member', 'GET', `${base(f.orgId('acme'))}/pricing`)).status).toBe(401);
  });
});

describe('GET /billing/v1/account/{orgId}/billing-model', () => {
  test.each([
    ['owner', 'acme', { planCode: 'production-v2', devicesBeyondPlan: 'credits_then_charged', creditsAvailable: true }],
    ['free', 'free-tinkerers', { planCode: 'free', devicesBeyondPlan: 'frozen', creditsAvailable: false }],
    ['pastdue', 'pastdue-labs', { planCode: 'prototype-v2', devicesBeyondPlan: 'charged', creditsAvailable: false }],
  ])('%s / %s', async (persona, handle, expected) => {
    const res = await f.as(persona, 'GET', `${base(f.orgId(handle))}/billing-model`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ billingVersion: 'v2', ...expected });
  });
});
