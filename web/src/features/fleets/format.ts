/** Formatting used by the fleet pages (spec 02 §9 date format and size units). */
import { format } from 'date-fns';

/** Spec 02 §9: "MMM do yyyy, h:mm a". */
export const DATE_FORMAT = 'MMM do yyyy, h:mm a';

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, DATE_FORMAT);
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;
const GB_INDEX = 3;

/** Sizes in base 1000 up to PB, one decimal from GB up when not whole (spec 02 §9). */
export function formatSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  const text = unit >= GB_INDEX && !Number.isInteger(value) ? value.toFixed(1) : String(Math.round(value));
  return `${text} ${UNITS[unit]}`;
}
