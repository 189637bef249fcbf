/**
 * Supervisor proxy (api-ground-truth §4; contract openapi/paths/device-actions.yaml): 404 for offline
 * devices, 423 under an update lock without force, 207 for several devices, permission filtering,
 * reboot visible through OData on the mock clock.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { call, ownerOnlineDevices, setup, valueOf } from './helpers.ts';
import { setDeviceFlags } from '../../mock-server/src/core/faults/index.ts';
import { NO_ONLINE_DEVICES, NO_TARGET, REBOOT_DOWNTIME_MS } from '../../mock-server/src/core/live/constants.ts';
import type { Row } from '../../mock-server/src/core/model/data-source.ts';
import { at } from '../present.ts';

const S = 'live-supervisor';
const { core, world, clock } = setup(S);
let devices: Row[] = [];

beforeAll(async () => {
  devices = await ownerOnlineDevices(core, world, S, 3);
  expect(devices.length).toBeGreaterThanOrEqual(2);
});

describe('supervisor proxy', () => {
  test('ping and blink answer text OK for one online device', async () => {
    const res = await call(core, S, 'POST', '/supervisor/v1/blink', { uuid: at(devices, 0).uuid });
    expect([res.status, valueOf(res)]).toEqual([200, 'OK']);
  });

  test('no target → 400; no credentials → 401; GET is not routed as an action', async () => {
    const bad = await call(core, S, 'POST', '/supervisor/v1/blink', {});
    expect([bad.status, valueOf(bad)]).toEqual([400, NO_TARGET]);
    expect((await call(core, S, 'POST', '/supervisor/v1/blink', { uuid: at(devices, 0).uuid }, null)).status).toBe(401);
    expect((await call(core, S, 'POST', '/supervisor/v1/blink', { uuid: 'nothex' })).status).toBe(400);
  });

  test('an offline device (fault flag) → 404 No online device(s) found', async () => {
    const d = devices[2] ?? at(devices, 1);
    setDeviceFlags(world, String(d.uuid), ['offline']);
    const res = await call(core, S, 'POST', '/supervisor/v1/restart', { deviceId: d.id, data: {} });
    expect([res.status, valueOf(res)]).toEqual([404, NO_ONLINE_DEVICES]);
    setDeviceFlags(world, String(d.uuid), []);
  });

  test('an invalid API key → 401', async () => {
    const res = await call(core, S, 'POST', '/supervisor/v1/blink', { uuid: at(devices, 0).uuid }, 'not-a-valid-key');
    expect(res.status).toBe(401);
  });

  test('update lock: 423 envelope without force, 202 with force', async () => {
    const d = at(devices, 1);
    setDeviceFlags(world, String(d.uuid), ['update-locked']);
    const locked = await call(core, S, 'POST', '/supervisor/v1/reboot', { deviceId: d.id, data: { force: false } });
    expect(locked.status).toBe(423);
    expect(valueOf(locked)).toMatchObject({ Data: '', Error: expect.stringContaining('Updates are locked') });
    const purge = await call(core, S, 'POST', '/supervisor/v1/purge', { deviceId: d.id, data: {} });
    expect(purge.status).toBe(423);
    const blink = await call(core, S, 'POST', '/supervisor/v1/blink', { deviceId: d.id });
    expect(blink.status).toBe(200);
    const forced = await call(core, S, 'POST', '/supervisor/v1/purge', { deviceId: d.id, data: { force: true } });
    expect([forced.status, valueOf(forced)]).toEqual([200, { Data: 'OK', Error: null }]);
    setDeviceFlags(world, String(d.uuid), []);
  });

  test('several devices of a fleet → 207 with one entry per device', async () => {
    const appId = Number(at(devices, 0).belongs_to__application);
    const res = await call(core, S, 'POST', '/supervisor/v1/blink', { appId });
    const online = world.store
      .find('device', 'belongs_to__application', appId)
      .filter((d) => d.is_connected_to_vpn === true);
    expect(online.length).toBeGreaterThan(1);
    expect(res.status).toBe(207);
    expect(valueOf(res)).toEqual(online.map(() => ({ statusCode: 200, body: 'OK' })));
  });

  test('device state: supervisor state JSON', async () => {
    const res = await call(core, S, 'POST', '/supervisor/v1/device', { uuid: at(devices, 0).uuid, method: 'GET' });
    expect(res.status).toBe(200);
    expect(valueOf(res)).toMatchObject({
      api_port: 48484,
      status: 'Idle',
      update_pending: false,
      supervisor_version: String(at(devices, 0).supervisor_version ?? ''),
    });
  });

  test('update answers 204', async () => {
    expect((await call(core, S, 'POST', '/supervisor/v1/update', { uuid: at(devices, 0).uuid })).status).toBe(204);
  });

  test('reboot: 202, the device is offline through OData, then online after the downtime', async () => {
    const d = at(devices, 0);
    const res = await call(core, S, 'POST', '/supervisor/v1/reboot', { deviceId: d.id, data: { force: false } });
    expect([res.status, valueOf(res)]).toEqual([202, { Data: 'OK', Error: null }]);
    const read = async () =>
      valueOf(await call(core, S, 'GET', `/v7/device(${d.id})?$select=is_online,api_heartbeat_state`)) as { d: Row[] };
    expect((await read()).d[0]).toMatchObject({ is_online: false });
    expect((await call(core, S, 'POST', '/supervisor/ping', { uuid: d.uuid })).status).toBe(404);
    clock.advance(REBOOT_DOWNTIME_MS);
    expect((await call(core, S, 'POST', '/supervisor/ping', { uuid: d.uuid })).status).toBe(200);
    expect((await read()).d[0]).toMatchObject({ is_online: true });
  });
});
