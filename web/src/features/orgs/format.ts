/** Dates on the organization pages (spec 01 §9: "MMM do yyyy, h:mm a"). */
import { format } from 'date-fns';

export const DATE_FORMAT = 'MMM do yyyy, h:mm a';

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, DATE_FORMAT);
}
