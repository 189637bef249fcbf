/**
 * The compiled form of filter expressions: closures over a row and an EvalEnv. Booleans are
 * three-valued (true / false / null = SQL unknown); a row matches a filter only on `true`
 * (api-ground-truth §7 "Nulls depend on the operator").
 */
import type { Row } from '../model/data-source.ts';
import type { FilterNode } from './ast.ts';
import { invalid } from './errors.ts';
import type { BindTable, Kind } from './literals.ts';
import type { ModelIndex, ResourceInfo } from './schema.ts';
import type { EvalEnv, Getter } from './values.ts';

export interface Compiled {
  kind: Kind;
  fn: Getter;
  /** The value is a list (a path through a to-many navigation); comparisons over it mean "any". */
  multi?: boolean;
  /** Set for literals: the constant value (lets comparisons coerce text to dates at compile time). */
  constant?: { value: unknown };
}

export type Predicate = (row: Row, env: EvalEnv) => boolean;

/** What compiling needs: names, binds, the current resource and lambda variables in scope. */
export interface CompileCtx {
  index: ModelIndex;
  res: ResourceInfo;
  table: BindTable;
  scope: ReadonlyMap<string, { slot: number; res: ResourceInfo }>;
  /** Shared counter for lambda variable slots. */
  slots: { next: number };
  compile: (node: FilterNode, ctx: CompileCtx) => Compiled;
}

export const constant = (kind: Kind, value: unknown): Compiled => ({ kind, fn: () => value, constant: { value } });

/** Three-valued "any" over a list of booleans: true if one is true, else null if one is unknown. */
export function anyTrue(values: readonly unknown[]): boolean | null {
  let unknown = false;
  for (const v of values) {
    if (v === true) return true;
    if (v === null) unknown = true;
  }
  return unknown ? null : false;
}

/** A boolean-valued expression, reduced to a scalar (a list means "any"). */
export function asBoolean(c: Compiled, what: string): Compiled {
  if (c.kind !== 'boolean' && c.kind !== 'null' && c.kind !== 'any')
    throw invalid(`${what} must be a boolean expression, got ${c.kind}`);
  if (!c.multi) return c;
  const fn = c.fn;
  return { kind: 'boolean', fn: (r, e) => anyTrue(fn(r, e) as unknown[]) };
}

/** The compiled filter as a predicate: only `true` matches. */
export function toPredicate(c: Compiled): Predicate {
  const fn = asBoolean(c, 'The filter').fn;
  return (r, e) => fn(r, e) === true;
}

/**
 * Applies `combine` to the operand values, null-propagating unless `nullSafe`. With one list
 * operand (a to-many path) the result is a list, one value per element.
 */
export function lift(
  kind: Kind,
  args: readonly Compiled[],
  combine: (vals: unknown[]) => unknown,
  nullSafe = false,
): Compiled {
  const multiIdx = args.findIndex((a) => a.multi);
  if (args.filter((a) => a.multi).length > 1) throw invalid('Only one to-many path may appear in one expression');
  const fns = args.map((a) => a.fn);
  const apply = (vals: unknown[]): unknown =>
    !nullSafe && vals.some((v) => v === null || v === undefined) ? null : combine(vals);
  if (multiIdx < 0) {
    const [f, g] = fns;
    if (fns.length === 1 && f !== undefined) return { kind, fn: (r, e) => apply([f(r, e)]) };
    if (fns.length === 2 && f !== undefined && g !== undefined) {
      return { kind, fn: (r, e) => apply([f(r, e), g(r, e)]) };
    }
    return { kind, fn: (r, e) => apply(fns.map((f) => f(r, e))) };
  }
  return {
    kind,
    multi: true,
    fn: (r, e) => {
      const vals = fns.map((f) => f(r, e));
      const list = vals[multiIdx] as unknown[];
      return list.map((item) => apply(vals.map((v, i) => (i === multiIdx ? item : v))));
    },
  };
}
