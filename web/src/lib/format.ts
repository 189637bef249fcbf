/** Display formatting shared by the dashboard. */
import { format } from 'date-fns';
import { USERNAME_DISPLAY_CUT, USERNAME_DISPLAY_MAX } from './timing.ts';

/** Longest username shown in the header before it is cut (spec 01 §1, §9). */
const USERNAME_MAX = USERNAME_DISPLAY_MAX;
/** Characters kept when a username is cut; an ellipsis follows. */
const USERNAME_KEEP = USERNAME_DISPLAY_CUT;
const ELLIPSIS = '...';

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
const DATE_FORMAT = 'MMM do yyyy, h:mm a';

/** The value format of a `datetime-local` input (spec 01 §9, spec 02 §9): yyyy-MM-dd'T'HH:mm, local time. */
export const DATETIME_INPUT_FORMAT = "yyyy-MM-dd'T'HH:mm";

/** The date part of DATE_FORMAT. */
const DAY_FORMAT = 'MMM do yyyy';

export interface DateFormatOptions {
  /** Shown in UTC rather than local time (billing dates, spec 03 §9, read like the invoice due dates). */
  utc?: boolean;
  /** The date without its time (DAY_FORMAT). */
  dateOnly?: boolean;
}

const ordinal = (day: number): string =>
  day % 10 === 1 && day !== 11
    ? 'st'
    : day % 10 === 2 && day !== 12
      ? 'nd'
      : day % 10 === 3 && day !== 13
        ? 'rd'
        : 'th';

/** DATE_FORMAT (or DAY_FORMAT) from a date's UTC fields: `Nov 3rd 2026, 4:05 PM`. */
function formatUtc(d: Date, dateOnly: boolean): string {
  const day = `${d.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })} ${d.getUTCDate()}${ordinal(d.getUTCDate())} ${d.getUTCFullYear()}`;
  if (dateOnly) return day;
  const hours = d.getUTCHours();
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${day}, ${h12}:${String(d.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * A date as the dashboard shows it (DATE_FORMAT, "Nov 3rd 2026, 4:05 PM"; DAY_FORMAT with `dateOnly`),
 * in local time or with `utc` in UTC; '' when missing or unparsable.
 */
export function formatDate(value: string | number | Date | null | undefined, options: DateFormatOptions = {}): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  if (options.utc) return formatUtc(date, options.dateOnly ?? false);
  return format(date, options.dateOnly ? DAY_FORMAT : DATE_FORMAT);
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;
const GB_INDEX = 3;

/**
 * Sizes (spec 02 §9): base 1000 up to PB (1024 for device memory); one decimal at GB or above when
 * the value is not whole, whole numbers below; '' for a negative or non-finite size.
 */
export function formatSize(bytes: number, base: 1000 | 1024 = 1000): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= base && unit < SIZE_UNITS.length - 1) {
    value /= base;
    unit++;
  }
  const text =
    unit >= GB_INDEX && !Number.isInteger(Math.round(value * 10) / 10) ? value.toFixed(1) : String(Math.round(value));
  return `${text} ${SIZE_UNITS[unit]}`;
}
