/**
 * balena-sdk's auth model against the mock over HTTP: login with e-mail and password, whoami and the
 * user's info, the session token (a JWT the SDK decodes and checks against the machine's clock),
 * login with an API key, the two-factor challenge, and logout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as OTPAuth from 'otpauth';
import { startSdkHarness, personaEmail, PERSONA_PASSWORD, type SdkHarness } from './harness.ts';
import { TWOFACTOR_TOTP_SECRET } from '../../mock-server/src/core/seed/index.ts';

let h: SdkHarness;
beforeAll(async () => {
  h = await startSdkHarness();
}, 60_000);
afterAll(() => h.close());

/** The JWT payload, decoded as balena-auth does. */
const payloadOf = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

describe('login and whoami', () => {
  it('logs in with e-mail and password and names the user', async () => {
    const sdk = await h.sdk('owner');
    expect(await sdk.auth.isLoggedIn()).toBe(true);
    const who = await sdk.auth.whoami();
    expect(who).toMatchObject({ actorType: 'user', username: 'owner', email: personaEmail('owner') });
    const info = await sdk.auth.getUserInfo();
    expect(info).toMatchObject({ username: 'owner', email: personaEmail('owner') });
    expect(typeof info.id).toBe('number');
    // The actor is the user's actor row; the user is the actor's user row.
    expect(await sdk.auth.getActorId()).toBe(who?.id);
    expect(who?.actorType === 'user' ? who.actorTypeId : undefined).toBe(info.id);
  });

  it('holds a session token whose exp lies ahead on the machine clock', async () => {
    const sdk = await h.sdk('owner');
    const token = await sdk.auth.getToken();
    const payload = payloadOf(token);
    expect(typeof payload.exp).toBe('number');
    expect((payload.exp as number) * 1000).toBeGreaterThan(Date.now());
    expect(payload.id).toBe((await sdk.auth.getUserInfo()).id);
  });

  it('refuses a wrong password as a request error', async () => {
    const sdk = h.fresh();
    const err = (await sdk.auth
      .login({ email: personaEmail('owner'), password: 'not-the-password' })
      .catch((e: unknown) => e)) as { code?: string };
    // balena-sdk turns the 401 of POST /login_ into its invalid-credentials error.
    expect(err).toMatchObject({ code: 'BalenaInvalidLoginCredentials' });
    expect(await sdk.auth.isLoggedIn()).toBe(false);
  });

  it('logs in with a named API key and acts as its user', async () => {
    const owner = await h.sdk('owner');
    const key = await owner.models.apiKey.create({
      name: 'sdk-login-key',
      description: 'for loginWithToken',
      expiryDate: null,
    });
    expect(key).toMatch(/^\w{32}$/);
    const sdk = h.fresh();
    await sdk.auth.loginWithToken(key);
    expect(await sdk.auth.isLoggedIn()).toBe(true);
    expect(await sdk.auth.whoami()).toMatchObject({ actorType: 'user', username: 'owner' });
    const apps = await sdk.models.application.getAllDirectlyAccessible({ $select: 'slug' });
    expect(apps.length).toBeGreaterThan(0);
  });

  it('logs out', async () => {
    const sdk = h.fresh();
    await sdk.auth.login({ email: personaEmail('developer'), password: PERSONA_PASSWORD });
    expect(await sdk.auth.isLoggedIn()).toBe(true);
    await sdk.auth.logout();
    expect(await sdk.auth.isLoggedIn()).toBe(false);
  });
});

describe('sign-up', () => {
  it('registers a user who gets a personal organization named after the username', async () => {
    const sdk = h.fresh();
    const email = 'sdk.newcomer@example.com';
    await sdk.auth.register({ email, password: 'a-long-enough-password-1', 'g-recaptcha-response': 'ok' });
    await sdk.auth.login({ email, password: 'a-long-enough-password-1' });
    const { username } = await sdk.auth.getUserInfo();
    const orgs = await sdk.models.organization.getAll({ $select: ['name', 'handle'] });
    expect(orgs).toEqual([{ name: username, handle: username }]);
  });
});

describe('two-factor authentication', () => {
  it('holds a session that has not passed the challenge until the TOTP code is sent', async () => {
    const sdk = h.fresh();
    await sdk.auth.login({ email: personaEmail('twofactor'), password: PERSONA_PASSWORD });
    expect(await sdk.auth.twoFactor.isEnabled()).toBe(true);
    expect(await sdk.auth.twoFactor.isPassed()).toBe(false);
    // The mock runs on the wall clock, so the code of now is the code the mock expects.
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(TWOFACTOR_TOTP_SECRET), digits: 6, period: 30 });
    await sdk.auth.twoFactor.challenge(totp.generate());
    expect(await sdk.auth.twoFactor.isPassed()).toBe(true);
    expect(await sdk.auth.whoami()).toMatchObject({ actorType: 'user', username: 'twofactor' });
  });

  it('refuses a wrong code', async () => {
    const sdk = h.fresh();
    await sdk.auth.login({ email: personaEmail('twofactor'), password: PERSONA_PASSWORD });
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(TWOFACTOR_TOTP_SECRET), digits: 6, period: 30 });
    const code = totp.generate();
    const wrong = `${(Number(code[0]) + 5) % 10}${code.slice(1)}`;
    await expect(sdk.auth.twoFactor.challenge(wrong)).rejects.toMatchObject({ code: 'BalenaRequestError' });
    expect(await sdk.auth.twoFactor.isPassed()).toBe(false);
  });
});
