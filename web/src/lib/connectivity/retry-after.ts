/**
 * 429 handling (spec 01 §4 "Rate limiting"; api-ground-truth §1.4): read `Retry-After` (seconds or
 * an HTTP date) and work out how long the persistent "API requests are throttled" notice stays.
 */
import { THROTTLE_NOTICE_MIN_MS } from '../timing.ts';

export { parseRetryAfter } from '../../../../shared/retry-after.ts';

/** Until when the throttled notice shows: at least 5 s, or as long as Retry-After says. */
export function throttledUntil(retryAfterMs: number | null, now: number): number {
  return now + Math.max(THROTTLE_NOTICE_MIN_MS, retryAfterMs ?? 0);
}

/** How long to wait before retrying a 429'd request: Retry-After, else the minimum notice time. */
export function rateLimitRetryDelay(retryAfterMs: number | null): number {
  return retryAfterMs ?? THROTTLE_NOTICE_MIN_MS;
}
