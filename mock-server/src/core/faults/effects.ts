/**
 * Turns fault effects into responses: status with body and headers, 429 with
 * `Retry-After` (seconds or HTTP date) and `X-RateLimit-*`, empty and truncated bodies. The
 * `tokenBucket` effect (a real token bucket per client/route) is token-bucket.ts. Time is always the
 * world's mock clock.
 */
import { empty, type CoreResponse } from '../http.ts';
import type { FaultEffect } from './schema.ts';
import { DEFAULT_RATE_LIMIT, DEFAULT_RETRY_AFTER_S, TOO_MANY_REQUESTS_TEXT } from './constants.ts';

type StatusEffect = Extract<FaultEffect, { kind: 'status' }>;

export const MS_PER_S = 1_000;

/** Seconds until a Retry-After value expires (an HTTP date is measured against `now`). */
function retryAfterSeconds(value: number | string, now: number): number {
  if (typeof value === 'number') return value;
  return Math.max(0, Math.ceil((Date.parse(value) - now) / MS_PER_S));
}

/** The rate-limit headers of a 429: `Retry-After`, `X-RateLimit-Limit/Remaining`, `X-RateLimit-Reset` (epoch s, mock clock). */
export function rateLimitHeaders(
  retryAfter: number | string,
  limit: number,
  remaining: number,
  now: number,
): Record<string, string> {
  const wait = retryAfterSeconds(retryAfter, now);
  return {
    'retry-after': String(retryAfter),
    'x-ratelimit-limit': String(limit),
    'x-ratelimit-remaining': String(remaining),
    'x-ratelimit-reset': String(Math.ceil(now / MS_PER_S) + wait),
  };
}

function bodyOf(effect: StatusEffect): CoreResponse['body'] {
  const { body, contentType } = effect;
  if (body === undefined) {
    return effect.status === 429
      ? { kind: 'text', value: TOO_MANY_REQUESTS_TEXT, contentType: 'text/plain; charset=utf-8' }
      : { kind: 'empty' };
  }
  if (body === null || body === '') return { kind: 'empty' };
  if (contentType === 'text')
    return {
      kind: 'text',
      value: typeof body === 'string' ? body : JSON.stringify(body),
      contentType: 'text/plain; charset=utf-8',
    };
  return { kind: 'json', value: body };
}

/** The response of a `status` effect; a 429 always carries Retry-After and X-RateLimit-* headers. */
export function statusResponse(effect: StatusEffect, now: number): CoreResponse {
  const headers: Record<string, string> = {};
  if (effect.status === 429 || effect.retryAfter !== undefined) {
    const limit = effect.rateLimit?.limit ?? DEFAULT_RATE_LIMIT;
    Object.assign(
      headers,
      rateLimitHeaders(effect.retryAfter ?? DEFAULT_RETRY_AFTER_S, limit, effect.rateLimit?.remaining ?? 0, now),
    );
  }
  for (const [k, v] of Object.entries(effect.headers ?? {})) headers[k.toLowerCase()] = v;
  return { status: effect.status, headers, body: bodyOf(effect) };
}

/** An `empty` effect: the handler's answer (or `status`) without a body. */
export const emptied = (res: CoreResponse, status?: number): CoreResponse => ({
  ...empty(status ?? res.status, res.headers),
});

/** A `truncated` effect: the first `bytes` bytes of the JSON body (default: half), then the socket closes. */
export function truncated(res: CoreResponse, bytes?: number): CoreResponse {
  const b = res.body;
  const value =
    b.kind === 'json'
      ? b.value
      : b.kind === 'text' || b.kind === 'html'
        ? b.value
        : b.kind === 'empty'
          ? ''
          : undefined;
  if (value === undefined) return res;
  const full = JSON.stringify(value) ?? '';
  return {
    status: res.status,
    headers: res.headers,
    body: { kind: 'truncated', value, bytes: bytes ?? Math.floor(full.length / 2) },
  };
}

/** Milliseconds of a latency effect: `ms` ± up to `jitterMs`, drawn from the world RNG (never negative). */
export function latencyMs(ms: number, jitterMs: number | undefined, draw: () => number): number {
  if (!jitterMs) return ms;
  return Math.max(0, Math.round(ms + (draw() * 2 - 1) * jitterMs));
}
