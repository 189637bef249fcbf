/**
 * The stored shape of each resource's rows, derived from the contract's row schemas (generated/):
 * a field keeps its contract type, a to-one navigation is stored as the target's id (null when
 * unset and the field is nullable), a to-many navigation is not stored. The store's reads with a
 * literal resource name (`store.get('device', id)`) return these types, so renaming or retyping a
 * field in openapi/ breaks the mock code that reads it at compile time.
 *
 * Computed fields (e.g. device.overall_status) appear in the contract's rows but are not stored:
 * read them with `store.value`, which computes them.
 */
import type { ResourceSchemaMap } from '../../../../generated/model.gen.ts';
import type { components } from '../../../../generated/types/api.gen.ts';

/** Every resource name the contract addresses (canonical names and synonyms). */
export type ResourceName = keyof ResourceSchemaMap;

type Schema<R extends ResourceName> = components['schemas'][ResourceSchemaMap[R]];
type FkRef = components['schemas']['ODataFkRef'];

/** A to-many navigation: an array of rows when expanded, or a number for `$count`. */
type IsToMany<V> = [Extract<V, readonly object[]>] extends [never] ? false : true;

/** How a field of contract type V is stored; never for a to-many navigation (not stored). */
type StoredValue<V> = [Extract<V, FkRef>] extends [never]
  ? IsToMany<V> extends true
    ? never
    : V
  : number | Extract<V, null>;

type Stored<S, K extends keyof S> = StoredValue<Exclude<S[K], undefined>>;

/**
 * The fields a write to resource R may give: its stored fields, each optional (insert fills the
 * rest with defaults; update changes only those given). A resource named by a string variable
 * takes any fields (the store checks them at run time).
 */
export type RowValues<R extends string> = R extends ResourceName
  ? { -readonly [K in keyof StoredRow<R>]?: OpenJson<StoredRow<R>[K]> }
  : Record<string, unknown>;

/**
 * A JSON field the contract leaves open (an object without properties, which the generated types
 * read as `Record<string, never>`) takes any JSON object when written.
 */
type OpenJson<V> = V extends Record<string, never> ? (string extends keyof V ? Record<string, unknown> : V) : V;

/** One stored row of resource R (every stored field present: the store fills defaults on insert). */
export type StoredRow<R extends ResourceName> = R extends ResourceName
  ? { readonly [K in keyof Schema<R> as [Stored<Schema<R>, K>] extends [never] ? never : K]-?: Stored<Schema<R>, K> }
  : never;
