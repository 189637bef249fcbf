/**
 * Deleting releases over v7 (spec 02 §4 "Release rules": a release pinned to a device or used by a
 * fleet cannot be deleted; §6 `resin.release.delete`; §7 "DELETE with an id-in filter"). On the real
 * API those rules are foreign keys: the delete answers 409 `Data is referenced by <resource>.` and
 * nothing is deleted (api-ground-truth §1.4); a caller without the permission gets an empty 401.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { bodyJson, identityEnv, type IdentityEnv } from '../identity/helpers.ts';
import { at, first } from '../present.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});

/** smart-lights with three of its releases: the fleet's target, one to pin to a device, one free. */
function setup(env: IdentityEnv) {
  const store = env.world.store;
  const app = store.all('application').find((a) => a.slug === 'acme/smart-lights')!;
  const target = app.should_be_running__release as number;
  const others = store
    .find('release', 'belongs_to__application', app.id)
    .filter((r) => r.id !== target && !store.find('device', 'is_pinned_on__release', r.id).length);
  expect(others.length).toBeGreaterThanOrEqual(2);
  const device = first(store.find('device', 'belongs_to__application', app.id));
  return { app, target, pinned: at(others, 0).id, free: at(others, 1).id, device };
}

const deleteIn = (env: IdentityEnv, token: string, ids: number[]) =>
  env.req({ method: 'DELETE', url: `/v7/release?$filter=id%20in%20(${ids.join(',')})`, token });
const exists = (env: IdentityEnv, id: number) => env.world.store.get('release', id) !== undefined;

describe('DELETE release with an id-in filter', () => {
  it('refuses a release pinned to a device or used by a fleet with 409, deleting none of the batch', async () => {
    const env = await identityEnv(server);
    const { target, pinned, free, device } = setup(env);
    const owner = await env.login('owner');
    expect(
      (
        await env.req({
          method: 'PATCH',
          url: `/v7/device(${device.id})`,
          token: owner,
          body: { is_pinned_on__release: pinned },
        })
      ).statusCode,
    ).toBe(200);

    const byDevice = await deleteIn(env, owner, [pinned, free]);
    expect(byDevice.statusCode).toBe(409);
    expect(bodyJson(byDevice)).toBe('Data is referenced by device.');
    const byFleet = await deleteIn(env, owner, [target]);
    expect(byFleet.statusCode).toBe(409);
    expect(bodyJson(byFleet)).toBe('Data is referenced by application.');
    expect([target, pinned, free].map((id) => exists(env, id))).toEqual([true, true, true]);
  });

  it('needs release.delete: a safe-developer (release create and update only) and an observer get 401; a developer deletes', async () => {
    const env = await identityEnv(server);
    const { free } = setup(env);
    for (const persona of ['safe-developer', 'observer']) {
      const refused = await deleteIn(env, await env.login(persona), [free]);
      expect(refused.statusCode).toBe(401);
      expect(refused.body).toBe('');
    }
    expect(exists(env, free)).toBe(true);
    const done = await deleteIn(env, await env.login('developer'), [free]);
    expect(done.statusCode).toBe(200);
    expect(done.body).toBe('');
    expect(exists(env, free)).toBe(false);
    // Its tags, assets and image links go with it.
    expect(env.world.store.find('release_tag', 'release', free)).toEqual([]);
  });
});
