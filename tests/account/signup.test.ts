/**
 * Sign-up and e-mail verification (spec 01 §4 "Sign-up", "Email verification", §5): register →
 * token + verification mail whose link the verify page reads; verify-email; resend; bad input.
 */
import { DEFAULT_LINK_ORIGIN } from '../../mock-server/src/core/links.ts';
import { beforeAll, describe, expect, test } from 'vitest';
import { jwtPayload, lastLink, mailsTo, session, startTestServer, worldOf, type TestServer } from './helpers.ts';
import {
  CAPTCHA_FAILING_RESPONSE,
  PASSWORD_LENGTH_MESSAGE,
  VERIFICATION_TOKEN_LIFETIME_MS,
} from '../../mock-server/src/core/handlers/account/constants.ts';
import { at, present } from '../present.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});

const register = (sess: string, body: unknown, headers: Record<string, string> = {}) =>
  s.req({ method: 'POST', url: '/user/register', session: sess, body, headers });

/** Registers and returns the token and the path segments of the verification link. */
async function signUp(sess: string, email: string) {
  const res = await register(
    sess,
    { email, password: 'a-good-password', 'g-recaptcha-response': 'fleetmock-captcha-skipped' },
    { origin: 'http://dash.test:5173' },
  );
  expect(res.statusCode).toBe(200);
  const link = lastLink(s, sess, email);
  const [, , , token, mailedEmail] = link.pathname.split('/');
  return {
    token: res.body,
    link,
    verificationToken: decodeURIComponent(present(token, 'the token in the verification link')),
    mailedEmail: decodeURIComponent(present(mailedEmail, 'the email in the verification link')),
  };
}

const profile = async (sess: string, token: string) => {
  const me = (await s.req({ url: '/actor/v1/whoami', token, session: sess })).json();
  const res = await s.req({ url: `/v7/user_profile?$filter=is_of__user eq ${me.actorTypeId}`, token, session: sess });
  return res.json().d[0];
};

describe('POST /user/register', () => {
  test('creates an unverified user, answers a text token and mails a verify-email link', async () => {
    const sess = session('register');
    const { token, link, verificationToken, mailedEmail } = await signUp(sess, 'New.Person@Example.test');
    expect(jwtPayload(token)).toMatchObject({ id: expect.any(Number) });
    expect(link.origin).toBe(DEFAULT_LINK_ORIGIN);
    expect(link.pathname).toMatch(/^\/user\/verify-email\/[0-9a-f]{32}\/new\.person%40example\.test$/);
    expect(mailedEmail).toBe('new.person@example.test');
    expect(verificationToken).toHaveLength(32);
    expect(await profile(sess, token)).toMatchObject({
      email: 'new.person@example.test',
      must_be_verified: true,
      is_verified: false,
      has_password_set: true,
    });
    const who = await s.req({ url: '/user/v1/whoami', token, session: sess });
    expect(who.json()).toMatchObject({ username: 'new_person', email: 'new.person@example.test' });
  });

  test('the new password logs in through /login_', async () => {
    const sess = session('register-login');
    await signUp(sess, 'login.me@example.test');
    const ok = await s.req({
      method: 'POST',
      url: '/login_',
      session: sess,
      body: { username: 'login.me@example.test', password: 'a-good-password' },
    });
    expect(ok.statusCode).toBe(200);
    const bad = await s.req({
      method: 'POST',
      url: '/login_',
      session: sess,
      body: { username: 'login.me@example.test', password: 'a-bad-password' },
    });
    expect(bad.statusCode).toBe(401);
  });

  test('a taken e-mail (any case) is 409 with a "unique" message', async () => {
    const res = await register(session('dup'), { email: 'OWNER@fleetmock.test', password: 'a-good-password' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatch(/unique/);
  });

  test('ten sign-ups with one e-mail at once make one account; the others are 409', async () => {
    const sess = session('race');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => register(sess, { email: 'race@example.test', password: 'a-good-password' })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    const profiles = s.core.registry
      .get(sess)
      .store.all('user_profile')
      .filter((p) => p.email === 'race@example.test');
    expect(profiles).toHaveLength(1);
  });

  test.each([
    [{ email: 'x@example.test', password: 'short' }, PASSWORD_LENGTH_MESSAGE],
    [{ email: 'x@example.test', password: 'x'.repeat(65) }, PASSWORD_LENGTH_MESSAGE],
    [{ email: 'not-an-email', password: 'a-good-password' }, 'Invalid email'],
    [{ password: 'a-good-password' }, 'email is required'],
    [
      { email: 'x@example.test', password: 'a-good-password', 'g-recaptcha-response': CAPTCHA_FAILING_RESPONSE },
      'ReCaptcha was not verified',
    ],
    [
      { email: 'x@example.test', password: 'a-good-password', 'g-recaptcha-response': '' },
      'ReCaptcha was not verified',
    ],
  ])('bad input %j → 400 %s', async (body, message) => {
    const res = await register(session('bad'), body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toBe(message);
  });

  test('a non-object body is 400, never 500', async () => {
    for (const body of ['text', [1], null]) {
      const res = await register(session('shape'), body);
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('POST /user/v1/verify-email', () => {
  test('verifies with the mailed token and answers a token; the link is then used up', async () => {
    const sess = session('verify');
    const { verificationToken, mailedEmail } = await signUp(sess, 'verify.me@example.test');
    const res = await s.req({
      method: 'POST',
      url: '/user/v1/verify-email',
      session: sess,
      body: { verificationToken, email: mailedEmail },
    });
    expect(res.statusCode).toBe(200);
    expect(await profile(sess, res.body)).toMatchObject({ is_verified: true, must_be_verified: true });
    const again = await s.req({
      method: 'POST',
      url: '/user/v1/verify-email',
      session: sess,
      body: { verificationToken, email: mailedEmail },
    });
    expect(again.statusCode).toBe(401);
  });

  test('a wrong e-mail, an unknown or an expired token is 401; a bad body is 400', async () => {
    const sess = session('verify-bad');
    const { verificationToken, mailedEmail } = await signUp(sess, 'late@example.test');
    const post = (body: unknown) => s.req({ method: 'POST', url: '/user/v1/verify-email', session: sess, body });
    expect((await post({ verificationToken, email: 'other@example.test' })).statusCode).toBe(401);
    expect((await post({ verificationToken: 'f'.repeat(32), email: mailedEmail })).statusCode).toBe(401);
    expect((await post({ email: mailedEmail })).statusCode).toBe(400);
    worldOf(s, sess).clock.advance(VERIFICATION_TOKEN_LIFETIME_MS + 1000);
    expect((await post({ verificationToken, email: mailedEmail })).statusCode).toBe(401);
  });
});

describe('POST /user/v1/sendVerifyEmail', () => {
  test('sends a new link and retires the old one; verified users get 400', async () => {
    const sess = session('resend');
    const { token, verificationToken: first, mailedEmail } = await signUp(sess, 'resend@example.test');
    const res = await s.req({ method: 'POST', url: '/user/v1/sendVerifyEmail', token, session: sess, body: {} });
    expect(res.statusCode).toBe(200);
    expect(mailsTo(s, sess, mailedEmail)).toHaveLength(2);
    const second = decodeURIComponent(at(lastLink(s, sess, mailedEmail).pathname.split('/'), 3, 'the link path'));
    expect(second).not.toBe(first);
    const post = (verificationToken: string) =>
      s.req({
        method: 'POST',
        url: '/user/v1/verify-email',
        session: sess,
        body: { verificationToken, email: mailedEmail },
      });
    expect((await post(first)).statusCode).toBe(401);
    expect((await post(second)).statusCode).toBe(200);
    const done = await s.req({ method: 'POST', url: '/user/v1/sendVerifyEmail', token, session: sess, body: {} });
    expect(done.statusCode).toBe(400);
    expect(done.json()).toBe('Email is already verified');
  });

  test('the seeded unverified persona can ask for a link; no token → 401', async () => {
    const sess = session('resend-persona');
    const token = await s.login('unverified', sess);
    expect((await s.req({ method: 'POST', url: '/user/v1/sendVerifyEmail', token, session: sess })).statusCode).toBe(
      200,
    );
    expect(lastLink(s, sess, 'unverified@fleetmock.test').pathname).toMatch(/^\/user\/verify-email\//);
    expect((await s.req({ method: 'POST', url: '/user/v1/sendVerifyEmail', session: sess })).statusCode).toBe(401);
  });
});
