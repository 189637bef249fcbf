/**
 * A limit on guessing short secrets (password-reset tokens, two-factor and recovery codes): after
 * GUESS_MAX_FAILURES wrong tries inside GUESS_WINDOW_MS from one client address, or against one
 * account, further tries are answered 429 with Retry-After until GUESS_BLOCK_MS have passed. A
 * six-digit code has a million values; ten guesses per quarter hour make guessing hopeless. Counted
 * on the world's mock clock and kept per world, so a reset or a new session starts clean.
 */
import type { CoreResponse } from '../http.ts';
import type { World } from '../world.ts';
import { TOO_MANY_REQUESTS_MESSAGE } from './constants.ts';

/** Wrong tries allowed per client address (and per account) in the window. */
export const GUESS_MAX_FAILURES = 10;
/** The window wrong tries are counted in. */
const GUESS_WINDOW_MS = 15 * 60_000;
/** How long a key stays blocked after its last allowed wrong try. */
const GUESS_BLOCK_MS = 15 * 60_000;

/** What is guessed: each has its own counters. */
export type GuessScope = 'reset-token' | 'two-factor' | 'recovery-code';

interface Entry {
  failures: number;
  windowStart: number;
  blockedUntil: number;
}

const state = new WeakMap<World, Map<string, Entry>>();

function entries(world: World): Map<string, Entry> {
  let m = state.get(world);
  if (!m) state.set(world, (m = new Map()));
  return m;
}

/** The counters a try touches: the client address, and the account when one is known. */
const keysOf = (scope: GuessScope, ip: string, accountId?: number): string[] =>
  accountId === undefined ? [`${scope}|ip|${ip}`] : [`${scope}|ip|${ip}`, `${scope}|account|${accountId}`];

/** The 429 to answer while blocked (with Retry-After in seconds), or undefined when a try is allowed. */
export function guessBlocked(
  world: World,
  scope: GuessScope,
  ip: string,
  accountId?: number,
): CoreResponse | undefined {
  const now = world.clock.now();
  let until = 0;
  for (const key of keysOf(scope, ip, accountId)) {
    const e = entries(world).get(key);
    if (e && e.blockedUntil > now) until = Math.max(until, e.blockedUntil);
  }
  if (until === 0) return undefined;
  return {
    status: 429,
    headers: { 'retry-after': String(Math.max(1, Math.ceil((until - now) / 1000))) },
    body: { kind: 'text', value: TOO_MANY_REQUESTS_MESSAGE, contentType: 'text/plain; charset=utf-8' },
  };
}

/** Counts a wrong try; the GUESS_MAX_FAILURES-th inside the window starts the block. */
export function recordWrongGuess(world: World, scope: GuessScope, ip: string, accountId?: number): void {
  const now = world.clock.now();
  const map = entries(world);
  for (const key of keysOf(scope, ip, accountId)) {
    let e = map.get(key);
    if (!e || now - e.windowStart > GUESS_WINDOW_MS)
      map.set(key, (e = { failures: 0, windowStart: now, blockedUntil: 0 }));
    e.failures += 1;
    if (e.failures >= GUESS_MAX_FAILURES) {
      e.blockedUntil = now + GUESS_BLOCK_MS;
      e.failures = 0;
      e.windowStart = e.blockedUntil;
    }
  }
}
