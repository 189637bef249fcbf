/**
 * The one limiter of failed tries (429 with Retry-After), on the world's mock clock and kept per
 * world (a reset or a new session starts clean). A key that fails `maxFailures` times inside
 * `windowMs` is blocked for `blockMs`; a try on any blocked key of a request is answered 429.
 *
 * Two uses, two settings:
 * - `LOGIN_LIMITER`, POST /login_: 10 tries per username+IP, then blocked 1 hour (api-ground-truth §4);
 *   a successful login clears the key.
 * - `GUESS_LIMITER`, short secrets (password-reset tokens, two-factor and recovery codes): 10 wrong
 *   tries per client address, and per account when known, in 15 minutes, then blocked 15 minutes. A
 *   six-digit code has a million values; ten guesses per quarter hour make guessing hopeless.
 *
 * The fault injector's per-client token bucket (a rate limit on every request, not on failures) is
 * faults/token-bucket.ts.
 */
import type { CoreResponse } from '../http.ts';
import type { World } from '../world.ts';
import { LOGIN_BLOCK_MS, LOGIN_MAX_ATTEMPTS, TOO_MANY_REQUESTS_MESSAGE } from './constants.ts';

interface Entry {
  failures: number;
  windowStart: number;
  blockedUntil: number;
}

export interface FailureLimiterSettings {
  /** Failures of one key inside the window that start the block. */
  maxFailures: number;
  /** The window failures are counted in. */
  windowMs: number;
  /** How long a key stays blocked after its last allowed failure. */
  blockMs: number;
}

export class FailureLimiter {
  private readonly state = new WeakMap<World, Map<string, Entry>>();

  constructor(readonly settings: FailureLimiterSettings) {}

  private entries(world: World): Map<string, Entry> {
    let m = this.state.get(world);
    if (!m) this.state.set(world, (m = new Map()));
    return m;
  }

  /** Milliseconds until every key may try again (the longest block among them), or 0 when none is blocked. */
  blockedFor(world: World, keys: readonly string[]): number {
    const now = world.clock.now();
    let until = 0;
    for (const key of keys) {
      const e = this.entries(world).get(key);
      if (e && e.blockedUntil > now) until = Math.max(until, e.blockedUntil);
    }
    return until === 0 ? 0 : until - now;
  }

  /** The 429 (Retry-After in whole seconds, at least 1) while any key is blocked, or undefined when a try is allowed. */
  tooMany(world: World, keys: readonly string[]): CoreResponse | undefined {
    const wait = this.blockedFor(world, keys);
    if (wait === 0) return undefined;
    return {
      status: 429,
      headers: { 'retry-after': String(Math.max(1, Math.ceil(wait / 1000))) },
      body: { kind: 'text', value: TOO_MANY_REQUESTS_MESSAGE, contentType: 'text/plain; charset=utf-8' },
    };
  }

  /** Counts a failure on every key; the maxFailures-th inside the window starts that key's block. */
  fail(world: World, keys: readonly string[]): void {
    const now = world.clock.now();
    const map = this.entries(world);
    const { maxFailures, windowMs, blockMs } = this.settings;
    for (const key of keys) {
      let e = map.get(key);
      if (!e || now - e.windowStart > windowMs) map.set(key, (e = { failures: 0, windowStart: now, blockedUntil: 0 }));
      e.failures += 1;
      if (e.failures >= maxFailures) {
        e.blockedUntil = now + blockMs;
        e.failures = 0;
        e.windowStart = e.blockedUntil;
      }
    }
  }

  /** Forgets the keys' failures (a successful login). */
  clear(world: World, keys: readonly string[]): void {
    const map = this.entries(world);
    for (const key of keys) map.delete(key);
  }
}

// --- POST /login_ -------------------------------------------------------------------------------

export const LOGIN_LIMITER = new FailureLimiter({
  maxFailures: LOGIN_MAX_ATTEMPTS,
  windowMs: LOGIN_BLOCK_MS,
  blockMs: LOGIN_BLOCK_MS,
});

/** The login limiter's key: the username (any case) and the client address. */
export const loginKeys = (username: string, ip: string): string[] => [`login|${username.toLowerCase()}|${ip}`];

// --- short secrets ------------------------------------------------------------------------------

/** Wrong tries allowed per client address (and per account) in the window. */
export const GUESS_MAX_FAILURES = 10;
const GUESS_WINDOW_MS = 15 * 60_000;
const GUESS_BLOCK_MS = 15 * 60_000;

export const GUESS_LIMITER = new FailureLimiter({
  maxFailures: GUESS_MAX_FAILURES,
  windowMs: GUESS_WINDOW_MS,
  blockMs: GUESS_BLOCK_MS,
});

/** What is guessed: each has its own counters. */
export type GuessScope = 'reset-token' | 'two-factor' | 'recovery-code';

/** The counters a guess touches: the client address, and the account when one is known. */
export const guessKeys = (scope: GuessScope, ip: string, accountId?: number): string[] =>
  accountId === undefined ? [`${scope}|ip|${ip}`] : [`${scope}|ip|${ip}`, `${scope}|account|${accountId}`];
