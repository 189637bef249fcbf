/**
 * A plain read of a whole large fleet (`GET /v7/device`, owner, no `$top`) is serialised in slices
 * with turns of the event loop between them: other requests are answered while it runs, and its
 * answer is byte for byte the one-piece serialisation, gzipped or not. Past the read cache's entry
 * limit the row objects are not kept, only the JSON: the bytes are still the same, and a fault that
 * needs the answer's value (`truncated`) still gets it.
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { getResourceEngine } from '../../mock-server/src/core/handlers/resources/engine-adapter.ts';
import { accessFor } from '../../mock-server/src/core/handlers/resources/subject-of.ts';
import { RETAINED_READ_ROWS, SLICED_READ_ROWS } from '../../mock-server/src/core/handlers/resources/read.ts';
import type { UserActor } from '../../mock-server/src/core/auth/actor.ts';
import { jwtPayload, startTestServer, type TestServer } from '../server/helpers.ts';
import { handle, startFaultServer } from '../faults/helpers.ts';

let s: TestServer;
let owner: string;
beforeAll(async () => {
  s = await startTestServer({
    defaults: { seed: 42, scale: 'small', devices: 10_000, epoch: Date.parse('2026-11-01T00:00:00.000Z') },
  });
  owner = await s.login('owner');
});
afterAll(() => s.app.close());

/** A request straight to the app (the 10,000-row answers skip the test helper's contract check). */
const get = (url: string, headers: Record<string, string> = {}) =>
  s.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${owner}`, ...headers } });

/** The read as one synchronous serialisation (the engine's `read`), as JSON text. */
function oneShot(url: string, server = s, token = owner): string {
  const [s, owner] = [server, token];
  const world = s.core.registry.get();
  const userId = Number(jwtPayload(owner).id);
  const user = world.store.get('user', userId)!;
  const actor: UserActor = {
    kind: 'user',
    actorId: Number((user.actor as { __id?: number })?.__id ?? user.actor),
    userId,
    username: String(user.username),
    email: null,
    platformRoles: [],
    twoFactorPending: false,
    via: 'jwt',
  };
  const access = accessFor(world, actor);
  // split() always gives at least one piece, so the path's default never applies.
  const [path = '', query = ''] = url.replace(/^\/v7/, '').split('?');
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

  test.each([
    '/v7/device',
    '/v7/device?$select=id,device_name,uuid&$expand=device_tag($select=tag_key,value)&$orderby=device_name desc',
  ])('the answer is byte for byte the one-piece serialisation: %s', async (url) => {
    const expected = oneShot(url);
    expect(JSON.parse(expected).d.length).toBeGreaterThanOrEqual(SLICED_READ_ROWS);
    const plain = await get(`${url}${url.includes('?') ? '&' : '?'}fresh=plain`);
    expect(plain.body).toBe(expected);
    const zipped = await get(`${url}${url.includes('?') ? '&' : '?'}fresh=gzip`, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(expected);
  });
});

describe('large reads past the read cache entry limit', () => {
  let big: TestServer;
  let token: string;
  beforeAll(async () => {
    big = await startFaultServer({
      core: {
        defaults: {
          seed: 42,
          scale: 'small',
          devices: RETAINED_READ_ROWS + 5_000,
          epoch: Date.parse('2026-11-01T00:00:00.000Z'),
        },
      },
    });
    token = await big.login('owner');
  });
  afterAll(() => big.app.close());

  test('the answer is still the one-piece serialisation, and a truncated fault cuts that same JSON', async () => {
    const expected = oneShot('/v7/device', big, token);
    expect(JSON.parse(expected).d.length).toBeGreaterThan(RETAINED_READ_ROWS);
    const res = await big.app.inject({
      method: 'GET',
      url: '/v7/device?fresh=plain',
      headers: { authorization: `Bearer ${token}` },
    });
    // Compared as booleans: a failed string match would print two 40 MB answers.
    expect(res.body === expected, 'the sent bytes equal the one-piece serialisation').toBe(true);
    const rule = await big.req({
      method: 'POST',
      url: '/__mock/faults',
      body: { match: { path: '/v7/device' }, effect: { kind: 'truncated', bytes: 100 } },
    });
    expect(rule.statusCode).toBeLessThan(300);
    const cut = await handle(big.core, 'GET', '/v7/device?fresh=cut', { token });
    // Compared field by field: a failed match on the whole body would print 40 MB of rows.
    expect(cut.body.kind).toBe('truncated');
    expect(cut.body.kind === 'truncated' && cut.body.bytes).toBe(100);
    expect(
      JSON.stringify(cut.body.kind === 'truncated' ? cut.body.value : null) === expected,
      'the fault cuts the same JSON',
    ).toBe(true);
  });
});
