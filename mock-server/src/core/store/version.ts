/**
 * The store's write version: a counter bumped by every insert, update,
 * nulling and delete (write.ts `notifyWrite`), so read caches can tell in O(1) whether anything
 * changed since they answered. Every row change must go through the write functions: code that
 * mutates a row in place would leave computed-field caches and read caches stale alike.
 */
import type { Store } from './store.ts';

const versions = new WeakMap<Store, number>();

/** The number of writes the store has seen (0 for a fresh store). */
export const writeVersion = (store: Store): number => versions.get(store) ?? 0;

/** Marks a write: every cached read of this store becomes stale. */
export function bumpWriteVersion(store: Store): void {
  versions.set(store, writeVersion(store) + 1);
}
