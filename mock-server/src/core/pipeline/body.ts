/**
 * Request body decoding shared by the adapters: `application/json` and `application/*+json` are
 * parsed (api-ground-truth §1.1), multipart and octet-stream bodies stay bytes (a Uint8Array, so a
 * file is measured in bytes, never as decoded text), other bodies are UTF-8 text. Invalid or too
 * deeply nested JSON is reported, never thrown. Sizes are the adapters' business: each reads at most
 * `bodyLimitFor(method, path)` bytes.
 */
import { operationsById } from '../../../../generated/operations.gen.ts';
import { jsonError, type CoreResponse, type HttpMethod } from '../http.ts';
import { resolveOperationId } from './operation-id.ts';

const INVALID_JSON_MESSAGE = 'Invalid JSON body';
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;
const BINARY_TYPE = /^(?:multipart\/|application\/octet-stream\b)/i;
const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS', 'HEAD'];

/** The API's JSON body limit (api-ground-truth §1.1: 512 kB); operations with `x-body-limit` take more. */
export const API_BODY_LIMIT_BYTES = 512 * 1024;
/**
 * JSON nested deeper than this is refused with 400: no API body comes close (a state snapshot nests
 * about ten levels), and code that walks a body recursively (the journal, validators) stays far
 * from the stack limit.
 */
export const JSON_MAX_DEPTH = 64;

export const bodyTooLargeMessage = (limit: number): string =>
  `Request body too large: this route takes at most ${limit} bytes`;
const tooDeepMessage = (depth: number): string => `Invalid JSON body: nested deeper than ${depth} levels`;

/** The largest body (bytes) a request may send: the contract's `x-body-limit` for its operation, else the API's. */
export function bodyLimitFor(method: HttpMethod, path: string): number {
  const id = resolveOperationId(method, path);
  return (id && operationsById.get(id)?.bodyLimit) || API_BODY_LIMIT_BYTES;
}

export type DecodedBody = { ok: true; body: unknown } | { ok: false; response: CoreResponse };

/** True when `text` (JSON) opens more than `max` arrays/objects at once; strings are skipped. */
function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > max) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return false;
}

const utf8 = new TextDecoder();

/**
 * Paths whose bodies are stored as sent, whatever their content type: the object store's part
 * uploads, which clients PUT without one (balena-sdk sends a Blob slice, which has no type).
 */
const RAW_BODY_PATH = /^\/__ext\/s3\/uploads\//;

/** Decodes a raw body by its content type (and `path`, for RAW_BODY_PATH); an empty body gives `undefined`. */
export function decodeBody(contentType: string | undefined, raw: Uint8Array | string, path = ''): DecodedBody {
  if (raw.length === 0) return { ok: true, body: undefined };
  const type = contentType ?? '';
  if (typeof raw !== 'string' && (BINARY_TYPE.test(type) || RAW_BODY_PATH.test(path))) return { ok: true, body: raw };
  const text = typeof raw === 'string' ? raw : utf8.decode(raw);
  if (!JSON_TYPE.test(type)) return { ok: true, body: text };
  if (nestedDeeperThan(text, JSON_MAX_DEPTH))
    return { ok: false, response: jsonError(400, tooDeepMessage(JSON_MAX_DEPTH)) };
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false, response: jsonError(400, INVALID_JSON_MESSAGE) };
  }
}

/** Upper-cases and checks a method name; unknown methods map to undefined (adapters answer 405). */
export function toMethod(method: string): HttpMethod | undefined {
  const m = method.toUpperCase() as HttpMethod;
  return METHODS.includes(m) ? m : undefined;
}

/** A raw query string (without `?`) as URLSearchParams; an undecodable one gives no parameters. */
export function parseQuery(raw: string): URLSearchParams {
  try {
    return new URLSearchParams(raw);
  } catch {
    return new URLSearchParams();
  }
}

/** Splits `/path?query` into the path and the raw query (without `?`). */
export function splitUrl(url: string): { path: string; rawQuery: string } {
  const i = url.indexOf('?');
  return i < 0 ? { path: url, rawQuery: '' } : { path: url.slice(0, i), rawQuery: url.slice(i + 1) };
}
