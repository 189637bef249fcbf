/** simulate(world, from, to) applies the reboot transition when its time comes (spec 02 §4 "Action flow"). */
import { expect, test } from 'vitest';
import { call, ownerOnlineDevices, setup } from './helpers.ts';
import { simulate } from '../../mock-server/src/core/simulation/simulate.ts';
import { REBOOT_DOWNTIME_MS } from '../../mock-server/src/core/live/constants.ts';

test('a rebooted device comes back online only once the tick passes the downtime', async () => {
  const S = 'live-sim';
  const { core, world, clock } = setup(S);
  const [d] = await ownerOnlineDevices(core, world, S, 1);
  expect((await call(core, S, 'POST', '/supervisor/v1/reboot', { deviceId: d.id, data: {} })).status).toBe(202);
  const t0 = clock.now();
  expect(simulate(world, t0, t0 + REBOOT_DOWNTIME_MS - 1)).toBe(0);
  expect(world.store.get('device', d.id)?.is_online).toBe(false);
  expect(simulate(world, t0, t0 + REBOOT_DOWNTIME_MS)).toBe(1);
  expect(world.store.get('device', d.id)?.is_online).toBe(true);
  expect(() => simulate(world, t0, t0 - 1)).toThrow(RangeError);
});
