/**
 * The subscription read of the team-member pricing card (spec 03 §3, §6, §7 "GET subscription: active
 * subscription of an organization … expanding … prepaid addons, discounts"): an administrator reads
 * the organization's active subscription with its add-on discounts and prepaid add-ons, the exact
 * query the dashboard sends; the ended subscription is not returned.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { billingFixture, type BillingFixture } from './helpers.ts';

let f: BillingFixture;

beforeAll(async () => {
  f = await billingFixture('billing-subscription-read');
});

const query = (org: number) =>
  `/v7/subscription?$select=id,billing_cycle,discount_percentage&$filter=(is_for__organization eq ${org}) and (is_active eq true)` +
  '&$expand=subscription_addon_discount($select=id,discount_percentage,is_for__plan_addon),' +
  'subscription_prepaid_addon($select=id,discount_percentage,quantity,starts_on__date,expires_on__date,is_for__plan_addon)&$top=1';

describe('GET /v7/subscription (active, with discounts and prepaid add-ons)', () => {
  test('acme: one active annual subscription, a 20% operator seat discount and two prepaid add-ons', async () => {
    const acme = f.orgId('acme');
    const res = await f.as('owner', 'GET', query(acme));
    expect(res.status).toBe(200);
    const rows = (res.json as { d: Array<Record<string, unknown>> }).d;
    expect(rows).toHaveLength(1);
    const sub = rows[0] as {
      billing_cycle: string;
      subscription_addon_discount: Array<{ discount_percentage: number; is_for__plan_addon: { __id: number } }>;
      subscription_prepaid_addon: Array<{
        quantity: number;
        starts_on__date: string;
        expires_on__date: string | null;
        is_for__plan_addon: { __id: number };
      }>;
    };
    expect(sub.billing_cycle).toBe('annual');
    const addonSlug = (id: number) => {
      const addon = f.world().store.get('plan_addon', id);
      return f.world().store.get('feature', Number(addon?.offers__feature))?.slug;
    };
    expect(
      sub.subscription_addon_discount.map((d) => [addonSlug(d.is_for__plan_addon.__id), d.discount_percentage]),
    ).toEqual([['member:operator', 20]]);
    const now = f.clock().now();
    const active = sub.subscription_prepaid_addon.filter(
      (p) => Date.parse(p.starts_on__date) <= now && (!p.expires_on__date || Date.parse(p.expires_on__date) > now),
    );
    expect(active.map((p) => [addonSlug(p.is_for__plan_addon.__id), p.quantity])).toEqual([['member:developer', 5]]);
    expect(sub.subscription_prepaid_addon).toHaveLength(2);
  });
});
