/**
 * Password-reset and two-factor error codes (spec 01 §8): 1 two-factor required, 2 two-factor
 * invalid, 3 reset expired, 4 reset invalid; and the text of a 429 on password reset (server text with
 * "try again shortly" or "action will be available again in {time}", else "Too many requests.").
 */
import { formatDistanceStrict } from 'date-fns';
import { ApiError, bodyText, errorText } from '../../lib/errors.ts';
import { t } from '../../lib/i18n.ts';
import { MSG } from './messages.ts';

export const AUTH_ERROR_CODES = {
  twoFactorRequired: 1,
  twoFactorInvalid: 2,
  resetExpired: 3,
  resetInvalid: 4,
} as const;

const CODE_TEXT: Record<number, string> = {
  1: MSG.twoFactorRequired,
  2: MSG.twoFactorInvalid,
  3: MSG.resetExpired,
  4: MSG.resetInvalid,
};

/** The numeric code in an error body (`{code}` or `{error:{code}}`), if any. */
export function authErrorCode(error: unknown): number | null {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return null;
  const b = error.body as { code?: unknown; error?: { code?: unknown } };
  const raw = b.code ?? b.error?.code;
  const n = typeof raw === 'string' ? Number(raw) : raw;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
}

/** The text of a 429 on password reset (spec 01 §8). */
function resetRateLimitText(body: unknown, now: number): string {
  const text = bodyText(body)?.trim();
  const next =
    body && typeof body === 'object' ? (body as { nextValidRequestDate?: unknown }).nextValidRequestDate : undefined;
  const nextMs = typeof next === 'string' || typeof next === 'number' ? new Date(next).getTime() : Number.NaN;
  if (!text) return MSG.tooManyRequests;
  if (!Number.isNaN(nextMs) && nextMs > now) {
    return t('auth.availableAgainIn', { text, time: formatDistanceStrict(nextMs, now) });
  }
  return t('auth.textThenTryAgain', { text, tryAgain: MSG.tryAgainShortly });
}

/** The text shown for a failed password-reset call. */
export function resetErrorText(error: unknown, now = Date.now()): string | null {
  if (error instanceof ApiError && error.status === 429) return resetRateLimitText(error.body, now);
  const code = authErrorCode(error);
  if (code !== null && CODE_TEXT[code]) return CODE_TEXT[code];
  return errorText(error);
}
