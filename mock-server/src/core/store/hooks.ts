/**
 * Write hooks: the store's own side effects (device connectivity, defaults) and the handlers'
 * hook-resolved fields (e.g. `username` → `user` on memberships) plug in here per resource.
 * Hooks run synchronously and may throw StoreError to refuse a write.
 */
import type { Row } from '../model/data-source.ts';
import type { Store } from './store.ts';

export interface WriteContext {
  store: Store;
  /** Canonical resource name. */
  resource: string;
  /** True for seed/restore writes, which may set read-only fields. */
  trusted: boolean;
}

/** Before insert: may rewrite `values` (the raw body, unknown keys still present). */
export type BeforeInsertHook = (ctx: WriteContext, values: Record<string, unknown>) => void;
/** Before update: may rewrite `patch`; `current` is the row as stored. */
export type BeforeUpdateHook = (ctx: WriteContext, current: Row, patch: Record<string, unknown>) => void;
/** After insert/update/delete: `before` is null on insert, `after` is null on delete. */
export type AfterWriteHook = (ctx: WriteContext, before: Row | null, after: Row | null) => void;

export interface WriteHooks {
  beforeInsert: Map<string, BeforeInsertHook[]>;
  beforeUpdate: Map<string, BeforeUpdateHook[]>;
  afterWrite: Map<string, AfterWriteHook[]>;
}

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
