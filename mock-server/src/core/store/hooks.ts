/**
 * Write hooks: the store's own side effects (device connectivity, defaults) and the handlers'
 * hook-resolved fields (e.g. `username` → `user` on memberships) plug in here per resource.
 * Hooks run synchronously and may throw StoreError to refuse a write.
 */
import type { AfterWriteHook, BeforeInsertHook, BeforeUpdateHook, Store, WriteHooks } from './types.ts';

export type { AfterWriteHook, BeforeInsertHook, BeforeUpdateHook, WriteContext, WriteHooks } from './types.ts';

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

/** Registers a before-update hook; returns an unregister function. */
export const onBeforeUpdate = (store: Store, resource: string, hook: BeforeUpdateHook): (() => void) =>
  push(store.hooks.beforeUpdate, resource, hook);

/** Registers an after-write hook (insert, update and delete); returns an unregister function. */
export const onAfterWrite = (store: Store, resource: string, hook: AfterWriteHook): (() => void) =>
  push(store.hooks.afterWrite, resource, hook);
