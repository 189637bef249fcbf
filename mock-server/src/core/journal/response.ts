/**
 * What the journal keeps of an answer: its headers and the first JOURNAL_RESPONSE_BODY_LIMIT
 * characters of its body as text, with secrets redacted as request secrets are (redact.ts): values
 * of secret-named JSON keys, anything shaped like a JWT, the whole body of the operations whose
 * answer is a credential (tokens, API keys, TOTP setup keys, recovery codes), and cookie and
 * credential headers. A JSON body is serialised only as far as the limit (a 10,000-device read costs
 * the same as a small one); a body the read cache already holds as text is cut from that text.
 */
import type { CoreResponse } from '../http.ts';
import { SECRET_NAME_ENDINGS } from '../../../../shared/secret-names.ts';
import { CREDENTIAL_OPERATIONS, REDACTED, isSecretName } from './redact.ts';

/** Characters of a response body the journal keeps per entry. */
export const JOURNAL_RESPONSE_BODY_LIMIT = 16 * 1024;

/** Why a response body is not in the entry. */
export type ResponseNote = 'binary' | 'stream' | 'html' | 'dropped' | 'evicted';

/** The journal's record of an answer (contract JournalResponse). */
export interface JournalResponse {
  headers: Record<string, string>;
  /** The body as text (JSON serialised), at most JOURNAL_RESPONSE_BODY_LIMIT characters; null when none is kept. */
  body: string | null;
  /** True when `body` is the start of a longer body. */
  truncated: boolean;
  /** Why the body is null although the answer had one. */
  note: ResponseNote | null;
}

const SECRET_HEADERS: ReadonlySet<string> = new Set([
  'set-cookie',
  'cookie',
  'authorization',
  'proxy-authorization',
  'x-api-key',
]);
/** Three base64url parts, the first a JSON header: a JWT wherever it appears. */
const JWT = /eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g;
/**
 * `"name": "value"` pairs in JSON text whose name could be a secret's (word characters and `-`; the
 * value may be cut off at the end of a truncated body). Written without nested alternation so a
 * 16 KiB body scans in linear time.
 */
const STRING_PAIR = /"([\w-]+)"(\s*:\s*)"([^"\\]*(?:\\.[^"\\]*)*)("?)/g;

/**
 * JSON text of `value`, serialised only as far as about `limit` characters. Arrays and the top-level
 * object are walked item by item; any other object (a row, an expanded relation) is serialised whole
 * in one JSON.stringify call, which is far cheaper than walking its fields, so the work is bounded by
 * the limit plus one row.
 */
export function boundedJson(value: unknown, limit: number): { text: string; truncated: boolean } {
  let text = '';
  const whole = (v: unknown, inArray: boolean): boolean => {
    const json = JSON.stringify(v);
    text += json === undefined ? (inArray ? 'null' : '') : json;
    return text.length <= limit;
  };
  const walk = (v: unknown, root: boolean, inArray: boolean): boolean => {
    if (v !== null && typeof v === 'object' && typeof (v as { toJSON?: unknown }).toJSON === 'function')
      v = (v as { toJSON: () => unknown }).toJSON();
    if (Array.isArray(v)) {
      text += '[';
      for (let i = 0; i < v.length; i++) {
        if (i > 0) text += ',';
        if (!walk(v[i], false, true)) return false;
      }
      text += ']';
      return text.length <= limit;
    }
    if (!root || v === null || typeof v !== 'object') return whole(v, inArray);
    text += '{';
    let first = true;
    for (const key of Object.keys(v)) {
      const item = (v as Record<string, unknown>)[key];
      if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
      text += `${first ? '' : ','}${JSON.stringify(key)}:`;
      first = false;
      if (!walk(item, false, false)) return false;
    }
    text += '}';
    return text.length <= limit;
  };
  return walk(value, true, false) ? { text, truncated: false } : { text: text.slice(0, limit), truncated: true };
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * A copy of the first `limit` characters that keeps no reference to the larger string: a V8 slice
 * points into its parent, and the parent may be a read cache's multi-megabyte text.
 */
function detachedPrefix(text: string, limit: number): { text: string; truncated: boolean } {
  if (text.length <= limit) return { text, truncated: false };
  return { text: decoder.decode(encoder.encode(text.slice(0, limit))), truncated: true };
}

/**
 * A key that may name a secret: every name isSecretName accepts ends with one of these words
 * (`api_key`, `refresh_token`, `password_confirm`, `g-recaptcha-response`…). One linear scan decides
 * whether the pair-by-pair pass is needed; most answers (device lists) have no such key.
 */
const MAYBE_SECRET_KEY = new RegExp(`(?:${SECRET_NAME_ENDINGS})"\\s*:`, 'i');

/** Body text with secret-named JSON string values and JWTs replaced by REDACTED. */
export function redactText(text: string): string {
  const pairs = MAYBE_SECRET_KEY.test(text)
    ? text.replace(STRING_PAIR, (whole, key: string, colon: string, _value: string, close: string) =>
        isSecretName(key) ? `"${key}"${colon}"${REDACTED}${close}` : whole,
      )
    : text;
  return pairs.includes('eyJ') ? pairs.replace(JWT, REDACTED) : pairs;
}

function headersOf(res: CoreResponse, keepSecrets: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  const body = res.body;
  if (body.kind === 'json' || body.kind === 'truncated') out['content-type'] = 'application/json';
  else if (body.kind === 'text') out['content-type'] = body.contentType ?? 'text/plain; charset=utf-8';
  else if (body.kind === 'bytes' || body.kind === 'stream') out['content-type'] = body.contentType;
  else if (body.kind === 'html') out['content-type'] = 'text/html; charset=utf-8';
  for (const [name, value] of Object.entries(res.headers ?? {})) {
    const lower = name.toLowerCase();
    out[lower] = !keepSecrets && SECRET_HEADERS.has(lower) ? REDACTED : value;
  }
  return out;
}

function bodyText(res: CoreResponse, limit: number): { text: string; truncated: boolean } | ResponseNote | null {
  const body = res.body;
  switch (body.kind) {
    case 'empty':
      return null;
    case 'json':
      if (body.raw !== undefined) return detachedPrefix(body.raw, limit);
      if (body.bytes !== undefined) {
        const head = decoder.decode(body.bytes.subarray(0, limit * 3));
        const cut = detachedPrefix(head, limit);
        return { text: cut.text, truncated: cut.truncated || body.bytes.length > limit * 3 };
      }
      return boundedJson(body.value, limit);
    case 'truncated': {
      const whole = boundedJson(body.value, Math.min(limit, body.bytes));
      return { text: whole.text.slice(0, body.bytes), truncated: true };
    }
    case 'text':
      return detachedPrefix(body.value, limit);
    case 'html':
      return 'html';
    case 'bytes':
      return 'binary';
    case 'stream':
      return 'stream';
    case 'destroy':
      return 'dropped';
  }
}

/**
 * The journal's record of `res` (answer to `operationId`). `keepSecrets` (the mock's
 * `--journal-secrets`) keeps bodies and headers as sent.
 */
export function captureResponse(
  res: CoreResponse,
  operationId: string | null,
  keepSecrets = false,
  limit = JOURNAL_RESPONSE_BODY_LIMIT,
): JournalResponse {
  const headers = headersOf(res, keepSecrets);
  const captured = bodyText(res, limit);
  if (captured === null || typeof captured === 'string')
    return { headers, body: null, truncated: false, note: captured };
  if (keepSecrets) return { headers, body: captured.text, truncated: captured.truncated, note: null };
  const ok = res.status >= 200 && res.status < 300;
  const text =
    ok && operationId !== null && CREDENTIAL_OPERATIONS.has(operationId) ? REDACTED : redactText(captured.text);
  return { headers, body: text, truncated: captured.truncated, note: null };
}
