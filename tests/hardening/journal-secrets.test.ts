/**
 * The request journal redacts secrets by default (passwords in /login_ bodies, `?apikey=`, tokens
 * and codes in bodies, the token a login answers) and keeps them only when the mock was started with `--journal-secrets`.
 */
import { describe, expect, test } from 'vitest';
import { PERSONA_PASSWORD } from '../../mock-server/src/core/seed/index.ts';
import { REDACTED } from '../../mock-server/src/core/journal/redact.ts';
import { createMockCore } from '../../mock-server/src/core/app.ts';
import { withMockAdmin } from '../../mock-server/src/core/handlers/mock-admin/index.ts';
import { buildApp } from '../../mock-server/src/fastify/app.ts';
import { parseCli } from '../../mock-server/src/fastify/cli-args.ts';

const OWNER_KEY = 'fleetmockOwnerDemoApiKey00000001';

async function journalText(journalSecrets: boolean): Promise<{ text: string; token: string }> {
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
    const journal = await app.inject({ url: '/__mock/journal' });
    expect(journal.statusCode).toBe(200);
    return { text: journal.body, token: login.body };
  } finally {
    await app.close();
  }
}

describe('journal secrets', () => {
  test('redacted by default: passwords, ?apikey=, codes, and the token in the login answer', async () => {
    const { text, token } = await journalText(false);
    expect(token.length).toBeGreaterThan(20);
    expect(text).not.toContain(token);
    const entries = (JSON.parse(text) as { entries: { operationId: string; response: { body: string } }[] }).entries;
    expect(entries.find((e) => e.operationId === 'login')?.response.body).toBe(REDACTED);
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
    const { text, token } = await journalText(true);
    expect(text).toContain(token);
    expect(text).toContain(PERSONA_PASSWORD);
    expect(text).toContain(OWNER_KEY);
  });
});
