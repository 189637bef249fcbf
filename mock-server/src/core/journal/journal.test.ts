import { describe, it, expect } from 'vitest';
import { Journal, type JournalEntry } from './journal.ts';

const entry = (i: number, over: Partial<JournalEntry> = {}): Omit<JournalEntry, 'seq'> => ({
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

describe('Journal (issue 5: bounded, filterable, clearable)', () => {
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
    j.record(entry(2, { method: 'PATCH', status: 401, actor: { kind: 'user', id: 9, email: 'owner@fleetmock.test', username: 'owner' } }));
    j.record(entry(3, { path: "/v7/device(uuid=%27ab%27)" }));
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
});
