/**
 * Auth (api-ground-truth §4, §5; spec 01 §4, §9): /login_, whoami, refresh-token,
 * API keys, expired and revoked tokens, 2FA-pending tokens, the login rate limit.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { jwtPayload, PERSONA, startTestServer, type TestServer } from './helpers.ts';
import { PERSONA_PASSWORD, OWNER_API_KEY } from '../../mock-server/src/core/seed/index.ts';
import { SESSION_LIFETIME_MS, LOGIN_MAX_ATTEMPTS } from '../../mock-server/src/core/auth/constants.ts';
import { authenticate } from '../../mock-server/src/core/auth/actor.ts';
import type { CoreRequest } from '../../mock-server/src/core/http.ts';
import { at } from '../present.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});

describe('POST /login_', () => {
  test('answers a text/plain JWT with the real claims', async () => {
    const world = s.core.registry.get('login-claims');
    const res = await s.req({
      method: 'POST',
      url: '/login_',
      session: 'login-claims',
      body: { username: PERSONA('owner'), password: PERSONA_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const claims = jwtPayload(res.body);
    const creds = world.store.priv.credentials.get(claims.id as number)!;
    expect(creds.email).toBe(PERSONA('owner'));
    expect(claims.jwt_secret).toBe(creds.jwtSecret);
    expect(claims.authTime).toBeGreaterThan(1e12); // milliseconds
    expect(claims.exp as number).toBe((claims.iat as number) + SESSION_LIFETIME_MS / 1000);
    expect(claims).not.toHaveProperty('twoFactorRequired');
  });

  test('matches usernames and e-mails case-insensitively', async () => {
    for (const username of ['OWNER', 'Owner@FleetMock.test']) {
      const res = await s.req({ method: 'POST', url: '/login_', body: { username, password: PERSONA_PASSWORD } });
      expect(res.statusCode).toBe(200);
    }
  });

  test('bad credentials and bad bodies give 401 with an empty body', async () => {
    for (const body of [
      { username: 'owner', password: 'nope' },
      { username: 'ghost', password: PERSONA_PASSWORD },
      {},
      'text',
      [1],
    ]) {
      const res = await s.req({ method: 'POST', url: '/login_', body });
      expect(res.statusCode).toBe(401);
      expect(res.body).toBe('');
    }
  });

  test('blocks a username+IP for an hour after 10 tries (429 with Retry-After)', async () => {
    const session = 'login-limit';
    for (let i = 0; i < LOGIN_MAX_ATTEMPTS; i++) {
      const res = await s.req({
        method: 'POST',
        url: '/login_',
        session,
        body: { username: 'developer', password: 'wrong' },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await s.req({
      method: 'POST',
      url: '/login_',
      session,
      body: { username: 'developer', password: PERSONA_PASSWORD },
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3500);
    const other = await s.req({
      method: 'POST',
      url: '/login_',
      session,
      body: { username: 'operator', password: PERSONA_PASSWORD },
    });
    expect(other.statusCode).toBe(200);
    s.core.registry.get(session).clock.advance(60 * 60 * 1000 + 1000);
    const later = await s.req({
      method: 'POST',
      url: '/login_',
      session,
      body: { username: 'developer', password: PERSONA_PASSWORD },
    });
    expect(later.statusCode).toBe(200);
  });
});

describe('whoami', () => {
  test('/actor/v1/whoami names the actor; /user/v1/whoami the user', async () => {
    const token = await s.login('developer');
    const actor = await s.req({ url: '/actor/v1/whoami', token });
    expect(actor.statusCode).toBe(200);
    const a = actor.json();
    expect(a).toMatchObject({ actorType: 'user', username: 'developer', email: PERSONA('developer') });
    expect(a.id).not.toBe(a.actorTypeId);
    const user = await s.req({ url: '/user/v1/whoami', token });
    expect(user.json()).toEqual({ id: a.actorTypeId, username: 'developer', email: PERSONA('developer') });
  });

  test('no token → 401 empty', async () => {
    for (const url of ['/actor/v1/whoami', '/user/v1/whoami']) {
      const res = await s.req({ url });
      expect(res.statusCode).toBe(401);
      expect(res.body).toBe('');
    }
  });

  test('a 2FA user gets twoFactorRequired: partial access only', async () => {
    const token = await s.login('twofactor');
    expect(jwtPayload(token).twoFactorRequired).toBe(true);
    expect((await s.req({ url: '/user/v1/whoami', token })).statusCode).toBe(401);
    expect((await s.req({ url: '/actor/v1/whoami', token })).statusCode).toBe(200);
    expect((await s.req({ url: '/user/v1/refresh-token', token })).statusCode).toBe(200);
    const devices = await s.req({ url: '/v7/device?$select=id', token });
    expect(devices.json()).toEqual({ d: [] });
  });
});

describe('API keys', () => {
  test('a non-JWT Bearer string or ?apikey= authenticates as its actor', async () => {
    const bearer = await s.req({ url: '/actor/v1/whoami', token: OWNER_API_KEY });
    expect(bearer.json()).toMatchObject({ actorType: 'user', username: 'owner' });
    const query = await s.req({ url: `/user/v1/whoami?apikey=${OWNER_API_KEY}` });
    expect(query.json()).toMatchObject({ username: 'owner' });
    const devices = await s.req({ url: `/v7/device/$count?apikey=${OWNER_API_KEY}` });
    expect(devices.json().d).toBeGreaterThan(0);
  });

  test('an unknown key is a guest on OData and 401 elsewhere', async () => {
    expect((await s.req({ url: '/actor/v1/whoami', token: 'notAKey' })).statusCode).toBe(401);
    // The guest reads only public fleets, and no device at all (401, open-balena-api config.ts guest user).
    expect(
      (await s.req({ url: '/v7/application/$count?$filter=is_public eq false', token: 'notAKey' })).json(),
    ).toEqual({ d: 0 });
    expect((await s.req({ url: '/v7/device/$count', token: 'notAKey' })).statusCode).toBe(401);
  });
});

describe('refresh-token and expiry', () => {
  test('GET and POST issue a new token; a password resets authTime; a bad one is 401', async () => {
    const session = 'refresh';
    const token = await s.login('owner', session);
    const world = s.core.registry.get(session);
    world.clock.advance(60_000);
    const got = await s.req({ url: '/user/v1/refresh-token', token, session });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toMatch(/^text\/plain/);
    expect(jwtPayload(got.body).authTime).toBe(jwtPayload(token).authTime);
    expect(jwtPayload(got.body).iat as number).toBeGreaterThan(jwtPayload(token).iat as number);
    const fresh = await s.req({
      method: 'POST',
      url: '/user/v1/refresh-token',
      token,
      session,
      body: { password: PERSONA_PASSWORD },
    });
    expect(jwtPayload(fresh.body).authTime as number).toBeGreaterThan(jwtPayload(token).authTime as number);
    const bad = await s.req({
      method: 'POST',
      url: '/user/v1/refresh-token',
      token,
      session,
      body: { password: 'wrong' },
    });
    expect(bad.statusCode).toBe(401);
    const apiKey = await s.req({ url: '/user/v1/refresh-token', token: OWNER_API_KEY, session });
    expect(apiKey.statusCode).toBe(404);
  });

  test('an expired token (36 h on the world clock) is a guest on OData and 401 on auth routes', async () => {
    const session = 'expiry';
    const token = await s.login('owner', session);
    const fleets = '/v7/application/$count?$filter=is_public eq false';
    expect((await s.req({ url: fleets, token, session })).json().d).toBeGreaterThan(0);
    s.core.registry.get(session).clock.advance(SESSION_LIFETIME_MS + 1000);
    const odata = await s.req({ url: fleets, token, session });
    expect(odata.statusCode).toBe(200);
    expect(odata.json()).toEqual({ d: 0 });
    expect((await s.req({ url: '/v7/device/$count', token, session })).statusCode).toBe(401);
    expect((await s.req({ url: '/actor/v1/whoami', token, session })).statusCode).toBe(401);
    expect((await s.req({ url: '/user/v1/refresh-token', token, session })).statusCode).toBe(401);
  });

  test('a token whose signature was checked once is judged without a promise; a forged one never is', async () => {
    const session = 'sync-auth';
    const token = await s.login('owner', session);
    const world = s.core.registry.get(session);
    const req = (t: string): CoreRequest => ({
      method: 'GET',
      path: '/actor/v1/whoami',
      rawQuery: '',
      headers: { authorization: `Bearer ${t}` },
      body: undefined,
      ip: '127.0.0.1',
    });
    const query = new URLSearchParams();
    // First use checks the signature (unless an identical token was checked before: tokens are deterministic).
    expect((await authenticate(world, req(token), query)).outcome).toBe('valid');
    const again = authenticate(world, req(token), query);
    expect(again).not.toBeInstanceOf(Promise);
    expect(again).toMatchObject({ outcome: 'valid', actor: { kind: 'user', username: 'owner' } });
    world.clock.advance(SESSION_LIFETIME_MS + 1000);
    expect(authenticate(world, req(token), query)).toMatchObject({ outcome: 'expired', actor: null });
    const parts = token.split('.');
    const [h, p] = parts;
    const sig = at(parts, 2, 'the token');
    const forged = `${h}.${p}.${sig.slice(0, -4)}AAAA`;
    for (let i = 0; i < 2; i++) {
      const r = authenticate(world, req(forged), query);
      expect(r).toBeInstanceOf(Promise);
      expect((await r).outcome).toBe('invalid');
    }
  });

  test('the Date header carries the world clock, so clients can judge exp against it', async () => {
    const session = 'date-header';
    s.core.registry.get(session).clock.freeze(Date.parse('2030-01-02T03:04:05Z'));
    const res = await s.req({ url: '/ping', session });
    expect(res.headers.date).toBe('Wed, 02 Jan 2030 03:04:05 GMT');
  });

  test('changing jwt_secret revokes tokens: 401 even on OData', async () => {
    const session = 'revoke';
    const token = await s.login('owner', session);
    const world = s.core.registry.get(session);
    const id = jwtPayload(token).id as number;
    world.store.priv.credentials.get(id)!.jwtSecret = 'rotated';
    const res = await s.req({ url: '/v7/device/$count', token, session });
    expect(res.statusCode).toBe(401);
    expect(res.body).toBe('');
  });
});
