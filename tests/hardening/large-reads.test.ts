/**
 * A plain read of a whole large fleet (`GET /v7/device`, owner, no `$top`) is serialised in slices
 * with turns of the event loop between them: other requests are answered while it runs, and its
 * answer is byte for byte the one-piece serialisation, gzipped or not.
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { getResourceEngine } from '../../mock-server/src/core/handlers/resources/engine-adapter.ts';
import { accessFor } from '../../mock-server/src/core/handlers/resources/subject-of.ts';
import { SLICED_READ_ROWS } from '../../mock-server/src/core/handlers/resources/read.ts';
import type { UserActor } from '../../mock-server/src/core/auth/actor.ts';
import { jwtPayload, startTestServer, type TestServer } from '../server/helpers.ts';

let s: TestServer;
let owner: string;
beforeAll(async () => {
  s = await startTestServer({ defaults: { seed: 42, scale: 'small', devices: 10_000, epoch: Date.parse('2026-11-01T00:00:00.000Z') } });
  owner = await s.login('owner');
});
afterAll(() => s.app.close());

/** A request straight to the app (the 10,000-row answers skip the test helper's contract check). */
const get = (url: string, headers: Record<string, string> = {}) => s.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${owner}`, ...headers } });

/** The read as one synchronous serialisation (the engine's `read`), as JSON text. */
function oneShot(url: string): string {
  const world = s.core.registry.get();
  const userId = Number(jwtPayload(owner).id);
  const user = world.store.get('user', userId)!;
  const actor: UserActor = { kind: 'user', actorId: Number((user.actor as { __id?: number })?.__id ?? user.actor), userId, username: String(user.username), email: null, platformRoles: [], twoFactorPending: false, via: 'jwt' };
  const access = accessFor(world, actor);
  const [path, query = ''] = url.replace(/^\/v7/, '').split('?');
  return JSON.stringify(getResourceEngine(world.store).read(world.store, path, query, access.canRead));
}

describe('large reads', () => {
  test('other requests are answered while a plain read of 10,000 devices runs', async () => {
    const order: string[] = [];
    const big = get('/v7/device').then((r) => {
      order.push('big');
      return r;
    });
    // Started after the big read, answered before it finishes.
    const ping = await get('/ping');
    order.push('ping');
    const res = await big;
    expect(ping.statusCode).toBe(200);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body).d.length).toBeGreaterThanOrEqual(SLICED_READ_ROWS);
    expect(order).toEqual(['ping', 'big']);
  });

  test.each(['/v7/device', '/v7/device?$select=id,device_name,uuid&$expand=device_tag($select=tag_key,value)&$orderby=device_name desc'])(
    'the answer is byte for byte the one-piece serialisation: %s',
    async (url) => {
      const expected = oneShot(url);
      expect(JSON.parse(expected).d.length).toBeGreaterThanOrEqual(SLICED_READ_ROWS);
      const plain = await get(`${url}${url.includes('?') ? '&' : '?'}fresh=plain`);
      expect(plain.body).toBe(expected);
      const zipped = await get(`${url}${url.includes('?') ? '&' : '?'}fresh=gzip`, { 'accept-encoding': 'gzip' });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(expected);
    },
  );
});
