/**
 * Request body decoding shared by the adapters: `application/json` and `application/*+json` are
 * parsed (api-ground-truth §1.1), other bodies stay text. Invalid JSON is reported, never thrown.
 */
import { empty, jsonError, type CoreResponse, type HttpMethod } from '../http.ts';
import { BODY_LIMIT_BYTES } from './request-facts.ts';

export const INVALID_JSON_MESSAGE = 'Invalid JSON body';
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;
export const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS', 'HEAD'];

export type DecodedBody = { ok: true; body: unknown } | { ok: false; response: CoreResponse };

/** Decodes a raw body by its content type; empty text gives `undefined`; over 512 kB gives 413. */
export function decodeBody(contentType: string | undefined, raw: string): DecodedBody {
  if (raw.length === 0) return { ok: true, body: undefined };
  if (raw.length > BODY_LIMIT_BYTES && new TextEncoder().encode(raw).length > BODY_LIMIT_BYTES) return { ok: false, response: empty(413) };
  if (!JSON_TYPE.test(contentType ?? '')) return { ok: true, body: raw };
  try {
    return { ok: true, body: JSON.parse(raw) };
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
