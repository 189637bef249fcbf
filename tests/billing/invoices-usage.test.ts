/**
 * Invoices (amounts as strings, every state, PDF download, drafts refused) and usage, support
 * eligibility and the free allowance (api-ground-truth §4; spec 03 §3, §6, §7, §9).
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { billingFixture, type BillingFixture } from './helpers.ts';
import { DRAFT_NOT_DOWNLOADABLE, INVOICE_NOT_FOUND } from '../../mock-server/src/core/handlers/billing/constants.ts';
import { pastDueState } from '../../mock-server/src/core/billing/past-due.ts';
import { entry } from '../present.ts';

let f: BillingFixture;
const base = (id: number) => `/billing/v1/account/${id}`;
type Inv = {
  invoice_number: string;
  state: string;
  created_at: string;
  total_in_cents: unknown;
  subtotal_in_cents: unknown;
};

beforeAll(async () => {
  f = await billingFixture('billing-invoices');
});

describe('invoices', () => {
  test('acme lists its invoices newest first with string amounts', async () => {
    const res = await f.as('owner', 'GET', `${base(f.orgId('acme'))}/invoices`);
    const list = res.json as Inv[];
    expect(list.length).toBeGreaterThan(6);
    expect(list.every((i) => typeof i.total_in_cents === 'string' && typeof i.subtotal_in_cents === 'string')).toBe(
      true,
    );
    expect(list.map((i) => i.created_at)).toEqual([...list.map((i) => i.created_at)].sort().reverse());
    expect(new Set(list.map((i) => i.state))).toEqual(new Set(['paid', 'closed', 'voided', 'open', 'draft']));
  });

  test('download: a PDF for a paid invoice, 400 for a draft, 404 for an unknown number', async () => {
    const acme = f.orgId('acme');
    const list = (await f.as('owner', 'GET', `${base(acme)}/invoices`)).json as Inv[];
    const paid = list.find((i) => i.state === 'paid')!;
    const res = await f.as('owner', 'GET', `${base(acme)}/invoices/${paid.invoice_number}/download`);
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toBe('application/pdf');
    expect(res.raw.headers['content-disposition']).toBe(`attachment; filename="invoice-${paid.invoice_number}.pdf"`);
    expect(res.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const again = await f.as('owner', 'GET', `${base(acme)}/invoices/${paid.invoice_number}/download`);
    expect(again.raw.rawPayload.equals(res.raw.rawPayload)).toBe(true);
    const draft = list.find((i) => i.state === 'draft')!;
    expect((await f.as('owner', 'GET', `${base(acme)}/invoices/${draft.invoice_number}/download`)).json).toBe(
      DRAFT_NOT_DOWNLOADABLE,
    );
    const none = await f.as('owner', 'GET', `${base(acme)}/invoices/NOPE-1/download`);
    expect([none.status, none.json]).toEqual([404, INVOICE_NOT_FOUND]);
    expect((await f.as('developer', 'GET', `${base(acme)}/invoices/${paid.invoice_number}/download`)).status).toBe(401);
  });
});

describe('usage, support eligibility, free allowance', () => {
  test('usage by role and devices, with peaks that never fall', async () => {
    const res = await f.as('owner', 'GET', `${base(f.orgId('acme'))}/usage`);
    const usage = res.json as Record<
      string,
      { currentUsage: number; peakUsage: number; overage: number; charges: number }
    >;
    expect(Object.keys(usage)).toEqual(
      expect.arrayContaining([
        'member:administrator',
        'member:developer',
        'member:observer',
        'member:member',
        'device:microservices',
      ]),
    );
    expect(entry(usage, 'member:administrator').currentUsage).toBeGreaterThanOrEqual(1);
    expect(entry(usage, 'device:microservices').currentUsage).toBeGreaterThan(0);
    for (const u of Object.values(usage)) expect(u.peakUsage).toBeGreaterThanOrEqual(u.currentUsage);
  });

  test('can-access-support: a bare boolean by support tier, open to members', async () => {
    expect((await f.as('member', 'GET', `${base(f.orgId('acme'))}/can-access-support`)).json).toBe(true);
    expect((await f.as('pastdue', 'GET', `${base(f.orgId('pastdue-labs'))}/can-access-support`)).json).toBe(false);
    expect((await f.as('free', 'GET', `${base(f.orgId('acme'))}/can-access-support`)).status).toBe(401);
  });

  test('free allowance: over 10 devices with frozen ones on the free persona', async () => {
    const res = await f.as('free', 'GET', `${base(f.orgId('free-tinkerers'))}/free-device-allowance`);
    expect(res.json).toMatchObject({ freeDeviceAllowance: 10, hasFrozenFreeDevices: true });
    expect((res.json as { totalDeviceCount: number }).totalDeviceCount).toBeGreaterThan(10);
  });
});

describe('past-due levels (spec 03 §4)', () => {
  const now = Date.parse('2026-11-01T00:00:00.000Z');
  const since = (days: number) => ({
    id: 1,
    is_frozen: false,
    has_past_due_invoice_since__date: new Date(now - days * 86_400_000).toISOString(),
  });
  test.each([
    [5, 'warning', null],
    [29, 'warning', null],
    [30, 'error', 30],
    [59, 'error', 1],
    [60, 'frozen', null],
  ])('%i days → %s', (days, level, until) => {
    expect(pastDueState(since(days), now)).toEqual({ level, daysPastDue: days, daysUntilFreeze: until });
  });
  test('no past-due date: none (or frozen when flagged)', () => {
    expect(pastDueState({ id: 1, is_frozen: false, has_past_due_invoice_since__date: null }, now).level).toBe('none');
    expect(pastDueState({ id: 1, is_frozen: true, has_past_due_invoice_since__date: null }, now).level).toBe('frozen');
  });
});
