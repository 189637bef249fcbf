/**
 * Index use for the common filter shapes: a top-level `and`-term of the form
 * `field eq literal` or `field in (…)` on `id`, a foreign key, an alternate key or an indexed
 * field narrows the candidate rows through `DataSource.get`/`find` before the compiled predicate
 * (which still checks every term) runs. `belongs_to__application eq 3` over 10,000 devices
 * therefore touches only that fleet's devices.
 */
import type { DataSource, Row } from '../model/data-source.ts';
import { isBindRef, isPath, type FilterNode } from './ast.ts';
import type { CompileCtx } from './compiled.ts';
import { resolveBind, type Kind, type Literal } from './literals.ts';
import { kindOfField } from './values.ts';

export interface IndexProbe {
  field: string;
  values: readonly unknown[];
  /** Lower is better: id, then alternate keys, then foreign keys / indexed fields. */
  rank: number;
  /** The other top-level `and` terms: the probe's rows already satisfy its own term. */
  rest: FilterNode[];
}

function rankOf(ctx: CompileCtx, field: string): number | undefined {
  const def = ctx.res.def;
  const f = ctx.res.fields.get(field);
  if (!f || f.computed) return undefined;
  if (field === 'id') return 0;
  if (def.alternateKeys.includes(field)) return 1;
  if (f.type === 'ForeignKey' || def.indexed?.includes(field)) return 2;
  return undefined;
}

function literalValues(node: FilterNode, ctx: CompileCtx, kind: Kind): unknown[] | undefined {
  if (!isBindRef(node)) return undefined;
  const lit = resolveBind(node.bind, ctx.table);
  const items: Literal[] = Array.isArray(lit.value) ? (lit.value as Literal[]) : [lit];
  if (items.some((it) => it.kind !== kind)) return undefined;
  return items.map((it) => it.value);
}

function probeOf(term: FilterNode, ctx: CompileCtx): IndexProbe | undefined {
  if (!Array.isArray(term) || term.length !== 3) return undefined;
  const [op, a, b] = term as [string, FilterNode, FilterNode];
  if (op !== 'eq' && op !== 'eqany') return undefined;
  const [path, lit] = isPath(a) ? [a, b] : op === 'eq' && isPath(b) ? [b, a] : [undefined, undefined];
  if (!path || path.property || path.lambda || path.count || ctx.scope.has(path.name)) return undefined;
  const rank = rankOf(ctx, path.name);
  if (rank === undefined) return undefined;
  const kind = kindOfField(ctx.res.fields.get(path.name)!);
  if (kind !== 'number' && kind !== 'text' && kind !== 'boolean') return undefined;
  const values = literalValues(lit, ctx, kind);
  if (!values || (op === 'eq' && values.length !== 1)) return undefined;
  return { field: path.name, values, rank, rest: [] };
}

/** The best index probe among the top-level `and` terms of a filter, if any. */
export function findIndexProbe(filter: FilterNode, ctx: CompileCtx): IndexProbe | undefined {
  const terms = Array.isArray(filter) && filter[0] === 'and' ? (filter.slice(1) as FilterNode[]) : [filter];
  let best: IndexProbe | undefined;
  let at = -1;
  terms.forEach((t, i) => {
    const p = probeOf(t, ctx);
    if (p && (!best || p.rank < best.rank)) [best, at] = [p, i];
  });
  if (best) best.rest = terms.filter((_, i) => i !== at);
  return best;
}

/** Candidate rows for a probe, in id order: exactly the rows whose field equals one of the values. */
export function probeRows(ds: DataSource, resource: string, probe: IndexProbe): readonly Row[] {
  if (probe.field === 'id') {
    const out: Row[] = [];
    for (const v of new Set(probe.values)) {
      const r = Number.isSafeInteger(v) ? ds.get(resource, v as number) : undefined;
      if (r) out.push(r);
    }
    return out.length > 1 ? out.sort((x, y) => x.id - y.id) : out;
  }
  if (probe.values.length === 1) return inIdOrder(ds.find(resource, probe.field, probe.values[0]));
  const byId = new Map<number, Row>();
  for (const v of new Set(probe.values)) for (const r of ds.find(resource, probe.field, v)) byId.set(r.id, r);
  return [...byId.values()].sort((x, y) => x.id - y.id);
}

/**
 * Lists found in id order, with their length then: a DataSource's index list only grows in place
 * (appends, or an out-of-order append followed by an in-place sort), so the same list at the same
 * length is still in id order and a fleet of 100,000 devices is not re-checked on every read.
 */
const checked = new WeakMap<readonly Row[], number>();

function inIdOrder(rows: readonly Row[]): readonly Row[] {
  if (checked.get(rows) === rows.length) return rows;
  let previous = -Infinity;
  for (const row of rows) {
    if (previous > row.id) return [...rows].sort((x, y) => x.id - y.id);
    previous = row.id;
  }
  checked.set(rows, rows.length);
  return rows;
}
