/**
 * Downloads and target state (api-ground-truth §4; contract downloadOsImage, downloadDeviceConfig,
 * getDeviceTypeImageDownloadSize, getDeviceTargetStateV2/V3): real zip/gzip files with the right
 * headers, 404 for unknown images, config.json with a working provisioning key, v2/v3 state shapes.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { call, ownerOnlineDevices, setup, valueOf } from './helpers.ts';
import { GENERATED_IMAGE_BYTES, IMAGE_SIZE_MIN } from '../../mock-server/src/core/live/os-image.ts';
import { crc32 } from '../../mock-server/src/core/live/bytes.ts';
import type { CoreResponse } from '../../mock-server/src/core/http.ts';
import type { StoredRow } from '../../mock-server/src/core/store/rows.ts';
import { at, entry, first } from '../present.ts';

const S = 'live-downloads';
const { core, world } = setup(S);
let device: StoredRow<'device'>;
beforeAll(async () => {
  device = first(await ownerOnlineDevices(core, world, S, 1));
});
const bytes = (res: CoreResponse) => {
  if (res.body.kind !== 'bytes') throw new Error(`expected bytes, got ${res.body.kind}`);
  return { data: Buffer.from(res.body.value), type: res.body.contentType, filename: res.body.filename };
};

describe('/download', () => {
  test('zip: a stored zip entry with a valid CRC, attachment name with fleet, type and version', async () => {
    const app = world.store.get('application', Number(device.belongs_to__application))!;
    const res = await call(
      core,
      S,
      'GET',
      `/download?deviceType=raspberrypi4-64&version=6.1.24.prod&fileType=.zip&appId=${app.id}&network=wifi&wifiSsid=office`,
    );
    const { data, type, filename } = bytes(res);
    expect([res.status, type]).toEqual([200, 'application/zip']);
    expect(filename).toMatch(
      new RegExp(`^${String(app.app_name)}-raspberrypi4-64-6\\.1\\.24\\.prod-v[\\d.]+\\.img\\.zip$`),
    );
    expect(data.readUInt32LE(0)).toBe(0x04034b50);
    const size = data.readUInt32LE(18);
    const nameLen = data.readUInt16LE(26);
    const payload = data.subarray(30 + nameLen, 30 + nameLen + size);
    expect(size).toBe(GENERATED_IMAGE_BYTES);
    expect(crc32(payload)).toBe(data.readUInt32LE(14));
    expect(payload.subarray(0, 80).toString()).toContain('deviceType=raspberrypi4-64');
    expect(data.readUInt32LE(data.length - 22)).toBe(0x06054b50);
  });

  test('gz and img; latest; errors: missing params 400, unknown image 404', async () => {
    const gz = bytes(
      await call(core, S, 'GET', '/download?deviceType=intel-nuc&version=latest&fileType=.gz', undefined, null),
    );
    expect(gz.type).toBe('application/gzip');
    expect(gunzipSync(gz.data).length).toBe(GENERATED_IMAGE_BYTES);
    expect(
      bytes(await call(core, S, 'GET', '/download?deviceType=intel-nuc&version=2.108.18%2Brev1&fileType=.img')).type,
    ).toBe('application/octet-stream');
    expect(valueOf(await call(core, S, 'GET', '/download?deviceType=intel-nuc'))).toBe(
      'deviceType and version are required',
    );
    const missing = await call(core, S, 'GET', '/download?deviceType=intel-nuc&version=9.9.9');
    expect([missing.status, valueOf(missing)]).toEqual([404, 'Image not found']);
    expect((await call(core, S, 'GET', '/download?deviceType=toaster&version=latest')).status).toBe(404);
  });

  test('download size: deterministic bytes; unknown type or version → 404', async () => {
    const res = await call(core, S, 'GET', '/device-types/v1/raspberrypi4-64/images/6.1.24/download-size');
    const { size } = valueOf(res) as { size: number };
    expect(size).toBeGreaterThanOrEqual(IMAGE_SIZE_MIN);
    expect(valueOf(await call(core, S, 'GET', '/device-types/v1/raspberrypi4-64/images/6.1.24/download-size'))).toEqual(
      { size },
    );
    expect((await call(core, S, 'GET', '/device-types/v1/toaster/images/latest/download-size')).status).toBe(404);
    expect((await call(core, S, 'GET', '/device-types/v1/raspberrypi4-64/images/1.0.0/download-size')).status).toBe(
      404,
    );
  });
});

describe('/download-config', () => {
  test('config.json with a provisioning key that authenticates as the fleet', async () => {
    const appId = Number(device.belongs_to__application);
    const res = await call(core, S, 'POST', '/download-config', {
      appId,
      version: '6.1.24',
      network: 'wifi',
      wifiSsid: 'office',
      wifiKey: 'pw',
      appUpdatePollInterval: 5,
      provisioningKeyName: 'dl-key',
    });
    const cfg = valueOf(res) as Record<string, unknown>;
    expect(res.status).toBe(200);
    expect(cfg).toMatchObject({
      applicationId: appId,
      appUpdatePollInterval: 300_000,
      wifiSsid: 'office',
      listenPort: 48484,
      developmentMode: false,
    });
    const who = await call(core, S, 'GET', '/actor/v1/whoami', undefined, String(cfg.apiKey));
    expect(valueOf(who)).toMatchObject({ actorType: 'application' });
    expect(world.store.all('api_key').some((k) => k.name === 'dl-key')).toBe(true);
  });

  test('missing version, wifi without ssid, unknown fleet, no token', async () => {
    const appId = Number(device.belongs_to__application);
    expect(valueOf(await call(core, S, 'POST', '/download-config', { appId }))).toBe('A version is required');
    expect(
      (await call(core, S, 'POST', '/download-config', { appId, version: '6.1.24', network: 'wifi' })).status,
    ).toBe(400);
    expect(valueOf(await call(core, S, 'POST', '/download-config', { appId: 999_999, version: '6.1.24' }))).toBe(
      'Application not found',
    );
    expect((await call(core, S, 'POST', '/download-config', { appId, version: '6.1.24' }, null)).status).toBe(401);
  });
});

describe('target state', () => {
  test('v2 and v3 shapes with the fleet, release services and merged environment', async () => {
    const uuid = String(device.uuid);
    const v2 = valueOf(await call(core, S, 'GET', `/device/v2/${uuid}/state`)) as {
      local: {
        name: string;
        apps: Record<string, { services: Record<string, { environment: object; image: string }> }>;
      };
    };
    expect(v2.local.name).toBe(device.device_name);
    const app = entry(v2.local.apps, String(device.belongs_to__application), 'the v2 state apps');
    const v3 = valueOf(await call(core, S, 'GET', `/device/v3/${uuid}/state`)) as Record<
      string,
      { apps: Record<string, { id: number; releases: Record<string, { services: object }> }> }
    >;
    const apps = Object.values(entry(v3, uuid).apps);
    expect(at(apps, 0).id).toBe(Number(device.belongs_to__application));
    expect(Object.keys(Object.values(at(apps, 0).releases)[0]?.services ?? {}).length).toBe(
      Object.keys(app.services).length,
    );
    expect((await call(core, S, 'GET', `/device/v3/${'0'.repeat(32)}/state`)).status).toBe(404);
    expect((await call(core, S, 'GET', `/device/v2/${uuid}/state`, undefined, null)).status).toBe(401);
  });
});
