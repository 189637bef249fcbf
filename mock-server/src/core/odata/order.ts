/**
 * `$orderby` on fields, navigation paths and `nav/$count` (api-ground-truth §2.3, §7): nulls sort
 * last ascending and first descending; a missing direction already arrives as `desc` from the
 * grammar. Ties keep id order. With a small `$top` a bounded top-k replaces the full sort.
 */
import type { Row } from '../model/data-source.ts';
import type { OrderByItem } from './ast.ts';
import type { CompileCtx } from './compiled.ts';
import { invalid } from './errors.ts';
import { compilePath } from './filter-paths.ts';
import { compareValues, type EvalEnv, type Getter } from './values.ts';

export interface OrderKey {
  get: Getter;
  desc: boolean;
}

/** Top-k is used when the page is at most this fraction of the candidate rows. */
export const TOP_K_MAX_FRACTION = 0.25;

/** Compiles the `$orderby` items. */
export function compileOrderBy(items: readonly OrderByItem[], ctx: CompileCtx): OrderKey[] {
  return items.map((item) => {
    const c = compilePath(item, ctx);
    if (c.multi) throw invalid(`Cannot order by '${item.name}': the path goes through a to-many navigation`);
    if (c.kind === 'json') throw invalid(`Cannot order by '${item.name}'`);
    return { get: c.fn, desc: item.order === 'desc' };
  });
}

function compareKeys(keys: readonly OrderKey[], a: unknown[], b: unknown[]): number {
  for (let i = 0; i < keys.length; i++) {
    const x = a[i];
    const y = b[i];
    const xn = x === null || x === undefined;
    const yn = y === null || y === undefined;
    let c: number;
    if (xn || yn) c = xn === yn ? 0 : xn ? 1 : -1;
    else c = compareValues(x, y);
    if (c !== 0) return keys[i].desc ? -c : c;
  }
  return 0;
}

interface Keyed {
  row: Row;
  key: unknown[];
}

/**
 * Sorts `rows` (already in id order) and returns rows `[skip, skip + top)`. Stable, so ties stay
 * in id order; when the page is small a bounded insertion (top-k) avoids sorting everything.
 */
export function sortPage(rows: readonly Row[], keys: readonly OrderKey[], env: EvalEnv, skip: number, top: number | undefined): Row[] {
  const keyed = (row: Row): Keyed => ({ row, key: keys.map((k) => k.get(row, env)) });
  const cmp = (a: Keyed, b: Keyed) => compareKeys(keys, a.key, b.key);
  const limit = top === undefined ? Infinity : skip + top;
  if (limit === 0) return [];
  if (limit <= rows.length * TOP_K_MAX_FRACTION) {
    const best: Keyed[] = [];
    for (const row of rows) {
      const k = keyed(row);
      if (best.length === limit && cmp(k, best[best.length - 1]) >= 0) continue;
      let lo = 0;
      let hi = best.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cmp(k, best[mid]) < 0) hi = mid;
        else lo = mid + 1;
      }
      best.splice(lo, 0, k);
      if (best.length > limit) best.pop();
    }
    return best.slice(skip).map((k) => k.row);
  }
  const all = rows.map(keyed).sort(cmp);
  return all.slice(skip, limit === Infinity ? undefined : limit).map((k) => k.row);
}
