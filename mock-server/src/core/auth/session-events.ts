/**
 * Long-lived connections that authenticated as a user (terminal and log websockets) listen here for
 * the moments that end that user's sessions — logout-others, a password change or reset — and close
 * themselves, so a socket opened with a token that is now dead, or by whoever knew the old password,
 * does not keep running. Kept per world, so sessions and resets never cross.
 */
import type { World } from '../world.ts';

type Listener = () => void;

const listeners = new WeakMap<World, Map<number, Set<Listener>>>();

/** Calls `onEnd` when the user's sessions are ended; returns the function that stops listening. */
export function onSessionsEnded(world: World, userId: number, onEnd: Listener): () => void {
  let byUser = listeners.get(world);
  if (!byUser) listeners.set(world, (byUser = new Map()));
  let set = byUser.get(userId);
  if (!set) byUser.set(userId, (set = new Set()));
  set.add(onEnd);
  return () => void set.delete(onEnd);
}

/** Ends every long-lived connection the user opened (each listener runs once and is dropped). */
export function endSessions(world: World, userId: number): void {
  const set = listeners.get(world)?.get(userId);
  if (!set) return;
  listeners.get(world)!.delete(userId);
  for (const l of set) l();
}
