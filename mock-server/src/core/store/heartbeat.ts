/**
 * Device API heartbeat (api-ground-truth §3): `unknown` → `online` on each state poll, `timeout`
 * after poll interval × 1.5 without a poll, `offline` 15 s after that. The store keeps the stored
 * `api_heartbeat_state`; these functions derive it from the clock for the simulation and handlers.
 */
import { update } from './write.ts';
import type { Store } from './store.ts';

/** Supervisor default poll interval: 10 minutes. */
export const DEFAULT_POLL_INTERVAL_MS = 600_000;
/** A device times out after this many poll intervals without a poll. */
const HEARTBEAT_TIMEOUT_FACTOR = 1.5;
/** After timing out, a device is offline this much later. */
export const HEARTBEAT_OFFLINE_GRACE_MS = 15_000;

export type HeartbeatState = 'online' | 'offline' | 'timeout' | 'unknown';

/** The heartbeat state at `now` for a device whose last state poll was at `lastPollMs` (null: never). */
export function heartbeatStateAt(
  lastPollMs: number | null,
  now: number,
  pollIntervalMs = DEFAULT_POLL_INTERVAL_MS,
): HeartbeatState {
  if (lastPollMs === null) return 'unknown';
  const timeoutAt = lastPollMs + pollIntervalMs * HEARTBEAT_TIMEOUT_FACTOR;
  if (now < timeoutAt) return 'online';
  return now < timeoutAt + HEARTBEAT_OFFLINE_GRACE_MS ? 'timeout' : 'offline';
}

const lastPolls = new WeakMap<Store, Map<number, number>>();
const pollsOf = (store: Store): Map<number, number> => {
  let m = lastPolls.get(store);
  if (!m) lastPolls.set(store, (m = new Map()));
  return m;
};

/** Records a device state poll at the clock's now: the heartbeat becomes `online`. */
export function recordStatePoll(store: Store, deviceId: number): void {
  pollsOf(store).set(deviceId, store.clock.now());
  if (store.get('device', deviceId)?.api_heartbeat_state !== 'online') {
    update(store, 'device', deviceId, { api_heartbeat_state: 'online' }, { trusted: true });
  }
}

/** Moves polled devices to `timeout`/`offline` as the clock passes their deadlines; returns how many changed. */
export function advanceHeartbeats(store: Store, pollIntervalMs = DEFAULT_POLL_INTERVAL_MS): number {
  let changed = 0;
  const now = store.clock.now();
  for (const [id, last] of pollsOf(store)) {
    const device = store.get('device', id);
    if (!device) {
      pollsOf(store).delete(id);
      continue;
    }
    const state = heartbeatStateAt(last, now, pollIntervalMs);
    if (device.api_heartbeat_state !== state) {
      update(store, 'device', id, { api_heartbeat_state: state }, { trusted: true });
      changed++;
    }
  }
  return changed;
}
