/**
 * The variable calls of the vendor SDK (balena-sdk models application.envVar/configVar/buildVar,
 * service.var, device.envVar/configVar/serviceVar) and CLI (`env list|set|rename|rm`), sent through
 * pinejs-client-core (the SDK's own URL builder) with the exact options the SDK passes, against the
 * mock in process: parent lookups by slug, uuid and id; `set` as pine's upsert (POST, on 409 with
 * "unique" a PATCH by the natural key); fleet-wide listings through `device/any(...)`,
 * `service/any(...)` and `service_install/any(...)`; the `service` alias of
 * `service_install.installs__service`; missing parents; the API's name and value texts; and what an
 * observer may do.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Params } from 'pinejs-client-core';
import { startTestServer, type TestServer } from './helpers.ts';
import { InjectPine, RequestError, statusOf } from './sdk-client.ts';
import { at, first } from '../present.ts';

type Row = Record<string, unknown>;
/** A pine `$filter` object, as the SDK passes it. */
type AnyFilter = NonNullable<NonNullable<Params['options']>['$filter']>;

let s: TestServer;
const tokens: Record<string, string> = {};
const pine = (persona = 'owner'): InjectPine => new InjectPine(s.app, tokens[persona]);
/** Rows of a GET; a by-key GET (which pine answers with one row or undefined) as a list of 0 or 1. */
const get = async (params: Params & { resource: string }, persona = 'owner'): Promise<Row[]> => {
  const result = (await pine(persona).get(params)) as Row[] | Row | undefined;
  return result === undefined ? [] : Array.isArray(result) ? result : [result];
};

const SLUG = 'acme/smart-lights';
/** Ids of the smart-lights fleet, its first device, two of its services and that device's installs of them. */
const ids = {
  app: 0,
  appUuid: '',
  device: 0,
  uuid: '',
  svc: 0,
  svcName: '',
  svc2: 0,
  svc2Name: '',
  install: 0,
  install2: 0,
};

/** The error body (a JSON string) a write answers. */
async function errorOf(call: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  try {
    await call;
  } catch (err) {
    if (err instanceof RequestError) return { status: err.statusCode, body: err.body ? JSON.parse(err.body) : '' };
    throw err;
  }
  throw new Error('the call succeeded');
}

/** application.get(slugOrUuidOrId, {$select: 'id'}): by key for an id, else `slug eq x or uuid eq x`. */
const appLookup = (param: number | string): Params & { resource: string } =>
  typeof param === 'number'
    ? { resource: 'application', id: param, options: { $select: 'id' } }
    : { resource: 'application', options: { $filter: { $or: { slug: param, uuid: param } }, $select: 'id' } };
/** device.get(uuidOrId, {$select: 'id'}): by key, or by the `uuid` alternate key. */
const deviceLookup = (param: number | string): Params & { resource: string } => ({
  resource: 'device',
  id: typeof param === 'number' ? param : { uuid: param },
  options: { $select: 'id' },
});

beforeAll(async () => {
  s = await startTestServer();
  for (const p of ['owner', 'observer']) tokens[p] = await s.login(p);
  const app = first(
    await get({
      resource: 'application',
      options: {
        $select: ['id', 'uuid'],
        $filter: { slug: SLUG },
        $expand: { service: { $select: ['id', 'service_name'], $orderby: { id: 'asc' } } },
      },
    }),
  );
  const services = app.service as Row[];
  const device = first(
    await get({
      resource: 'device',
      options: {
        $select: ['id', 'uuid'],
        $filter: { belongs_to__application: app.id as number },
        $orderby: { id: 'asc' },
        $top: 1,
      },
    }),
  );
  const installs = await get({
    resource: 'service_install',
    options: { $select: ['id', 'installs__service'], $filter: { device: device.id as number } },
  });
  const installOf = (svc: Row): number =>
    installs.find((i) => (i.installs__service as { __id: number }).__id === svc.id)!.id as number;
  Object.assign(ids, {
    app: app.id,
    appUuid: app.uuid,
    device: device.id,
    uuid: device.uuid,
    svc: at(services, 0).id,
    svcName: at(services, 0).service_name,
    svc2: at(services, 1).id,
    svc2Name: at(services, 1).service_name,
    install: installOf(at(services, 0)),
    install2: installOf(at(services, 1)),
  });
}, 60_000);

describe('parent lookups the SDK sends before a variable call', () => {
  it('finds the fleet by id, slug and uuid, and answers an empty list for a missing one (BalenaApplicationNotFound)', async () => {
    for (const p of [ids.app, SLUG, ids.appUuid]) expect(await get(appLookup(p))).toEqual([{ id: ids.app }]);
    expect(await get(appLookup('acme/no-such-fleet'))).toEqual([]);
    expect(await get(appLookup(999999))).toEqual([]);
  });

  it('finds the device by id and uuid, and answers an empty list for a missing one (BalenaDeviceNotFound)', async () => {
    for (const p of [ids.device, ids.uuid]) expect(await get(deviceLookup(p))).toEqual([{ id: ids.device }]);
    expect(await get(deviceLookup('0'.repeat(32)))).toEqual([]);
    expect(await get(deviceLookup(999999))).toEqual([]);
  });

  it('finds a service by id and by {application, service_name} (service.var parents), empty when missing (BalenaServiceNotFound)', async () => {
    expect(await get({ resource: 'service', id: ids.svc, options: { $select: 'id' } })).toEqual([{ id: ids.svc }]);
    expect(await get({ resource: 'service', id: 999999, options: { $select: 'id' } })).toEqual([]);
    const byName = async (name: string) =>
      at(
        await get({
          resource: 'application',
          options: {
            $filter: { $or: { slug: SLUG, uuid: SLUG } },
            $select: 'id',
            $expand: { service: { $select: 'id', $filter: { service_name: name } } },
          },
        }),
        0,
      ).service;
    expect(await byName(ids.svc2Name)).toEqual([{ id: ids.svc2 }]);
    expect(await byName('nope')).toEqual([]);
  });

  it('finds the service install device.serviceVar.set writes to, by device id or uuid and service id or name', async () => {
    const byUuid = { $any: { $alias: 'd', $expr: { d: { uuid: ids.uuid } } } };
    const byName = (name: string) => ({ $any: { $alias: 's', $expr: { s: { service_name: name } } } });
    const lookup = (device: AnyFilter, service: AnyFilter) =>
      get({
        resource: 'service_install',
        options: { $select: 'id', $filter: { device, installs__service: service } as AnyFilter },
      });
    expect(await lookup(ids.device, ids.svc)).toEqual([{ id: ids.install }]);
    expect(await lookup(byUuid, ids.svc2)).toEqual([{ id: ids.install2 }]);
    expect(await lookup(ids.device, byName(ids.svc2Name))).toEqual([{ id: ids.install2 }]);
    expect(await lookup(byUuid, byName(ids.svcName))).toEqual([{ id: ids.install }]);
    expect(await lookup(byUuid, byName('no-such-service'))).toEqual([]);
    expect(await lookup(999999, byName(ids.svcName))).toEqual([]);
  });
});

/** The dependent resources: resource, parent FK field, parent id. */
const DEPENDENT: Array<[string, string, () => number]> = [
  ['application_environment_variable', 'application', () => ids.app],
  ['application_config_variable', 'application', () => ids.app],
  ['build_environment_variable', 'application', () => ids.app],
  ['service_environment_variable', 'service', () => ids.svc],
  ['device_environment_variable', 'device', () => ids.device],
  ['device_config_variable', 'device', () => ids.device],
  ['device_service_environment_variable', 'service_install', () => ids.install],
];
let n = 0;
const freshName = (resource: string): string =>
  resource.endsWith('config_variable') ? `BALENA_HOST_CONFIG_sdk_${++n}` : `SDK_VAR_${++n}`;

describe.each(DEPENDENT)(
  '%s (util/dependent-resource: getAllByParent, get, set, remove)',
  (resource, parent, parentId) => {
    const key = (name: string): AnyFilter => ({ [parent]: parentId(), name });
    const value = async (name: string): Promise<unknown> =>
      (await get({ resource, options: { $select: 'value', $filter: key(name) } }))[0]?.value;
    const list = async (): Promise<Row[]> =>
      get({ resource, options: { $filter: { [parent]: parentId() }, $orderby: { name: 'asc' } } });

    it('set creates with POST, a second set updates through 409 "unique" then PATCH by the natural key', async () => {
      const client = pine();
      const name = freshName(resource);
      await client.upsert({ resource, id: { [parent]: parentId(), name }, body: { value: 'v1' } });
      expect(await value(name)).toBe('v1');
      await client.upsert({ resource, id: { [parent]: parentId(), name }, body: { value: 'v2' } });
      expect(await value(name)).toBe('v2');
      expect(client.urls).toEqual([
        `/v7/${resource}`,
        `/v7/${resource}`,
        `/v7/${resource}?$filter=${parent} eq ${parentId()} and name eq '${name}'`,
      ]);
      const rows = (await list()).filter((r) => r.name === name);
      expect(rows.map((r) => [r.value, r[parent]])).toEqual([['v2', { __id: parentId() }]]);
      const names = (await list()).map((r) => String(r.name));
      expect(names).toEqual([...names].sort());
    });

    it('remove deletes by $filter, after which get finds nothing and the list leaves it out', async () => {
      const name = freshName(resource);
      await pine().upsert({ resource, id: { [parent]: parentId(), name }, body: { value: 'x' } });
      await pine().delete({ resource, options: { $filter: key(name) } });
      expect(await value(name)).toBeUndefined();
      expect((await list()).some((r) => r.name === name)).toBe(false);
    });

    it('set on a missing parent id answers 401 (the SDK then looks the parent up and throws its not-found error)', async () => {
      expect(
        await statusOf(
          pine().upsert({ resource, id: { [parent]: 999999, name: freshName(resource) }, body: { value: 'x' } }),
        ),
      ).toBe(401);
    });
  },
);

describe('fleet-wide listings', () => {
  it('device.envVar / device.configVar getAllByApplication: device/any(d: d/belongs_to__application eq N)', async () => {
    for (const [resource, name] of [
      ['device_environment_variable', `SDK_FW_${++n}`],
      ['device_config_variable', `BALENA_HOST_CONFIG_fw_${++n}`],
    ] satisfies [string, string][]) {
      await pine().upsert({ resource, id: { device: ids.device, name }, body: { value: 'd' } });
      const rows = await get({
        resource,
        options: {
          $filter: { device: { $any: { $alias: 'd', $expr: { d: { belongs_to__application: ids.app } } } } },
          $orderby: { name: 'asc' },
        },
      });
      expect(rows.filter((r) => r.name === name).map((r) => [r.value, r.device])).toEqual([
        ['d', { __id: ids.device }],
      ]);
      expect(rows.length).toBeGreaterThan(1);
    }
  });

  it('service.var.getAllByApplication: service/any(s: s/application eq N), and the CLI form with $expand=service', async () => {
    const name = `SDK_SVC_FW_${++n}`;
    await pine().upsert({
      resource: 'service_environment_variable',
      id: { service: ids.svc2, name },
      body: { value: 's' },
    });
    const ofFleet = { service: { $any: { $alias: 's', $expr: { s: { application: ids.app } } } } };
    const rows = await get({
      resource: 'service_environment_variable',
      options: { $filter: ofFleet, $orderby: { name: 'asc' } },
    });
    expect(rows.filter((r) => r.name === name).map((r) => r.service)).toEqual([{ __id: ids.svc2 }]);
    // balena env list --fleet <slug> --service <name>
    const cli = await get({
      resource: 'service_environment_variable',
      options: {
        $filter: {
          $and: [ofFleet, { service: { $any: { $alias: 's', $expr: { s: { service_name: ids.svc2Name } } } } }],
        },
        $expand: 'service',
        $orderby: { name: 'asc' },
      },
    });
    expect(cli.filter((r) => r.name === name).map((r) => at(r.service as Row[], 0).service_name)).toEqual([
      ids.svc2Name,
    ]);
  });
});

describe('device.serviceVar (service_install/any(...) filters)', () => {
  const ofDevice = (device: number) => ({ service_install: { $any: { $alias: 'si', $expr: { si: { device } } } } });
  const byService = (service: number | string) => ({
    service_install: {
      $any: {
        $alias: 'si',
        $expr: {
          si: {
            device: ids.device,
            installs__service:
              typeof service === 'number'
                ? service
                : { $any: { $alias: 'is', $expr: { is: { service_name: service } } } },
          },
        },
      },
    },
  });

  it.each([
    ['service id', () => ids.svc2 as number | string],
    ['service name', () => ids.svcName as number | string],
  ])('get, getAllByDevice, getAllByApplication and remove by %s', async (_label, service) => {
    const install = typeof service() === 'number' ? ids.install2 : ids.install;
    const name = `SDK_DSV_${++n}`;
    await pine().upsert({
      resource: 'device_service_environment_variable',
      id: { service_install: install, name },
      body: { value: 'v' },
    });
    const value = async () =>
      (
        await get({
          resource: 'device_service_environment_variable',
          options: { $select: 'value', $filter: { ...byService(service()), name } as AnyFilter },
        })
      )[0]?.value;
    expect(await value()).toBe('v');
    const byDevice = await get({
      resource: 'device_service_environment_variable',
      options: { $filter: ofDevice(ids.device) },
    });
    expect(byDevice.filter((r) => r.name === name).map((r) => r.service_install)).toEqual([{ __id: install }]);
    const ofFleet = {
      service_install: {
        $any: {
          $alias: 'si',
          $expr: { si: { device: { $any: { $alias: 'd', $expr: { d: { belongs_to__application: ids.app } } } } } },
        },
      },
    };
    const fleetWide = await get({
      resource: 'device_service_environment_variable',
      options: { $filter: ofFleet, $orderby: { name: 'asc' } },
    });
    expect(fleetWide.filter((r) => r.name === name)).toHaveLength(1);
    const names = fleetWide.map((r) => String(r.name));
    expect(names).toEqual([...names].sort());
    await pine().delete({
      resource: 'device_service_environment_variable',
      options: { $filter: { ...byService(service()), name } as AnyFilter },
    });
    expect(await value()).toBeUndefined();
  });

  it('expands service_install with installs__service and with its alias service (CLI env list --device --service)', async () => {
    const name = `SDK_DSV_${++n}`;
    await pine().upsert({
      resource: 'device_service_environment_variable',
      id: { service_install: ids.install2, name },
      body: { value: 'e' },
    });
    const canonical = first(
      await get({
        resource: 'device_service_environment_variable',
        options: {
          $filter: { ...ofDevice(ids.device), name },
          $expand: { service_install: { $select: 'id', $expand: { installs__service: { $select: 'service_name' } } } },
        },
      }),
    );
    expect(canonical.service_install).toEqual([
      { id: ids.install2, installs__service: [{ service_name: ids.svc2Name }] },
    ]);
    const alias = first(
      await get({
        resource: 'device_service_environment_variable',
        options: {
          $filter: { ...ofDevice(ids.device), name },
          $expand: { service_install: { $select: ['id', 'service'], $expand: { service: { $select: 'id' } } } },
        },
      }),
    );
    expect(alias.service_install).toEqual([{ id: ids.install2, service: [{ id: ids.svc2 }] }]);
    const cli = await get({
      resource: 'device_service_environment_variable',
      options: {
        $filter: {
          $and: [
            ofDevice(ids.device),
            {
              service_install: {
                $any: {
                  $alias: 'si',
                  $expr: {
                    si: { installs__service: { $any: { $alias: 's', $expr: { s: { service_name: ids.svc2Name } } } } },
                  },
                },
              },
            },
          ],
        },
        $expand: { service_install: { $expand: 'installs__service' } },
      },
    });
    expect(cli.filter((r) => r.name === name)).toHaveLength(1);
    expect(
      cli.every(
        (r) => at(at(r.service_install as Row[], 0).installs__service as Row[], 0).service_name === ids.svc2Name,
      ),
    ).toBe(true);
    const [selected] = await get({
      resource: 'service_install',
      id: ids.install2,
      options: { $select: ['id', 'service'] },
    });
    expect(selected).toEqual({ id: ids.install2, service: { __id: ids.svc2 } });
    const filtered = await get({
      resource: 'service_install',
      options: {
        $select: 'id',
        $filter: {
          device: ids.device,
          service: { $any: { $alias: 's', $expr: { s: { service_name: ids.svc2Name } } } },
        },
      },
    });
    expect(filtered).toEqual([{ id: ids.install2 }]);
  });
});

describe('names and values as the API words them (open-balena-api vars-schema)', () => {
  const post = (resource: string, body: Row) => errorOf(pine().post({ resource, body }));
  it.each([
    [
      'application_environment_variable',
      '1BAD',
      'Environment variable names can only contain alphanumeric characters and underscores.',
    ],
    [
      'device_environment_variable',
      'MY-VAR',
      'Environment variable names can only contain alphanumeric characters and underscores.',
    ],
    ['service_environment_variable', 'BALENA_X', 'Environment variables beginning with RESIN_, BALENA_ are reserved.'],
    ['device_service_environment_variable', 'RESIN', 'Environment variables RESIN, BALENA, USER are reserved'],
    [
      'application_config_variable',
      'BALENA_A-B',
      'Configuration variable names can only contain alphanumeric characters, underscores or a colon',
    ],
    ['device_config_variable', 'USER', 'Configuration variables RESIN, BALENA, USER are reserved'],
    [
      'device_config_variable',
      'MY_CONFIG',
      'Configuration variables must be part of one of the following namespaces: RESIN_, BALENA_',
    ],
  ])('%s named %s: 400 %s', async (resource, name, message) => {
    const owner = DEPENDENT.find(([r]) => r === resource)!;
    expect(await post(resource, { [owner[1]]: owner[2](), name, value: 'x' })).toEqual({ status: 400, body: message });
  });

  it('accepts what the API accepts: a leading underscore in an environment name, a colon in a configuration name', async () => {
    expect(
      await statusOf(
        pine().post({
          resource: 'application_environment_variable',
          body: { application: ids.app, name: `_LEADING_${++n}`, value: 'x' },
        }),
      ),
    ).toBe(200);
    expect(
      await statusOf(
        pine().post({
          resource: 'device_config_variable',
          body: { device: ids.device, name: `BALENA_HOST_CONFIG_dtoverlay:${++n}`, value: 'x' },
        }),
      ),
    ).toBe(200);
  });

  it('refuses line breaks in values on create and on update', async () => {
    expect(
      await post('application_environment_variable', { application: ids.app, name: `SDK_NL_${++n}`, value: 'a\nb' }),
    ).toEqual({ status: 400, body: 'Variable values cannot contain line break characters' });
    const name = `BALENA_HOST_CONFIG_nl_${++n}`;
    await pine().post({ resource: 'device_config_variable', body: { device: ids.device, name, value: 'ok' } });
    expect(
      await errorOf(
        pine().patch({
          resource: 'device_config_variable',
          options: { $filter: { device: ids.device, name } },
          body: { value: 'a\r\nb' },
        }),
      ),
    ).toEqual({ status: 400, body: 'Variable values cannot contain line break characters' });
  });
});

describe('an observer (read-only through team Auditors)', () => {
  it('reads fleet variables, and every set is refused with 401 whether the name is new or taken', async () => {
    const name = `SDK_KEEP_${++n}`;
    await pine().upsert({
      resource: 'application_environment_variable',
      id: { application: ids.app, name },
      body: { value: 'owner' },
    });
    const read = await get(
      {
        resource: 'application_environment_variable',
        options: { $select: 'value', $filter: { application: ids.app, name } },
      },
      'observer',
    );
    expect(read).toEqual([{ value: 'owner' }]);
    for (const [resource, parent, id] of DEPENDENT.filter(([r]) => r !== 'build_environment_variable').map(
      ([r, p, f]) => [r, p, f()] as const,
    )) {
      const fresh = resource.endsWith('config_variable') ? `BALENA_HOST_CONFIG_obs_${++n}` : `SDK_OBS_${++n}`;
      expect(
        await statusOf(pine('observer').upsert({ resource, id: { [parent]: id, name: fresh }, body: { value: 'x' } })),
      ).toBe(401);
    }
    expect(
      await statusOf(
        pine('observer').upsert({
          resource: 'application_environment_variable',
          id: { application: ids.app, name },
          body: { value: 'x' },
        }),
      ),
    ).toBe(401);
    expect(
      await statusOf(
        pine('observer').delete({
          resource: 'application_environment_variable',
          options: { $filter: { application: ids.app, name } },
        }),
      ),
    ).toBe(401);
    expect(
      await get({
        resource: 'application_environment_variable',
        options: { $select: 'value', $filter: { application: ids.app, name } },
      }),
    ).toEqual([{ value: 'owner' }]);
  });
});
