/**
 * The connectivity monitor and the texts of the shell's offline banner ("We are offline, trying to
 * reconnect..." with Retry) and the persistent "API requests are throttled" notice (spec 01 §1, §4).
 * The hook over the dashboard's own monitor is `useConnectivity` in api/connectivity.ts.
 */

export { ConnectivityMonitor } from './monitor.ts';
export type { ConnectivityState } from './monitor.ts';
export { throttledUntil } from './retry-after.ts';

/** Banner and notice texts (spec 01 §1, §4). */
export const OFFLINE_BANNER_TEXT = 'We are offline, trying to reconnect...';
export const THROTTLED_NOTICE_TEXT = 'API requests are throttled';
