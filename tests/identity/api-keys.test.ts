/**
 * API keys (api-ground-truth §3 "api_key", §4 "/api-key/*", §5; spec 01 §4, §9): created keys are
 * 32 alphanumerics, never JWTs, stored with their expiry, and authenticate afterwards.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server/helpers.ts';
import { bodyJson, identityEnv, type IdentityEnv } from './helpers.ts';
import { at, first } from '../present.ts';

const KEY = /^[A-Za-z0-9]{32}$/;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});

const post = (env: IdentityEnv, url: string, token: string | undefined, body?: unknown) =>
  env.req({ method: 'POST', url, token, body });

/** The first fleet the owner administers and one of its devices. */
function ownerFleet(env: IdentityEnv) {
  const { store } = env.world;
  const app = store.all('application').find((a) => a.slug === 'acme/smart-lights') ?? at(store.all('application'), 0);
  const device = first(store.find('device', 'belongs_to__application', app.id));
  return { app, device };
}

describe('POST /api-key/user/full', () => {
  it('creates a named key with its expiry that then authenticates as the user', async () => {
    const env = await identityEnv(server);
    const token = await env.login('owner');
    const expiryDate = new Date(env.clock.now() + 7 * 86_400_000).toISOString();
    const res = await post(env, '/api-key/user/full', token, { name: 'ci-key', expiryDate, description: 'nightly' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const key = bodyJson(res) as string;
    expect(key).toMatch(KEY);
    const row = env.world.store.all('api_key').find((k) => k.name === 'ci-key');
    expect(row).toMatchObject({ description: 'nightly', expiry_date: expiryDate });
    const who = await env.req({ url: '/actor/v1/whoami', token: key });
    expect(bodyJson(who)).toMatchObject({ actorType: 'user', username: 'owner' });
    const list = await env.req({ url: `/v7/api_key?$select=name,expiry_date&$filter=name eq 'ci-key'`, token });
    expect(bodyJson(list)).toEqual({ d: [{ name: 'ci-key', expiry_date: expiryDate }] });
  });

  it('stops authenticating once the expiry passes on the mock clock, and after revoking', async () => {
    const env = await identityEnv(server);
    const token = await env.login('owner');
    const soon = new Date(env.clock.now() + 60_000).toISOString();
    const expiring = bodyJson(
      await post(env, '/api-key/user/full', token, { name: 'short', expiryDate: soon }),
    ) as string;
    const forever = bodyJson(
      await post(env, '/api-key/user/full', token, { name: 'forever', expiryDate: null }),
    ) as string;
    env.clock.advance(120_000);
    expect((await env.req({ url: '/actor/v1/whoami', token: expiring })).statusCode).toBe(401);
    expect((await env.req({ url: '/actor/v1/whoami', token: forever })).statusCode).toBe(200);
    const row = env.world.store.all('api_key').find((k) => k.name === 'forever')!;
    expect(row.expiry_date).toBeNull();
    expect((await env.req({ method: 'DELETE', url: `/v7/api_key(${row.id})`, token })).statusCode).toBe(200);
    expect((await env.req({ url: '/actor/v1/whoami', token: forever })).statusCode).toBe(401);
  });

  it('rejects bad input with 400 naming the field, and missing or stale sessions with 401', async () => {
    const env = await identityEnv(server);
    const token = await env.login('owner');
    const noName = await post(env, '/api-key/user/full', token, { expiryDate: null });
    expect([noName.statusCode, bodyJson(noName)]).toEqual([400, 'name is required']);
    const badDate = await post(env, '/api-key/user/full', token, { name: 'x', expiryDate: 'tomorrow' });
    expect(badDate.statusCode).toBe(400);
    expect(String(bodyJson(badDate))).toMatch(/^Invalid expiryDate/);
    const blank = await post(env, '/api-key/user/full', token, { name: '  ', expiryDate: null });
    expect(bodyJson(blank)).toBe('name must not be blank');
    expect((await post(env, '/api-key/user/full', undefined, { name: 'x', expiryDate: null })).statusCode).toBe(401);
    env.clock.advance(21 * 60 * 1000);
    const stale = await post(env, '/api-key/user/full', token, { name: 'x', expiryDate: null });
    expect([stale.statusCode, bodyJson(stale)]).toEqual([401, { error: 'Fresh authentication token required' }]);
  });
});

describe('provisioning and device keys', () => {
  it('creates a provisioning key through /api-key/v2/ that acts as the fleet', async () => {
    const env = await identityEnv(server);
    const token = await env.login('owner');
    const { app } = ownerFleet(env);
    const body = {
      actorType: 'application',
      actorTypeId: app.id,
      roles: ['provisioning-api-key'],
      name: 'factory',
      expiryDate: null,
    };
    const key = bodyJson(await post(env, '/api-key/v2/', token, body)) as string;
    expect(key).toMatch(KEY);
    const who = bodyJson(await env.req({ url: '/actor/v1/whoami', token: key }));
    expect(who).toMatchObject({ actorType: 'application', actorTypeId: app.id });
  });

  it('requires expiryDate and a role that fits the actor type on v2', async () => {
    const env = await identityEnv(server);
    const token = await env.login('owner');
    const { app } = ownerFleet(env);
    const noExpiry = await post(env, '/api-key/v2/', token, {
      actorType: 'application',
      actorTypeId: app.id,
      roles: ['provisioning-api-key'],
    });
    expect(bodyJson(noExpiry)).toBe('expiryDate is required');
    const wrongRole = await post(env, '/api-key/v2/', token, {
      actorType: 'application',
      actorTypeId: app.id,
      roles: ['device-api-key'],
      expiryDate: null,
    });
    expect(wrongRole.statusCode).toBe(400);
    expect(String(bodyJson(wrongRole))).toContain("use 'provisioning-api-key'");
  });

  it('refuses fleets the caller cannot manage with 401', async () => {
    const env = await identityEnv(server);
    const { app } = ownerFleet(env);
    const member = await env.login('member');
    expect((await post(env, `/api-key/application/${app.id}/provisioning`, member, {})).statusCode).toBe(401);
    const owner = await env.login('owner');
    expect((await post(env, '/api-key/application/abc/provisioning', owner, {})).statusCode).toBe(400);
    const ok = await post(env, `/api-key/application/${app.id}/provisioning`, owner);
    expect(bodyJson(ok)).toMatch(KEY);
  });

  it('lets a provisioning key create a device key, and rejects a reused chosen key with 409', async () => {
    const env = await identityEnv(server);
    const owner = await env.login('owner');
    const { app, device } = ownerFleet(env);
    const prov = bodyJson(
      await post(env, `/api-key/application/${app.id}/provisioning`, owner, { name: 'p' }),
    ) as string;
    const chosen = 'deviceKeyChosenByTheCaller000001';
    const res = await post(env, `/api-key/device/${device.id}/device-key`, prov, { apiKey: chosen });
    expect(bodyJson(res)).toBe(chosen);
    const who = bodyJson(await env.req({ url: '/actor/v1/whoami', token: chosen }));
    expect(who).toMatchObject({ actorType: 'device', uuid: device.uuid });
    const dup = await post(env, `/api-key/device/${device.id}/device-key`, owner, { apiKey: chosen });
    expect([dup.statusCode, bodyJson(dup)]).toEqual([409, '"key" must be unique.']);
  });
});
