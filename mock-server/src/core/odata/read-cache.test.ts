import { describe, expect, it } from 'vitest';
import { canReadAll, fixtureDataSource } from './__fixtures__/dataset.ts';
import { fixtureModel } from './__fixtures__/model.ts';
import { createResourceEngine, type ReadUsage } from './index.ts';
import { ReadCache, jsonWeight } from './read-cache.ts';

const NOW = Date.parse('2024-06-10T00:00:00.000Z');

describe('ReadCache', () => {
  const entry = (value: unknown, version = 1, from = -Infinity, until = Infinity) => ({ version, from, until, value });

  it('answers only at the same write version and inside the clock window', () => {
    const c = new ReadCache();
    c.set('a', entry({ d: [1] }, 3, 100, 200));
    expect(c.get('a', 3, 150)?.value).toEqual({ d: [1] });
    expect(c.get('a', 3, 199)?.value).toEqual({ d: [1] });
    expect(c.get('a', 3, 200)).toBeUndefined();
    // A stale lookup drops the entry.
    expect(c.size).toBe(0);
    c.set('a', entry({ d: [1] }, 3, 100, 200));
    expect(c.get('a', 3, 99)).toBeUndefined();
    c.set('a', entry({ d: [1] }, 3, 100, 200));
    expect(c.get('a', 4, 150)).toBeUndefined();
    expect(c.get('missing', 3, 150)).toBeUndefined();
  });

  it('keeps the same key apart per scope; the entry limit and recency span all scopes', () => {
    const c = new ReadCache(2);
    c.set('$top=1', entry('owner'), 'v7\u0000user:1\u0000/device');
    c.set('$top=1', entry('guest'), 'v7\u0000guest\u0000/device');
    expect(c.get('$top=1', 1, 0, 'v7\u0000user:1\u0000/device')?.value).toBe('owner');
    expect(c.get('$top=1', 1, 0, 'v7\u0000guest\u0000/device')?.value).toBe('guest');
    expect(c.get('$top=1', 1, 0)).toBeUndefined();
    expect(c.get('$top=1', 1, 0, 'v7\u0000user:1\u0000/device')?.value).toBe('owner');
    c.set('$top=2', entry('third'), 'resin\u0000user:1\u0000/device');
    expect(c.size).toBe(2);
    expect(c.get('$top=1', 1, 0, 'v7\u0000guest\u0000/device')).toBeUndefined();
    expect(c.get('$top=1', 1, 0, 'v7\u0000user:1\u0000/device')?.value).toBe('owner');
  });

  it('evicts the least recently used entry past the entry limit', () => {
    const c = new ReadCache(2);
    c.set('a', entry(1));
    c.set('b', entry(2));
    expect(c.get('a', 1, 0)?.value).toBe(1);
    c.set('c', entry(3));
    expect(c.get('b', 1, 0)).toBeUndefined();
    expect(c.get('a', 1, 0)?.value).toBe(1);
    expect(c.get('c', 1, 0)?.value).toBe(3);
  });

  it('bounds the total weight and refuses answers heavier than one entry may be', () => {
    const c = new ReadCache(100, 10, 6);
    expect(c.set('big', entry({ d: [{}, {}, {}, {}, {}, {}] }))).toBe(false);
    expect(c.size).toBe(0);
    c.set('a', entry({ d: [{}, {}] })); // 4
    c.set('b', entry({ d: [{}, {}] })); // 8
    c.set('c', entry({ d: [{}, {}] })); // 12 > 10: 'a' goes
    expect(c.get('a', 1, 0)).toBeUndefined();
    expect(c.heldWeight).toBe(8);
    c.set('b', entry({ d: [] })); // replacing an entry releases its weight
    expect(c.heldWeight).toBe(6);
  });

  it('weighs JSON objects and arrays, stopping early past the limit', () => {
    expect(jsonWeight({ d: [{ a: 1, b: { c: [] } }, 'x', null] })).toBe(5);
    expect(jsonWeight(7)).toBe(0);
    expect(jsonWeight({ d: Array.from({ length: 1000 }, () => ({})) }, 10)).toBeLessThan(20);
  });
});

describe('ReadUsage: whether an answer depends on the clock', () => {
  const engine = createResourceEngine(fixtureModel, { now: () => NOW });
  const ds = fixtureDataSource();

  it('stays unset for queries without now()', () => {
    const usage: ReadUsage = {};
    engine.read(
      ds,
      '/device',
      "$select=id&$filter=created_at lt '2024-01-01T00:00:00.000Z'&$orderby=device_name asc",
      canReadAll,
      usage,
    );
    expect(usage.now).toBeUndefined();
  });

  it('records the instant now() was evaluated at, also inside $expand', () => {
    const top: ReadUsage = {};
    engine.read(ds, '/device', '$select=id&$filter=created_at lt now()', canReadAll, top);
    expect(top.now).toBe(NOW);
    const nested: ReadUsage = {};
    engine.read(
      ds,
      '/application',
      '$select=id&$expand=owns__device($select=id;$filter=created_at lt now())',
      canReadAll,
      nested,
    );
    expect(nested.now).toBe(NOW);
  });
});
