import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../../../../shared/mock-admin-client.ts';
import { redactSecrets, shellQuote, toCurl } from './curl.ts';

const entry = (extra: Partial<JournalEntry>): JournalEntry => ({
  seq: 1,
  time: '2026-11-01T00:00:00.000Z',
  method: 'GET',
  path: '/v7/device',
  query: {},
  body: null,
  status: 200,
  actor: null,
  session: 'default',
  operationId: 'listDevice',
  resource: 'device',
  device: null,
  faults: [],
  response: null,
  ...extra,
});

describe('toCurl', () => {
  it('renders a GET with its decoded query re-encoded', () => {
    expect(toCurl(entry({ query: { $select: 'id,uuid', $top: '5' } }), 'http://127.0.0.1:4010/')).toBe(
      "curl 'http://127.0.0.1:4010/v7/device?%24select=id%2Cuuid&%24top=5'",
    );
  });

  it('renders a write with its JSON body, session header and a token placeholder, never a secret', () => {
    const cmd = toCurl(
      entry({
        method: 'PATCH',
        path: '/user/password',
        body: { currentPassword: 'old-secret', newPassword: 'new-secret', note: "it's" },
        actor: { kind: 'user', id: 3, email: 'owner@fleetmock.test', username: 'owner' },
        session: 'e2e-1',
      }),
      'http://h',
    );
    expect(cmd).toBe(
      `curl -X PATCH 'http://h/user/password' -H 'x-mock-session: e2e-1' -H "Authorization: Bearer $TOKEN" ` +
        `-H 'Content-Type: application/json' --data-raw '{"currentPassword":"[redacted]","newPassword":"[redacted]","note":"it'\\''s"}'`,
    );
    expect(cmd).not.toContain('secret');
  });

  it('redacts secret query parameters and nested body keys', () => {
    const cmd = toCurl(
      entry({ query: { apikey: 'k123', filter: 'x' }, method: 'POST', body: { a: [{ token: 't' }] } }),
      'http://h',
    );
    expect(cmd).toContain('apikey=%5Bredacted%5D&filter=x');
    expect(cmd).not.toContain('k123');
    expect(redactSecrets({ a: [{ token: 't', api_key: 'z', keep: 1 }] })).toEqual({
      a: [{ token: '[redacted]', api_key: '[redacted]', keep: 1 }],
    });
  });

  it('redacts the fields the journal redacts: tokens, codes, card and bank details (a mock with --journal-secrets)', () => {
    const cmd = toCurl(
      entry({
        method: 'POST',
        path: '/__ext/stripe/v1/setup_intents/seti_1/confirm',
        body: {
          verificationToken: 'vt-1',
          invitation_token: 'it-2',
          twoFactorCode: '482913',
          payment_method_data: {
            card: { number: '4242424242424242', cvc: '737', exp_month: 12 },
            sepa_debit: { iban: 'DE89370400440532013000' },
            us_bank_account: { routing_number: '110000000', account_number: '000123456789' },
            billing_details: { address: { postal_code: '90210' } },
          },
        },
      }),
      'http://h',
    );
    for (const secret of ['vt-1', 'it-2', '482913', '4242424242424242', '737', 'DE89', '110000000', '000123456789'])
      expect(cmd).not.toContain(secret);
    expect(cmd).toContain('"exp_month":12');
    expect(cmd).toContain('"postal_code":"90210"');
  });

  it('quotes single quotes for the shell', () => {
    expect(shellQuote("a'b")).toBe(`'a'\\''b'`);
  });
});
