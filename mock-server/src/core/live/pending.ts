/**
 * Scheduled device transitions on the mock clock (spec 02 §4 "Action flow"): a rebooting device goes
 * offline and comes back after REBOOT_DOWNTIME_MS. `settle(world)` applies every transition that is
 * due; live handlers call it on each request and `simulate` calls it on each tick.
 */
import type { World } from '../world.ts';
import { update } from '../store/index.ts';

interface Transition {
  deviceId: number;
  at: number;
  patch: Record<string, unknown>;
}

const queues = new WeakMap<World, Transition[]>();

/** Connectivity fields of an offline device (api-ground-truth §3 device). */
export const OFFLINE_FIELDS = { is_online: false, is_connected_to_vpn: false, api_heartbeat_state: 'offline' } as const;
/** Connectivity fields of an online device. */
export const ONLINE_FIELDS = { is_online: true, is_connected_to_vpn: true, api_heartbeat_state: 'online' } as const;

/** Applies a device patch now (trusted: connectivity fields are read-only for clients). */
export function patchDevice(world: World, deviceId: number, patch: Record<string, unknown>): void {
  update(world.store, 'device', deviceId, patch, { trusted: true });
}

/** Schedules a device patch at mock-clock time `at`. */
export function schedule(world: World, deviceId: number, at: number, patch: Record<string, unknown>): void {
  let q = queues.get(world);
  if (!q) queues.set(world, (q = []));
  q.push({ deviceId, at, patch });
}

/** Applies every scheduled transition due at or before `now` (default: the world clock). */
export function settle(world: World, now: number = world.clock.now()): number {
  const q = queues.get(world);
  if (!q || q.length === 0) return 0;
  const due = q.filter((t) => t.at <= now).sort((a, b) => a.at - b.at);
  if (due.length === 0) return 0;
  queues.set(
    world,
    q.filter((t) => t.at > now),
  );
  for (const t of due) if (world.store.get('device', t.deviceId)) patchDevice(world, t.deviceId, t.patch);
  return due.length;
}

/** Drops pending transitions of a device (e.g. shutdown after a reboot). */
export function cancelTransitions(world: World, deviceId: number): void {
  const q = queues.get(world);
  if (q)
    queues.set(
      world,
      q.filter((t) => t.deviceId !== deviceId),
    );
}

/** Whether a device has a scheduled transition (the simulation leaves such devices alone). */
export function hasPending(world: World, deviceId: number): boolean {
  return queues.get(world)?.some((t) => t.deviceId === deviceId) ?? false;
}
