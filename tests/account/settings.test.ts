/**
 * Account settings (spec 01 §4, §5, §7): password change (8–64, current password when one is set,
 * recent login), e-mail change (204 pending verification vs 200 new token), profile, and logging
 * out other sessions (old tokens die, the caller gets a new one).
 */
import { beforeAll, describe, expect, test } from 'vitest';
import {
  jwtPayload,
  lastLink,
  PERSONA,
  PERSONA_PASSWORD,
  session,
  startTestServer,
  worldOf,
  type TestServer,
} from './helpers.ts';
import { FRESH_LOGIN_MS } from '../../mock-server/src/core/handlers/account/constants.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});

const patch = (sess: string, url: string, token: string | undefined, body: unknown) =>
  s.req({ method: 'PATCH', url, token, session: sess, body });
const login = (sess: string, username: string, password: string) =>
  s.req({ method: 'POST', url: '/login_', session: sess, body: { username, password } });

const profileOf = async (sess: string, token: string) => {
  const me = (await s.req({ url: '/actor/v1/whoami', token, session: sess })).json();
  return (
    await s.req({ url: `/v7/user_profile?$filter=is_of__user eq ${me.actorTypeId}`, token, session: sess })
  ).json().d[0];
};

describe('PATCH /user/password', () => {
  test('changes the password; the calling session stays valid', async () => {
    const sess = session('pw');
    const token = await s.login('developer', sess);
    const res = await patch(sess, '/user/password', token, {
      currentPassword: PERSONA_PASSWORD,
      password: 'another-password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    expect((await login(sess, PERSONA('developer'), 'another-password')).statusCode).toBe(200);
    // The new password also re-verifies the identity on refresh-token (recent-login rule).
    const refreshed = await s.req({
      method: 'POST',
      url: '/user/v1/refresh-token',
      token,
      session: sess,
      body: { password: 'another-password' },
    });
    expect(refreshed.statusCode).toBe(200);
    const wrong = await s.req({
      method: 'POST',
      url: '/user/v1/refresh-token',
      token,
      session: sess,
      body: { password: PERSONA_PASSWORD },
    });
    expect(wrong.statusCode).toBe(401);
    expect((await login(sess, PERSONA('developer'), PERSONA_PASSWORD)).statusCode).toBe(401);
    expect((await s.req({ url: '/user/v1/whoami', token, session: sess })).statusCode).toBe(200);
  });

  test.each([
    [{ password: 'another-password' }, 'Current password is required'],
    [{ currentPassword: 'wrong-one', password: 'another-password' }, 'Current password is incorrect'],
    [{ currentPassword: PERSONA_PASSWORD, password: 'short' }, 'The password must be between 8 and 64 characters'],
    [
      { currentPassword: PERSONA_PASSWORD, password: 'y'.repeat(65) },
      'The password must be between 8 and 64 characters',
    ],
    [{ currentPassword: PERSONA_PASSWORD }, 'password is required'],
  ])('%j → 400 %s', async (body, message) => {
    const sess = session('pw-bad');
    const res = await patch(sess, '/user/password', await s.login('developer', sess), body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toBe(message);
  });

  test('an old session gets 401 "Fresh authentication token required"; re-verifying fixes it', async () => {
    const sess = session('pw-stale');
    const token = await s.login('developer', sess);
    worldOf(s, sess).clock.advance(FRESH_LOGIN_MS + 1000);
    const stale = await patch(sess, '/user/password', token, {
      currentPassword: PERSONA_PASSWORD,
      password: 'another-password',
    });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual({ error: 'Fresh authentication token required' });
    const fresh = (
      await s.req({
        method: 'POST',
        url: '/user/v1/refresh-token',
        token,
        session: sess,
        body: { password: PERSONA_PASSWORD },
      })
    ).body;
    expect(
      (await patch(sess, '/user/password', fresh, { currentPassword: PERSONA_PASSWORD, password: 'another-password' }))
        .statusCode,
    ).toBe(200);
  });

  test('an account without a password (SAML) sets one without a current password', async () => {
    const sess = session('pw-none');
    const world = worldOf(s, sess);
    const token = await s.login('observer', sess);
    const creds = world.store.priv.credentials.get(jwtPayload(token).id as number)!;
    creds.passwordHash = null;
    expect((await patch(sess, '/user/password', token, { password: 'first-password' })).statusCode).toBe(200);
    expect((await login(sess, PERSONA('observer'), 'first-password')).statusCode).toBe(200);
  });
});

describe('PATCH /user/email', () => {
  test('a verified persona changes at once and gets a new token (200 text)', async () => {
    const sess = session('email');
    const token = await s.login('operator', sess);
    const res = await patch(sess, '/user/email', token, { email: 'Op.New@Example.test', password: PERSONA_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(jwtPayload(res.body).authTime).toBe(jwtPayload(token).authTime);
    expect((await s.req({ url: '/user/v1/whoami', token: res.body, session: sess })).json().email).toBe(
      'op.new@example.test',
    );
    expect((await login(sess, 'op.new@example.test', PERSONA_PASSWORD)).statusCode).toBe(200);
    expect((await login(sess, PERSONA('operator'), PERSONA_PASSWORD)).statusCode).toBe(401);
  });

  test('an account that must verify gets 204 and a mail to the new address; the link switches it', async () => {
    const sess = session('email-pending');
    const token = (
      await s.req({
        method: 'POST',
        url: '/user/register',
        session: sess,
        body: { email: 'first@example.test', password: 'a-good-password' },
      })
    ).body;
    const res = await patch(sess, '/user/email', token, { email: 'second@example.test', password: 'a-good-password' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await profileOf(sess, token)).email).toBe('first@example.test');
    const [, , , verificationToken] = lastLink(s, sess, 'second@example.test').pathname.split('/');
    const verified = await s.req({
      method: 'POST',
      url: '/user/v1/verify-email',
      session: sess,
      body: { verificationToken, email: 'second@example.test' },
    });
    expect(verified.statusCode).toBe(200);
    expect(await profileOf(sess, verified.body)).toMatchObject({ email: 'second@example.test', is_verified: true });
  });

  test('wrong password 400, taken address 409, bad address 400, no token 401', async () => {
    const sess = session('email-bad');
    const token = await s.login('operator', sess);
    const wrong = await patch(sess, '/user/email', token, { email: 'x@example.test', password: 'nope' });
    expect([wrong.statusCode, wrong.json()]).toEqual([400, 'Password is incorrect']);
    const taken = await patch(sess, '/user/email', token, { email: PERSONA('owner'), password: PERSONA_PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatch(/unique/);
    expect((await patch(sess, '/user/email', token, { email: 'nope', password: PERSONA_PASSWORD })).json()).toBe(
      'Invalid email',
    );
    expect(
      (await patch(sess, '/user/email', undefined, { email: 'x@example.test', password: PERSONA_PASSWORD })).statusCode,
    ).toBe(401);
  });
});

describe('PATCH /user/profile', () => {
  test('saves the profile fields into user_profile', async () => {
    const sess = session('profile');
    const token = await s.login('member', sess);
    const body = {
      first_name: ' Ada ',
      last_name: 'Lovelace',
      company: '',
      account_type: 'professional',
      has_disabled_newsletter: true,
    };
    const res = await patch(sess, '/user/profile', token, body);
    expect(res.statusCode).toBe(200);
    expect(await profileOf(sess, token)).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      company: null,
      account_type: 'professional',
      has_disabled_newsletter: true,
    });
  });

  test.each([
    [{ first_name: '  ', last_name: 'L', account_type: 'personal' }, 'first_name is required'],
    [{ first_name: 'A', account_type: 'personal' }, 'last_name is required'],
    [{ first_name: 'A', last_name: 'L', account_type: 'corporate' }, /^Invalid account_type/],
  ])('%j → 400', async (body, message) => {
    const sess = session('profile-bad');
    const res = await patch(sess, '/user/profile', await s.login('member', sess), body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatch(message);
  });
});

describe('POST /logout-others', () => {
  test('every other token dies; the caller continues with the token in the answer', async () => {
    const sess = session('logout-others');
    const mine = await s.login('developer', sess);
    const other = await s.login('developer', sess);
    const res = await s.req({ method: 'POST', url: '/logout-others', token: mine, session: sess });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(jwtPayload(res.body).authTime).toBe(jwtPayload(mine).authTime);
    for (const old of [mine, other])
      expect((await s.req({ url: '/actor/v1/whoami', token: old, session: sess })).statusCode).toBe(401);
    expect((await s.req({ url: '/user/v1/whoami', token: res.body, session: sess })).statusCode).toBe(200);
    expect((await s.req({ method: 'POST', url: '/logout-others', session: sess })).statusCode).toBe(401);
  });
});
