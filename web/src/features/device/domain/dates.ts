/** Durations on the device page (dates show through lib/format.ts `formatDate`, spec 02 §9). */
import { formatDistanceStrict } from 'date-fns';

/** How long since `iso` (e.g. "4 hours"); null for missing or invalid input. */
export function durationSince(iso: string | null | undefined, now: number): string | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : formatDistanceStrict(ms, Math.max(now, ms));
}
