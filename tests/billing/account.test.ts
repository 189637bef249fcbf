/**
 * Billing account routes (api-ground-truth §4; spec 03 §5, §6, §7): GET/PATCH, 404 for no account,
 * administrators only (401 empty otherwise), e-mail and tax id checks.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { billingFixture, type BillingFixture } from './helpers.ts';
import {
  EMAIL_REQUIRED,
  INVALID_EMAIL,
  INVALID_TAX_ID,
  NO_ACCOUNT,
  ORG_ID_NOT_NUMBER,
} from '../../mock-server/src/core/handlers/billing/constants.ts';
import { isValidTaxId } from '../../mock-server/src/core/handlers/billing/tax-id.ts';

let f: BillingFixture;
let acme: number;
beforeAll(async () => {
  f = await billingFixture('billing-account');
  acme = f.orgId('acme');
});

describe('GET /billing/v1/account/:orgId', () => {
  test('the owner reads the account of acme', async () => {
    const res = await f.as('owner', 'GET', `/billing/v1/account/${acme}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      account_state: 'active',
      email: 'billing@acme.example.com',
      tax_id: { type: 'eu_vat', value: 'DE123456789' },
    });
    expect(res.json).not.toHaveProperty('organizationId');
  });

  test('non-administrators, guests and unknown organizations get 401 with an empty body', async () => {
    for (const persona of ['member', 'developer', null]) {
      const res = await f.as(persona, 'GET', `/billing/v1/account/${acme}`);
      expect([res.status, res.raw.body]).toEqual([401, '']);
    }
    expect((await f.as('owner', 'GET', '/billing/v1/account/999999')).status).toBe(401);
  });

  test('a free organization has no account: 404; a handle instead of the id: 400', async () => {
    const res = await f.as('free', 'GET', `/billing/v1/account/${f.orgId('free-tinkerers')}`);
    expect([res.status, res.json]).toEqual([404, NO_ACCOUNT]);
    const bad = await f.as('owner', 'GET', '/billing/v1/account/acme');
    expect([bad.status, bad.json]).toEqual([400, ORG_ID_NOT_NUMBER]);
  });
});

describe('PATCH /billing/v1/account/:orgId', () => {
  test('updates company, address and a valid tax id', async () => {
    const res = await f.as('owner', 'PATCH', `/billing/v1/account/${acme}`, {
      email: 'finance@acme.example.com',
      company_name: 'Acme IoT GmbH',
      address: { city: 'Berlin', country: 'DE' },
      tax_id: { type: 'eu_vat', value: 'de 987654321' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      email: 'finance@acme.example.com',
      company_name: 'Acme IoT GmbH',
      address: { city: 'Berlin', country: 'DE' },
      tax_id: { type: 'eu_vat', value: 'DE987654321' },
    });
    const again = await f.as('owner', 'GET', `/billing/v1/account/${acme}`);
    expect(again.json).toMatchObject({ company_name: 'Acme IoT GmbH' });
  });

  test('a company name over 255 characters → 400 naming the field', async () => {
    const res = await f.as('owner', 'PATCH', `/billing/v1/account/${acme}`, {
      email: 'finance@acme.example.com',
      company_name: 'c'.repeat(3000),
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatch(/^Invalid company_name: .*255/);
  });

  test('tax_id null clears it', async () => {
    const res = await f.as('owner', 'PATCH', `/billing/v1/account/${acme}`, {
      email: 'finance@acme.example.com',
      tax_id: null,
    });
    expect(res.json).toMatchObject({ tax_id: null });
  });

  test.each([
    [{ email: 'x@example.com', tax_id: { type: 'eu_vat', value: 'DE12' } }, INVALID_TAX_ID],
    [{ email: 'x@example.com', tax_id: { type: 'no_such_type', value: '123' } }, INVALID_TAX_ID],
    [{ email: '' }, EMAIL_REQUIRED],
    [{ email: 'not-an-email' }, INVALID_EMAIL],
    [{}, 'No fields to update'],
    [{ email: 'x@example.com', address: 'Main Street' }, expect.stringContaining('Invalid address')],
  ])('refuses %j', async (body, message) => {
    const res = await f.as('owner', 'PATCH', `/billing/v1/account/${acme}`, body);
    expect([res.status, res.json]).toEqual([400, message]);
  });

  test('members cannot patch (401)', async () => {
    expect((await f.as('member', 'PATCH', `/billing/v1/account/${acme}`, { email: 'a@example.com' })).status).toBe(401);
  });
});

describe('tax id patterns (spec 03 §5)', () => {
  test.each([
    ['eu_vat', 'FR12345678901', true],
    ['eu_vat', 'NL123456789B01', true],
    ['eu_vat', 'XX123', false],
    ['us_ein', '12-3456789', true],
    ['us_ein', '1234', false],
    ['gb_vat', 'GB123456789', true],
    ['au_abn', '12345678901', true],
    ['ca_bn', '12345', false],
  ])('%s %s → %s', (type, value, ok) => expect(isValidTaxId(type, value)).toBe(ok));
});
