/**
 * The vendor SDK's URL builder (pinejs-client-core, api-ground-truth §2) against the engine: the
 * URLs it compiles parse and answer as expected, and a client whose transport is the engine
 * returns what the SDK would read (single rows by key, counts as numbers).
 */
import { PinejsClientCore, type Params } from 'pinejs-client-core';
import { describe, expect, it } from 'vitest';
import { createODataEngine } from '../../mock-server/src/core/odata/index.ts';
import { fixtureModel } from '../../mock-server/src/core/odata/__fixtures__/model.ts';
import { canReadAll, fixtureDataSource } from '../../mock-server/src/core/odata/__fixtures__/dataset.ts';

const API_PREFIX = '/v7/';
const engine = createODataEngine({ model: fixtureModel, now: () => Date.parse('2024-06-10T00:00:00.000Z') });
const ds = fixtureDataSource();

/** A pine client whose transport is the engine (GET only). */
class EngineClient extends PinejsClientCore {
  async _request(params: { method: string; url: string }): Promise<object> {
    expect(params.method).toBe('GET');
    const path = params.url.slice(API_PREFIX.length - 1);
    return engine.query(ds, engine.parseRequest(path), canReadAll);
  }
}
const client = new EngineClient({ apiPrefix: API_PREFIX });

const ids = (rows: unknown) => (rows as { id: number }[]).map((r) => r.id);

const compiled: Array<[Params, number[] | number]> = [
  [{ resource: 'application', options: { $filter: { $or: { slug: 'acme/fleet-two', uuid: 'acme/fleet-two' } } } }, [2]],
  [
    {
      resource: 'device',
      options: {
        $filter: { belongs_to__application: 1, is_online: true },
        $orderby: { device_name: 'asc' },
        $top: 2,
        $skip: 1,
      },
    },
    [2, 9],
  ],
  [{ resource: 'device', options: { $count: { $filter: { belongs_to__application: 1 } } } }, 5],
  [
    {
      resource: 'device',
      options: {
        $filter: { device_tag: { $any: { $alias: 't', $expr: { t: { tag_key: 'site', value: 'north' } } } } },
      },
    },
    [1, 4, 6],
  ],
  [{ resource: 'device', options: { $filter: { id: { $in: [1, 2, 3] } } } }, [1, 2, 3]],
  [{ resource: 'device', options: { $filter: { $contains: [{ $tolower: { $: 'device_name' } }, 'fox'] } } }, [6]],
  [{ resource: 'device', options: { $filter: { note: null, $not: { cpu_usage: { $gt: 50 } } } } }, [7]],
  [{ resource: 'device', options: { $filter: { created_at: { $gt: new Date('2024-09-01T00:00:00Z') } } } }, [12]],
  [{ resource: 'device', options: { $filter: { note: "it's here" } } }, [3]],
  [{ resource: 'device', options: { $filter: { note: '100%_sure' } } }, [4]],
  [{ resource: 'device', options: { $orderby: [{ created_at: 'desc' }, 'id asc'], $top: 2 } }, [12, 11]],
  [
    {
      resource: 'device',
      options: { $filter: { $or: [{ belongs_to__application: 3 }, { is_online: false }], cpu_usage: { $gt: 50 } } },
    },
    [6, 11],
  ],
  [{ resource: 'device', options: { $filter: { $eq: [{ device_tag: { $count: {} } }, 0] } } }, [3, 5, 7, 8, 11]],
  [
    {
      resource: 'device',
      options: {
        $filter: {
          belongs_to__application: {
            $any: {
              $alias: 'a',
              $expr: { a: { organization: { $any: { $alias: 'o', $expr: { o: { handle: 'globex' } } } } } },
            },
          },
        },
      },
    },
    [6, 7, 11],
  ],
  [
    {
      resource: 'device',
      options: { $filter: { last_connectivity_event: { $gt: { $sub: [{ $now: {} }, { $duration: { days: 7 } }] } } } },
    },
    [6, 9, 10, 12],
  ],
  [
    {
      resource: 'device_type',
      options: {
        $top: 1,
        $select: 'id',
        $filter: {
          device_type_alias: { $any: { $alias: 'dta', $expr: { dta: { is_referenced_by__alias: 'raspberrypi4' } } } },
        },
      },
    },
    [1],
  ],
  [
    {
      resource: 'release',
      options: {
        $filter: { belongs_to__application: 1, status: 'success' },
        $select: ['id', 'commit'],
        $orderby: { created_at: 'desc' },
      },
    },
    [2, 1],
  ],
];

describe('pinejs-client-core URLs', () => {
  for (const [params, expected] of compiled) {
    const url = client.compile(params);
    it(url, () => {
      const res = engine.query(ds, engine.parseRequest(`/${url}`), canReadAll);
      if (typeof expected === 'number') expect(res).toEqual({ d: expected });
      else expect(ids(res.d)).toEqual(expected);
    });
  }
});

describe('pinejs-client-core over the engine', () => {
  it('gets one row by a named key as the SDK reads it', async () => {
    const row = await client.get({
      resource: 'device',
      id: { uuid: '03'.repeat(16) },
      options: { $select: ['id', 'device_name', 'belongs_to__application'] },
    });
    expect(row).toEqual({ id: 3, device_name: 'charlie', belongs_to__application: { __id: 1 } });
  });

  it('gets undefined for a missing key (the SDK turns it into its own NotFound)', async () => {
    expect(await client.get({ resource: 'device', id: 999 })).toBeUndefined();
  });

  it('reads a count as a number', async () => {
    expect(await client.get({ resource: 'device', options: { $count: { $filter: { is_online: false } } } })).toBe(4);
  });

  it('expands to arrays and counts, with an org handle key', async () => {
    const org = await client.get({
      resource: 'organization',
      id: { handle: 'acme' },
      options: {
        $select: 'handle',
        $expand: {
          application: {
            $select: 'app_name',
            $orderby: { app_name: 'asc' },
            $expand: { owns__device: { $count: { $filter: { is_online: true } } } },
          },
        },
      },
    });
    expect(org).toEqual({
      handle: 'acme',
      application: [
        { app_name: 'fleet-one', owns__device: 4 },
        { app_name: 'fleet-two', owns__device: 2 },
      ],
    });
  });

  it('reads a composite key', async () => {
    const tag = await client.get({
      resource: 'device_tag',
      id: { device: 6, tag_key: 'owner' },
      options: { $select: 'value' },
    });
    expect(tag).toEqual({ value: "o'neil" });
  });
});
