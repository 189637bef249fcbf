/** Display formatting shared by the dashboard. */
import { format } from 'date-fns';
import { USERNAME_DISPLAY_CUT, USERNAME_DISPLAY_MAX } from './timing.ts';

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
export const DATE_FORMAT = 'MMM do yyyy, h:mm a';

/** A date as the dashboard shows it (DATE_FORMAT), or '' when missing or unparsable. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : format(date, DATE_FORMAT);
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;
const GB_INDEX = 3;

/** Sizes in base 1000 up to PB, one decimal from GB up when not whole (spec 02 §9). */
export function formatSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < SIZE_UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  const text = unit >= GB_INDEX && !Number.isInteger(value) ? value.toFixed(1) : String(Math.round(value));
  return `${text} ${SIZE_UNITS[unit]}`;
}
