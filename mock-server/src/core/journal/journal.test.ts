import { describe, it, expect } from 'vitest';
import { Journal, type JournalEntry } from './journal.ts';

const entry = (i: number, over: Partial<JournalEntry> = {}): Omit<JournalEntry, 'seq' | 'response'> => ({
  time: new Date(Date.UTC(2026, 10, 1, 0, 0, i)).toISOString(),
  method: 'GET',
  path: `/v7/device(${i})`,
  query: {},
  body: null,
  status: 200,
  actor: null,
  session: 'default',
  operationId: 'getDevice',
  resource: 'device',
  device: null,
  faults: [],
  ...over,
});

describe('Journal (bounded, filterable, clearable)', () => {
  it('keeps the newest `capacity` entries in order and counts the dropped ones', () => {
    const j = new Journal(3);
    for (let i = 1; i <= 5; i++) j.record(entry(i));
    expect(j.list().map((e) => e.seq)).toEqual([3, 4, 5]);
    expect(j.dropped).toBe(2);
    expect(j.length).toBe(3);
  });

  it('filters by method, path prefix (raw or decoded), status, actor, since, after, limit', () => {
    const j = new Journal(10);
    j.record(entry(1));
    j.record(
      entry(2, {
        method: 'PATCH',
        status: 401,
        actor: { kind: 'user', id: 9, email: 'owner@fleetmock.test', username: 'owner' },
      }),
    );
    j.record(entry(3, { path: '/v7/device(uuid=%27ab%27)' }));
    expect(j.list({ method: 'patch' }).map((e) => e.seq)).toEqual([2]);
    expect(j.list({ status: 401 }).map((e) => e.seq)).toEqual([2]);
    expect(j.list({ actor: 'owner' }).map((e) => e.seq)).toEqual([2]);
    expect(j.list({ actor: 'guest' }).map((e) => e.seq)).toEqual([1, 3]);
    expect(j.list({ pathPrefix: "/v7/device(uuid='ab" }).map((e) => e.seq)).toEqual([3]);
    expect(j.list({ since: Date.UTC(2026, 10, 1, 0, 0, 2) }).map((e) => e.seq)).toEqual([2, 3]);
    expect(j.list({ after: 2 }).map((e) => e.seq)).toEqual([3]);
    expect(j.list({ limit: 2 }).map((e) => e.seq)).toEqual([2, 3]);
  });

  it('clear empties it; seq keeps counting', () => {
    const j = new Journal(2);
    j.record(entry(1));
    j.record(entry(2));
    j.record(entry(3));
    expect(j.clear()).toBe(2);
    expect(j.list()).toEqual([]);
    expect(j.record(entry(4)).seq).toBe(4);
  });

  it('records raw entries and decodes them when read: query (repeated keys), time, actor, faults', () => {
    const j = new Journal(5);
    const faults = ['slow'];
    j.recordRaw({
      receivedAt: Date.UTC(2026, 10, 1, 0, 0, 9),
      method: 'GET',
      path: '/v7/device',
      rawQuery: "$filter=device_name%20eq%20'a%20b'&$select=id&$select=uuid",
      body: null,
      status: 200,
      actor: { kind: 'user', userId: 7, email: 'owner@fleetmock.test', username: 'owner' },
      session: 'default',
      operationId: 'odata.get',
      resource: 'device',
      device: null,
      faults,
    });
    j.recordRaw({
      receivedAt: 0,
      method: 'PATCH',
      path: '/v7/device(1)',
      rawQuery: '',
      body: { note: 'x' },
      status: 401,
      actor: { kind: 'device', deviceId: 3 },
      session: 's',
      operationId: null,
      resource: 'device',
      device: null,
      faults: [],
    });
    const [first, second] = j.list();
    expect(first).toEqual({
      seq: 1,
      time: '2026-11-01T00:00:09.000Z',
      method: 'GET',
      path: '/v7/device',
      query: { $filter: "device_name eq 'a b'", $select: ['id', 'uuid'] },
      body: null,
      status: 200,
      actor: { kind: 'user', id: 7, email: 'owner@fleetmock.test', username: 'owner' },
      session: 'default',
      operationId: 'odata.get',
      resource: 'device',
      device: null,
      faults: ['slow'],
      response: null,
    });
    expect(second).toMatchObject({ seq: 2, query: {}, actor: { kind: 'device', id: 3 }, status: 401 });
    expect(j.list()[0]).toBe(first);
    expect(j.list({ actor: 'owner' }).map((e) => e.seq)).toEqual([1]);
    expect(j.list({ method: 'patch', status: 401 }).map((e) => e.seq)).toEqual([2]);
  });

  it('raw entries wrap around the ring: oldest out first, seq keeps counting across a clear', () => {
    const j = new Journal(3);
    const raw = (n: number) => ({
      receivedAt: n * 1000,
      method: 'GET',
      path: `/v7/device(${n})`,
      rawQuery: `$select=id&n=${n}`,
      body: null,
      status: 200,
      actor: null,
      session: 'default',
      operationId: 'odata.get',
      resource: 'device',
      device: null,
      faults: [],
    });
    for (let n = 1; n <= 5; n++) j.recordRaw(raw(n));
    expect(j.list().map((e) => [e.seq, e.path, e.query.n, e.time])).toEqual([
      [3, '/v7/device(3)', '3', '1970-01-01T00:00:03.000Z'],
      [4, '/v7/device(4)', '4', '1970-01-01T00:00:04.000Z'],
      [5, '/v7/device(5)', '5', '1970-01-01T00:00:05.000Z'],
    ]);
    expect(j.dropped).toBe(2);
    j.recordRaw(raw(6));
    expect(j.list().map((e) => e.seq)).toEqual([4, 5, 6]);
    expect(j.clear()).toBe(3);
    expect(j.recordRaw(raw(7))).toBe(7);
    expect(j.list()).toMatchObject([{ seq: 7, path: '/v7/device(7)', actor: null, faults: [] }]);
  });
});
