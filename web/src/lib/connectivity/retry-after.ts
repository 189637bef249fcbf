/**
 * 429 handling (spec 01 §4 "Rate limiting"; api-ground-truth §1.4): read `Retry-After` (seconds or
 * an HTTP date) and work out how long the persistent "API requests are throttled" notice stays.
 */
import { THROTTLE_NOTICE_MIN_MS } from '../timing.ts';

/** Milliseconds a `Retry-After` value asks to wait, or null when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  if (value == null) return null;
  const v = value.trim();
  if (v === '') return null;
  if (/^\d+(\.\d+)?$/.test(v)) return Math.round(Number(v) * 1000);
  const date = Date.parse(v);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}

/** Until when the throttled notice shows: at least 5 s, or as long as Retry-After says. */
export function throttledUntil(retryAfterMs: number | null, now: number): number {
  return now + Math.max(THROTTLE_NOTICE_MIN_MS, retryAfterMs ?? 0);
}

/** How long to wait before retrying a 429'd request: Retry-After, else the minimum notice time. */
export function rateLimitRetryDelay(retryAfterMs: number | null): number {
  return retryAfterMs ?? THROTTLE_NOTICE_MIN_MS;
}
