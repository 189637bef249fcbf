/** Display formatting shared by the dashboard. */
import { USERNAME_DISPLAY_CUT, USERNAME_DISPLAY_MAX } from './timing.ts';
import { formatCountIn, formatMoneyIn } from '../../../shared/number-format.ts';

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

/**
 * The user's locale for numbers, money and dates: the browser's preferred language, or the runtime's
 * default where there is no browser (`undefined` lets Intl pick it).
 */
export function userLocale(): string | undefined {
  return typeof navigator !== 'undefined' && navigator.language ? navigator.language : undefined;
}

/** Intl formatters are costly to build; one per locale and option set is kept. */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let f = formatters.get(key) as F | undefined;
  if (!f) {
    f = make();
    formatters.set(key, f);
  }
  return f;
}

export interface LocaleOptions {
  /** A BCP 47 locale; the user's locale (`userLocale`) when left out. */
  locale?: string;
}

/**
 * An amount given in cents as money in the user's locale: `$14,309.20` in en-US, `14.309,20 $` in de-DE
 * (spec 03 §9 "Prices shown in USD dollars from cents", §2 "a dollar amount with 2 decimals"). The
 * API's amounts are cents, as numbers or as strings (invoices); '' for something that is not a number.
 * The rule is shared/number-format.ts, which the mock's invoice PDF uses too.
 */
export function formatMoney(cents: number | string, options: LocaleOptions & { currency?: string } = {}): string {
  return formatMoneyIn(cents, options.locale ?? userLocale(), options.currency ?? 'USD');
}

/** A count with the locale's grouping: `1,500,000` in en-US, `1.500.000` in de-DE. */
export function formatCount(n: number, options: LocaleOptions = {}): string {
  return formatCountIn(n, options.locale ?? userLocale());
}

/** The value format of a `datetime-local` input (spec 01 §9, spec 02 §9): yyyy-MM-dd'T'HH:mm, local time. */
export const DATETIME_INPUT_FORMAT = "yyyy-MM-dd'T'HH:mm";

export interface DateFormatOptions extends LocaleOptions {
  /** Shown in UTC rather than local time (billing dates, spec 03 §9, read like the invoice due dates). */
  utc?: boolean;
  /** The date without its time. */
  dateOnly?: boolean;
}

/** English ordinal suffixes (1st, 2nd, 3rd, 4th, 11th, 22nd) by Intl's plural rules. */
const ORDINAL_SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
const ordinals = new Intl.PluralRules('en', { type: 'ordinal' });

/**
 * A date as the dashboard shows it, in the user's locale, with Intl: month abbreviated, day, year and
 * the time to the minute; the date alone with `dateOnly`; local time, or UTC with `utc`. In English
 * the parts are laid out as the spec's "MMM do yyyy, h:mm a" (spec 01 §9, 02 §9, 03 §9): `Nov 3rd
 * 2026, 4:05 PM`; other languages get their own order (`3. Nov. 2026, 16:05`). '' when missing or
 * unparsable.
 */
export function formatDate(value: string | number | Date | null | undefined, options: DateFormatOptions = {}): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const locale = options.locale ?? userLocale();
  const timeZone = options.utc ? 'UTC' : undefined;
  const dateOnly = options.dateOnly ?? false;
  const f = cached(
    `date:${locale ?? ''}:${timeZone ?? ''}:${dateOnly}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        ...(dateOnly ? {} : { hour: 'numeric', minute: '2-digit' }),
        timeZone,
      }),
  );
  if (!f.resolvedOptions().locale.startsWith('en')) return f.format(date);
  const parts = Object.fromEntries(f.formatToParts(date).map((p) => [p.type, p.value]));
  const day = `${parts.day}${ORDINAL_SUFFIX[ordinals.select(Number(parts.day))] ?? 'th'}`;
  const head = `${parts.month} ${day} ${parts.year}`;
  return dateOnly ? head : `${head}, ${parts.hour}:${parts.minute} ${parts.dayPeriod ?? ''}`.trimEnd();
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
