/**
 * The shapes @balena/odata-parser produces (checked against 4.3.5 output), narrowed for the
 * engine. The package types most nodes as `any`; these are the forms the grammar emits.
 */
export type BindKey = number | `@${string}`;
export interface BindRef {
  bind: BindKey;
}
/** `[type, value]`: Real, Integer, Text, Boolean, Date, Date Time, or List of binds. */
export type Bind = [string, unknown];

interface Lambda {
  method: 'any' | 'all';
  identifier: string;
  expression: FilterNode;
}

/** A property path: `a`, `a/b`, `a/$count($filter=…)`, `a/any(x:…)`. */
export interface PathNode {
  name: string;
  property?: PathNode;
  lambda?: Lambda;
  count?: true;
  options?: QueryOptions;
}

export interface DurationNode {
  negative: boolean;
  day?: number;
  hour?: number;
  minute?: number;
  second?: number;
}

type CallNode = ['call', { method: string; args: FilterNode[] }];
/** Operators arrive as `[op, ...operands]`; `and`/`or` are n-ary and group left to right. */
export type OpNode = [string, ...FilterNode[]];
export type FilterNode = PathNode | BindRef | DurationNode | OpNode | CallNode | null;

export interface OrderByItem extends PathNode {
  order: 'asc' | 'desc';
}
export interface ExpandItem extends PathNode {
  count?: true;
  options?: QueryOptions;
}

export interface QueryOptions {
  $select?: '*' | { properties: PathNode[] };
  $filter?: FilterNode;
  $expand?: { properties: ExpandItem[] };
  $orderby?: { properties: OrderByItem[] };
  $top?: BindRef;
  $skip?: BindRef;
  $format?: string | { type: string; metadata: string };
  [custom: string]: unknown;
}

export interface UrlTree {
  resource: string;
  key?: BindRef | Record<string, BindRef>;
  count?: true;
  property?: { resource: string; count?: true };
  options?: QueryOptions;
}

/** The `and` of some filter terms: the term itself when there is one. */
export function conjunction(terms: readonly FilterNode[]): FilterNode {
  const [only, ...more] = terms;
  return only !== undefined && more.length === 0 ? only : ['and', ...terms];
}

export const isBindRef = (n: unknown): n is BindRef => typeof n === 'object' && n !== null && 'bind' in n;
export const isPath = (n: unknown): n is PathNode =>
  typeof n === 'object' && n !== null && !Array.isArray(n) && typeof (n as PathNode).name === 'string';
export const isDuration = (n: unknown): n is DurationNode => typeof n === 'object' && n !== null && 'negative' in n;
