/**
 * The clock-driven simulation: `simulate(world, fromMs, toMs)` applies what happens
 * on the live side in (fromMs, toMs] of the world's mock clock — due scheduled transitions (reboots),
 * action progress (OS updates, checks), heartbeat timeouts, and per SIM_TICK_MS tick a bounded,
 * seeded sample of devices whose metrics drift and whose connectivity occasionally flips (online →
 * heartbeat timeout → offline after the grace period; offline → back online). The sample is drawn
 * from the world seed and the tick number, so a seed and a clock path give the same world. Log lines
 * need no tick: they are a pure function of the seed and the clock (core/live/logs.ts).
 */
import type { World } from '../world.ts';
import type { StoredRow } from '../store/rows.ts';
import { settle, patchDevice, schedule, hasPending, OFFLINE_FIELDS, ONLINE_FIELDS } from '../live/pending.ts';
import { advanceActions, runningAction } from '../live/actions.ts';
import { advanceReleaseUpdates } from '../live/release-update.ts';
import { advanceHeartbeats, HEARTBEAT_OFFLINE_GRACE_MS } from '../store/index.ts';
import { deviceFlags } from '../faults/index.ts';
import { hash } from '../live/logs.ts';

/** Mock-clock width of one simulation tick. */
export const SIM_TICK_MS = 10_000;
/** Devices touched per tick (bounded so 100,000 devices cost the same as 100). */
export const SIM_DEVICES_PER_TICK = 40;
/** Ticks replayed at most per call (a far clock jump only replays the latest ones). */
export const MAX_TICKS_PER_CALL = 60;
/** One touched device in this many flips its connectivity. */
const CONNECTIVITY_FLIP_ONE_IN = 20;

/** A small seeded generator (mulberry32). */
function rngOf(seed: number): () => number {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), t | 1);
    r ^= r + Math.imul(r ^ (r >>> 7), r | 61);
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));
const drift = (rnd: () => number, v: unknown, step: number, lo: number, hi: number): number | null =>
  typeof v === 'number' ? clamp(Math.round(v + (rnd() * 2 - 1) * step), lo, hi) : null;

function touch(world: World, device: StoredRow<'device'>, rnd: () => number, at: number): void {
  if (typeof device.os_version !== 'string' || deviceFlags(world, String(device.uuid)).flags.length > 0) return;
  if (hasPending(world, device.id) || runningAction(world, device.id)) return;
  const flip = rnd() * CONNECTIVITY_FLIP_ONE_IN < 1;
  const iso = new Date(at).toISOString();
  if (device.is_connected_to_vpn === true) {
    if (flip) {
      patchDevice(world, device.id, {
        is_online: false,
        is_connected_to_vpn: false,
        api_heartbeat_state: 'timeout',
        last_vpn_event: iso,
        changed_api_heartbeat_state_on__date: iso,
      });
      schedule(world, device.id, at + HEARTBEAT_OFFLINE_GRACE_MS, {
        ...OFFLINE_FIELDS,
        changed_api_heartbeat_state_on__date: new Date(at + HEARTBEAT_OFFLINE_GRACE_MS).toISOString(),
      });
      return;
    }
    const memTotal = typeof device.memory_total === 'number' ? device.memory_total : 4096;
    const patch: Record<string, unknown> = {
      cpu_usage: drift(rnd, device.cpu_usage, 6, 1, 99),
      cpu_temp: drift(rnd, device.cpu_temp, 2, 30, 90),
      memory_usage: drift(rnd, device.memory_usage, 60, 100, memTotal),
      last_connectivity_event: iso,
    };
    for (const k of Object.keys(patch)) if (patch[k] === null) delete patch[k];
    patchDevice(world, device.id, patch);
  } else if (flip && device.last_connectivity_event) {
    patchDevice(world, device.id, {
      ...ONLINE_FIELDS,
      last_connectivity_event: iso,
      last_vpn_event: iso,
      changed_api_heartbeat_state_on__date: iso,
    });
  }
}

/** One tick: a seeded sample of devices (the same for a seed and tick number). Returns how many were sampled. */
export function simulateTick(world: World, tick: number): number {
  const devices = world.store.all('device');
  if (devices.length === 0) return 0;
  const rnd = rngOf(hash(`${world.config.seed}:sim:${tick}`));
  const n = Math.min(SIM_DEVICES_PER_TICK, devices.length);
  const at = tick * SIM_TICK_MS;
  for (let i = 0; i < n; i++) {
    const device = devices[Math.floor(rnd() * devices.length)];
    if (device) touch(world, device, rnd, at);
  }
  return n;
}

/**
 * Applies what happens on the live side between `fromMs` and `toMs` (mock-clock ms). Returns how
 * many transitions, action state changes, heartbeat changes and device samples were applied.
 */
export function simulate(world: World, fromMs: number, toMs: number): number {
  if (toMs < fromMs) throw new RangeError('simulate: toMs must not be before fromMs');
  let applied =
    settle(world, toMs) + advanceActions(world) + advanceReleaseUpdates(world) + advanceHeartbeats(world.store);
  const last = Math.floor(toMs / SIM_TICK_MS);
  const first = Math.max(Math.floor(fromMs / SIM_TICK_MS) + 1, last - MAX_TICKS_PER_CALL + 1);
  for (let tick = first; tick <= last; tick++) {
    simulateTick(world, tick);
    applied += settle(world, Math.min(toMs, (tick + 1) * SIM_TICK_MS));
  }
  return applied;
}
