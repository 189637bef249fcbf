/**
 * Links in the mails the mock sends (password reset, e-mail verification, invitations) start with the
 * mock's own address, never with a host the request names: a forged `Host`, `Origin` or `Referer`
 * cannot put a link to another site in the outbox, where the control panel shows it as a link.
 * `--public-url` sets the address instead.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createMockCore, type MockCore } from '../../mock-server/src/core/app.ts';
import { withMockAdmin } from '../../mock-server/src/core/handlers/mock-admin/index.ts';
import { outboxOf } from '../../mock-server/src/core/faults/outbox.ts';
import { PINNED_EPOCH, PERSONA_PASSWORD } from '../../mock-server/src/core/seed/index.ts';
import { buildApp } from '../../mock-server/src/fastify/app.ts';
import { CliError, parseCli } from '../../mock-server/src/fastify/cli-args.ts';
import { first } from '../present.ts';

const FORGED = { host: 'evil.example', origin: 'http://evil.example', referer: 'http://evil.example/login' };
const CAPTCHA = { 'g-recaptcha-response': 'fleetmock-captcha-skipped' };

interface Served {
  app: FastifyInstance;
  core: MockCore;
  port: number;
}

async function serve(publicUrl?: string): Promise<Served> {
  const core = createMockCore(
    withMockAdmin({ defaults: { seed: 42, scale: 'small', epoch: Date.parse(PINNED_EPOCH) }, log: () => {} }),
  );
  const app = await buildApp({ core, publicUrl });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  return { app, core, port: typeof addr === 'object' && addr ? addr.port : 0 };
}

/** A request over a real connection with headers of our choosing (fetch would not send a Host header). */
function send(
  port: number,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? '' : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          ...FORGED,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Asks for a password reset, signs up and invites someone, each with forged headers; the mailed links. */
async function mailedLinks({ port, core }: Served): Promise<string[]> {
  const reset = await send(port, 'POST', `/user/reset-password/${encodeURIComponent('owner@fleetmock.test')}`, CAPTCHA);
  expect(reset.status).toBe(200);
  const signUp = await send(port, 'POST', '/user/register', {
    email: 'newcomer@example.test',
    password: 'a-good-password',
    ...CAPTCHA,
  });
  expect(signUp.status).toBe(200);
  const login = await send(port, 'POST', '/login_', { username: 'owner@fleetmock.test', password: PERSONA_PASSWORD });
  const world = core.registry.get();
  const org = first(world.store.find('organization', 'handle', 'acme'));
  const role = first(world.store.find('organization_membership_role', 'name', 'member'));
  const invite = await send(
    port,
    'POST',
    '/v7/organization_invite',
    { invitee: 'fresh.hire@example.com', is_invited_to__organization: org.id, organization_membership_role: role.id },
    { authorization: `Bearer ${login.text}` },
  );
  expect(invite.status).toBe(201);
  const mails = outboxOf(world).list();
  expect(mails.map((m) => m.kind).sort()).toEqual(['invite', 'password-reset', 'verify-email']);
  return mails.flatMap((m) => [...(m.links ?? []), m.text ?? '']);
}

let plain: Served;
let configured: Served;
beforeAll(async () => {
  [plain, configured] = await Promise.all([serve(), serve('https://fleetmock.qa.example/')]);
});
afterAll(async () => {
  await Promise.all([plain.app.close(), configured.app.close()]);
});

describe('links in mails', () => {
  test('start with the address the mock was reached at, whatever Host, Origin and Referer say', async () => {
    const links = await mailedLinks(plain);
    for (const link of links) expect(link).not.toContain('evil.example');
    const own = `http://127.0.0.1:${plain.port}/`;
    const urls = links.filter((l) => l.startsWith('http'));
    expect(urls).toHaveLength(3);
    for (const url of urls) expect(url.startsWith(own), url).toBe(true);
  });

  test('start with --public-url when it is given', async () => {
    const urls = (await mailedLinks(configured)).filter((l) => l.startsWith('http'));
    expect(urls.map((u) => new URL(u).origin)).toEqual(Array(3).fill('https://fleetmock.qa.example'));
    expect(urls.some((u) => u.startsWith('https://fleetmock.qa.example/user/reset-password/'))).toBe(true);
  });

  test('--public-url takes an http(s) URL and nothing else', () => {
    expect(parseCli(['--public-url', 'https://qa.example/fleetmock/']).publicUrl).toBe('https://qa.example/fleetmock');
    expect(parseCli([]).publicUrl).toBeUndefined();
    for (const bad of ['qa.example', 'ftp://qa.example', 'https://qa.example/?a=1', 'https://u:p@qa.example'])
      expect(() => parseCli(['--public-url', bad]), bad).toThrow(CliError);
  });
});
