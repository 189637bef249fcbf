/**
 * Provisioning keys of a fleet over v7 (spec 02 §2 "api-keys … holds provisioning keys", §7;
 * api-ground-truth §3 "api_key"): whoever may update the fleet or add devices to it (operators) lists,
 * renames and revokes its keys
 * (the same callers POST /api-key/application/{id}/provisioning lets create them); observers see
 * none and cannot revoke; a user's own named keys stay private. Also the fleet moves and type
 * changes the developer role may not make (spec 02 §6 "administrator: … transfer, change-type"),
 * and the default device type it may change (spec 02 §6 "resin.application.update: … device type").
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server/helpers.ts';
import { bodyJson, identityEnv, type IdentityEnv } from './helpers.ts';
import { first } from '../present.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});

function smartLights(env: IdentityEnv) {
  const app = env.world.store.all('application').find((a) => a.slug === 'acme/smart-lights');
  if (!app) throw new Error('seed without acme/smart-lights');
  return app;
}

const keysOf = async (env: IdentityEnv, token: string, actorId: unknown) =>
  (
    bodyJson(
      await env.req({
        url: `/v7/api_key?$select=id,name,description&$filter=is_of__actor eq ${String(actorId)}`,
        token,
      }),
    ) as { d: Array<{ id: number; name: string | null; description: string | null }> }
  ).d;

describe('provisioning keys over v7', () => {
  it('lists and revokes a fleet key for the owner; an observer neither sees nor revokes it', async () => {
    const env = await identityEnv(server);
    const app = smartLights(env);
    const actor = app.actor as number;
    const owner = await env.login('owner');
    const created = await env.req({
      method: 'POST',
      url: `/api-key/application/${app.id}/provisioning`,
      token: owner,
      body: { name: 'line-7', description: 'Factory line 7' },
    });
    expect(created.statusCode).toBe(200);
    const listed = await keysOf(env, owner, actor);
    const key = listed.find((k) => k.name === 'line-7');
    expect(key).toMatchObject({ description: 'Factory line 7' });

    const observer = await env.login('observer');
    expect(await keysOf(env, observer, actor)).toEqual([]);
    await env.req({ method: 'DELETE', url: `/v7/api_key(${key!.id})`, token: observer });
    expect((await keysOf(env, owner, actor)).some((k) => k.id === key!.id)).toBe(true);

    const revoked = await env.req({ method: 'DELETE', url: `/v7/api_key(${key!.id})`, token: owner });
    expect(revoked.statusCode).toBe(200);
    expect((await keysOf(env, owner, actor)).some((k) => k.id === key!.id)).toBe(false);
  });

  it("keeps another user's named keys private", async () => {
    const env = await identityEnv(server);
    const owner = await env.login('owner');
    const expiryDate = new Date(env.clock.now() + 86_400_000).toISOString();
    expect(
      (await env.req({ method: 'POST', url: '/api-key/user/full', token: owner, body: { name: 'mine', expiryDate } }))
        .statusCode,
    ).toBe(200);
    const developer = await env.login('developer');
    const seen = (
      bodyJson(await env.req({ url: '/v7/api_key?$select=id,name', token: developer })) as {
        d: Array<{ name: string | null }>;
      }
    ).d;
    expect(seen.some((k) => k.name === 'mine')).toBe(false);
  });
});

describe('operators and provisioning keys', () => {
  it('lets an operator (adds devices) create, list and revoke keys of their fleet', async () => {
    const env = await identityEnv(server);
    const app = smartLights(env);
    const actor = app.actor as number;
    const operator = await env.login('operator');
    const created = await env.req({
      method: 'POST',
      url: `/api-key/application/${app.id}/provisioning`,
      token: operator,
      body: { name: 'bench' },
    });
    expect(created.statusCode).toBe(200);
    const key = (await keysOf(env, operator, actor)).find((k) => k.name === 'bench');
    expect(key).toBeDefined();
    expect((await env.req({ method: 'DELETE', url: `/v7/api_key(${key!.id})`, token: operator })).statusCode).toBe(200);
    expect((await keysOf(env, operator, actor)).some((k) => k.id === key!.id)).toBe(false);
  });
});

describe('fleet moves and type changes', () => {
  it('refuses a developer moving the fleet to another organization or changing its type, and lets them rename it', async () => {
    const env = await identityEnv(server);
    const app = smartLights(env);
    const developer = await env.req({
      method: 'POST',
      url: '/login_',
      body: { username: 'developer@fleetmock.test', password: 'fleetmock-demo' },
    });
    const token = developer.body;
    const globex = env.world.store.all('organization').find((o) => o.handle === 'globex');
    const move = await env.req({
      method: 'PATCH',
      url: `/v7/application(${app.id})`,
      token,
      body: { organization: globex!.id },
    });
    expect(move.statusCode).toBe(401);
    const type = env.world.store.all('application_type').find((t) => t.id !== app.application_type);
    const change = await env.req({
      method: 'PATCH',
      url: `/v7/application(${app.id})`,
      token,
      body: { application_type: type!.id },
    });
    expect(change.statusCode).toBe(401);
    const rename = await env.req({
      method: 'PATCH',
      url: `/v7/application(${app.id})`,
      token,
      body: { app_name: 'smart-lights-2' },
    });
    expect(rename.statusCode).toBe(200);
    const owner = await env.login('owner');
    const moved = await env.req({
      method: 'PATCH',
      url: `/v7/application(${app.id})`,
      token: owner,
      body: { organization: globex!.id },
    });
    expect(moved.statusCode).toBe(200);
  });

  it('lets a developer (application.update) change the default device type; an observer may not', async () => {
    const env = await identityEnv(server);
    const app = smartLights(env);
    const current = env.world.store.get('device_type', app.is_for__device_type as number);
    const other = env.world.store
      .all('device_type')
      .find((t) => t.id !== current!.id && t.is_of__cpu_architecture === current!.is_of__cpu_architecture);
    expect(other).toBeDefined();
    const readType = async () =>
      first(
        (
          bodyJson(
            await env.req({
              url: `/v7/application(${app.id})?$select=is_for__device_type`,
              token: await env.login('owner'),
            }),
          ) as { d: Array<{ is_for__device_type: { __id: number } }> }
        ).d,
      ).is_for__device_type.__id;
    const observer = await env.login('observer');
    expect(
      (
        await env.req({
          method: 'PATCH',
          url: `/v7/application(${app.id})`,
          token: observer,
          body: { is_for__device_type: other!.id },
        })
      ).statusCode,
    ).toBe(401);
    expect(await readType()).toBe(current!.id);
    const developer = await env.login('developer');
    expect(
      (
        await env.req({
          method: 'PATCH',
          url: `/v7/application(${app.id})`,
          token: developer,
          body: { is_for__device_type: other!.id },
        })
      ).statusCode,
    ).toBe(200);
    expect(await readType()).toBe(other!.id);
  });
});
