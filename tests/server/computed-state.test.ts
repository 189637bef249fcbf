/**
 * Computed device state as the vendor SDK reads it (pinejs-client-core URLs, SDK-shaped plain requests):
 * a freshly registered device is `inactive`, coming online activates it, a state poll with the device
 * key in `?apikey=` (what balena-request sends next to the user's session) makes it online, and a
 * Downloading image install reads `updating` with the averaged progress; only offline devices may be
 * deactivated.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { InjectPine } from './sdk-client.ts';
import { at, entry, first } from '../present.ts';

type Row = Record<string, unknown>;
const FLEET = 'acme/smart-lights';

let s: TestServer;
let owner: string;
let appId: number;
let provisioningKey: string;
const pine = (): InjectPine => new InjectPine(s.app, owner);

beforeAll(async () => {
  s = await startTestServer();
  owner = await s.login('owner');
  const app = first(
    (await pine().get({
      resource: 'application',
      options: { $select: 'id', $filter: { slug: FLEET } },
    })) as Row[],
  );
  appId = app.id as number;
  const res = await s.req({
    method: 'POST',
    url: `/api-key/application/${appId}/provisioning`,
    token: owner,
    body: { expiryDate: new Date(s.core.registry.get().clock.now() + 600_000).toISOString() },
  });
  provisioningKey = JSON.parse(res.body) as string;
}, 60_000);

let counter = 0;
/** SDK device.register: POST /device/register with the fleet's provisioning key. */
async function register(): Promise<{ id: number; uuid: string; api_key: string }> {
  const uuid = (++counter).toString(16).padStart(32, 'e');
  const res = await s.req({
    method: 'POST',
    url: '/device/register',
    headers: { authorization: `Bearer ${provisioningKey}` },
    body: { application: appId, uuid, device_type: 'raspberrypi4-64' },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; uuid: string; api_key: string };
}

const computed = async (id: number): Promise<Row> =>
  (await pine().get({
    resource: 'device',
    id,
    options: { $select: ['overall_status', 'overall_progress', 'api_heartbeat_state', 'is_active'] },
  })) as Row;

describe('a freshly registered device (SDK device.getStatus / getAllByApplication computed terms)', () => {
  it('reads inactive with null progress until it checks in', async () => {
    const device = await register();
    expect(await computed(device.id)).toEqual({
      overall_status: 'inactive',
      overall_progress: null,
      api_heartbeat_state: 'unknown',
      is_active: false,
    });
  });

  it('becomes active when it comes online, then disconnected once offline again', async () => {
    const device = await register();
    await pine().patch({ resource: 'device', id: device.id, body: { is_online: true } });
    await pine().patch({ resource: 'device', id: device.id, body: { is_online: false } });
    expect(await computed(device.id)).toMatchObject({ overall_status: 'disconnected', is_active: true });
  });
});

describe('GET /device/v3/{uuid}/state with the device key in ?apikey= (balena-request apiKey option)', () => {
  it('makes the device online, and a Downloading image install reads updating with the averaged progress', async () => {
    const device = await register();
    await pine().patch({ resource: 'device', id: device.id, body: { is_online: true } });
    // balena-request adds `?apikey=<key>` and still sends the logged-in user's Authorization header.
    const state = await s.req({ url: `/device/v3/${device.uuid}/state?apikey=${device.api_key}`, token: owner });
    expect(state.statusCode).toBe(200);
    expect((await computed(device.id)).api_heartbeat_state).toBe('online');

    const app = (await pine().get({
      resource: 'application',
      id: appId,
      options: { $select: 'should_be_running__release' },
    })) as { should_be_running__release: { __id: number } };
    const release = app.should_be_running__release.__id;
    const images = (await pine().get({
      resource: 'release_image',
      options: { $select: 'image', $filter: { is_part_of__release: release } },
    })) as Array<{ image: { __id: number } }>;
    expect(images.length).toBeGreaterThan(0);
    const install = (status: string, progress: number | null) =>
      pine().post({
        resource: 'image_install',
        body: {
          installs__image: at(images, 0).image.__id,
          is_provided_by__release: release,
          device: device.id,
          download_progress: progress,
          status,
          install_date: '2026-10-30T00:00:00.000Z',
        },
      });
    await install('Downloading', 50);
    await install('Running', null);
    expect(await computed(device.id)).toMatchObject({ overall_status: 'updating', overall_progress: 75 });
  });

  it('leaves the heartbeat alone when only the user reads the state', async () => {
    const device = await register();
    await s.req({ url: `/device/v3/${device.uuid}/state`, token: owner });
    expect((await computed(device.id)).api_heartbeat_state).toBe('unknown');
  });
});

describe('PATCH device {"is_active": false} (SDK device.deactivate)', () => {
  it('refuses an online device with the real 400 text', async () => {
    const device = await register();
    await pine().patch({ resource: 'device', id: device.id, body: { is_online: true } });
    await expect(
      pine().patch({ resource: 'device', options: { $filter: { uuid: device.uuid } }, body: { is_active: false } }),
    ).rejects.toMatchObject({ statusCode: 400, body: '"Devices must be offline in order to be deactivated."' });
  });
});

describe('supervisor target state (SDK device.getSupervisorTargetState / getSupervisorTargetStateForApp)', () => {
  it('gives v2 and v3 the supervisor defaults: poll interval floor 900000 and the native logger', async () => {
    const device = await register();
    const v2 = (await s.req({ url: `/device/v2/${device.uuid}/state`, token: owner })).json() as {
      local: { config: Record<string, string> };
    };
    expect(v2.local.config).toMatchObject({
      RESIN_SUPERVISOR_NATIVE_LOGGER: 'true',
      RESIN_SUPERVISOR_POLL_INTERVAL: '900000',
    });
    const v3 = (await s.req({ url: `/device/v3/${device.uuid}/state`, token: owner })).json() as Record<
      string,
      { config: Record<string, string> }
    >;
    expect(entry(v3, device.uuid).config.RESIN_SUPERVISOR_NATIVE_LOGGER).toBe('true');
  });

  it('answers the fleet state at /device/v3/fleet/{uuid}/state/?releaseUuid= with the target or a chosen release', async () => {
    const app = (await pine().get({
      resource: 'application',
      id: appId,
      options: {
        $select: ['uuid', 'app_name'],
        $expand: { should_be_running__release: { $select: 'commit' } },
      },
    })) as { uuid: string; app_name: string; should_be_running__release: Array<{ commit: string }> };
    const target = at(app.should_be_running__release, 0).commit;
    const res = await s.req({ url: `/device/v3/fleet/${app.uuid}/state/?releaseUuid=`, token: owner });
    expect(res.statusCode).toBe(200);
    const state = res.json() as Record<string, { name: string; config: Record<string, string>; apps: Row }>;
    expect(state[app.uuid]).toMatchObject({
      name: app.app_name,
      config: { RESIN_SUPERVISOR_NATIVE_LOGGER: 'true', RESIN_SUPERVISOR_POLL_INTERVAL: '900000' },
      apps: {
        [app.uuid]: { id: appId, name: app.app_name, class: 'fleet', releases: { [target]: expect.any(Object) } },
      },
    });
    const other = first(
      (await pine().get({
        resource: 'release',
        options: {
          $select: 'commit',
          $filter: { belongs_to__application: appId, status: 'success', $not: { commit: target } },
          $top: 1,
        },
      })) as Array<{ commit: string }>,
    );
    const chosen = await s.req({ url: `/device/v3/fleet/${app.uuid}/state?releaseUuid=${other.commit}`, token: owner });
    expect(
      Object.keys(
        entry(
          entry(chosen.json() as Record<string, { apps: Record<string, { releases: Row }> }>, app.uuid).apps,
          app.uuid,
        ).releases,
      ),
    ).toEqual([other.commit]);
    expect((await s.req({ url: `/device/v3/fleet/${app.uuid}/state?releaseUuid=nope`, token: owner })).statusCode).toBe(
      401,
    );
    expect((await s.req({ url: `/device/v3/fleet/${app.uuid}/state/` })).statusCode).toBe(401);
  });
});

describe('GET /v7/image(id) (SDK image.get / image.getLogs)', () => {
  it('leaves build_log out of the default projection and gives it when selected', async () => {
    const withLog = first(
      (await pine().get({
        resource: 'image',
        options: { $select: ['id', 'build_log'], $filter: { $not: { build_log: null } }, $top: 1 },
      })) as Row[],
    );
    expect(typeof withLog.build_log).toBe('string');
    const image = (await pine().get({ resource: 'image', id: withLog.id as number })) as Row;
    expect(image).toMatchObject({ id: withLog.id, status: expect.any(String) as string });
    expect(image).not.toHaveProperty('build_log');
    const logs = (await pine().get({
      resource: 'image',
      id: withLog.id as number,
      options: { $select: 'build_log' },
    })) as Row;
    expect(logs).toEqual({ build_log: withLog.build_log });
  });
});
