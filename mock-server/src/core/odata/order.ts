/**
 * `$orderby` on fields, navigation paths and `nav/$count` (api-ground-truth §2.3, §7): nulls sort
 * last ascending and first descending; a missing direction already arrives as `desc` from the
 * grammar. Ties keep id order. With a small `$top` a bounded top-k replaces the full sort.
 */
import type { Row, SortedRows } from '../model/data-source.ts';
import type { OrderByItem } from './ast.ts';
import type { CompileCtx } from './compiled.ts';
import { invalid } from './errors.ts';
import { compilePath } from './filter/paths.ts';
import { compareValues, type EvalEnv, type Getter } from './values.ts';

export interface OrderKey {
  get: Getter;
  desc: boolean;
}

/** Top-k is used when the page is at most this fraction of the candidate rows. */
const TOP_K_MAX_FRACTION = 0.25;

/** An `$orderby` a DataSource's sorted order can answer: one stored field, then nothing or `id asc`. */
export interface SortedWalk {
  field: string;
  desc: boolean;
}

/** The walkable form of `$orderby`, if it has one (the DataSource decides whether it keeps that order). */
export function sortedWalkOf(items: readonly OrderByItem[], ctx: CompileCtx): SortedWalk | undefined {
  const [first, second, ...more] = items;
  if (!first || more.length > 0) return undefined;
  if (
    second &&
    (second.name !== 'id' ||
      second.order !== 'asc' ||
      second.property ||
      second.lambda ||
      second.count ||
      ctx.scope.has('id'))
  )
    return undefined;
  if (first.property || first.lambda || first.count || ctx.scope.has(first.name)) return undefined;
  const f = ctx.res.fields.get(first.name);
  if (!f || f.computed || f.hidden) return undefined;
  return { field: f.name, desc: first.order === 'desc' };
}

/**
 * `[skip, skip + top)` of the rows that pass `accept`, walking rows already sorted by one field
 * ascending (nulls last) with ties by id: forwards for ascending; for descending, groups of equal
 * keys from the end, each group in id order — the order sortPage gives for the same keys. With
 * `isCandidate`, a row whose id it refuses is passed over without loading the row (when the order
 * has its ids).
 */
export function walkSorted(
  sorted: SortedRows,
  desc: boolean,
  skip: number,
  top: number | undefined,
  accept: (row: Row) => boolean,
  isCandidate?: (id: number) => boolean,
): Row[] {
  const limit = top === undefined ? Infinity : skip + top;
  const out: Row[] = [];
  if (limit === 0) return out;
  let seen = 0;
  const { rows, keys } = sorted;
  const ids = isCandidate ? sorted.ids?.() : undefined;
  // take(i) is only called with 0 <= i < rows.length (the walks below), and ids has one entry per row.
  const admit =
    ids && isCandidate
      ? (i: number, row: Row) => isCandidate(ids[i]!) && accept(row)
      : isCandidate
        ? (_i: number, row: Row) => isCandidate(row.id) && accept(row)
        : (_i: number, row: Row) => accept(row);
  const take = (i: number): boolean => {
    const row = rows[i]!;
    if (!admit(i, row)) return false;
    if (seen++ >= skip) out.push(row);
    return seen >= limit;
  };
  if (!desc) {
    for (let i = 0; i < rows.length; i++) if (take(i)) break;
    return out;
  }
  const groups = sorted.groups?.();
  let end = rows.length;
  while (end > 0) {
    let start = end - 1;
    // groups has one entry per row, and start < rows.length.
    if (groups) start = groups[start]!;
    else {
      const key = keys[start];
      while (start > 0 && sameKey(keys[start - 1], key)) start--;
    }
    for (let i = start; i < end; i++) if (take(i)) return out;
    end = start;
  }
  return out;
}

const sameKey = (a: unknown, b: unknown): boolean => a === b || (a !== null && b !== null && compareValues(a, b) === 0);

/** Compiles the `$orderby` items. */
export function compileOrderBy(items: readonly OrderByItem[], ctx: CompileCtx): OrderKey[] {
  return items.map((item) => {
    const c = compilePath(item, ctx);
    if (c.multi) throw invalid(`Cannot order by '${item.name}': the path goes through a to-many navigation`);
    if (c.kind === 'json') throw invalid(`Cannot order by '${item.name}'`);
    return { get: c.fn, desc: item.order === 'desc' };
  });
}

/** One key: nulls last ascending, first descending. */
function compareOne(key: OrderKey, x: unknown, y: unknown): number {
  const xn = x === null || x === undefined;
  const yn = y === null || y === undefined;
  const c = xn || yn ? (xn === yn ? 0 : xn ? 1 : -1) : compareValues(x, y);
  return key.desc ? -c : c;
}

function compareKeys(keys: readonly OrderKey[], a: unknown[], b: unknown[]): number {
  for (const [i, key] of keys.entries()) {
    const c = compareOne(key, a[i], b[i]);
    if (c !== 0) return c;
  }
  return 0;
}

interface Keyed {
  row: Row;
  key: unknown[];
}

/**
 * Sorts the `rows` that pass `accept` (rows in id order) and returns `[skip, skip + top)`. Stable,
 * so ties stay in id order; when the page is small a bounded insertion (top-k) avoids sorting
 * everything and skips the filter for rows that cannot reach the page.
 */
export function sortPage(
  rows: readonly Row[],
  keys: readonly OrderKey[],
  env: EvalEnv,
  skip: number,
  top: number | undefined,
  accept?: (row: Row) => boolean,
): Row[] {
  const keyed = (row: Row): Keyed => ({ row, key: keys.map((k) => k.get(row, env)) });
  const cmp = (a: Keyed, b: Keyed) => compareKeys(keys, a.key, b.key);
  const limit = top === undefined ? Infinity : skip + top;
  if (limit === 0) return [];
  if (limit <= rows.length * TOP_K_MAX_FRACTION) {
    const best: Keyed[] = [];
    const first = keys[0];
    for (const row of rows) {
      // The current k-th row, once the page is full.
      const kth = best.length === limit ? best.at(-1) : undefined;
      // Cheap rejection on the first key, before the filter and before building the whole key:
      // a row that sorts after the current k-th cannot enter the page whatever the filter says.
      if (kth && first && compareOne(first, first.get(row, env), kth.key[0]) > 0) continue;
      if (accept && !accept(row)) continue;
      const k = keyed(row);
      if (kth && cmp(k, kth) >= 0) continue;
      let lo = 0;
      let hi = best.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        // lo <= mid < hi <= best.length: in range.
        if (cmp(k, best[mid]!) < 0) hi = mid;
        else lo = mid + 1;
      }
      best.splice(lo, 0, k);
      if (best.length > limit) best.pop();
    }
    return best.slice(skip).map((k) => k.row);
  }
  const all = (accept ? rows.filter(accept) : rows).map(keyed).sort(cmp);
  return all.slice(skip, limit === Infinity ? undefined : limit).map((k) => k.row);
}
