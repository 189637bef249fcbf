/**
 * balena-sdk's fleet and device models and its pine client against the mock over HTTP: the fleets a
 * user reaches, fleet creation with the real name rules, variables and tags, pine reads (filters,
 * expands, counts) and writes, device registration with a provisioning key, the inactive state until
 * the device first checks in, the offline-only deactivation, device changes and their history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalenaSDK } from 'balena-sdk';
import { startSdkHarness, type SdkHarness } from './harness.ts';

let h: SdkHarness;
let owner: BalenaSDK;
let fleetId: number;

beforeAll(async () => {
  h = await startSdkHarness();
  owner = await h.sdk('owner');
  fleetId = (
    await owner.models.application.create({ name: 'sdk-fleet', deviceType: 'raspberrypi4-64', organization: 'acme' })
  ).id;
}, 60_000);
afterAll(() => h.close());

const failure = (p: Promise<unknown>): Promise<{ code?: string; statusCode?: number; message: string }> =>
  p.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e as { code?: string; statusCode?: number; message: string },
  );

describe('fleets', () => {
  it('lists the fleets a user reaches directly, and none for a member without fleet access', async () => {
    const slugs = (await owner.models.application.getAllDirectlyAccessible({ $select: 'slug' })).map((a) => a.slug);
    expect(slugs).toContain('acme/sdk-fleet');
    expect(slugs.some((s) => s.startsWith('globex/'))).toBe(true);
    const member = await h.sdk('member');
    expect(await member.models.application.getAllDirectlyAccessible({ $select: 'slug' })).toEqual([]);
  });

  it('reads a fleet by slug with its organization expanded', async () => {
    const app = await owner.models.application.get('acme/sdk-fleet', {
      $select: ['id', 'app_name', 'slug'],
      $expand: { organization: { $select: 'handle' } },
    });
    expect(app).toMatchObject({ id: fleetId, app_name: 'sdk-fleet', organization: [{ handle: 'acme' }] });
    await expect(owner.models.application.get('acme/no-such-fleet')).rejects.toThrow(
      'Application not found: acme/no-such-fleet',
    );
  });

  it('refuses fleet names the real rules refuse', async () => {
    const create = (name: string) =>
      owner.models.application.create({ name, deviceType: 'raspberrypi4-64', organization: 'acme' });
    expect(await failure(create('bad name!'))).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('App name may only contain [a-zA-Z0-9_-].') as unknown,
    });
    expect(await failure(create('abc'))).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('has a Length (Type) that is greater than or equal to 4') as unknown,
    });
    expect(await failure(create('SDK-FLEET'))).toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('unique') as unknown,
    });
  });

  it('sets, reads and removes fleet variables and tags', async () => {
    await owner.models.application.envVar.set(fleetId, 'GREETING', 'hello');
    await owner.models.application.configVar.set(fleetId, 'BALENA_SUPERVISOR_POLL_INTERVAL', '600000');
    expect(await owner.models.application.envVar.get(fleetId, 'GREETING')).toBe('hello');
    expect(
      (await owner.models.application.configVar.getAllByApplication(fleetId)).map((v) => [v.name, v.value]),
    ).toEqual([['BALENA_SUPERVISOR_POLL_INTERVAL', '600000']]);
    await owner.models.application.envVar.remove(fleetId, 'GREETING');
    expect(await owner.models.application.envVar.get(fleetId, 'GREETING')).toBeUndefined();
    await owner.models.application.tags.set(fleetId, 'site', 'lab');
    expect((await owner.models.application.tags.getAllByApplication(fleetId)).map((t) => t.value)).toEqual(['lab']);
  });

  it('renames a fleet', async () => {
    const { id } = await owner.models.application.create({
      name: 'sdk-rename',
      deviceType: 'raspberrypi4-64',
      organization: 'acme',
    });
    await owner.models.application.rename(id, 'sdk-renamed');
    expect(await owner.models.application.get(id, { $select: ['app_name', 'slug'] })).toMatchObject({
      app_name: 'sdk-renamed',
      slug: 'acme/sdk-renamed',
    });
    await owner.models.application.remove(id);
    await expect(owner.models.application.get(id)).rejects.toThrow(`Application not found: ${id}`);
  });
});

describe('pine', () => {
  it('reads with filters, expands, counts and ordering', async () => {
    const rows = (await owner.pine.get({
      resource: 'application',
      options: {
        $select: ['slug'],
        $filter: { organization: { $any: { $alias: 'o', $expr: { o: { handle: 'acme' } } } } },
        $expand: { is_for__device_type: { $select: 'slug' } },
        $orderby: { slug: 'asc' },
      },
    })) as unknown as Array<{ slug: string; is_for__device_type: Array<{ slug: string }> }>;
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.map((r) => r.slug)).toEqual([...rows.map((r) => r.slug)].sort());
    expect(rows.find((r) => r.slug === 'acme/sdk-fleet')?.is_for__device_type).toEqual([{ slug: 'raspberrypi4-64' }]);
    const count = await owner.pine.get({
      resource: 'application',
      options: {
        $count: { $filter: { organization: { $any: { $alias: 'o', $expr: { o: { handle: 'acme' } } } } } },
      },
    });
    expect(count).toBe(rows.length);
  });

  it('writes: post, patch and delete', async () => {
    const tag = (await owner.pine.post({
      resource: 'application_tag',
      body: { application: fleetId, tag_key: 'pine', value: 'one' },
    })) as { id: number };
    await owner.pine.patch({ resource: 'application_tag', id: tag.id, body: { value: 'two' } });
    expect(await owner.pine.get({ resource: 'application_tag', id: tag.id, options: { $select: 'value' } })).toEqual({
      value: 'two',
    });
    await owner.pine.delete({ resource: 'application_tag', id: tag.id });
    expect(await owner.pine.get({ resource: 'application_tag', id: tag.id })).toBeUndefined();
  });

  it('refuses a read without credentials of what a guest may not read; device types stay public', async () => {
    const guest = await h.sdk();
    // The 401 (empty body) is what balena-sdk turns into "You have to log in".
    await expect(guest.pine.get({ resource: 'device', options: { $select: 'id' } })).rejects.toMatchObject({
      name: 'BalenaNotLoggedIn',
      message: 'You have to log in',
    });
    expect(await guest.models.deviceType.get('raspberrypi4-64', { $select: 'slug' })).toEqual({
      slug: 'raspberrypi4-64',
    });
  });
});

describe('devices', () => {
  let device: { id: number; uuid: string; api_key: string };

  beforeAll(async () => {
    const uuid = owner.models.device.generateUniqueKey();
    // register() creates a provisioning key through POST /api-key/v2 and registers with it.
    device = await owner.models.device.register(fleetId, uuid);
  });

  it('registers a device with a provisioning key; it stays inactive until it first checks in', async () => {
    expect(device.uuid).toHaveLength(32);
    expect(device.api_key).toMatch(/^\w{32}$/);
    const fresh = await owner.models.device.get(device.uuid, {
      $select: ['overall_status', 'is_online', 'belongs_to__application'],
    });
    expect(fresh).toMatchObject({
      overall_status: 'inactive',
      is_online: false,
      belongs_to__application: { __id: fleetId },
    });
    // The supervisor's state poll with the device's key is a heartbeat: the device is online and active.
    const poll = await fetch(`${h.apiUrl}/device/v3/${device.uuid}/state?apikey=${device.api_key}`);
    expect(poll.status).toBe(200);
    const online = await owner.models.device.get(device.uuid, { $select: ['overall_status', 'api_heartbeat_state'] });
    expect(online.api_heartbeat_state).toBe('online');
    expect(online.overall_status).not.toBe('inactive');
  });

  it('refuses to deactivate a device that is online', async () => {
    // As balena-sdk's own device.spec.ts brings a device online before deactivating it.
    await owner.pine.patch({ resource: 'device', id: device.id, body: { is_online: true } });
    expect(await failure(owner.models.device.deactivate(device.uuid))).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('Devices must be offline in order to be deactivated.') as unknown,
    });
  });

  it('renames, notes, tags and configures a device, and records its history', async () => {
    await owner.models.device.rename(device.uuid, 'sdk-device');
    await owner.models.device.setNote(device.uuid, 'on the bench');
    await owner.models.device.tags.set(device.uuid, 'rack', 'b2');
    await owner.models.device.envVar.set(device.uuid, 'MODE', 'test');
    expect(await owner.models.device.get(device.uuid, { $select: ['device_name', 'note'] })).toMatchObject({
      device_name: 'sdk-device',
      note: 'on the bench',
    });
    expect((await owner.models.device.tags.getAllByDevice(device.uuid)).map((t) => [t.tag_key, t.value])).toEqual([
      ['rack', 'b2'],
    ]);
    expect(await owner.models.device.envVar.get(device.uuid, 'MODE')).toBe('test');
    const history = await owner.models.device.history.getAllByDevice(device.uuid);
    expect(history.length).toBeGreaterThan(0);
    expect(history[0]).toMatchObject({ uuid: device.uuid });
  });

  it("answers the supervisor's target state with the fleet's config, the poll interval at least 15 minutes", async () => {
    // The fleet's BALENA_SUPERVISOR_POLL_INTERVAL is 600000 (set above): the target state raises it.
    const state = (await owner.models.device.getSupervisorTargetState(device.uuid)) as unknown as {
      local: { config: Record<string, string> };
    };
    expect(state.local.config.RESIN_SUPERVISOR_POLL_INTERVAL).toBe('900000');
    expect(state.local.config.RESIN_SUPERVISOR_NATIVE_LOGGER).toBe('true');
  });

  it('lists the fleet devices and the device key among the device API keys', async () => {
    const devices = await owner.models.device.getAllByApplication(fleetId, { $select: ['uuid'] });
    expect(devices.map((d) => d.uuid)).toEqual([device.uuid]);
    const keys = await owner.models.apiKey.getDeviceApiKeysByDevice(device.uuid);
    expect(keys.length).toBeGreaterThan(0);
  });
});
