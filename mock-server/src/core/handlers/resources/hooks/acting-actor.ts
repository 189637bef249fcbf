/**
 * The actor whose request is writing, for hooks that record who did something (device history's
 * `is_created_by__actor` / `is_ended_by__actor`). Writes run synchronously, so the request handler
 * sets it around its store writes and hooks read it; null outside a request.
 */
import type { Store } from '../../../store/store.ts';

const acting = new WeakMap<Store, number | null>();

/** Runs `fn` with `actorId` as the store's acting actor, restoring the previous one afterwards. */
export function asActor<T>(store: Store, actorId: number | null | undefined, fn: () => T): T {
  const previous = acting.get(store) ?? null;
  acting.set(store, actorId ?? null);
  try {
    return fn();
  } finally {
    acting.set(store, previous);
  }
}

/** The actor of the request now writing to the store, or null. */
export const actingActor = (store: Store): number | null => acting.get(store) ?? null;
