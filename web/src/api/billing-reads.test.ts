/**
 * The shapes of the billing data reads (spec 03 §7 "Data reads"): the active subscription expanding
 * its plan with the plan's add-ons and features, its prepaid add-ons and its discounts; the plan list
 * with add-ons, features and discount codes ordered by monthly_price; the free plan read by its
 * billing code. The requests the dashboard sends are recorded from fetch.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freePlanQuery, plansQuery, subscriptionQuery } from './billing/catalogue.ts';

let urls: string[];
beforeEach(() => {
  urls = [];
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    urls.push(decodeURIComponent(new URL(req.url).search));
    return new Response(JSON.stringify({ d: [] }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

type Fn = (ctx: { signal: AbortSignal; queryKey: readonly unknown[] }) => Promise<unknown>;
async function requestOf(options: { queryFn?: unknown; queryKey: readonly unknown[] }): Promise<string> {
  await (options.queryFn as Fn)({ signal: new AbortController().signal, queryKey: options.queryKey });
  expect(urls).toHaveLength(1);
  return urls[0] ?? '';
}

describe('billing data reads (spec 03 §7)', () => {
  it('GET subscription: the active one of the organization, expanding plan, add-ons, features, prepaid add-ons, discounts', async () => {
    const q = await requestOf(subscriptionQuery(7));
    expect(q).toMatch(/\$filter=.*is_for__organization eq 7/);
    expect(q).toMatch(/\$filter=.*is_active eq true/);
    expect(q).toMatch(/is_for__plan\(\$select=[^)]*billing_code[^)]*;\$expand=plan_addon\(/);
    expect(q).toMatch(/plan_addon\([^)]*\$expand=offers__feature\(\$select=slug\)/);
    expect(q).toMatch(/plan_feature\([^)]*\$expand=provides__feature\(\$select=slug\)/);
    expect(q).toContain('subscription_prepaid_addon(');
    expect(q).toContain('subscription_addon_discount(');
  });

  it('GET plan: add-ons, features and discount codes, ordered by monthly_price', async () => {
    const q = await requestOf(plansQuery());
    expect(q).toContain('plan_addon(');
    expect(q).toContain('plan_feature(');
    expect(q).toMatch(/discount_code\(\$select=[^)]*discount_percentage/);
    expect(q).toMatch(/\$orderby=monthly_price asc/);
  });

  it('GET plan by billing_code free', async () => {
    const q = await requestOf(freePlanQuery());
    expect(q).toMatch(/\$filter=billing_code eq 'free'/);
  });
});
