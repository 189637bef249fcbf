/**
 * Runs a ParsedRequest against a DataSource (api-ground-truth §1.3, §2): candidates by key, by an
 * index probe or all rows; then the caller's CanRead and the compiled filter; then order and page
 * (`$top` after filtering and sorting; top-level `/$count` ignores orderby/top/skip). Rows the
 * caller cannot see are silently missing; a missing key gives `{d: []}`, never a 404.
 */
import type { CanRead, DataSource, Row } from '../model/data-source.ts';
import { invalid } from './errors.ts';
import type { ParsedRequest } from './parse-url.ts';
import type { Predicate } from './compiled.ts';
import type { QueryPlan } from './plan.ts';
import { probeRows } from './probe.ts';
import { searchRows } from './search-probe.ts';
import { sortPage, walkSorted } from './order.ts';
import { serialiseRow, type RowsOf, type SerialiseOptions } from './serialise.ts';
import { budgetFor, checkExpandDepth, linearBound, ReadBudget } from './budget.ts';
import type { EvalEnv } from './values.ts';

function keyRows(ds: DataSource, req: ParsedRequest): readonly Row[] {
  const [first, ...rest] = req.key ?? [];
  if (first === undefined) return [];
  if (rest.length === 0 && first.field === 'id') {
    const row = ds.get(req.resource, first.value as number);
    return row ? [row] : [];
  }
  return ds.find(req.resource, first.field, first.value).filter((r) => rest.every((k) => r[k.field] === k.value));
}

/** An index probe this small is used as it is; a text search is only tried on larger candidate sets. */
const PROBE_SMALL_ENOUGH = 512;
/** `$orderby` walks the DataSource's sorted order when the candidates are at least this share of the table. */
const WALK_MIN_SHARE = 0.125;

/**
 * Top-level candidates before visibility, the filter still to apply to them, and where they came
 * from: a key, the index probe (exactly the rows holding the probe's values), the text index, or
 * the whole table.
 */
interface Candidates {
  rows: readonly Row[];
  filter?: Predicate;
  via: 'key' | 'probe' | 'search' | 'all';
  /** The rows' ids, in the same order, when the text index gave them. */
  ids?: Int32Array;
  /**
   * Marks by id of the probe's rows when the filter is the probe's term and an exact search term:
   * a candidate then passes the filter exactly when it is marked (`filter` checks the same).
   */
  within?: Uint8Array;
}

function candidates(ds: DataSource, req: ParsedRequest): Candidates {
  const { probe, search, filter, residual } = req.plan;
  if (req.key) return { rows: keyRows(ds, req), filter, via: 'key' };
  const probed = probe ? probeRows(ds, req.resource, probe) : undefined;
  if (probed && (probed.length <= PROBE_SMALL_ENOUGH || !search))
    return { rows: probed, filter: residual, via: 'probe' };
  // Text-index candidates ignore the probe, and unless exact may include rows failing the search term.
  const found = search ? searchRows(ds, req.resource, search) : undefined;
  if (found && (!probed || found.rows.length < probed.length)) {
    if (found.exact && probed && req.plan.probeAndSearchOnly) {
      const within = candidateMarks(probed);
      return { rows: found.rows, ids: found.ids, within, filter: (r) => within[r.id] === 1, via: 'search' };
    }
    return { rows: found.rows, ids: found.ids, filter: found.exact ? req.plan.searchResidual : filter, via: 'search' };
  }
  return probed ? { rows: probed, filter: residual, via: 'probe' } : { rows: ds.all(req.resource), filter, via: 'all' };
}

/** Candidates at least this many are paged by walking the sorted order with them marked, rather than sorted. */
const WALK_MIN_CANDIDATES = 1024;

/**
 * Marks by id of the rows of a candidate list, kept while the list is unchanged: index lists only
 * grow in place or are replaced (store/table.ts Bucket) and text-index answers are never changed,
 * so the same list at the same length holds the same rows. A page and its count, and the pages of
 * one fleet, share them.
 */
const marksOf = new WeakMap<readonly Row[], { length: number; marks: Uint8Array }>();

function candidateMarks(rows: readonly Row[], ids?: Int32Array): Uint8Array {
  const hit = marksOf.get(rows);
  if (hit && hit.length === rows.length) return hit.marks;
  let marks: Uint8Array;
  if (ids) {
    // In id order: the last id is the largest, and no row object is loaded.
    marks = new Uint8Array((ids.at(-1) ?? 0) + 1);
    for (const id of ids) marks[id] = 1;
  } else {
    let maxId = 0;
    for (const r of rows) if (r.id > maxId) maxId = r.id;
    marks = new Uint8Array(maxId + 1);
    for (const r of rows) marks[r.id] = 1;
  }
  marksOf.set(rows, { length: rows.length, marks });
  return marks;
}

/** How many of `ids` are marked in `within`. */
function countMarked(ids: Int32Array, within: Uint8Array): number {
  let n = 0;
  for (const id of ids) if (within[id] === 1) n++;
  return n;
}

/**
 * One page in `$orderby` order by walking the DataSource's sorted order for the plan's field, or
 * undefined when that does not pay: no walkable order, no such order in the DataSource, or
 * candidates few enough to sort. A walked row must be a candidate (narrowed candidates are marked by
 * id, and the walk tests the mark before loading the row); then the filter still to apply runs.
 */
function walkPage(
  ds: DataSource,
  req: ParsedRequest,
  c: Candidates,
  env: EvalEnv,
  checkRead: boolean,
): Row[] | undefined {
  const { walk, res } = req.plan;
  if (!walk || c.via === 'key' || !ds.sortedBy) return undefined;
  const table = ds.all(req.resource);
  const enough = c.via === 'all' ? true : c.rows.length >= Math.min(WALK_MIN_CANDIDATES, table.length * WALK_MIN_SHARE);
  if (!enough) return undefined;
  const sorted = ds.sortedBy(req.resource, walk.field);
  if (!sorted) return undefined;
  const name = res.name;
  const { filter } = c;
  const accept = (r: Row) => (!checkRead || env.canRead(name, r)) && (!filter || filter(r, env));
  if (c.via === 'all') return walkSorted(sorted, walk.desc, req.plan.skip, req.plan.top, accept);
  const marks = candidateMarks(c.rows, c.ids);
  const within = c.within;
  const isCandidate = within ? (id: number) => marks[id] === 1 && within[id] === 1 : (id: number) => marks[id] === 1;
  return walkSorted(sorted, walk.desc, req.plan.skip, req.plan.top, accept, isCandidate);
}

/**
 * Visible rows of `rows` that pass the plan's filter, ordered and paged. With no `$orderby` the
 * scan stops as soon as the page is full. `checkRead` false: every row passing `filter` is known
 * to be visible.
 */
export function pageRows(
  plan: QueryPlan,
  rows: readonly Row[],
  env: EvalEnv,
  paged = true,
  filter = plan.filter,
  checkRead = true,
): Row[] {
  const { order } = plan;
  const name = plan.res.name;
  const skip = paged ? plan.skip : 0;
  const top = paged ? plan.top : undefined;
  const accept = (r: Row) => (!checkRead || env.canRead(name, r)) && (!filter || filter(r, env));
  if (order && paged) return sortPage(rows, order, env, skip, top, accept);
  const stopAt = top === undefined ? Infinity : skip + top;
  const kept: Row[] = [];
  for (const r of rows) {
    if (kept.length >= stopAt) break;
    if (accept(r)) kept.push(r);
  }
  if (skip === 0 && (top === undefined || kept.length <= top)) return kept;
  return kept.slice(skip, top === undefined ? undefined : skip + top);
}

const expansionRows = (plan: QueryPlan, rows: readonly Row[], env: EvalEnv): Row[] => {
  // Related rows already passed CanRead when navigated; pageRows re-checks it cheaply.
  return pageRows(plan, rows, env);
};

/** How many of `rows` are visible and pass `filter` (no list is built: counts run over whole fleets). */
function countVisible(
  resource: string,
  rows: readonly Row[],
  env: EvalEnv,
  filter: Predicate | undefined,
  checkRead: boolean,
): number {
  if (!checkRead && !filter) return rows.length;
  let n = 0;
  for (const row of rows) if ((!checkRead || env.canRead(resource, row)) && (!filter || filter(row, env))) n++;
  return n;
}

/**
 * Whether top-level rows need CanRead row by row: not when the filter has a top-level term
 * `field eq value` (the index probe) and the caller can read every row holding that value — every
 * row the filter keeps then is visible (e.g. the devices of a fleet the caller has a role in).
 */
function readCheckNeeded(req: ParsedRequest, canRead: CanRead): boolean {
  const { probe } = req.plan;
  if (req.key || !probe || probe.values.length !== 1 || !canRead.everyWith) return true;
  return !canRead.everyWith(req.resource, probe.field, probe.values[0]);
}

/** What a read depended on beyond the data: set when `now()` was evaluated (read caches key on it). */
export interface ReadUsage {
  /** The clock value `now()` read, or undefined when the answer does not depend on the clock. */
  now?: number;
  /** Given by the caller: the origin stored files' hrefs are resolved against (SerialiseOptions). */
  fileOrigin?: string;
}

/** An EvalEnv that records in `usage` whether (and at which instant) the query read the clock. */
function trackedEnv(ds: DataSource, canRead: CanRead, now: number, usage: ReadUsage | undefined): EvalEnv {
  if (!usage) return { ds, canRead, now, vars: [] };
  return {
    ds,
    canRead,
    get now() {
      usage.now = now;
      return now;
    },
    vars: [],
  };
}

/**
 * A GET whose rows are chosen but not yet serialised: `count` for `/$count`, else the page's rows
 * and `serialise`, which turns one of them into its wire object (expansions and the read budget
 * included). Serialising the rows in order gives the `d` of `runQuery`; a caller may spread that
 * work over several turns of the event loop (a plain read of a whole large fleet).
 */
export type PreparedRead =
  { count: number } | { rows: readonly Row[]; serialise: (row: Row) => Record<string, unknown> };

/** True when an expansion holds an expansion of its own (the only way a read's rows can multiply). */
function nestsExpansions(plan: QueryPlan): boolean {
  return plan.output.some((item) => item.kind === 'expand' && item.plan.output.some((i) => i.kind === 'expand'));
}

/**
 * Counts the rows the plan's expansions of `rows` give, level by level, into `budget` (which throws
 * 400 once they pass its row limit): at most the limit's worth of rows is visited, and none is
 * serialised.
 */
function countExpansions(plan: QueryPlan, rows: readonly Row[], env: EvalEnv, budget: ReadBudget, taken = 0): void {
  if (taken) budget.take(taken);
  for (const item of plan.output) {
    if (item.kind !== 'expand') continue;
    const nested = item.plan.output.some((i) => i.kind === 'expand');
    for (const row of rows) {
      const kept = expansionRows(item.plan, item.rows(row, env), env);
      budget.take(kept.length);
      if (nested && kept.length) countExpansions(item.plan, kept, env, budget);
    }
  }
}

/** Chooses the answer's rows (filter, visibility, order, page); `usage` learns whether `now()` was read. */
export function prepareQuery(
  ds: DataSource,
  req: ParsedRequest,
  canRead: CanRead,
  now: number,
  opts: Omit<SerialiseOptions, 'metadataFull'>,
  usage?: ReadUsage,
): PreparedRead {
  if (req.action !== undefined) throw invalid(`Unsupported path segment '${req.action}' after '${req.resource}'`);
  const env = trackedEnv(ds, canRead, now, usage);
  const c = candidates(ds, req);
  const checkRead = readCheckNeeded(req, canRead);
  if (req.count) {
    if (c.ids && c.within && !checkRead) return { count: countMarked(c.ids, c.within) };
    return { count: countVisible(req.resource, c.rows, env, c.filter, checkRead) };
  }
  checkExpandDepth(req.plan);
  const limits = budgetFor(linearBound(req.plan, (resource) => ds.size?.(resource) ?? ds.all(resource).length));
  const budget = new ReadBudget(limits.rows, limits.bytes);
  const rows = walkPage(ds, req, c, env, checkRead) ?? pageRows(req.plan, c.rows, env, true, c.filter, checkRead);
  budget.take(rows.length);
  // Expansions nested in expansions may multiply: their rows are counted first, without building a
  // single wire object, so a read over budget is refused before any of it is materialised.
  if (nestsExpansions(req.plan))
    countExpansions(req.plan, rows, env, new ReadBudget(limits.rows, limits.bytes), rows.length);
  const sopts: SerialiseOptions = { ...opts, metadataFull: req.metadataFull, budget, fileOrigin: usage?.fileOrigin };
  const page: RowsOf = (plan, related, e) => {
    const kept = expansionRows(plan, related, e);
    budget.take(kept.length);
    return kept;
  };
  return { rows, serialise: (r) => serialiseRow(req.plan, r, env, sopts, page) };
}

/** The GET answer: `{d: [...]}` or, for `/$count`, `{d: n}`. `usage` learns whether `now()` was read. */
export function runQuery(
  ds: DataSource,
  req: ParsedRequest,
  canRead: CanRead,
  now: number,
  opts: Omit<SerialiseOptions, 'metadataFull'>,
  usage?: ReadUsage,
): { d: unknown } {
  const prepared = prepareQuery(ds, req, canRead, now, opts, usage);
  if ('count' in prepared) return { d: prepared.count };
  return { d: prepared.rows.map(prepared.serialise) };
}

/** Ids of the visible rows a key and/or `$filter` address (PATCH/DELETE/canAccess; no paging). */
export function matchingIds(ds: DataSource, req: ParsedRequest, canRead: CanRead, now: number): number[] {
  const env: EvalEnv = { ds, canRead, now, vars: [] };
  const c = candidates(ds, req);
  return pageRows(req.plan, c.rows, env, false, c.filter).map((r) => r.id);
}
