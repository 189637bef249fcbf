/**
 * The read budget: every GET through the engine may nest `$expand` at most MAX_EXPAND_DEPTH levels,
 * materialise at most MAX_READ_ROWS rows (top level and every expansion together) and build an
 * answer of at most about MAX_ANSWER_BYTES of JSON. A read over budget stops where it crosses the
 * line with 400 naming the limit, so a self-referencing expand chain (fleet → devices → fleet →
 * devices …, which multiplies by the fleet size at each level) can neither stall the event loop
 * nor run the process out of memory. The limits are documented in README ("Read limits") and in
 * the contract's 400 answer.
 */
import { invalid } from './errors.ts';
import type { QueryPlan } from './plan.ts';

/** `$expand` nesting levels a read may use (the SDK and the dashboard use at most 3). */
export const MAX_EXPAND_DEPTH = 5;
/** Rows one read may materialise, top-level rows and expanded rows together. */
export const MAX_READ_ROWS = 50_000;
/** Estimated JSON size of one answer (bytes). */
export const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

export const depthMessage = (max: number): string => `$expand is nested too deeply: at most ${max} levels are allowed`;
export const rowsMessage = (max: number): string => `The query materialises too many rows: at most ${max} rows (top level and expanded together) per request; narrow it with $filter, $top or $select`;
export const bytesMessage = (max: number): string => `The answer would be too large: at most ${max} bytes per request; narrow it with $filter, $top or $select`;

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
