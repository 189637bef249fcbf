/**
 * What the journal keeps of an answer: its headers and the first JOURNAL_RESPONSE_BODY_LIMIT
 * characters of its body as text, with secrets redacted as request secrets are (redact.ts): values
 * of secret-named JSON keys, anything shaped like a JWT, the whole body of the operations whose
 * answer is a credential (tokens, API keys, TOTP setup keys, recovery codes), and cookie and
 * credential headers.
 *
 * Recording costs almost nothing per request: `holdResponse` keeps the text the reply sends (the read
 * cache's text or bytes, or the JSON text the adapter would otherwise make itself), never a reference
 * to an object the store may change later, and the journal turns it into its JournalResponse (cut,
 * decoded, redacted) the first time the entry is read. A held body larger than HELD_REFERENCE_LIMIT is
 * copied down to what the entry shows, so the journal never keeps a large answer alive.
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

/**
 * Held bodies up to this many characters (or bytes) are kept by reference: the text is immutable and
 * usually shared with the read cache, and the journal's budget (journal.ts) bounds how many it holds.
 * Larger ones are cut to what the entry can show.
 */
export const HELD_REFERENCE_LIMIT = 64 * 1024;

/** The content type the journal shows for a body kind. */
function contentTypeOf(body: CoreResponse['body']): string | undefined {
  switch (body.kind) {
    case 'json':
    case 'truncated':
      return 'application/json';
    case 'text':
      return body.contentType ?? 'text/plain; charset=utf-8';
    case 'bytes':
    case 'stream':
      return body.contentType;
    case 'html':
      return 'text/html; charset=utf-8';
    default:
      return undefined;
  }
}

function headersOf(
  contentType: string | undefined,
  headers: Readonly<Record<string, string>> | undefined,
  keepSecrets: boolean,
): Record<string, string> {
  const out: Record<string, string> = {};
  if (contentType !== undefined) out['content-type'] = contentType;
  for (const [name, value] of Object.entries(headers ?? {})) {
    const lower = name.toLowerCase();
    out[lower] = !keepSecrets && SECRET_HEADERS.has(lower) ? REDACTED : value;
  }
  return out;
}

/** The start of a text, as a copy when it is longer than the reference limit. */
function holdText(text: string, limit: number): string | Uint8Array {
  return text.length <= Math.max(limit, HELD_REFERENCE_LIMIT) ? text : encoder.encode(text.slice(0, limit));
}

/** The start of UTF-8 bytes: enough for `limit` characters, as a copy when they are large. */
function holdBytes(bytes: Uint8Array, limit: number): Uint8Array {
  return bytes.length <= Math.max(limit * 3, HELD_REFERENCE_LIMIT) ? bytes : bytes.slice(0, limit * 3);
}

/**
 * An answer as the journal holds it until the entry is first read: the body's text (or UTF-8 bytes)
 * exactly as sent, its headers, and what redaction needs (status, operation, `keepSecrets`). The
 * journal keeps these parts in its columns, not this object (journal.ts: an object per request that
 * lives for the next 10,000 requests costs every request a copy to the old generation).
 */
export interface HeldResponse {
  readonly status: number;
  readonly operationId: string | null;
  readonly keepSecrets: boolean;
  readonly contentType: string | undefined;
  /** The answer's own headers, shared with other entries when they are the same (`sharedHeaders`). */
  readonly headers: Readonly<Record<string, string>> | undefined;
  /** The body's start as a string or its UTF-8 bytes; null when none is kept (see `note`). */
  readonly body: string | Uint8Array | null;
  /** The answer's body goes on past what `body` holds. */
  readonly more: boolean;
  readonly note: ResponseNote | null;
  /** Characters of body the entry will show (what the journal's budget counts). */
  readonly chars: number;
  readonly limit: number;
}

/** The entry's JournalResponse: the held body cut to the limit and redacted. */
export function resolveHeld(held: HeldResponse): JournalResponse {
  const headers = headersOf(held.contentType, held.headers, held.keepSecrets);
  const kept = held.body;
  if (kept === null) return { headers, body: null, truncated: false, note: held.note };
  const cut = detachedPrefix(typeof kept === 'string' ? kept : decoder.decode(kept), held.limit);
  let body = cut.text;
  if (!held.keepSecrets) {
    const ok = held.status >= 200 && held.status < 300;
    body = ok && held.operationId !== null && CREDENTIAL_OPERATIONS.has(held.operationId) ? REDACTED : redactText(body);
  }
  return { headers, body, truncated: cut.truncated || held.more, note: null };
}

/** Distinct header sets remembered before starting over. */
const SHARED_HEADERS_LIMIT = 256;
let sharedHeaderSets = new Map<string, Readonly<Record<string, string>>>();

/**
 * One object per distinct set of headers: answers of the same read carry equal but new header objects,
 * and the journal would otherwise keep one per entry alive.
 */
function sharedHeaders(
  headers: Readonly<Record<string, string>> | undefined,
): Readonly<Record<string, string>> | undefined {
  if (headers === undefined) return undefined;
  let key = '';
  for (const name in headers) key += `${name}\u0000${headers[name]}\u0000`;
  const known = sharedHeaderSets.get(key);
  if (known !== undefined) return known;
  if (sharedHeaderSets.size >= SHARED_HEADERS_LIMIT) sharedHeaderSets = new Map();
  const copy = { ...headers };
  sharedHeaderSets.set(key, copy);
  return copy;
}

/** The body part of a HeldResponse: what is kept, whether the answer goes on past it, and its note. */
interface HeldBody {
  body: string | Uint8Array | null;
  more: boolean;
  note: ResponseNote | null;
  chars: number;
}

const NO_BODY: HeldBody = { body: null, more: false, note: null, chars: 0 };
const noted = (note: ResponseNote): HeldBody => ({ body: null, more: false, note, chars: 0 });

function heldText(text: string, limit: number): HeldBody {
  return { body: holdText(text, limit), more: text.length > limit, note: null, chars: Math.min(text.length, limit) };
}

/**
 * What the journal holds of a body. A cached read keeps its text, or the start of its bytes when it is
 * large (holdResponse gives every JSON body its text first).
 */
function heldBody(body: CoreResponse['body'], limit: number): HeldBody {
  switch (body.kind) {
    case 'empty':
      return NO_BODY;
    case 'json':
      if (body.raw !== undefined) {
        if (body.bytes !== undefined && body.raw.length > HELD_REFERENCE_LIMIT)
          return { body: holdBytes(body.bytes, limit), more: true, note: null, chars: limit };
        return heldText(body.raw, limit);
      }
      if (body.bytes !== undefined) {
        // Characters are at most the bytes; for the ASCII of almost every answer, exactly the bytes.
        const kept = holdBytes(body.bytes, limit);
        return {
          body: kept,
          more: body.bytes.length > kept.length,
          note: null,
          chars: Math.min(body.bytes.length, limit),
        };
      }
      return heldText(JSON.stringify(body.value) ?? 'null', limit);
    case 'truncated': {
      const whole = boundedJson(body.value, Math.min(limit, body.bytes));
      const text = whole.text.slice(0, body.bytes);
      return { body: detachedPrefix(text, limit).text, more: true, note: null, chars: Math.min(text.length, limit) };
    }
    case 'text':
      return heldText(body.value, limit);
    case 'html':
      return noted('html');
    case 'bytes':
      return noted('binary');
    case 'stream':
      return noted('stream');
    case 'destroy':
      return noted('dropped');
  }
}

/**
 * Holds `res` (the answer to `operationId`) for the journal, cheaply: see HeldResponse. Returns the
 * held record and the answer to send, which is `res` itself, or `res` carrying the JSON text made here
 * so the adapter does not serialise the same object a second time. `keepSecrets` (the mock's
 * `--journal-secrets`) keeps bodies and headers as sent.
 */
export function holdResponse(
  res: CoreResponse,
  operationId: string | null,
  keepSecrets = false,
  limit = JOURNAL_RESPONSE_BODY_LIMIT,
): { held: HeldResponse; res: CoreResponse } {
  let b = res.body;
  let sent = res;
  if (b.kind === 'json' && b.raw === undefined && b.bytes === undefined) {
    // The text the adapter would make (convert.ts), made once here and sent as it is.
    b = { kind: 'json', value: b.value, raw: JSON.stringify(b.value) ?? 'null' };
    // A network fault (bandwidth, reset) still applies to the answer as sent.
    sent = res.network
      ? { status: res.status, headers: res.headers, body: b, network: res.network }
      : { status: res.status, headers: res.headers, body: b };
  }
  const kept = heldBody(b, limit);
  const held: HeldResponse = {
    status: res.status,
    operationId,
    keepSecrets,
    contentType: contentTypeOf(b),
    headers: sharedHeaders(res.headers),
    body: kept.body,
    more: kept.more,
    note: kept.note,
    chars: kept.chars,
    limit,
  };
  return { held, res: sent };
}

/**
 * The journal's record of `res` (answer to `operationId`), made at once. `keepSecrets` (the mock's
 * `--journal-secrets`) keeps bodies and headers as sent.
 */
export function captureResponse(
  res: CoreResponse,
  operationId: string | null,
  keepSecrets = false,
  limit = JOURNAL_RESPONSE_BODY_LIMIT,
): JournalResponse {
  return resolveHeld(holdResponse(res, operationId, keepSecrets, limit).held);
}
