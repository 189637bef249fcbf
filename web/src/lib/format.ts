/** Display formatting shared by the dashboard. */
import { USERNAME_DISPLAY_CUT, USERNAME_DISPLAY_MAX } from './timing.ts';
import { format } from 'date-fns';

/** Longest username shown in the header before it is cut (spec 01 §1, §9). */
export const USERNAME_MAX = USERNAME_DISPLAY_MAX;
/** Characters kept when a username is cut; an ellipsis follows. */
export const USERNAME_KEEP = USERNAME_DISPLAY_CUT;
export const ELLIPSIS = '...';

/**
 * Cuts a username longer than 20 characters to its first 17 plus an ellipsis (spec 01 §1: "A
 * username longer than 20 characters is displayed as its first 17 characters plus an ellipsis").
 * Counts Unicode code points, so an emoji is never split in half.
 */
export function truncateUsername(name: string): string {
  const chars = Array.from(name);
  return chars.length > USERNAME_MAX ? `${chars.slice(0, USERNAME_KEEP).join('')}${ELLIPSIS}` : name;
}

/** Spec 01 §9 / spec 02 §9 date display: "MMM do yyyy, h:mm a"; '' for a missing or bad date. */
export const DATE_DISPLAY_FORMAT = 'MMM do yyyy, h:mm a';

/** A date as the dashboard shows it (DATE_DISPLAY_FORMAT), or '' when missing or unparsable. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : format(date, DATE_DISPLAY_FORMAT);
}
