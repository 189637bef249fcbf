/**
 * Per-world knobs of the live side. Real values by default; tests shorten them with
 * `setLiveOptions(world, …)` (no global state).
 */
import type { World } from '../world.ts';

/** Heartbeat interval of the NDJSON log stream on the real API (api-ground-truth §4). */
const LOG_HEARTBEAT_MS = 58_000;
/** How often (real ms) a live stream checks the world clock for new lines. */
const LOG_POLL_MS = 1_000;

export interface LiveOptions {
  logHeartbeatMs: number;
  logPollMs: number;
}

const DEFAULTS: LiveOptions = { logHeartbeatMs: LOG_HEARTBEAT_MS, logPollMs: LOG_POLL_MS };
const byWorld = new WeakMap<World, LiveOptions>();

/** Overrides live options for one world (tests: short heartbeats). */
export function setLiveOptions(world: World, options: Partial<LiveOptions>): void {
  byWorld.set(world, { ...liveOptions(world), ...options });
}

/** The live options of a world. */
export function liveOptions(world: World): LiveOptions {
  return byWorld.get(world) ?? DEFAULTS;
}

/** Resolves after `ms` real milliseconds, or at once when `signal` aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}
