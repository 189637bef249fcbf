/**
 * `Retry-After` of a 429 (api-ground-truth §1.4): seconds or an HTTP date. The dashboard's connectivity
 * rules and `fleetmock import` both wait by it.
 */

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
