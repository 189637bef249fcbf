/**
 * OData types derived from the contract (generated/): resource names, row types, navigations, the
 * query options a read may use (field names checked against the row type) and the shape of the rows
 * a read returns (following its $select and $expand).
 */
import type { ResourceSchemaMap } from '../../generated/model.gen.ts';
import type { components } from '../../generated/types/api.gen.ts';

/** Every addressable resource name, e.g. `device` or `application__has__env_var_name`. */
export type ResourceName = keyof ResourceSchemaMap;

/** The row type of a resource as declared by the contract (every property optional: `$select`). */
export type Row<R extends ResourceName> = components['schemas'][ResourceSchemaMap[R]];

/** Field and navigation names of a resource. */
export type FieldOf<R extends ResourceName> = keyof Row<R> & string;

/** The unexpanded form of a to-one navigation: `{ "__id": 3 }`. */
export type FkRef = components['schemas']['ODataFkRef'];

type ElementOf<A> = A extends ReadonlyArray<infer E> ? (E extends object ? E : never) : never;

/** Properties of T that are navigations (expandable). */
export type NavKeys<T> = { [K in keyof T]-?: [ElementOf<NonNullable<T[K]>>] extends [never] ? never : K }[keyof T] &
  string;

/** The row type a navigation leads to. */
export type NavTarget<T, K extends keyof T> = ElementOf<NonNullable<T[K]>>;

/** To-many navigations: present only when expanded (never in a plain read). */
type ToManyKeys<T> = {
  [K in NavKeys<T>]-?: [Extract<NonNullable<T[K]>, FkRef>] extends [never] ? K : never;
}[NavKeys<T>];

/** A literal in a filter. */
export type FilterValue = string | number | boolean | null | Date;

/** A field reference in a function filter: a field of T, or `alias/field` inside a lambda. */
export type FieldRef<T> = { $: (keyof T & string) | `${string}/${string}` };

/** An operand of a function or comparison: a literal, a field reference or another function. */
type Operand<T> = FilterValue | FieldRef<T> | FunctionFilter<T>;

/** String and arithmetic functions (api-ground-truth §2.2), e.g. `{ $tolower: { $: 'device_name' } }`. */
type FunctionFilter<T> =
  { $tolower: Operand<T> } | { $toupper: Operand<T> } | { $trim: Operand<T> } | { $length: Operand<T> };

/** Two-operand predicates: `{ $contains: [{ $: 'device_name' }, 'pi'] }`. */
type BinaryFilter<T> =
  | { $contains: readonly [Operand<T>, Operand<T>] }
  | { $startswith: readonly [Operand<T>, Operand<T>] }
  | { $endswith: readonly [Operand<T>, Operand<T>] }
  | { $eq: readonly [Operand<T>, Operand<T>] }
  | { $ne: readonly [Operand<T>, Operand<T>] };

/** The server's current time, `now()` (api-ground-truth §2.2): compares a date with the API's clock, not the browser's. */
type NowValue = { $now: Record<string, never> };

/**
 * Conditions on one field's value: `{ status: { $in: ['a', 'b'] } }`, `{ slug: { $startswith: 'x' } }`,
 * `{ expires: { $gt: { $now: {} } } }`.
 */
export interface ValueCondition {
  $eq?: FilterValue;
  $ne?: FilterValue;
  $gt?: FilterValue | NowValue;
  $ge?: FilterValue | NowValue;
  $lt?: FilterValue | NowValue;
  $le?: FilterValue | NowValue;
  $in?: readonly FilterValue[];
  $contains?: string;
  $startswith?: string;
  $endswith?: string;
}

/**
 * A lambda over a to-many (or to-one) navigation: `{ $any: { $alias: 'dt', $expr: { dt: { tag_key: 'k' } } } }`.
 * Inside `$expr` each alias key is checked against the navigation's row type; `$and`/`$or`/`$not`
 * combine alias conditions and function filters.
 */
export interface Lambda<U> {
  $alias: string;
  $expr: LambdaExpr<U>;
}
export type LambdaExpr<U> =
  | { $and: ReadonlyArray<LambdaExpr<U>> }
  | { $or: ReadonlyArray<LambdaExpr<U>> }
  | { $not: LambdaExpr<U> }
  | BinaryFilter<U>
  | { [alias: string]: Filter<U> };

/** A condition on one property: a value (FK: the target's id), value operators, or for navigations a lambda, a count or a nested filter. */
type PropertyFilter<T, K extends keyof T> =
  | FilterValue
  | ValueCondition
  | (K extends NavKeys<T>
      ? { $any: Lambda<NavTarget<T, K>> } | { $all: Lambda<NavTarget<T, K>> } | Filter<NavTarget<T, K>>
      : never);

/** An OData `$filter` over rows of T; objects join their conditions with `and`, arrays too. */
export type Filter<T> =
  | ({ [K in keyof T & string]?: PropertyFilter<T, K> } & { $and?: Filter<T>; $or?: Filter<T>; $not?: Filter<T> })
  | BinaryFilter<T>
  | ReadonlyArray<Filter<T>>;

type Direction = 'asc' | 'desc';
/** `$orderby`: `{ id: 'desc' }`, a list of those, or `'field asc'`-free field names. */
export type OrderBy<T> =
  { [K in keyof T & string]?: Direction } | ReadonlyArray<{ [K in keyof T & string]?: Direction }> | (keyof T & string);

/** Options of one navigation in `$expand`: a nested read, or `{ $count: ... }` for a count. */
export type ExpandOptions<T> = {
  [K in NavKeys<T>]?: ODataRead<NavTarget<T, K>> | { $count: ODataCount<NavTarget<T, K>> | Record<string, never> };
};

/** Query options of a read: every field, navigation, filter path and sort key is checked against T. */
export interface ODataRead<T> {
  $select?: ReadonlyArray<keyof T & string> | (keyof T & string) | '*';
  $expand?: ExpandOptions<T>;
  $filter?: Filter<T>;
  $orderby?: OrderBy<T>;
  $top?: number;
  $skip?: number;
}

/** Options of a `$count` (only `$filter`). */
export interface ODataCount<T> {
  $filter?: Filter<T>;
}

/** A field's value in an answer: FKs unexpanded are `{__id}`; no `undefined` (the field was asked for). */
type FieldValue<V> = Exclude<V, ReadonlyArray<unknown> | undefined>;

type AllFields<T> = { [P in Exclude<keyof T, ToManyKeys<T>>]-?: FieldValue<T[P]> };

type SelectedFields<T, S> = S extends '*'
  ? AllFields<T>
  : S extends ReadonlyArray<infer K>
    ? { [P in K & keyof T]-?: FieldValue<T[P]> }
    : S extends keyof T
      ? { [P in S]-?: FieldValue<T[P]> }
      : AllFields<T>;

type ExpandedFields<T, E> = {
  [K in keyof E & NavKeys<T>]-?: E[K] extends { $count: unknown } ? number : Array<Selected<NavTarget<T, K>, E[K]>>;
};

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/**
 * The row a read answers with: the selected fields (all of them without `$select`), plus each expanded
 * navigation as an array of rows shaped by its own options (a number for `$count`).
 */
export type Selected<T, Q> = Simplify<
  SelectedFields<T, Q extends { $select: infer S } ? S : '*'> &
    (Q extends { $expand: infer E } ? ExpandedFields<T, E> : unknown)
>;

/** Read options of a resource by name. */
export type ODataQuery<R extends ResourceName> = ODataRead<Row<R>>;

/** The row type of `read(resource, options)`. */
export type RowOf<R extends ResourceName, Q> = Selected<Row<R>, Q>;
