/** Date display of the device page (spec 02 §9 "Date format: MMM do yyyy, h:mm a"). */
import { formatDistanceStrict } from 'date-fns';
import { formatDate as formatDisplayDate } from '../../../lib/format.ts';

/** An ISO date as "Nov 1st 2026, 12:00 AM"; null for missing or invalid input (callers pick a fallback). */
export function formatDate(iso: string | null | undefined): string | null {
  return formatDisplayDate(iso) || null;
}

/** How long since `iso` (e.g. "4 hours"); null for missing or invalid input. */
export function durationSince(iso: string | null | undefined, now: number): string | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : formatDistanceStrict(ms, Math.max(now, ms));
}
