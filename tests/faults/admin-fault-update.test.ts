/**
 * Admin API: a fault rule edited in place. `PUT /__mock/faults/{id}` replaces its definition (same id,
 * position and hits), `PATCH` changes some fields (`enabled: false` switches it off on the mock, so
 * every client of the session sees it), and a refused update leaves the rule exactly as it was.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { body, startFaultServer, type TestServer } from './helpers.ts';

interface Rule {
  id: string;
  effect: Record<string, unknown>;
  match?: Record<string, unknown>;
  times?: number;
  enabled: boolean;
  live: boolean;
  hits: number;
}

describe('admin: fault rules edited in place', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startFaultServer();
  });
  const list = async (session: string) =>
    body<{ faults: Rule[] }>(await s.req({ url: '/__mock/faults', session })).faults;
  const ping = async (session: string) => (await s.req({ url: '/ping', session })).statusCode;

  it('PUT replaces the definition in place, keeping id, position and hits', async () => {
    const session = 'put';
    await s.req({
      method: 'POST',
      url: '/__mock/faults',
      session,
      body: { id: 'a', effect: { kind: 'latency', ms: 0 } },
    });
    await s.req({
      method: 'POST',
      url: '/__mock/faults',
      session,
      body: { id: 'b', match: { path: '/ping' }, effect: { status: 429 } },
    });
    expect(await ping(session)).toBe(429);
    const put = await s.req({
      method: 'PUT',
      url: '/__mock/faults/b',
      session,
      body: { match: { path: '/ping', method: 'GET' }, effect: { kind: 'status', status: 503 }, times: 5 },
    });
    expect(put.statusCode).toBe(200);
    expect(body<Rule>(put)).toMatchObject({ id: 'b', hits: 1, times: 5, effect: { status: 503 }, enabled: true });
    expect((await list(session)).map((r) => r.id)).toEqual(['a', 'b']);
    expect(await ping(session)).toBe(503);
  });

  it('a refused PUT or PATCH changes nothing and names the field', async () => {
    const session = 'atomic';
    await s.req({
      method: 'POST',
      url: '/__mock/faults',
      session,
      body: { id: 'r', match: { path: '/ping' }, effect: { status: 429 }, times: 3 },
    });
    const before = await list(session);
    const bad = await s.req({
      method: 'PUT',
      url: '/__mock/faults/r',
      session,
      body: { match: { path: '/ping' }, effect: { kind: 'status', status: 99 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(body<{ issues: { path: string }[] }>(bad).issues[0]?.path).toMatch(/^effect/);
    const otherId = await s.req({
      method: 'PUT',
      url: '/__mock/faults/r',
      session,
      body: { id: 'other', effect: { kind: 'destroy' } },
    });
    expect(otherId.statusCode).toBe(400);
    const badPatch = await s.req({
      method: 'PATCH',
      url: '/__mock/faults/r',
      session,
      body: { window: { start: '2026-11-02T00:00:00Z', end: '2026-11-01T00:00:00Z' } },
    });
    expect(badPatch.statusCode).toBe(400);
    expect(body<{ issues: { path: string }[] }>(badPatch).issues[0]?.path).toBe('window.end');
    expect(await list(session)).toEqual(before);
    expect(await ping(session)).toBe(429);
    expect(
      (await s.req({ method: 'PUT', url: '/__mock/faults/nope', session, body: { effect: { kind: 'destroy' } } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await s.req({ method: 'PATCH', url: '/__mock/faults/nope', session, body: { enabled: false } })).statusCode,
    ).toBe(404);
  });

  it('PATCH enabled:false switches a rule off on the mock (listed, not applied) and back on', async () => {
    const session = 'toggle';
    await s.req({
      method: 'POST',
      url: '/__mock/faults',
      session,
      body: { id: 't', match: { path: '/ping' }, effect: { status: 429 } },
    });
    const off = await s.req({ method: 'PATCH', url: '/__mock/faults/t', session, body: { enabled: false } });
    expect(off.statusCode).toBe(200);
    expect(body<Rule>(off)).toMatchObject({ enabled: false, live: false });
    expect(await ping(session)).toBe(200);
    // Another client of the session (a second panel, a reload) sees the rule switched off.
    expect(await list(session)).toMatchObject([{ id: 't', enabled: false, hits: 0 }]);
    await s.req({ method: 'PATCH', url: '/__mock/faults/t', session, body: { enabled: true, times: null } });
    expect(await ping(session)).toBe(429);
    expect(await list(session)).toMatchObject([{ id: 't', enabled: true, hits: 1 }]);
  });

  it('a snapshot keeps a switched-off rule switched off', async () => {
    const session = 'snap';
    await s.req({
      method: 'POST',
      url: '/__mock/faults',
      session,
      body: { id: 'x', match: { path: '/ping' }, effect: { status: 429 }, enabled: false },
    });
    const snap = body(await s.req({ url: '/__mock/state/snapshot', session }));
    expect((snap.faults as Rule[])[0]).toMatchObject({ id: 'x', enabled: false });
  });
});
