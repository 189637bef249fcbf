/** API key expiry (spec 01 §4 "API key creation"): presets of 1/7/30/90 days, a custom date, or never. */
import { format } from 'date-fns';
import { DATETIME_INPUT_FORMAT } from '../../lib/format.ts';
import { DAY_MS } from '../../lib/timing.ts';
import type { ApiKeyValues } from './schemas/preferences.schema.ts';

/** The ISO expiry date a form choice means, or null for never. */
export function expiryDateFor(values: Pick<ApiKeyValues, 'expiry' | 'customDate'>, now: number): string | null {
  if (values.expiry === 'never') return null;
  if (values.expiry === 'custom') return new Date(values.customDate).toISOString();
  return new Date(now + Number(values.expiry) * DAY_MS).toISOString();
}

/** The earliest custom expiry the date picker offers: now, in local time (spec 01 §5 "minimum now"). */
export const customExpiryMin = (now: number): string => format(new Date(now), DATETIME_INPUT_FORMAT);
