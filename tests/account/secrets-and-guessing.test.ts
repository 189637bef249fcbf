/**
 * Secrets made at run time are unpredictable (two fresh worlds of the same seed hand out different API
 * keys, provisioning keys, reset codes and verification tokens), guessing a reset code or a two-factor
 * code is cut off with 429 and Retry-After after ten wrong tries, reset codes never reach the journal
 * or the request log, a login-as session creates no API key, and user keys need a fresh password login.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { lastLink, PERSONA, PERSONA_PASSWORD, session, startTestServer, worldOf, type TestServer } from './helpers.ts';
import { withMockAdmin } from '../../mock-server/src/core/handlers/mock-admin/index.ts';
import { journalOf } from '../../mock-server/src/core/journal/index.ts';
import { requestLine } from '../../mock-server/src/cli/request-log.ts';
import { GUESS_MAX_FAILURES } from '../../mock-server/src/core/auth/failure-limiter.ts';
import { OWNER_API_KEY } from '../../mock-server/src/core/seed/index.ts';
import { FRESH_AUTH_WINDOW_MS } from '../../mock-server/src/core/handlers/identity/constants.ts';
import { at, first } from '../present.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer(withMockAdmin({}));
});

const CAPTCHA = { 'g-recaptcha-response': 'fleetmock-captcha-skipped' };

async function login(sess: string, key: string): Promise<string> {
  const res = await s.req({
    method: 'POST',
    url: '/login_',
    session: sess,
    body: { username: PERSONA(key), password: PERSONA_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res.body;
}

async function resetCode(sess: string, key: string): Promise<string> {
  const ask = await s.req({
    method: 'POST',
    url: `/user/reset-password/${encodeURIComponent(PERSONA(key))}`,
    session: sess,
    body: CAPTCHA,
  });
  expect(ask.statusCode).toBe(200);
  return lastLink(s, sess, PERSONA(key)).pathname.split('/').at(-1)!;
}

describe('run-time secrets', () => {
  test('two fresh worlds of the same seed hand out different API keys, provisioning keys and reset codes', async () => {
    const made = [];
    for (const sess of [session('secrets-a'), session('secrets-b')]) {
      const token = await login(sess, 'owner');
      const key = await s.req({
        method: 'POST',
        url: '/api-key/user/full',
        session: sess,
        token,
        body: { name: 'ci', expiryDate: null },
      });
      expect(key.statusCode).toBe(200);
      const apps = JSON.parse(
        (
          await s.req({
            url: `/v7/application?$select=id&$filter=is_of__class eq 'fleet' and is_directly_accessible_by__user/any(u:u/id eq ${JSON.parse(Buffer.from(at(token.split('.'), 1, 'the token'), 'base64url').toString()).id})&$orderby=id asc`,
            session: sess,
            token,
          })
        ).body,
      ) as { d: { id: number }[] };
      const app = first(apps.d).id;
      const prov = await s.req({
        method: 'POST',
        url: `/api-key/application/${app}/provisioning`,
        session: sess,
        token,
        body: {},
      });
      expect(prov.statusCode).toBe(200);
      made.push({ key: key.body, prov: prov.body, reset: await resetCode(sess, 'member') });
    }
    const [one, two] = [at(made, 0), at(made, 1)];
    expect(one.key).not.toBe(two.key);
    expect(one.prov).not.toBe(two.prov);
    expect(one.reset).not.toBe(two.reset);
  });
});

describe('guessing limits', () => {
  test('wrong reset codes: ten are answered, then 429 with Retry-After, even for the right code', async () => {
    const sess = session('guess-reset');
    const code = await resetCode(sess, 'member');
    const reset = (token: string) =>
      s.req({
        method: 'POST',
        url: '/user/reset-password',
        session: sess,
        body: { token, password: 'a new password!' },
      });
    for (let i = 0; i < GUESS_MAX_FAILURES; i++) expect((await reset(`wrong${i}`)).statusCode).toBe(400);
    const blocked = await reset(code);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(GUESS_MAX_FAILURES).toBeLessThan(30);
  });

  test('wrong two-factor codes at login: ten are answered 400, then 429 with Retry-After', async () => {
    const sess = session('guess-totp');
    const partial = await login(sess, 'twofactor');
    const verify = (code: string) =>
      s.req({ method: 'POST', url: '/auth/totp/verify', session: sess, token: partial, body: { code } });
    const wrong = ['000000', '111111', '222222', '333333', '444444', '555555', '666666', '777777', '888888', '999999'];
    for (const code of wrong.slice(0, GUESS_MAX_FAILURES)) expect((await verify(code)).statusCode).toBe(400);
    const blocked = await verify('123123');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('reset codes in paths', () => {
  test('the journal and the request log show a reset page path as [redacted]', async () => {
    const sess = session('journal-path');
    const code = await resetCode(sess, 'member');
    await s.req({ url: `/user/reset-password/${code}`, session: sess, headers: { accept: 'text/html' } });
    const paths = journalOf(worldOf(s, sess))
      .list()
      .map((e) => e.path);
    expect(paths).toContain('/user/reset-password/[redacted]');
    expect(paths.join(' ')).not.toContain(code);
    // The address in the request for a reset mail is no secret and stays.
    expect(paths).toContain(`/user/reset-password/${encodeURIComponent(PERSONA('member'))}`);
    const line = requestLine(
      { method: 'GET', path: `/user/reset-password/${code}`, rawQuery: '', headers: {}, body: undefined, ip: '' },
      { status: 404, body: { kind: 'empty' } },
      1,
    );
    expect(line).not.toContain(code);
    expect(line).toContain('/user/reset-password/[redacted]');
  });
});

describe('API keys', () => {
  test('a login-as session may not create a key for the user it acts as', async () => {
    const sess = session('login-as-key');
    const admin = await login(sess, 'admin');
    const as = await s.req({
      method: 'POST',
      url: '/user/v1/login-as',
      session: sess,
      token: admin,
      body: { username: 'member' },
    });
    expect(as.statusCode).toBe(200);
    const key = await s.req({
      method: 'POST',
      url: '/api-key/user/full',
      session: sess,
      token: as.body,
      body: { name: 'x', expiryDate: null },
    });
    expect(key.statusCode).toBe(401);
    expect(key.body).toContain('logged in as another user');
  });

  test('a user key needs a fresh password login: an API key or an old session gets the fresh-login 401', async () => {
    const sess = session('fresh-key');
    const byKey = await s.req({
      method: 'POST',
      url: '/api-key/user/full',
      session: sess,
      token: OWNER_API_KEY,
      body: { name: 'from a key', expiryDate: null },
    });
    expect(byKey.statusCode).toBe(401);
    expect(byKey.body).toContain('Fresh authentication token required');
    const v2 = await s.req({
      method: 'POST',
      url: '/api-key/v2/',
      session: sess,
      token: OWNER_API_KEY,
      body: { actorType: 'user', actorTypeId: 1, roles: ['named-user-api-key'], name: 'v2', expiryDate: null },
    });
    expect(v2.statusCode).toBe(401);
    const token = await login(sess, 'owner');
    worldOf(s, sess).clock.advance(FRESH_AUTH_WINDOW_MS + 1000);
    const old = await s.req({
      method: 'POST',
      url: '/api-key/user/full',
      session: sess,
      token,
      body: { name: 'late', expiryDate: null },
    });
    expect(old.statusCode).toBe(401);
  });
});
