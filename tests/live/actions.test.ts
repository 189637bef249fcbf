/**
 * The actions service (spec 02 §4 OS-update eligibility and diagnostic run states, §7 "Device actions
 * service"; contract startDeviceAction/getDeviceAction/startOsUpdateV2): OS update over the mock clock,
 * refusals naming the rule, checks and diagnose results, one action at a time, lost cloud link.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { call, ownerOnlineDevices, setup, valueOf } from './helpers.ts';
import { osUpdateEligibility, type EligibilityInput } from '../../mock-server/src/core/live/os-update-eligibility.ts';
import { deviceOsEligibility } from '../../mock-server/src/core/live/os-update-check.ts';
import { ACTION_TIMINGS, LOST_LINK_ERROR } from '../../mock-server/src/core/live/actions.ts';
import { REBOOT_DOWNTIME_MS } from '../../mock-server/src/core/live/constants.ts';
import { setDeviceFlags } from '../../mock-server/src/core/faults/index.ts';
import type { StoredRow } from '../../mock-server/src/core/store/rows.ts';
import { at } from '../present.ts';

const base: EligibilityInput = {
  online: true,
  currentOs: 'balenaOS 2.108.25+rev1',
  target: '6.1.24.prod',
  legacyPath: true,
  offered: ['6.1.24', '5.1.20', '2.113.33', '2.108.25+rev1', '2.58.3+rev1', '2025.7.0', '2025.1.0'],
  esrBase: (l) => ({ '2025.7.0': '6.1.24', '2025.1.0': '6.0.13' })[l],
};

test.each<[string, Partial<EligibilityInput>, string]>([
  ['offline first', { online: false, target: 'nope' }, 'offline'],
  ['below 2.0.0 without legacy path', { currentOs: 'Resin OS 1.26.1', legacyPath: false }, 'notSupported'],
  ['legacy path for raspberrypi', { currentOs: 'Resin OS 1.26.1' }, 'updatable'],
  ['target not offered', { target: '2.0.0+rev1.prod' }, 'versionNotAvailable'],
  ['same version', { target: '2.108.25+rev1.prod' }, 'upToDate'],
  ['older target', { target: '2.58.3.prod' }, 'upToDate'],
  ['rev0 below 2.88.4 counts as rev1', { currentOs: 'balenaOS 2.58.3', target: '2.58.3+rev1' }, 'upToDate'],
  ['non-ESR to ESR at or below base', { currentOs: 'balenaOS 6.1.24', target: '2025.7.0' }, 'updatableSwitchToEsr'],
  ['non-ESR to ESR above base', { currentOs: 'balenaOS 6.1.24', target: '2025.1.0' }, 'downgradeCannotSwitchToEsr'],
  ['ESR to non-ESR', { currentOs: 'balenaOS 2025.1.0', target: '6.1.24' }, 'forbiddenSwitchToNonEsr'],
  ['ESR to newer ESR', { currentOs: 'balenaOS 2025.1.0', target: '2025.7.0' }, 'updatable'],
  ['newer default line', {}, 'updatable'],
])('eligibility: %s', (_name, patch, expected) => {
  expect(osUpdateEligibility({ ...base, ...patch })).toBe(expected);
});

const S = 'live-actions';
const { core, world, clock } = setup(S);
let devices: StoredRow<'device'>[] = [];
const post = (uuid: string, action: string, body?: unknown) => call(core, S, 'POST', `/v1/${uuid}/${action}`, body);
const get = async (uuid: string, id: string) =>
  valueOf(await call(core, S, 'GET', `/v1/${uuid}/${id}`)) as Record<string, unknown>;

beforeAll(async () => {
  devices = await ownerOnlineDevices(core, world, S, 40);
});

describe('OS update (resinhup)', () => {
  test('triggered, then configuring → in_progress with device progress → done: new OS, reboot, back online', async () => {
    const d = devices.find((x) => deviceOsEligibility(world, x, '6.1.24.prod') === 'updatable')!;
    expect(d).toBeDefined();
    const uuid = String(d.uuid);
    expect(await get(uuid, 'resinhup')).toEqual({ id: 'resinhup', action: 'resinhup', status: 'idle' });
    const res = await call(core, S, 'POST', `/v2/${uuid}/resinhup`, { parameters: { target_version: '6.1.24.prod' } });
    expect([res.status, valueOf(res)]).toEqual([
      200,
      expect.objectContaining({ id: 'resinhup', status: 'triggered', parameters: { target_version: '6.1.24.prod' } }),
    ]);
    const again = await post(uuid, 'checks', { parameters: {} });
    expect([again.status, valueOf(again)]).toEqual([409, 'There is an ongoing action, please wait']);
    expect((await get(uuid, 'resinhup')).status).toBe('configuring');
    const t = ACTION_TIMINGS.resinhup;
    clock.advance(t.configuringMs + t.runMs / 2);
    expect(await get(uuid, 'resinhup')).toMatchObject({ status: 'in_progress', progress: 50 });
    expect(world.store.get('device', d.id)).toMatchObject({ status: 'Downloading', download_progress: 50 });
    clock.advance(t.runMs / 2);
    expect(await get(uuid, 'resinhup')).toMatchObject({ status: 'done', progress: 100 });
    expect(world.store.get('device', d.id)).toMatchObject({
      os_version: 'balenaOS 6.1.24',
      os_variant: 'prod',
      is_online: false,
      download_progress: null,
    });
    clock.advance(REBOOT_DOWNTIME_MS);
    await get(uuid, 'resinhup');
    expect(world.store.get('device', d.id)?.is_online).toBe(true);
    const up = await post(uuid, 'resinhup', { parameters: { target_version: '6.1.24' } });
    expect([up.status, valueOf(up)]).toEqual([400, expect.stringMatching(/\(upToDate\)$/)]);
  });

  test('refusals name the rule; bad bodies → 400', async () => {
    const d = devices.find((x) => deviceOsEligibility(world, x, '6.1.24.prod') === 'updatable')!;
    const na = await post(String(d.uuid), 'resinhup', { parameters: { target_version: '2.0.0+rev1.prod' } });
    expect([na.status, valueOf(na)]).toEqual([
      400,
      expect.stringMatching(
        /^OS version 2\.0\.0\+rev1\.prod not supported for device type .+ \(versionNotAvailable\)$/,
      ),
    ]);
    expect((await post(String(d.uuid), 'resinhup', { parameters: {} })).status).toBe(400);
    expect((await post(String(d.uuid), 'resinhup', 'x')).status).toBe(400);
    expect(valueOf(await post(String(d.uuid), 'reboot', { parameters: {} }))).toBe('Unknown action: reboot');
  });
});

describe('checks and diagnose', () => {
  test('checks: configuring with an id → done with check results derived from the device', async () => {
    const d = at(devices, -1);
    const res = await post(String(d.uuid), 'checks', { parameters: {} });
    const started = valueOf(res) as { id: string; status: string };
    expect([res.status, started.status, started.id]).toEqual([200, 'configuring', expect.stringMatching(/^act_/)]);
    clock.advance(ACTION_TIMINGS.checks.configuringMs);
    expect((await get(String(d.uuid), started.id)).status).toBe('in_progress');
    clock.advance(ACTION_TIMINGS.checks.runMs);
    const done = await get(String(d.uuid), started.id);
    const checks = (done.result as { checks: { name: string; success: boolean; status: string }[] }).checks;
    expect(done.status).toBe('done');
    expect(checks.map((c) => c.name)).toEqual(
      expect.arrayContaining(['check_memory', 'check_diskspace', 'check_networking', 'check_under_voltage']),
    );
    expect(checks.find((c) => c.name === 'check_under_voltage')?.success).toBe(d.is_undervolted !== true);
  });

  test('diagnose: a text report; a lost cloud link ends a run in error', async () => {
    const d = at(devices, -2);
    const { id } = valueOf(await post(String(d.uuid), 'diagnose')) as { id: string };
    clock.advance(ACTION_TIMINGS.diagnose.configuringMs + ACTION_TIMINGS.diagnose.runMs);
    expect(((await get(String(d.uuid), id)).result as { diagnose: string }).diagnose).toContain('--- uptime ---');
    const second = valueOf(await post(String(d.uuid), 'checks', { parameters: {} })) as { id: string };
    setDeviceFlags(world, String(d.uuid), ['offline']);
    expect(await get(String(d.uuid), second.id)).toMatchObject({
      status: 'error',
      error: LOST_LINK_ERROR,
      fatal: false,
    });
    const refused = await post(String(d.uuid), 'checks', { parameters: {} });
    expect(refused.status).toBe(400);
    setDeviceFlags(world, String(d.uuid), []);
  });

  test('unknown device or action id → 404; no token → 401', async () => {
    const none = await call(core, S, 'GET', `/v1/${'0'.repeat(32)}/resinhup`);
    expect([none.status, valueOf(none)]).toEqual([404, 'No such device']);
    expect((await call(core, S, 'GET', `/v1/${String(at(devices, 0).uuid)}/act_nope_1`)).status).toBe(404);
    expect(
      (await call(core, S, 'POST', `/v1/${String(at(devices, 0).uuid)}/checks`, { parameters: {} }, null)).status,
    ).toBe(401);
  });
});
