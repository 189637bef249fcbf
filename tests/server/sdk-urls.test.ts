/**
 * The vendor SDK's typical reads and writes, built by pinejs-client-core (api-ground-truth §2, §6),
 * against the mock in process.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { InjectPine, RequestError } from './sdk-client.ts';
import { at } from '../present.ts';

let s: TestServer;
let pine: InjectPine;
beforeAll(async () => {
  s = await startTestServer();
  pine = new InjectPine(s.app, await s.login('owner'));
});
const store = () => s.core.registry.get().store;
/** The first and second seeded devices (seeded ids start at a per-table base, never 1). */
const D1 = (): number => at(store().all('device'), 0).id;
const D2 = (): number => at(store().all('device'), 1).id;

describe('SDK reads', () => {
  test('device by full uuid: device(uuid=…) with $select', async () => {
    const device = store().get('device', D2())!;
    const got = await pine.get({
      resource: 'device',
      id: { uuid: String(device.uuid) },
      options: { $select: ['id', 'uuid', 'device_name'] },
    });
    expect(got).toEqual({ id: D2(), uuid: device.uuid, device_name: device.device_name });
    expect(pine.urls.at(-1)).toContain('device(uuid=');
  });

  test('application by slug or uuid, lower-cased', async () => {
    const app = store()
      .all('application')
      .find((a) => a.app_name === 'cold-chain')!;
    const slug = String(app.slug).toUpperCase().toLowerCase();
    const got = (await pine.get({
      resource: 'application',
      options: { $select: ['id', 'slug'], $filter: { $or: { slug, uuid: slug } } },
    })) as { id: number }[];
    expect(got.map((a) => a.id)).toEqual([app.id]);
  });

  test('device count of a fleet through options.$count', async () => {
    const app = store()
      .all('application')
      .find((a) => a.app_name === 'smart-lights')!;
    const n = await pine.get({
      resource: 'device',
      options: { $count: { $filter: { belongs_to__application: app.id } } },
    });
    expect(n).toBe(store().find('device', 'belongs_to__application', app.id).length);
  });

  test('device with the fleet and tags expanded (arrays, even to-one)', async () => {
    const got = (await pine.get({
      resource: 'device',
      id: D1(),
      options: {
        $select: ['id', 'belongs_to__application'],
        $expand: {
          belongs_to__application: { $select: ['id', 'slug'] },
          device_tag: { $select: ['tag_key', 'value'] },
        },
      },
    })) as { belongs_to__application: { slug: string }[]; device_tag: unknown[] };
    expect(got.belongs_to__application).toHaveLength(1);
    expect(at(got.belongs_to__application, 0).slug).toMatch(/^acme\//);
    expect(got.device_tag.length).toBe(store().find('device_tag', 'device', D1()).length);
  });

  test('device type by alias through a lambda, as deviceType.get does', async () => {
    const got = (await pine.get({
      resource: 'device_type',
      options: {
        $top: 1,
        $select: ['slug'],
        $filter: {
          device_type_alias: {
            $any: { $alias: 'dta', $expr: { dta: { is_referenced_by__alias: 'raspberrypi4-64' } } },
          },
        },
      },
    })) as { slug: string }[];
    expect(got).toEqual([{ slug: 'raspberrypi4-64' }]);
  });

  test('a missing device by id comes back undefined (200 {d:[]})', async () => {
    expect(await pine.get({ resource: 'device', id: 987654 })).toBeUndefined();
  });
});

describe('SDK writes', () => {
  test('tag upsert: POST answers 409 "unique", then PATCH by $filter', async () => {
    await pine.upsert({ resource: 'device_tag', id: { device: D1(), tag_key: 'sdk-upsert' }, body: { value: 'one' } });
    await pine.upsert({ resource: 'device_tag', id: { device: D1(), tag_key: 'sdk-upsert' }, body: { value: 'two' } });
    const tags = store()
      .find('device_tag', 'device', D1())
      .filter((t) => t.tag_key === 'sdk-upsert');
    expect(tags.map((t) => t.value)).toEqual(['two']);
    expect(pine.urls.filter((u) => u.includes('device_tag')).some((u) => u.includes('$filter='))).toBe(true);
  });

  test('POST returns the created row; PATCH and DELETE by id', async () => {
    const created = (await pine.post({
      resource: 'device_tag',
      body: { device: D2(), tag_key: 'sdk-post', value: 'v' },
    })) as { id: number };
    expect(created.id).toBeGreaterThan(0);
    await pine.patch({ resource: 'device_tag', id: created.id, body: { value: 'w' } });
    expect(store().get('device_tag', created.id)!.value).toBe('w');
    await pine.delete({ resource: 'device_tag', id: created.id });
    expect(store().get('device_tag', created.id)).toBeUndefined();
  });

  test('errors surface as status + raw JSON-string body', async () => {
    const err = await pine
      .post({ resource: 'device_tag', body: { device: D2(), tag_key: 'bad key', value: 'v' } })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RequestError);
    expect((err as RequestError).statusCode).toBe(400);
    expect(JSON.parse((err as RequestError).body)).toBe('Tag keys cannot contain whitespace.');
  });
});
