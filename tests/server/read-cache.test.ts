/**
 * The resource API's read cache: repeat GETs are served from a cache that
 * must never answer differently from a fresh read: after writes (API or store), for another
 * caller, when `now()` moves, or when a support agent's access expires on the clock.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { MockClock } from '../../mock-server/src/core/clock.ts';
import { update } from '../../mock-server/src/core/store/write.ts';
import { writeVersion } from '../../mock-server/src/core/store/version.ts';
import { SUPPORT_ACCESS_FIELD } from '../../mock-server/src/core/permissions/index.ts';
import type { Row } from '../../mock-server/src/core/model/data-source.ts';
import type { World } from '../../mock-server/src/core/world.ts';
import { at } from '../present.ts';

let s: TestServer;
let owner: string;
beforeAll(async () => {
  s = await startTestServer();
  owner = await s.login('owner');
});

/** A session's world with its clock frozen (each test uses its own session). */
function frozenWorld(session: string): { world: World; clock: MockClock } {
  const world = s.core.registry.get(session);
  if (!(world.clock instanceof MockClock)) throw new Error('expected a MockClock');
  world.clock.freeze();
  return { world, clock: world.clock };
}

const get = async (url: string, token: string | undefined, session: string): Promise<unknown> => {
  const res = await s.req({ url, token, session });
  expect(res.statusCode).toBe(200);
  return res.json();
};

const FIRST_BY_NAME = '/v7/device?$select=id,device_name&$orderby=device_name asc&$top=3';

describe('read cache', () => {
  test('a PATCH through the API shows in the next identical GET', async () => {
    const session = 'rc-api-write';
    const before = (await get(FIRST_BY_NAME, owner, session)) as { d: { id: number; device_name: string }[] };
    expect(await get(FIRST_BY_NAME, owner, session)).toEqual(before);
    const first = at(before.d, 0);
    const patch = await s.req({
      method: 'PATCH',
      url: `/v7/device(${first.id})`,
      token: owner,
      session,
      body: { device_name: 'zzzz-renamed' },
    });
    expect(patch.statusCode).toBe(200);
    const after = (await get(FIRST_BY_NAME, owner, session)) as { d: { id: number }[] };
    expect(after.d.map((d) => d.id)).not.toContain(first.id);
    expect(after.d[0]).toEqual(before.d[1]);
  });

  test('store writes (simulation, heartbeats) invalidate too, including computed fields', async () => {
    const session = 'rc-store-write';
    const { world } = frozenWorld(session);
    const device = world.store.all('device').find((d) => d.is_active === true) as Row;
    const url = `/v7/device(${device.id})?$select=overall_status`;
    const before = (await get(url, owner, session)) as { d: { overall_status: string }[] };
    expect(before.d).toHaveLength(1);
    update(world.store, 'device', device.id, { is_active: false }, { trusted: true });
    expect(await get(url, owner, session)).toEqual({ d: [{ overall_status: 'inactive' }] });
  });

  test('answers are per caller: the owner, a fleet-less member and a guest never share one', async () => {
    const session = 'rc-identity';
    const url = '/v7/application/$count?$filter=is_public eq false';
    const ownerCount = ((await get(url, owner, session)) as { d: number }).d;
    expect(ownerCount).toBeGreaterThan(0);
    expect(await get(url, undefined, session)).toEqual({ d: 0 });
    expect(await get(url, await s.login('member', session), session)).toEqual({ d: 0 });
    expect(await get(url, owner, session)).toEqual({ d: ownerCount });
  });

  test('a $filter with now() follows the clock without any write', async () => {
    const session = 'rc-now';
    const { world, clock } = frozenWorld(session);
    const token = await s.login('owner', session);
    const url = "/v7/device/$count?$filter=created_at lt now() sub duration'P1D'";
    const version = writeVersion(world.store);
    const created = world.store.all('device').map((d) => Date.parse(String(d.created_at)));
    const visible = ((await get('/v7/device/$count', token, session)) as { d: number }).d;
    expect(visible).toBeGreaterThan(0);
    clock.set(Math.min(...created)); // before every device's creation: none is a day old
    expect(await get(url, token, session)).toEqual({ d: 0 });
    clock.set(Math.max(...created) + 2 * 24 * 3600_000);
    expect(await get(url, token, session)).toEqual({ d: visible });
    expect(writeVersion(world.store)).toBe(version);
  });

  test("a support agent's list shrinks when a grant expires on the clock, without any write", async () => {
    const session = 'rc-support';
    const { world, clock } = frozenWorld(session);
    const store = world.store;
    const grantedAt = (now: number) => {
      const granted = (r: Row | undefined) =>
        typeof r?.[SUPPORT_ACCESS_FIELD] === 'string' && Date.parse(String(r[SUPPORT_ACCESS_FIELD])) > now;
      return store
        .all('device')
        .filter(
          (d) =>
            granted(d) ||
            granted(
              typeof d.belongs_to__application === 'number'
                ? store.get('application', d.belongs_to__application)
                : undefined,
            ),
        )
        .map((d) => d.id)
        .sort((a, b) => a - b);
    };
    const url = '/v7/device?$select=id&$orderby=id asc';
    const ids = (body: unknown) => (body as { d: { id: number }[] }).d.map((d) => d.id);
    const before = ids(await get(url, await s.login('support', session), session));
    expect(before).toEqual(grantedAt(clock.now()));
    const expiries = [...store.all('application'), ...store.all('device')]
      .map((r) => r[SUPPORT_ACCESS_FIELD])
      .filter((v): v is string => typeof v === 'string')
      .map((v) => Date.parse(v))
      .filter((t) => t > clock.now());
    expect(expiries.length).toBeGreaterThan(0);
    const version = writeVersion(store);
    clock.set(Math.min(...expiries));
    const after = ids(await get(url, await s.login('support', session), session));
    expect(after).toEqual(grantedAt(clock.now()));
    expect(after.length).toBeLessThan(before.length);
    expect(writeVersion(store)).toBe(version);
  });

  test('errors are not cached: a bad query stays a 400 and a good one still answers', async () => {
    const session = 'rc-errors';
    for (let i = 0; i < 2; i++) {
      const bad = await s.req({ url: '/v7/device?$filter=nope eq 1', token: owner, session });
      expect(bad.statusCode).toBe(400);
    }
    expect(((await get('/v7/device?$select=id&$top=1', owner, session)) as { d: unknown[] }).d).toHaveLength(1);
  });
});
