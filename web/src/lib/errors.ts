/**
 * The error-text rules of spec 01 §8 and the SDK's body-to-message order (api-ground-truth §1.4),
 * as pure functions: what text a failed call shows (or none), and which errors are reported.
 */
import { ERROR_TEXT_MAX_LENGTH } from './timing.ts';
import { isSdkError, isSilentSdkError, isUnreportedSdkError, sdkErrorOfAnswer } from './sdk-errors.ts';

/** SDK-style error codes the client raises itself (api-ground-truth §5; balena-errors names). */
export type SdkErrorCode =
  'NotLoggedIn' | 'ExpiredToken' | 'InvalidLoginCredentials' | 'TooManyRequests' | 'NetworkError' | 'NotFound';

/** Fallback when nothing better is known (spec 01 §8). */
export const FALLBACK_ERROR_TEXT = 'An error has occurred';
/** The special body value that shows nothing (spec 01 §8). */
const SKIP_ERROR_TEXT = 'skip';
/** 401 texts that mean the session is over and log out (spec 01 §8). */
const SESSION_EXPIRED_TEXTS = ['Your session has expired', 'Your authentication token has expired'] as const;
/** Text for a throttled request (spec 01 §8 "Other texts"). */
const THROTTLED_TEXT = 'We need to slow down your requests temporarily.';

/** How SDK codes are translated into user-facing text (spec 01 §8 "SDK errors are translated by code"). */
export const SDK_ERROR_TEXTS: Record<SdkErrorCode, string> = {
  NotLoggedIn: 'You have to log in',
  ExpiredToken: 'Your authentication token has expired',
  InvalidLoginCredentials: 'Invalid username or password',
  TooManyRequests: THROTTLED_TEXT,
  NetworkError: 'Network error: the API could not be reached',
  NotFound: 'Not found',
};

/** A failed API call: HTTP status (0 for network failures), the decoded body and, if any, an SDK code. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly code?: SdkErrorCode;
  readonly headers?: Headers;
  /** Resource or area the call was about, for "not found" reporting (e.g. "device"). */
  readonly resource?: string;

  constructor(init: { status: number; body: unknown; code?: SdkErrorCode; headers?: Headers; resource?: string }) {
    super(`Request error: ${bodyText(init.body) ?? init.code ?? init.status}`);
    this.name = 'ApiError';
    this.status = init.status;
    this.body = init.body;
    this.code = init.code;
    this.headers = init.headers;
    this.resource = init.resource;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/**
 * The message carried by a response body, in the SDK's order (api-ground-truth §1.4):
 * `body.error.text`; a string `message` or `error`; the body itself. Lists are joined with spaces.
 */
export function bodyText(body: unknown): string | undefined {
  if (body == null) return undefined;
  if (typeof body === 'string') return body;
  if (typeof body === 'number' || typeof body === 'boolean') return String(body);
  if (Array.isArray(body))
    return body
      .map((b) => bodyText(b) ?? '')
      .filter(Boolean)
      .join(' ');
  if (typeof body === 'object') {
    const o = body as Record<string, unknown>;
    const err = o.error;
    if (err && typeof err === 'object' && typeof (err as Record<string, unknown>).text === 'string') {
      return (err as Record<string, string>).text;
    }
    if (typeof o.message === 'string') return o.message;
    if (typeof err === 'string') return err;
  }
  return undefined;
}

const HTML_PATTERN = /<\/?[a-z][^>]*>/i;

/** HTML bodies are reduced to the text after "error:" (spec 01 §8), tags and entities stripped. */
function reduceHtml(text: string): string {
  if (!HTML_PATTERN.test(text)) return text;
  const plain = text
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
  const at = plain.toLowerCase().indexOf('error:');
  return at >= 0 ? plain.slice(at + 'error:'.length) : plain;
}

/** Trims and caps a text at 500 characters (spec 01 §8, §9). */
function capText(text: string): string {
  return text.trim().slice(0, ERROR_TEXT_MAX_LENGTH).trim();
}

export interface ErrorTextContext {
  /** When the API is offline no message is shown (spec 01 §8). */
  offline?: boolean;
}

/**
 * The text a failed call shows, or null for none (spec 01 §8): nothing while offline or for `skip`;
 * SDK codes translated; the API answers the SDK names (spec 02 §8, lib/sdk-errors.ts) shown with the
 * spec's text, and the silent ones (logged only, ignored) not at all; the body as text (lists joined,
 * HTML reduced); trimmed and capped at 500; fallback "An error has occurred".
 */
export function errorText(error: unknown, ctx: ErrorTextContext = {}): string | null {
  if (ctx.offline) return null;
  if (isSilentSdkError(error)) return null;
  let raw: string | undefined;
  if (isApiError(error)) {
    raw = error.code ? SDK_ERROR_TEXTS[error.code] : bodyText(error.body);
    const named = error.code ? null : sdkErrorOfAnswer(error.status, raw);
    if (named) return isSilentSdkError(named) ? null : named.message;
    if (!raw && error.status === 429) raw = THROTTLED_TEXT;
  } else if (error instanceof Error) {
    raw = error.message;
  } else {
    raw = bodyText(error);
  }
  if (raw !== undefined && raw.trim() === SKIP_ERROR_TEXT) return null;
  const text = raw === undefined ? '' : capText(reduceHtml(raw));
  return text || FALLBACK_ERROR_TEXT;
}

/** Resources whose "not found" is expected and not reported to the error service (spec 01 §8). */
const UNREPORTED_NOT_FOUND = new Set(['organization', 'application', 'device', 'release']);

/**
 * Whether an error goes to the error-reporting service (spec 01 §8): not for organization,
 * application, device and release not found, invalid login credentials, not logged in, or network failures.
 */
export function shouldReportError(error: unknown): boolean {
  if (isSdkError(error)) return !isUnreportedSdkError(error);
  if (!isApiError(error)) return true;
  if (error.code === 'InvalidLoginCredentials' || error.code === 'NotLoggedIn' || error.code === 'NetworkError')
    return false;
  if (error.status === 0) return false;
  if (error.code === 'NotFound' && error.resource && UNREPORTED_NOT_FOUND.has(error.resource)) return false;
  if (!error.code && isUnreportedSdkError(sdkErrorOfAnswer(error.status, bodyText(error.body)))) return false;
  return true;
}

/** True when a 401 text says the session is over, so the user is logged out (spec 01 §8). */
export function isSessionExpiredText(text: string | undefined): boolean {
  if (!text) return false;
  return SESSION_EXPIRED_TEXTS.some((t) => text.includes(t));
}
