/**
 * Two-factor authentication with real TOTP on the mock clock (spec 01 §4, §7; api-ground-truth §5):
 * login step, recovery codes (each once, regeneration kills old ones), enabling through setup and
 * pairing, disabling with the password, and the recent-login rule on setup and code generation.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import {
  jwtPayload,
  PERSONA_PASSWORD,
  session,
  startTestServer,
  totpNow,
  worldOf,
  wrongCode,
  type TestServer,
} from './helpers.ts';
import { FRESH_LOGIN_MS, RECOVERY_CODE_COUNT } from '../../mock-server/src/core/handlers/account/constants.ts';
import { totpAt } from '../../mock-server/src/core/handlers/account/totp.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});

const post = (sess: string, url: string, token: string | undefined, body?: unknown) =>
  s.req({ method: 'POST', url, token, session: sess, body });
const FRESH_ERROR = { error: 'Fresh authentication token required' };

describe('login with a second factor', () => {
  test('a TOTP computed from the persona secret passes; a wrong one is 400, never 5xx', async () => {
    const sess = session('totp-login');
    const pending = await s.login('twofactor', sess);
    expect(jwtPayload(pending).twoFactorRequired).toBe(true);
    const code = totpNow(worldOf(s, sess));
    for (const bad of [wrongCode(code), 'abcdef', '12345', '']) {
      const res = await post(sess, '/auth/totp/verify', pending, { code: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toBe('Invalid two-factor authentication code');
    }
    expect((await post(sess, '/auth/totp/verify', pending, {})).json()).toBe('code is required');
    const res = await post(sess, '/auth/totp/verify', pending, { code });
    expect(res.statusCode).toBe(200);
    expect(jwtPayload(res.body)).toMatchObject({ twoFactorRequired: false, authTime: jwtPayload(pending).authTime });
    expect((await s.req({ url: '/user/v1/whoami', token: res.body, session: sess })).statusCode).toBe(200);
  });

  test('codes follow the mock clock: a code from 5 minutes ago no longer passes', async () => {
    const sess = session('totp-clock');
    const pending = await s.login('twofactor', sess);
    const world = worldOf(s, sess);
    const stale = totpAt('FLEETMOCKDEMOTWOFACTORSECRET2345', world.clock.now() - 5 * 60_000);
    expect((await post(sess, '/auth/totp/verify', pending, { code: stale })).statusCode).toBe(400);
  });

  test('a seeded recovery code passes once; a reused or unknown one is 400', async () => {
    const sess = session('recovery-login');
    const pending = await s.login('twofactor', sess);
    const creds = worldOf(s, sess).store.priv.credentials.get(jwtPayload(pending).id as number)!;
    const unused = creds.recoveryCodes.find((c) => c.usedAt === null)!.code;
    const used = creds.recoveryCodes.find((c) => c.usedAt !== null)!.code;
    const ok = await post(sess, '/auth/v1/2fa-recover/verify', pending, { code: unused.toUpperCase() });
    expect(ok.statusCode).toBe(200);
    expect(jwtPayload(ok.body).twoFactorRequired).toBe(false);
    for (const code of [unused, used, 'nope']) {
      const res = await post(sess, '/auth/v1/2fa-recover/verify', pending, { code });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toBe('Invalid recovery code');
    }
  });

  test('no token → 401; an API key cannot pass a second factor', async () => {
    const sess = session('totp-anon');
    expect((await post(sess, '/auth/totp/verify', undefined, { code: '123456' })).statusCode).toBe(401);
    expect(
      (await post(sess, '/auth/totp/verify', 'fleetmockOwnerDemoApiKey00000001', { code: '123456' })).statusCode,
    ).toBe(401);
  });
});

describe('enabling, recovery codes and disabling', () => {
  test('setup → pair → codes; next login needs the factor; regenerate kills old codes; disable', async () => {
    const sess = session('enable');
    const world = worldOf(s, sess);
    const token = await s.login('owner', sess);
    const setup = await s.req({ url: '/auth/totp/setup', token, session: sess });
    expect(setup.statusCode).toBe(200);
    const secret = setup.body;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect((await post(sess, '/auth/v1/2fa-recover/create', token)).json()).toBe(
      'Two-factor authentication is not enabled',
    );
    expect((await post(sess, '/auth/totp/verify', token, { code: wrongCode(totpNow(world, secret)) })).statusCode).toBe(
      400,
    );
    const paired = await post(sess, '/auth/totp/verify', token, { code: totpNow(world, secret) });
    expect(paired.statusCode).toBe(200);
    expect(jwtPayload(paired.body).twoFactorRequired).toBe(false);
    expect((await s.req({ url: '/auth/totp/setup', token: paired.body, session: sess })).json()).toBe(
      'Two-factor authentication is already enabled',
    );

    const first = (await post(sess, '/auth/v1/2fa-recover/create', paired.body)).json() as string[];
    expect(first).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(first).size).toBe(RECOVERY_CODE_COUNT);
    const second = (await post(sess, '/auth/v1/2fa-recover/create', paired.body)).json() as string[];
    expect(second.some((c) => first.includes(c))).toBe(false);

    const relogin = await s.login('owner', sess);
    expect(jwtPayload(relogin).twoFactorRequired).toBe(true);
    expect((await post(sess, '/auth/v1/2fa-recover/verify', relogin, { code: first[0] })).statusCode).toBe(400);
    expect((await post(sess, '/auth/v1/2fa-recover/verify', relogin, { code: second[0] })).statusCode).toBe(200);

    expect((await post(sess, '/auth/totp/disable', paired.body, { password: 'wrong' })).statusCode).toBe(401);
    const disabled = await post(sess, '/auth/totp/disable', paired.body, { password: PERSONA_PASSWORD });
    expect(disabled.statusCode).toBe(200);
    expect(jwtPayload(disabled.body)).not.toHaveProperty('twoFactorRequired');
    expect(jwtPayload(await s.login('owner', sess))).not.toHaveProperty('twoFactorRequired');
  });

  test('setup and code generation need a login from the last 20 minutes', async () => {
    const sess = session('stale');
    const world = worldOf(s, sess);
    const token = await s.login('twofactor', sess);
    const passed = (await post(sess, '/auth/totp/verify', token, { code: totpNow(world) })).body;
    world.clock.advance(FRESH_LOGIN_MS + 1000);
    const stale = await post(sess, '/auth/v1/2fa-recover/create', passed);
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual(FRESH_ERROR);
    const fresh = await post(sess, '/user/v1/refresh-token', passed, { password: PERSONA_PASSWORD });
    expect((await post(sess, '/auth/v1/2fa-recover/create', fresh.body)).statusCode).toBe(200);

    const owner = await s.login('owner', sess);
    world.clock.advance(FRESH_LOGIN_MS + 1000);
    const setup = await s.req({ url: '/auth/totp/setup', token: owner, session: sess });
    expect(setup.statusCode).toBe(401);
    expect(setup.json()).toEqual(FRESH_ERROR);
  });

  test('a 2FA-pending session cannot set up, regenerate or disable', async () => {
    const sess = session('partial');
    const pending = await s.login('twofactor', sess);
    expect((await post(sess, '/auth/v1/2fa-recover/create', pending)).statusCode).toBe(401);
    expect((await post(sess, '/auth/totp/disable', pending, { password: PERSONA_PASSWORD })).statusCode).toBe(401);
    expect((await s.req({ url: '/auth/totp/setup', token: pending, session: sess })).statusCode).toBe(401);
  });
});
