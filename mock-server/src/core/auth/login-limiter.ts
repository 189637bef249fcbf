/**
 * The /login_ rate limit: 10 tries per username+IP, then blocked for 1 hour (api-ground-truth §4),
 * on the world's mock clock. State lives per world (WeakMap), so a reset clears it.
 */
import type { World } from '../world.ts';
import { LOGIN_BLOCK_MS, LOGIN_MAX_ATTEMPTS } from './constants.ts';

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

const keyOf = (username: string, ip: string): string => `${username.toLowerCase()}|${ip}`;

/** Milliseconds until the key may try again, or 0 when not blocked. */
export function loginBlockedFor(world: World, username: string, ip: string): number {
  const e = entries(world).get(keyOf(username, ip));
  const now = world.clock.now();
  return e && e.blockedUntil > now ? e.blockedUntil - now : 0;
}

/** Records a failed try; the LOGIN_MAX_ATTEMPTS-th failure inside the window starts the block. */
export function recordLoginFailure(world: World, username: string, ip: string): void {
  const map = entries(world);
  const key = keyOf(username, ip);
  const now = world.clock.now();
  let e = map.get(key);
  if (!e || now - e.windowStart > LOGIN_BLOCK_MS)
    map.set(key, (e = { failures: 0, windowStart: now, blockedUntil: 0 }));
  e.failures += 1;
  if (e.failures >= LOGIN_MAX_ATTEMPTS) {
    e.blockedUntil = now + LOGIN_BLOCK_MS;
    e.failures = 0;
    e.windowStart = e.blockedUntil;
  }
}

/** A successful login clears the key's failures. */
export function recordLoginSuccess(world: World, username: string, ip: string): void {
  entries(world).delete(keyOf(username, ip));
}
