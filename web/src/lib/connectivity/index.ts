/**
 * `useConnectivity()` for the shell's offline banner ("We are offline, trying to reconnect..." with
 * Retry) and the persistent "API requests are throttled" notice (spec 01 §1, §4).
 */
import { useSyncExternalStore } from 'react';
import { api } from '../../api/client.ts';
import type { ConnectivityMonitor } from './monitor.ts';

export { ConnectivityMonitor } from './monitor.ts';
export type { ConnectivityState } from './monitor.ts';
export { retryDelayMs } from './backoff.ts';
export { parseRetryAfter, throttledUntil } from './retry-after.ts';

/** Banner and notice texts (spec 01 §1, §4). */
export const OFFLINE_BANNER_TEXT = 'We are offline, trying to reconnect...';
export const THROTTLED_NOTICE_TEXT = 'API requests are throttled';

export interface Connectivity {
  offline: boolean;
  /** Epoch ms until which the throttled notice shows, or null. */
  throttledUntil: number | null;
  /** The banner's Retry action. */
  retryNow(): void;
}

/** Subscribes to a monitor (the app's by default). */
export function useConnectivity(monitor: ConnectivityMonitor = api.monitor): Connectivity {
  const state = useSyncExternalStore(monitor.subscribe, monitor.getSnapshot, monitor.getSnapshot);
  return { offline: state.offline, throttledUntil: state.throttledUntil, retryNow: monitor.retryNow };
}
