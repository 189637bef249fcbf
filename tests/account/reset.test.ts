/**
 * Password reset (spec 01 §2, §5, §8): request with captcha → outbox mail with the
 * /user/reset-password/{code} link; reset with the code (and a TOTP for 2FA accounts); error codes
 * 1 two-factor required, 2 invalid, 3 expired, 4 invalid; the request's 429 with nextValidRequestDate.
 */
import { DEFAULT_LINK_ORIGIN } from '../../mock-server/src/core/links.ts';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  lastLink,
  mailsTo,
  PERSONA,
  PERSONA_PASSWORD,
  session,
  startTestServer,
  totpNow,
  worldOf,
  wrongCode,
  type TestServer,
} from './helpers.ts';
import {
  RESET_CODE_LIFETIME_MS,
  RESET_REQUESTS_PER_WINDOW,
  RESET_REQUEST_WINDOW_MS,
} from '../../mock-server/src/core/handlers/account/constants.ts';
import { present } from '../present.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});

const CAPTCHA = { 'g-recaptcha-response': 'fleetmock-captcha-skipped' };
const ask = (sess: string, email: string, body: unknown = CAPTCHA) =>
  s.req({
    method: 'POST',
    url: `/user/reset-password/${encodeURIComponent(email)}`,
    session: sess,
    body,
    headers: { origin: 'http://dash.test' },
  });
const reset = (sess: string, body: Record<string, unknown>) =>
  s.req({ method: 'POST', url: '/user/reset-password', session: sess, body });
const login = (sess: string, key: string, password: string) =>
  s.req({ method: 'POST', url: '/login_', session: sess, body: { username: PERSONA(key), password } });

/** Requests a reset for a persona and returns the code from the mailed link. */
async function codeFor(sess: string, key: string): Promise<string> {
  expect((await ask(sess, PERSONA(key))).statusCode).toBe(200);
  const link = lastLink(s, sess, PERSONA(key));
  // The mock's own address, not the Origin the request sent (core/links.ts).
  expect(link.origin).toBe(DEFAULT_LINK_ORIGIN);
  const m = /^\/user\/reset-password\/([0-9a-f]+)$/.exec(link.pathname);
  expect(m).not.toBeNull();
  return present(m?.[1], 'the reset code in the link');
}

describe('POST /user/reset-password/{email}', () => {
  test('mails a reset link to an account; an unknown address gets the same 200 and no mail', async () => {
    const sess = session('ask');
    await codeFor(sess, 'member');
    expect(mailsTo(s, sess, PERSONA('member'))[0]).toMatchObject({
      subject: 'Reset your password',
      kind: 'password-reset',
    });
    const ghost = await ask(sess, 'ghost@example.test');
    expect(ghost.statusCode).toBe(200);
    expect(mailsTo(s, sess, 'ghost@example.test')).toEqual([]);
  });

  test('a missing, empty or failing captcha is 400 "ReCaptcha was not verified"; a bad address 400', async () => {
    const sess = session('ask-bad');
    for (const body of [{}, { 'g-recaptcha-response': '' }, { 'g-recaptcha-response': 'fleetmock-captcha-fail' }]) {
      const res = await ask(sess, PERSONA('member'), body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toBe('ReCaptcha was not verified');
    }
    expect((await ask(sess, 'no-at-sign')).json()).toBe('Invalid email');
  });

  test(`after ${RESET_REQUESTS_PER_WINDOW} requests in an hour: 429 with Retry-After and nextValidRequestDate`, async () => {
    const sess = session('ask-limit');
    for (let i = 0; i < RESET_REQUESTS_PER_WINDOW; i++)
      expect((await ask(sess, PERSONA('member'))).statusCode).toBe(200);
    const limited = await ask(sess, PERSONA('member'));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    const body = limited.json();
    expect(body.message).toBe('Too many password reset requests.');
    expect(Date.parse(body.nextValidRequestDate)).toBeGreaterThan(worldOf(s, sess).clock.now());
    worldOf(s, sess).clock.advance(RESET_REQUEST_WINDOW_MS + 1000);
    expect((await ask(sess, PERSONA('member'))).statusCode).toBe(200);
  });
});

describe('POST /user/reset-password', () => {
  test('sets the new password, ends old sessions, and the code works once', async () => {
    const sess = session('reset');
    const old = await s.login('member', sess);
    const token = await codeFor(sess, 'member');
    expect((await reset(sess, { token, password: 'brand-new-pass' })).statusCode).toBe(200);
    expect((await login(sess, 'member', 'brand-new-pass')).statusCode).toBe(200);
    expect((await login(sess, 'member', PERSONA_PASSWORD)).statusCode).toBe(401);
    expect((await s.req({ url: '/actor/v1/whoami', token: old, session: sess })).statusCode).toBe(401);
    const again = await reset(sess, { token, password: 'another-new-pass' });
    expect(again.json()).toEqual({ code: 4, message: 'Invalid password reset code' });
  });

  test('a newer request retires the older code; an expired code is code 3', async () => {
    const sess = session('reset-expiry');
    const first = await codeFor(sess, 'member');
    const second = await codeFor(sess, 'member');
    expect((await reset(sess, { token: first, password: 'brand-new-pass' })).json().code).toBe(4);
    worldOf(s, sess).clock.advance(RESET_CODE_LIFETIME_MS + 1000);
    const expired = await reset(sess, { token: second, password: 'brand-new-pass' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ code: 3, message: 'Password reset code has expired' });
  });

  test('a short password is 400 with the spec wording; a missing token 400', async () => {
    const sess = session('reset-short');
    const token = await codeFor(sess, 'member');
    const short = await reset(sess, { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toBe('The password must be between 8 and 64 characters');
    expect((await reset(sess, { password: 'brand-new-pass' })).json()).toBe('token is required');
  });

  test('a two-factor account needs the TOTP: code 1 without, code 2 wrong, then success', async () => {
    const sess = session('reset-2fa');
    const token = await codeFor(sess, 'twofactor');
    expect((await reset(sess, { token, password: 'brand-new-pass' })).json()).toEqual({
      code: 1,
      message: 'Two-factor authentication code required',
    });
    const code = totpNow(worldOf(s, sess));
    expect((await reset(sess, { token, password: 'brand-new-pass', twoFactorCode: wrongCode(code) })).json().code).toBe(
      2,
    );
    expect((await reset(sess, { token, password: 'brand-new-pass', twoFactorCode: code })).statusCode).toBe(200);
    expect((await login(sess, 'twofactor', 'brand-new-pass')).statusCode).toBe(200);
  });
});
