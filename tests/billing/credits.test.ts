/**
 * Credit purchases through OData POST credit_bundle (spec 03 §4 "Payment result", §6, §9): paid
 * bundles with balances, expiry and an invoice; the documented failing quantity and card; plan and
 * payment-method rules; quantity range; permissions; credit notifications create/patch/delete.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { billingFixture, type BillingFixture } from './helpers.ts';
import {
  CARD_DECLINED,
  CREDITS_CONTACT_SALES,
  CREDITS_FEATURE_ONLY,
  CREDITS_PAYMENT_METHOD_REQUIRED,
  CREDITS_PLAN_REQUIRED,
  FAILING_CREDIT_QUANTITY,
  INSUFFICIENT_FUNDS,
  BANK_INSUFFICIENT_FUNDS,
  creditQuantityRange,
} from '../../mock-server/src/core/handlers/billing/constants.ts';
import { first } from '../present.ts';

let f: BillingFixture;
let feature: number;
const buy = (persona: string, org: number, quantity: unknown) =>
  f.as(persona, 'POST', '/v7/credit_bundle', {
    belongs_to__organization: org,
    is_for__feature: feature,
    original_quantity: quantity,
  });

beforeAll(async () => {
  f = await billingFixture('billing-credits');
  feature = first(f.world().store.find('feature', 'slug', 'device:microservices')).id;
});

describe('POST /v7/credit_bundle', () => {
  test('a paid purchase: 201 bare row with creator, costs, balances, 10-year expiry and an invoice', async () => {
    const org = f.orgId('credits-co');
    const before = f.world().store.priv.invoices.get(org)!.length;
    const res = await buy('credits', org, 100);
    expect(res.status).toBe(201);
    expect(res.raw.headers.location).toMatch(/^\/v7\/credit_bundle\(@id\)\?@id=\d+$/);
    const row = res.json as Record<string, unknown>;
    expect(row).toMatchObject({
      belongs_to__organization: { __id: org },
      is_for__feature: { __id: feature },
      is_created_by__user: { __id: expect.any(Number) },
      payment_status: 'paid',
      unit_cost: 200,
      original_quantity: 100,
      total_cost: 20_000,
      total_balance: 100,
      available_balance: 100,
      error_message: null,
    });
    expect(String(row.expires_on__date).slice(0, 4)).toBe(String(new Date(f.clock().now()).getUTCFullYear() + 10));
    expect(f.world().store.priv.invoices.get(org)).toHaveLength(before + 1);
    expect(f.world().store.priv.invoices.get(org)!.at(-1)).toMatchObject({
      state: 'paid',
      total_in_cents: '20000',
      invoice_number: row.is_associated_with__invoice_id,
    });
  });

  test('client-sent payment fields are ignored', async () => {
    const res = await f.as('credits', 'POST', '/v7/credit_bundle', {
      belongs_to__organization: f.orgId('credits-co'),
      is_for__feature: feature,
      original_quantity: 5,
      payment_status: 'complimentary',
      total_cost: 0,
    });
    expect(res.json).toMatchObject({ payment_status: 'paid', total_cost: 1000 });
  });

  test(`quantity ${FAILING_CREDIT_QUANTITY} fails with an error message and no balance`, async () => {
    const res = await buy('credits', f.orgId('credits-co'), FAILING_CREDIT_QUANTITY);
    expect(res.status).toBe(201);
    // Credits & Co pays by SEPA debit: the refusal names its bank account, not a card.
    expect(res.json).toMatchObject({
      payment_status: 'failed',
      error_message: BANK_INSUFFICIENT_FUNDS,
      total_balance: 0,
      is_associated_with__invoice_id: null,
    });
    const byCard = await buy('owner', f.orgId('globex'), FAILING_CREDIT_QUANTITY);
    expect(byCard.json).toMatchObject({ payment_status: 'failed', error_message: INSUFFICIENT_FUNDS });
  });

  test('the card ending 0341 attaches but its charges fail', async () => {
    const globex = f.orgId('globex');
    f.world().store.priv.billingInfo.get(globex)!.last_four = '0341';
    expect((await buy('owner', globex, 10)).json).toMatchObject({
      payment_status: 'failed',
      error_message: CARD_DECLINED,
    });
  });

  test.each([
    ['pastdue', 'pastdue-labs', 10, CREDITS_PLAN_REQUIRED],
    ['credits', 'credits-co', 0, creditQuantityRange(1_500_000)],
    ['credits', 'credits-co', 1.5, creditQuantityRange(1_500_000)],
    ['credits', 'credits-co', 1_500_001, creditQuantityRange(1_500_000)],
    ['credits', 'credits-co', '10', creditQuantityRange(1_500_000)],
    ['credits', 'credits-co', 500_000, CREDITS_CONTACT_SALES],
  ])('%s on %s buying %j → 400', async (persona, handle, quantity, message) => {
    const res = await buy(persona, f.orgId(handle), quantity);
    expect([res.status, res.json]).toEqual([400, message]);
  });

  test('another feature → 400', async () => {
    const other = first(f.world().store.find('feature', 'slug', 'device:any')).id;
    const res = await f.as('credits', 'POST', '/v7/credit_bundle', {
      belongs_to__organization: f.orgId('credits-co'),
      is_for__feature: other,
      original_quantity: 5,
    });
    expect([res.status, res.json]).toEqual([400, CREDITS_FEATURE_ONLY]);
  });

  test('no payment method → 400', async () => {
    const acme = f.orgId('acme');
    f.world().store.priv.billingInfo.delete(acme);
    expect((await buy('owner', acme, 10)).json).toBe(CREDITS_PAYMENT_METHOD_REQUIRED);
  });

  test('non-administrators and guests get 401 with an empty body', async () => {
    for (const persona of ['member', 'developer']) {
      const res = await buy(persona, f.orgId('acme'), 10);
      expect([res.status, res.raw.body]).toEqual([401, '']);
    }
    expect(
      (
        await f.as(null, 'POST', '/v7/credit_bundle', {
          belongs_to__organization: f.orgId('acme'),
          is_for__feature: feature,
          original_quantity: 1,
        })
      ).status,
    ).toBe(401);
  });
});

describe('credit notifications (OData)', () => {
  test('create, change the threshold, delete', async () => {
    const org = f.orgId('globex');
    const created = await f.as('owner', 'POST', '/v7/organization_credit_notification', {
      organization: org,
      owns_credit_notification_for__feature: feature,
      is_sent_when_below__threshold: 40,
    });
    expect(created.status).toBe(201);
    const id = (created.json as { id: number }).id;
    expect(
      (
        await f.as('owner', 'PATCH', `/v7/organization_credit_notification(${id})`, {
          is_sent_when_below__threshold: 80,
        })
      ).status,
    ).toBe(200);
    expect(f.world().store.get('organization_credit_notification', id)!.is_sent_when_below__threshold).toBe(80);
    expect((await f.as('owner', 'DELETE', `/v7/organization_credit_notification(${id})`)).status).toBe(200);
    expect(f.world().store.get('organization_credit_notification', id)).toBeUndefined();
  });
});
