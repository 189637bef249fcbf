/**
 * The store's shapes: the Store itself, its write hooks and its computed-field registry. They live
 * apart from the modules that build them (store.ts, hooks.ts, computed/registry.ts) so the computed
 * fields, hooks and side effects can name the Store without importing the module that wires them
 * in: the store's imports run one way.
 */
import type { Clock } from '../clock.ts';
import type { ResourceDef } from '../model/types.ts';
import type { DataSource, Row } from '../model/data-source.ts';
import type { Table } from './table.ts';
import type { PrivateTables } from './private.ts';
import type { ResourceName, StoredRow } from './rows.ts';

/** One FK pointing at a resource: rows of `resource` whose `field` holds the target id. */
export interface Reference {
  resource: string;
  field: string;
  nullable: boolean;
}

export interface Store extends DataSource {
  // Reads typed from the contract when the resource is named literally (rows.ts); any other name
  // (a synonym held in a string, a resource chosen at run time) reads untyped rows.
  all<R extends ResourceName>(resource: R): readonly StoredRow<R>[];
  all(resource: string): readonly Row[];
  get<R extends ResourceName>(resource: R, id: number): StoredRow<R> | undefined;
  get(resource: string, id: number): Row | undefined;
  find<R extends ResourceName>(resource: R, field: string, value: unknown): readonly StoredRow<R>[];
  find(resource: string, field: string, value: unknown): readonly Row[];
  readonly clock: Clock;
  readonly tables: ReadonlyMap<string, Table>;
  /** Canonical name and every synonym → resource definition. */
  readonly resources: ReadonlyMap<string, ResourceDef>;
  /** target resource → FKs that point at it (stored FKs only). */
  readonly referencedBy: ReadonlyMap<string, readonly Reference[]>;
  readonly computed: ComputedRegistry;
  readonly priv: PrivateTables;
  readonly hooks: WriteHooks;
  /** State of the store's own PRNG (uuid defaults); part of snapshots. */
  rngState: number;
}

// Write hooks (hooks.ts registers them; write.ts and delete.ts run them).

export interface WriteContext {
  store: Store;
  /** Canonical resource name. */
  resource: string;
  /** True for seed/restore writes, which may set read-only fields. */
  trusted: boolean;
}

/**
 * A row of resource R as write hooks and computed fields see it: the contract's stored row (rows.ts)
 * when R is a resource named literally, so renaming or retyping a field in openapi/ breaks the hooks
 * and computed fields that read it at compile time; any row for a name held in a string.
 */
export type RowOf<R extends string> = R extends ResourceName ? StoredRow<R> : Row;

/**
 * Before insert: may rewrite `values`. They are the raw body (unknown keys still present, types not
 * yet checked: the store validates after the hooks), so they stay untyped.
 */
export type BeforeInsertHook = (ctx: WriteContext, values: Record<string, unknown>) => void;
/** Before update: may rewrite `patch` (the raw body, like an insert's values); `current` is the row as stored. */
export type BeforeUpdateHook<R extends string = string> = (
  ctx: WriteContext,
  current: RowOf<R>,
  patch: Record<string, unknown>,
) => void;
/** After insert/update/delete: `before` is null on insert, `after` is null on delete. */
export type AfterWriteHook<R extends string = string> = (
  ctx: WriteContext,
  before: RowOf<R> | null,
  after: RowOf<R> | null,
) => void;

export interface WriteHooks {
  beforeInsert: Map<string, BeforeInsertHook[]>;
  beforeUpdate: Map<string, BeforeUpdateHook[]>;
  afterWrite: Map<string, AfterWriteHook[]>;
}

// Computed fields (computed/registry.ts builds the registry).

/** Given a changed row of resource R (another resource), the ids of the def's resource to invalidate, or 'all'. */
export type DependencyMap<R extends string = string> = (changed: RowOf<R>, store: Store) => Iterable<number> | 'all';

/** Dependencies of a computed field: for each resource whose rows it reads, which of its rows a change touches. */
export type Dependencies = { readonly [K in ResourceName]?: DependencyMap<K> };

/**
 * A computed field of resource R. Defined with `computedField`, which types `row` and `field` from
 * the contract (RowOf); the registry holds them as ComputedDef<string>.
 */
export interface ComputedDef<R extends string = string> {
  resource: R;
  field: R extends ResourceName ? keyof StoredRow<R> & string : string;
  compute: (store: Store, row: RowOf<R>) => unknown;
  dependsOn?: Dependencies;
}

export interface ComputedRegistry {
  get(resource: string, field: string): ComputedDef | undefined;
  read(store: Store, def: ComputedDef, row: Row): unknown;
  /** Called by writes: `before`/`after` are the old and new row (null on insert/delete). */
  invalidate(store: Store, resource: string, before: Row | null, after: Row | null): void;
  clear(): void;
  /** Model fields flagged computed that have no def here (they read as null). */
  readonly missing: readonly string[];
}
