/**
 * The request journal redacts secrets by default (passwords in /login_ bodies, `?apikey=`, tokens
 * and codes in bodies, the token a login answers, the key `POST /api-key/v2/` answers) and keeps them
 * only when the mock was started with `--journal-secrets`. Every operation of the contract whose
 * answer is a bare token, key or code is one the journal redacts whole.
 */
import { describe, expect, test } from 'vitest';
import contract from '../../generated/openapi.gen.json' with { type: 'json' };
import { json, text } from '../../mock-server/src/core/http.ts';
import { PERSONA_PASSWORD } from '../../mock-server/src/core/seed/index.ts';
import { CREDENTIAL_OPERATIONS, REDACTED, isSecretName } from '../../mock-server/src/core/journal/redact.ts';
import { captureResponse } from '../../mock-server/src/core/journal/response.ts';
import { createMockCore } from '../../mock-server/src/core/app.ts';
import { withMockAdmin } from '../../mock-server/src/core/handlers/mock-admin/index.ts';
import { buildApp } from '../../mock-server/src/fastify/app.ts';
import { parseCli } from '../../mock-server/src/fastify/cli-args.ts';

const OWNER_KEY = 'fleetmockOwnerDemoApiKey00000001';

async function journalText(journalSecrets: boolean): Promise<{ text: string; token: string; apiKey: string }> {
  const core = createMockCore(
    withMockAdmin({ defaults: { seed: 42, scale: 'small' }, log: () => {} }, { journalSecrets }),
  );
  const app = await buildApp({ core });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/login_',
      payload: { username: 'owner@fleetmock.test', password: PERSONA_PASSWORD },
      headers: { 'content-type': 'application/json' },
    });
    expect(login.statusCode).toBe(200);
    await app.inject({ url: `/v7/device?$select=id&$top=1&apikey=${OWNER_KEY}` });
    await app.inject({
      method: 'POST',
      url: '/auth/totp/verify',
      payload: { code: '123456' },
      headers: { authorization: `Bearer ${login.body}`, 'content-type': 'application/json' },
    });
    await app.inject({
      method: 'PATCH',
      url: '/user/password',
      payload: { oldPassword: PERSONA_PASSWORD, newPassword: 'another-secret-1' },
      headers: { authorization: `Bearer ${login.body}`, 'content-type': 'application/json' },
    });
    // A provisioning key made the way the vendor SDK makes one (generateProvisioningKey).
    const fleets = await app.inject({
      url: '/v7/application?$select=id&$top=1&$orderby=id',
      headers: { authorization: `Bearer ${login.body}` },
    });
    const fleet = (JSON.parse(fleets.body) as { d: { id: number }[] }).d[0];
    const created = await app.inject({
      method: 'POST',
      url: '/api-key/v2/',
      payload: {
        actorType: 'application',
        actorTypeId: fleet?.id,
        roles: ['provisioning-api-key'],
        name: 'factory line',
        expiryDate: null,
      },
      headers: { authorization: `Bearer ${login.body}`, 'content-type': 'application/json' },
    });
    expect(created.statusCode).toBe(200);
    const journal = await app.inject({ url: '/__mock/journal' });
    expect(journal.statusCode).toBe(200);
    return { text: journal.body, token: login.body, apiKey: JSON.parse(created.body) as string };
  } finally {
    await app.close();
  }
}

describe('journal secrets', () => {
  test('redacted by default: passwords, ?apikey=, codes, and the token in the login answer', async () => {
    const { text, token, apiKey } = await journalText(false);
    expect(token.length).toBeGreaterThan(20);
    expect(text).not.toContain(token);
    expect(apiKey.length).toBeGreaterThan(20);
    expect(text).not.toContain(apiKey);
    const entries = (JSON.parse(text) as { entries: { operationId: string; response: { body: string } }[] }).entries;
    expect(entries.find((e) => e.operationId === 'login')?.response.body).toBe(REDACTED);
    expect(entries.find((e) => e.operationId === 'createApiKeyV2')?.response.body).toBe(REDACTED);
    expect(text).not.toContain(PERSONA_PASSWORD);
    expect(text).not.toContain(OWNER_KEY);
    expect(text).not.toContain('123456');
    expect(text).not.toContain('another-secret-1');
    expect(text).toContain(REDACTED);
    expect(text).toContain('owner@fleetmock.test');
  });

  test('kept with --journal-secrets', async () => {
    expect(parseCli(['--journal-secrets']).journalSecrets).toBe(true);
    expect(parseCli([]).journalSecrets).toBe(false);
    const { text, token, apiKey } = await journalText(true);
    expect(text).toContain(token);
    expect(text).toContain(apiKey);
    expect(text).toContain(PERSONA_PASSWORD);
    expect(text).toContain(OWNER_KEY);
  });
});

describe('secret-like request fields', () => {
  test('verification and invitation tokens, 2FA codes, card and bank details are redacted; labels kept', async () => {
    const core = createMockCore(withMockAdmin({ defaults: { seed: 42, scale: 'small' }, log: () => {} }));
    const app = await buildApp({ core });
    const post = (url: string, payload: unknown) =>
      app.inject({
        method: 'POST',
        url,
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      });
    try {
      await post('/user/v1/verify-email', { verificationToken: 'verify-3f9a1c', email: 'new@example.com' });
      await post('/user/register', {
        email: 'invitee@example.com',
        password: PERSONA_PASSWORD,
        invitation_type: 'organization',
        invitation_token: 'org-1-0123456789abcdef',
      });
      await post('/user/reset-password', {
        token: 'login-7c2e',
        password: 'a new long password',
        twoFactorCode: '482913',
      });
      await post('/__ext/stripe/v1/setup_intents/seti_fleetmock_1/confirm', {
        client_secret: 'seti_fleetmock_1_secret_abc123',
        payment_method_data: {
          type: 'card',
          card: { number: '4000002760003184', exp_month: 12, exp_year: 2030, cvc: '737' },
          billing_details: { name: 'Ada Owner', address: { postal_code: '90210', country: 'US' } },
        },
      });
      await post('/__ext/stripe/v1/setup_intents/seti_fleetmock_1/confirm', {
        client_secret: 'seti_fleetmock_1_secret_abc123',
        payment_method_data: { type: 'sepa_debit', sepa_debit: { iban: 'DE89370400440532013000' } },
      });
      await post('/__ext/stripe/v1/setup_intents/seti_fleetmock_1/confirm', {
        client_secret: 'seti_fleetmock_1_secret_abc123',
        payment_method_data: {
          type: 'us_bank_account',
          us_bank_account: { routing_number: '110000000', account_number: '000123456789' },
        },
      });
      const text = (await app.inject({ url: '/__mock/journal' })).body;
      const bodies = (JSON.parse(text) as { entries: { body: Json }[] }).entries.map((e) => e.body);
      expect(bodies[2]).toEqual({ token: REDACTED, password: REDACTED, twoFactorCode: REDACTED });
      expect(bodies[3]?.payment_method_data).toMatchObject({
        card: { number: REDACTED, exp_month: 12, exp_year: 2030, cvc: REDACTED },
      });
      for (const secret of [
        'verify-3f9a1c',
        '0123456789abcdef',
        'login-7c2e',
        '4000002760003184',
        'DE89370400440532013000',
        '110000000',
        '000123456789',
        'seti_fleetmock_1_secret_abc123',
      ])
        expect(text, secret).not.toContain(secret);
      for (const kept of ['new@example.com', 'invitee@example.com', 'Ada Owner', '90210', 'sepa_debit'])
        expect(text, kept).toContain(kept);
    } finally {
      await app.close();
    }
  });
});

type Json = Record<string, unknown>;
const doc = contract as unknown as Json;
/** The schema or response a local `$ref` names (followed until it is not a reference). */
function deref(node: unknown): Json | undefined {
  let at = node as Json | undefined;
  while (at && typeof at.$ref === 'string') {
    let next: unknown = doc;
    for (const key of at.$ref.split('/').slice(1)) next = (next as Json)[key];
    at = next as Json | undefined;
  }
  return at;
}
/**
 * Success answers of these operations are text that carries no secret (a supervisor's "OK", a
 * project file from the code host double, the dashboard's build marker); every other answer that is
 * a bare string must come from a credential operation.
 */
const PLAIN_TEXT_ANSWERS = new Set([
  'supervisorPing',
  'supervisorRestartApplication',
  'supervisorBlink',
  'supervisorStartService',
  'supervisorStopService',
  'supervisorRestartService',
  'restartFleetApplication',
  'getCodeHostRawProjectFile',
  'getBuildTimeMarker',
]);
/**
 * Whether an answer of this schema is a credential by shape: a bare string or list of strings (a
 * token, a key, recovery codes), or an object holding nothing but secret-named fields (`{token}`,
 * `{code}`). Fixed values (`const`, `enum`) are not.
 */
function credentialShaped(schema: unknown): boolean {
  const s = deref(schema);
  if (!s || 'const' in s || 'enum' in s) return false;
  if (s.type === 'string') return true;
  if (s.type === 'array') return credentialShaped(s.items);
  const required = Array.isArray(s.required) ? (s.required as string[]) : [];
  return s.type === 'object' && required.length > 0 && required.every(isSecretName);
}

describe('credential answers in the contract', () => {
  const paths = doc.paths as Record<string, Record<string, { operationId?: string; responses?: Json }>>;
  const shaped = new Set<string>();
  for (const item of Object.values(paths))
    for (const op of Object.values(item)) {
      if (!op.operationId) continue;
      for (const [status, raw] of Object.entries(op.responses ?? {})) {
        const content = (deref(raw)?.content ?? {}) as Record<string, { schema?: unknown }>;
        for (const [type, media] of Object.entries(content))
          if (/^2/.test(status) && /^(?:text\/plain|application\/json)/.test(type) && credentialShaped(media.schema))
            shaped.add(op.operationId);
      }
    }

  test('every operation answering a bare token, key or code is a credential operation', () => {
    expect(shaped.has('createApiKeyV2')).toBe(true);
    const missing = [...shaped].filter((id) => !CREDENTIAL_OPERATIONS.has(id) && !PLAIN_TEXT_ANSWERS.has(id));
    expect(missing).toEqual([]);
    // The reviewed plain-text list names real operations that still answer text.
    for (const id of PLAIN_TEXT_ANSWERS) expect(shaped.has(id), id).toBe(true);
  });

  test("each credential operation's success answer is redacted whole, its refusals kept", () => {
    expect(CREDENTIAL_OPERATIONS.size).toBeGreaterThanOrEqual(shaped.size - PLAIN_TEXT_ANSWERS.size);
    for (const id of CREDENTIAL_OPERATIONS) {
      expect(captureResponse(json(200, 'Zk3qT9sLwP2xV7mN4bR8cY1dH6jF0aGe'), id).body, id).toBe(REDACTED);
      expect(captureResponse(text(200, 'JBSWY3DPEHPK3PXP'), id).body, id).toBe(REDACTED);
      expect(captureResponse(text(401, 'Unauthorized'), id).body, id).toBe('Unauthorized');
    }
  });
});
