/**
 * The read budget: every GET through the engine may nest `$expand` at most MAX_EXPAND_DEPTH levels,
 * and materialise and serialise no more than a read that does not multiply could. A read over
 * budget stops where it crosses the line with 400 naming the limit, so a self-referencing expand
 * chain (fleet → devices → fleet → devices …, which multiplies by the fleet size at each level) can
 * neither stall the event loop nor run the process out of memory, while a whole large fleet with
 * its fleet and device type expanded (the vendor CLI's `device list --fleet`) is still answered.
 *
 * The row limit is the larger of MAX_READ_ROWS and the plan's linear bound: each node of the plan
 * (the top level and every expansion) may give as many rows as its table holds, or as many as its
 * parent node may give (a to-one expansion repeats per parent row), whichever is more. Reads that
 * do not multiply stay within that sum; a chain that comes back to a large table crosses it. The
 * byte limit is the larger of MAX_ANSWER_BYTES and BYTES_PER_ROW per row of that bound. The limits
 * are documented in README ("Limits and safety") and in the contract's 400 answer.
 */
import { invalid } from './errors.ts';
import type { QueryPlan } from './plan.ts';

/** `$expand` nesting levels a read may use (the SDK and the dashboard use at most 3). */
export const MAX_EXPAND_DEPTH = 5;
/** Rows one read may always materialise, top-level rows and expanded rows together. */
export const MAX_READ_ROWS = 50_000;
/** Estimated JSON size one answer may always reach (bytes). */
export const MAX_ANSWER_BYTES = 32 * 1024 * 1024;
/** Answer bytes allowed per row of a read's linear bound, when that is over MAX_ANSWER_BYTES (a whole device row is about 1.6 kB). */
export const BYTES_PER_ROW = 2048;

export const depthMessage = (max: number): string => `$expand is nested too deeply: at most ${max} levels are allowed`;
export const rowsMessage = (max: number): string =>
  `The query materialises too many rows: at most ${max} rows (top level and expanded together) per request; narrow it with $filter, $top or $select`;
const bytesMessage = (max: number): string =>
  `The answer would be too large: at most ${max} bytes per request; narrow it with $filter, $top or $select`;

/**
 * The rows a read of `plan` gives at most when it does not multiply (see above); `tableSize` gives
 * the number of stored rows of a resource.
 */
export function linearBound(plan: QueryPlan, tableSize: (resource: string) => number): number {
  let total = 0;
  const visit = (node: QueryPlan, parentBound: number): void => {
    const bound = Math.max(tableSize(node.res.name), parentBound);
    total += bound;
    for (const item of node.output) if (item.kind === 'expand') visit(item.plan, bound);
  };
  visit(plan, 0);
  return total;
}

/** The read budget of a plan whose linear bound is `bound`: its row and byte limits. */
export function budgetFor(bound: number): { rows: number; bytes: number } {
  return { rows: Math.max(MAX_READ_ROWS, bound), bytes: Math.max(MAX_ANSWER_BYTES, bound * BYTES_PER_ROW) };
}

/** Deepest `$expand` nesting of a plan (0 without expansions). */
function expandDepth(plan: QueryPlan): number {
  let deepest = 0;
  for (const item of plan.output) if (item.kind === 'expand') deepest = Math.max(deepest, 1 + expandDepth(item.plan));
  return deepest;
}

const depthChecked = new WeakSet<QueryPlan>();

/** Throws 400 when the plan nests `$expand` deeper than MAX_EXPAND_DEPTH (checked once per compiled plan). */
export function checkExpandDepth(plan: QueryPlan): void {
  if (depthChecked.has(plan)) return;
  if (expandDepth(plan) > MAX_EXPAND_DEPTH) throw invalid(depthMessage(MAX_EXPAND_DEPTH));
  depthChecked.add(plan);
}

/** JSON size estimate of one value of a serialised row (nested arrays are counted row by row). */
function valueBytes(v: unknown): number {
  switch (typeof v) {
    case 'string':
      return v.length + 2;
    case 'number':
      return 12;
    case 'boolean':
      return 5;
    default:
      return v === null ? 4 : Array.isArray(v) ? 2 : 16;
  }
}

/** Counts one read's rows and answer bytes; throws 400 as soon as either crosses its limit. */
export class ReadBudget {
  private rows = 0;
  private bytes = 0;
  constructor(
    private readonly maxRows = MAX_READ_ROWS,
    private readonly maxBytes = MAX_ANSWER_BYTES,
  ) {}

  /** Called before `n` rows are serialised. */
  take(n: number): void {
    this.rows += n;
    if (this.rows > this.maxRows) throw invalid(rowsMessage(this.maxRows));
  }

  /** Called with each serialised row (its expansions were counted when they were built). */
  row(out: Record<string, unknown>): void {
    let b = 2;
    for (const k in out) b += k.length + 4 + valueBytes(out[k]);
    this.bytes += b;
    if (this.bytes > this.maxBytes) throw invalid(bytesMessage(this.maxBytes));
  }
}
