/**
 * The one way a read polls (spec 02 §4 "Polling": "The selected device(s) refresh every 60 s and
 * pause when the tab is inactive (default polling interval 15 s with a grace of 33 percent)"):
 *
 * ```ts
 * useQuery({ ...deviceQuery(uuid), ...polling(DEVICE_POLL_MS) });   // 60 s
 * useQuery({ ...someQuery(id), ...polling() });                      // the 15 s default
 * ```
 *
 * - every `intervalMs` while the tab is visible; while it is hidden the ticks are skipped
 *   (`refetchIntervalInBackground: false`: TanStack Query's focus manager counts the tab inactive
 *   when `document.visibilityState` is `hidden`, the only other state browsers report than `visible`);
 * - the data stays fresh for `intervalMs × 1.33`: coming back to the tab, or mounting another reader of
 *   the same query, reads again only when the last read is older than that (`refetchOnWindowFocus`
 *   and `refetchOnMount` follow `staleTime`). So a tab hidden longer than the grace is up to date as
 *   soon as it is shown again, and a quick tab switch costs no request.
 */
import { DEFAULT_POLL_INTERVAL_MS, POLL_GRACE_FACTOR } from './timing.ts';

export interface PollingOptions {
  refetchInterval: number;
  refetchIntervalInBackground: false;
  staleTime: number;
  refetchOnWindowFocus: true;
  refetchOnMount: true;
}

/** Query options that poll every `intervalMs` (default 15 s) with the 33 % grace; spread into a query's options. */
export function polling(intervalMs: number = DEFAULT_POLL_INTERVAL_MS): PollingOptions {
  return {
    refetchInterval: intervalMs,
    refetchIntervalInBackground: false,
    staleTime: Math.round(intervalMs * POLL_GRACE_FACTOR),
    refetchOnWindowFocus: true,
    refetchOnMount: true,
  };
}
