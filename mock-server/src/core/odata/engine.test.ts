import { describe, expect, it } from 'vitest';
import { canReadAll, canReadOrg1, fixtureDataSource } from './__fixtures__/dataset.ts';
import { largeDataSource } from './__fixtures__/large-dataset.ts';
import { fixtureModel } from './__fixtures__/model.ts';
import type { ResourceEngine } from '../handlers/resources/port.ts';
import { createODataEngine, createResourceEngine, isODataError, ODataError } from './index.ts';
import { entry } from '../lists.ts';

const engine = () => createODataEngine({ model: fixtureModel, now: () => Date.parse('2024-06-10T00:00:00.000Z') });

function errorOf(fn: () => unknown): ODataError {
  try {
    fn();
  } catch (err) {
    if (isODataError(err)) return err;
    throw err;
  }
  throw new Error('expected an ODataError');
}

describe('parseRequest', () => {
  it('resolves synonyms, keys, counts, actions and pass-through options', () => {
    const e = engine();
    const p = e.parseRequest('/user__is_member_of__organization(2)?returnResource=false');
    expect(p).toMatchObject({
      resource: 'organization_membership',
      hasKey: true,
      key: [{ field: 'id', value: 2 }],
      count: false,
      custom: { returnResource: 'false' },
    });
    expect(e.parseRequest('/device/$count').count).toBe(true);
    expect(e.parseRequest('/device(5)/canAccess').action).toBe('canAccess');
    expect(e.parseRequest("/device_tag(device=1,tag_key='x')").key).toEqual([
      { field: 'device', value: 1 },
      { field: 'tag_key', value: 'x' },
    ]);
    expect(e.resolveResource('user__is_member_of__organization')).toBe('organization_membership');
    expect(e.resolveResource('nope')).toBeUndefined();
  });

  it('caches parsed requests by URL (LRU)', () => {
    const e = createODataEngine({ model: fixtureModel, cacheSize: 2 });
    const a = e.parseRequest('/device?$top=1');
    expect(e.parseRequest('/device?$top=1')).toBe(a);
    e.parseRequest('/device?$top=2');
    e.parseRequest('/device?$top=1');
    e.parseRequest('/device?$top=3');
    expect(e.parseRequest('/device?$top=1')).toBe(a);
    const b = e.parseRequest('/device?$top=2');
    expect(e.parseRequest('/device?$top=2')).toBe(b);
  });

  it('quotes the URL as received in Malformed url', () => {
    const err = errorOf(() => engine().parseRequest('/device?$filter=(', '/v7/device?$filter=('));
    expect(err).toMatchObject({ kind: 'malformed', status: 400, message: "Malformed url: '/v7/device?$filter=('" });
  });

  it('marks unknown resources with the 401 kind', () => {
    expect(errorOf(() => engine().parseRequest('/nope?$filter=id eq 1'))).toMatchObject({
      kind: 'unknown-resource',
      status: 401,
    });
  });
});

describe('query and matchIds', () => {
  it('uses the FK index instead of scanning for `fk eq N`', () => {
    const ds = fixtureDataSource();
    const e = engine();
    const res = e.query(
      ds,
      e.parseRequest("/device?$filter=belongs_to__application eq 2 and note ne 'x'&$select=id"),
      canReadAll,
    );
    expect(res).toEqual({ d: [{ id: 4 }, { id: 5 }] });
    expect(ds.stats.all).toBe(0);
    expect(ds.stats.find).toBe(1);
  });

  it('uses ds.get for `id in (...)` and keeps id order', () => {
    const ds = fixtureDataSource();
    const e = engine();
    expect(
      e.query(ds, e.parseRequest('/device?$filter=id in (9,2,5) and is_online eq true&$select=id'), canReadAll),
    ).toEqual({ d: [{ id: 2 }, { id: 9 }] });
    expect(ds.stats.all).toBe(0);
  });

  it('matchIds applies key and filter, ignores paging, hides invisible rows', () => {
    const ds = fixtureDataSource();
    const e = engine();
    expect(e.matchIds(ds, e.parseRequest('/device?$filter=is_online eq false&$top=1'), canReadAll)).toEqual([
      3, 5, 8, 11,
    ]);
    expect(e.matchIds(ds, e.parseRequest('/device?$filter=is_online eq false'), canReadOrg1(ds))).toEqual([3, 5]);
    expect(e.matchIds(ds, e.parseRequest('/device(3)?$filter=is_online eq true'), canReadAll)).toEqual([]);
    expect(e.matchIds(ds, e.parseRequest("/device_tag?$filter=device eq 1 and tag_key eq 'rack'"), canReadAll)).toEqual(
      [2],
    );
  });

  it('readById serialises with the default $select, undefined when invisible', () => {
    const ds = fixtureDataSource();
    const e = engine();
    expect(e.readById(ds, 'device_tag', 6, canReadAll)).toEqual({
      id: 6,
      device: { __id: 6 },
      tag_key: 'owner',
      value: "o'neil",
    });
    expect(e.readById(ds, 'device', 6, canReadOrg1(ds))).toBeUndefined();
    expect(e.readById(ds, 'device', 999, canReadAll)).toBeUndefined();
  });

  it('evaluates now() from the injected clock at query time', () => {
    const ds = fixtureDataSource();
    let now = Date.parse('2024-06-10T00:00:00.000Z');
    const e = createODataEngine({ model: fixtureModel, now: () => now });
    const p = e.parseRequest('/device/$count?$filter=created_at lt now()');
    expect(e.query(ds, p, canReadAll)).toEqual({ d: 7 });
    now = Date.parse('2025-01-01T00:00:00.000Z');
    expect(e.query(ds, e.parseRequest('/device/$count?$filter=created_at lt now()'), canReadAll)).toEqual({ d: 12 });
  });

  it('rejects a GET through a path segment after the key', () => {
    const e = engine();
    expect(errorOf(() => e.query(fixtureDataSource(), e.parseRequest('/device(1)/canAccess'), canReadAll)).status).toBe(
      400,
    );
  });
});

describe('top-k ordering', () => {
  it('gives the same page as a full sort, nulls last asc and first desc', () => {
    const ds = largeDataSource(3000, 7);
    const e = engine();
    const pages: [skip: number, top: number][] = [
      [0, 50],
      [10, 25],
      [2990, 50],
    ];
    for (const dir of ['asc', 'desc']) {
      const full = e.query(
        ds,
        e.parseRequest(`/device?$select=id&$orderby=device_name ${dir},cpu_usage desc`),
        canReadAll,
      ).d as { id: number }[];
      for (const [skip, top] of pages) {
        const page = e.query(
          ds,
          e.parseRequest(`/device?$select=id&$orderby=device_name ${dir},cpu_usage desc&$top=${top}&$skip=${skip}`),
          canReadAll,
        );
        expect(page.d).toEqual(full.slice(skip, skip + top));
      }
    }
    for (const filter of [
      'is_online eq true',
      'belongs_to__application eq 3 and cpu_usage lt 50',
      "overall_status eq 'operational'",
    ]) {
      const base = `/device?$select=id&$filter=${filter}&$orderby=device_name asc,id desc`;
      const full = e.query(ds, e.parseRequest(base), canReadAll).d as unknown[];
      expect(full.length).toBeGreaterThan(20);
      expect(e.query(ds, e.parseRequest(`${base}&$top=10&$skip=5`), canReadAll).d).toEqual(full.slice(5, 15));
    }
    const first = e.query(
      ds,
      e.parseRequest('/device?$select=device_name&$orderby=device_name desc&$top=1'),
      canReadAll,
    ).d as { device_name: unknown }[];
    expect(entry(first, 0).device_name).toBeNull();
  });
});

describe('createResourceEngine (handlers port shape)', () => {
  it('reads, matches and parses by path + raw query', () => {
    const ds = fixtureDataSource();
    // Compile-time check: assignable to the handlers' port as is.
    const re: ResourceEngine = createResourceEngine(fixtureModel);
    expect(re.parse('/device(1)', '')).toMatchObject({ resource: 'device', hasKey: true, count: false });
    expect(re.read(ds, '/device/$count', '$filter=is_online eq false', canReadAll)).toEqual({ d: 4 });
    expect(re.matchIds(ds, '/device', '$filter=id in (1,2)', canReadAll)).toEqual([1, 2]);
    expect(re.readById(ds, 'organization', 1, canReadAll)).toMatchObject({ handle: 'acme' });
  });
});
