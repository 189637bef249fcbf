/**
 * The clock-driven simulation (spec 02 §4 "Action flow"): reboot transitions, a
 * bounded seeded device sample per tick (metrics drift, connectivity flips), determinism per seed and
 * clock path, the background runner following the mock clock.
 */
import { expect, test } from 'vitest';
import { call, ownerOnlineDevices, setup } from './helpers.ts';
import {
  MAX_TICKS_PER_CALL,
  SIM_DEVICES_PER_TICK,
  SIM_TICK_MS,
  simulate,
  simulateTick,
} from '../../mock-server/src/core/simulation/simulate.ts';
import { startSimulation } from '../../mock-server/src/core/simulation/runner.ts';
import { REBOOT_DOWNTIME_MS } from '../../mock-server/src/core/live/constants.ts';
import { HEARTBEAT_OFFLINE_GRACE_MS } from '../../mock-server/src/core/store/index.ts';
import type { World } from '../../mock-server/src/core/world.ts';
import { first } from '../present.ts';

/** Fields the simulation writes (seeded timestamps depend on when the world was built, so they are left out). */
const FIELDS = ['cpu_usage', 'cpu_temp', 'memory_usage', 'is_online', 'api_heartbeat_state'] as const;
const fingerprint = (world: World) => world.store.all('device').map((d) => FIELDS.map((f) => d[f]).join('|'));

test('a rebooted device comes back online only once the tick passes the downtime', async () => {
  const S = 'live-sim';
  const { core, world, clock } = setup(S);
  const d = first(await ownerOnlineDevices(core, world, S, 1));
  expect((await call(core, S, 'POST', '/supervisor/v1/reboot', { deviceId: d.id, data: {} })).status).toBe(202);
  const t0 = clock.now();
  simulate(world, t0, t0 + REBOOT_DOWNTIME_MS - 1);
  expect(world.store.get('device', d.id)?.is_online).toBe(false);
  expect(simulate(world, t0 + REBOOT_DOWNTIME_MS - 1, t0 + REBOOT_DOWNTIME_MS)).toBeGreaterThanOrEqual(1);
  expect(world.store.get('device', d.id)?.is_online).toBe(true);
  expect(() => simulate(world, t0, t0 - 1)).toThrow(RangeError);
});

test('ticks touch a bounded sample, drift metrics, flip connectivity via timeout; same seed → same world', () => {
  const a = setup('sim-a').world;
  const b = setup('sim-b').world;
  const before = fingerprint(a);
  const t0 = a.clock.now();
  const span = 30 * SIM_TICK_MS;
  simulate(a, t0, t0 + span);
  simulate(b, t0, t0 + span);
  const after = fingerprint(a);
  expect(after).toEqual(fingerprint(b));
  const changed = after.filter((row, i) => row !== before[i]).length;
  expect(changed).toBeGreaterThan(0);
  expect(changed).toBeLessThanOrEqual(30 * SIM_DEVICES_PER_TICK);
  expect(simulateTick(a, 1)).toBe(Math.min(SIM_DEVICES_PER_TICK, a.store.all('device').length));
});

test('a device going offline passes through heartbeat timeout, then offline after the grace period', () => {
  const { world, clock } = setup('sim-flip');
  const t0 = clock.now();
  let tick = Math.floor(t0 / SIM_TICK_MS) + 1;
  const online = () =>
    new Set(
      world.store
        .all('device')
        .filter((d) => d.is_connected_to_vpn === true)
        .map((d) => d.id),
    );
  let flipped: number | undefined;
  for (let i = 0; i < 200 && flipped === undefined; i++, tick++) {
    const was = online();
    simulateTick(world, tick);
    flipped = [...was].find((id) => world.store.get('device', id)?.is_connected_to_vpn === false);
  }
  expect(flipped).toBeDefined();
  expect(world.store.get('device', flipped!)).toMatchObject({ is_online: false, api_heartbeat_state: 'timeout' });
  simulate(world, tick * SIM_TICK_MS, tick * SIM_TICK_MS + HEARTBEAT_OFFLINE_GRACE_MS);
  expect(world.store.get('device', flipped!)?.api_heartbeat_state).toBe('offline');
});

test('a far clock jump replays at most MAX_TICKS_PER_CALL ticks; the runner follows the mock clock', async () => {
  const { core, world, clock } = setup('sim-runner');
  const t0 = clock.now();
  const started = performance.now();
  simulate(world, t0, t0 + 1000 * SIM_TICK_MS);
  expect(performance.now() - started).toBeLessThan(5_000);
  expect(MAX_TICKS_PER_CALL).toBeLessThan(1000);
  const before = fingerprint(world);
  const stop = startSimulation(core.registry, 10);
  await new Promise((r) => setTimeout(r, 50));
  expect(fingerprint(world)).toEqual(before);
  clock.advance(20 * SIM_TICK_MS);
  await new Promise((r) => setTimeout(r, 80));
  stop();
  expect(fingerprint(world)).not.toEqual(before);
});
