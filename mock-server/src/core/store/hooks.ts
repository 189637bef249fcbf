/**
 * Write hooks: the store's own side effects (device connectivity, defaults) and the handlers'
 * hook-resolved fields (e.g. `username` → `user` on memberships) plug in here per resource.
 * Hooks run synchronously and may throw StoreError to refuse a write.
 */
import type { AfterWriteHook, BeforeInsertHook, BeforeUpdateHook, Store, WriteHooks } from './types.ts';

export type { AfterWriteHook, BeforeInsertHook, BeforeUpdateHook, RowOf, WriteContext, WriteHooks } from './types.ts';

export const createHooks = (): WriteHooks => ({
  beforeInsert: new Map(),
  beforeUpdate: new Map(),
  afterWrite: new Map(),
});

function push<T>(map: Map<string, T[]>, resource: string, hook: T): () => void {
  const list = map.get(resource) ?? [];
  list.push(hook);
  map.set(resource, list);
  return () => {
    const i = list.indexOf(hook);
    if (i >= 0) list.splice(i, 1);
  };
}

/** Registers a before-insert hook for a canonical resource name; returns an unregister function. */
export const onBeforeInsert = (store: Store, resource: string, hook: BeforeInsertHook): (() => void) =>
  push(store.hooks.beforeInsert, resource, hook);

// The store runs a resource's hooks only with rows of that resource, which RowOf<R> describes: the
// casts below store a hook typed for R among the hooks of any resource.

/** Registers a before-update hook, its row typed from the contract for a literal resource name; returns an unregister function. */
export const onBeforeUpdate = <R extends string>(store: Store, resource: R, hook: BeforeUpdateHook<R>): (() => void) =>
  push(store.hooks.beforeUpdate, resource, hook as BeforeUpdateHook);

/** Registers an after-write hook (insert, update and delete), rows typed like onBeforeUpdate's; returns an unregister function. */
export const onAfterWrite = <R extends string>(store: Store, resource: R, hook: AfterWriteHook<R>): (() => void) =>
  push(store.hooks.afterWrite, resource, hook as AfterWriteHook);
