/**
 * The fault injector's 429 token bucket (the `tokenBucket` effect): each client (`per: 'client'`), or
 * each client and route (the default), has a bucket of `capacity` tokens refilled continuously at
 * `refillPerSecond` on the world's mock clock. A request takes a token; with none left it is answered
 * 429 with Retry-After (the wait until the next token) and X-RateLimit-* headers. Buckets live in the
 * world's fault state (state.ts), so clearing a rule set or resetting the world empties them.
 *
 * The limits on failed logins and guessed codes are auth/failure-limiter.ts.
 */
import type { CoreResponse } from '../http.ts';
import type { RequestContext } from '../pipeline/context.ts';
import type { FaultEffect } from './schema.ts';
import { MS_PER_S, rateLimitHeaders } from './effects.ts';
import { TOO_MANY_REQUESTS_TEXT } from './constants.ts';

type TokenBucketEffect = Extract<FaultEffect, { kind: 'tokenBucket' }>;

export interface TokenBucket {
  tokens: number;
  /** Mock-clock ms of the last refill. */
  at: number;
}

/** The bucket of a rule for a request's client: the actor, or the address when anonymous; with the route unless `per: 'client'`. */
export function bucketKey(ruleKey: string, ctx: RequestContext, per: 'client' | 'client+route' | undefined): string {
  const client = ctx.actor ? `actor:${ctx.actor.actorId}` : `ip:${ctx.req.ip}`;
  if (per === 'client') return `${ruleKey}|${client}`;
  // OData: one route per resource path with keys folded (`/v7/device(5)` = `/v7/device(1)`, `$count` apart).
  const route =
    ctx.resource !== undefined ? ctx.req.path.replace(/\([^)]*\)/g, '()') : (ctx.operationId ?? ctx.req.path);
  return `${ruleKey}|${client}|${ctx.req.method} ${route}`;
}

/**
 * Takes one token from the bucket of `key` (refilled continuously on the mock clock). Returns null
 * when a token was available, else the 429 to send with the wait until the next token.
 */
export function takeToken(
  buckets: Map<string, TokenBucket>,
  key: string,
  effect: TokenBucketEffect,
  now: number,
): CoreResponse | null {
  const bucket = buckets.get(key) ?? { tokens: effect.capacity, at: now };
  const refilled = Math.min(
    effect.capacity,
    bucket.tokens + (Math.max(0, now - bucket.at) / MS_PER_S) * effect.refillPerSecond,
  );
  bucket.at = now;
  if (refilled >= 1) {
    bucket.tokens = refilled - 1;
    buckets.set(key, bucket);
    return null;
  }
  bucket.tokens = refilled;
  buckets.set(key, bucket);
  const wait = Math.max(1, Math.ceil((1 - refilled) / effect.refillPerSecond));
  const headers = rateLimitHeaders(wait, effect.capacity, 0, now);
  return {
    status: 429,
    headers,
    body: { kind: 'text', value: TOO_MANY_REQUESTS_TEXT, contentType: 'text/plain; charset=utf-8' },
  };
}
