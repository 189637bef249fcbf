/**
 * Text-search narrowing for the dashboard's search box: a top-level `and` term made of
 * `contains(F, 'x')`, `contains(tolower(F), 'x')`, `substringof('x', F)`, `startswith(F, 'x')`
 * (also over `tolower(F)`), or an `or` of such terms, on stored text fields of the resource itself.
 * The DataSource's text index (`searchText`) returns the rows that may match each term; their union
 * is the candidate set, and the whole compiled filter still runs on every candidate, so the answer
 * is exactly the one a scan gives (the index only has to be a superset).
 */
import type { DataSource, Row, TextMatches } from '../model/data-source.ts';
import { isBindRef, isPath, type FilterNode } from './ast.ts';
import type { CompileCtx } from './compiled.ts';
import { resolveBind } from './literals.ts';

/** One searchable term: `field` (lower-cased when `lower`) contains `needle`, or starts with it. */
interface TextTerm {
  field: string;
  needle: string;
  lower: boolean;
  prefix: boolean;
}

/** Rows matching any of `terms` may match the filter; no other row can. */
export interface SearchProbe {
  terms: TextTerm[];
  /** The other top-level `and` terms (for candidates known to satisfy the search term). */
  rest: FilterNode[];
}

function textField(node: FilterNode, ctx: CompileCtx): { field: string; lower: boolean } | undefined {
  let lower = false;
  let target: FilterNode | undefined = node;
  if (Array.isArray(target) && target[0] === 'call') {
    const call = target[1] as unknown as { method: string; args: FilterNode[] };
    if (call.method !== 'tolower' || call.args.length !== 1) return undefined;
    lower = true;
    target = call.args[0];
  }
  if (!isPath(target) || target.property || target.lambda || target.count || ctx.scope.has(target.name))
    return undefined;
  const f = ctx.res.fields.get(target.name);
  if (!f || f.computed || f.hidden || (f.type !== 'Short Text' && f.type !== 'Text')) return undefined;
  return { field: f.name, lower };
}

function textLiteral(node: FilterNode, ctx: CompileCtx): string | undefined {
  if (!isBindRef(node)) return undefined;
  const lit = resolveBind(node.bind, ctx.table);
  return lit.kind === 'text' && typeof lit.value === 'string' && lit.value.length > 0 ? lit.value : undefined;
}

function termsOf(node: FilterNode, ctx: CompileCtx): TextTerm[] | undefined {
  if (!Array.isArray(node)) return undefined;
  if (node[0] === 'or') {
    const out: TextTerm[] = [];
    for (const part of node.slice(1) as FilterNode[]) {
      const terms = termsOf(part, ctx);
      if (!terms) return undefined;
      out.push(...terms);
    }
    return out;
  }
  if (node[0] !== 'call') return undefined;
  const call = node[1] as unknown as { method: string; args: FilterNode[] };
  if (call.args.length !== 2) return undefined;
  const [hayNode, needleNode] = call.method === 'substringof' ? [call.args[1], call.args[0]] : call.args;
  if (hayNode === undefined || needleNode === undefined) return undefined;
  if (call.method !== 'contains' && call.method !== 'substringof' && call.method !== 'startswith') return undefined;
  const hay = textField(hayNode, ctx);
  const needle = textLiteral(needleNode, ctx);
  if (!hay || needle === undefined) return undefined;
  return [{ field: hay.field, lower: hay.lower, needle, prefix: call.method === 'startswith' }];
}

/** The first top-level `and` term the text index can answer, if any. */
export function findSearchProbe(filter: FilterNode, ctx: CompileCtx): SearchProbe | undefined {
  const terms = Array.isArray(filter) && filter[0] === 'and' ? (filter.slice(1) as FilterNode[]) : [filter];
  for (const [i, term] of terms.entries()) {
    const found = termsOf(term, ctx);
    if (found) return { terms: found, rest: terms.filter((_, j) => j !== i) };
  }
  return undefined;
}

/**
 * Candidate rows in id order (with their ids when every term's answer has them), and whether each
 * is known to satisfy the search term (otherwise the caller checks it); undefined when the
 * DataSource has no text index for a term.
 */
export function searchRows(ds: DataSource, resource: string, probe: SearchProbe): TextMatches | undefined {
  if (!ds.searchText) return undefined;
  const parts: TextMatches[] = [];
  let exact = true;
  for (const t of probe.terms) {
    const found = ds.searchText(resource, t.field, t.needle, t.lower, t.prefix);
    if (!found) return undefined;
    parts.push(found);
    exact &&= found.exact;
  }
  const [first, ...others] = parts;
  if (first === undefined) return undefined;
  if (others.length === 0) return first;
  let out = first;
  for (const part of others) out = union(out, part);
  return { ...out, exact };
}

/** Union of two id-ordered answers, in id order, each row once (a merge on ids: a row has one id). */
function union(a: TextMatches, b: TextMatches): TextMatches {
  const ai = a.ids ?? Int32Array.from(a.rows, (r) => r.id);
  const bi = b.ids ?? Int32Array.from(b.rows, (r) => r.id);
  const rows: Row[] = [];
  const ids = new Int32Array(ai.length + bi.length);
  // Every index below is in range: i < ai.length and j < bi.length are tested, and each answer
  // has one id per row.
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < ai.length && j < bi.length) {
    const d = ai[i]! - bi[j]!;
    if (d <= 0) {
      ids[n++] = ai[i]!;
      rows.push(a.rows[i++]!);
      if (d === 0) j++;
    } else {
      ids[n++] = bi[j]!;
      rows.push(b.rows[j++]!);
    }
  }
  for (; i < ai.length; i++) {
    ids[n++] = ai[i]!;
    rows.push(a.rows[i]!);
  }
  for (; j < bi.length; j++) {
    ids[n++] = bi[j]!;
    rows.push(b.rows[j]!);
  }
  return { rows, ids: ids.slice(0, n), exact: a.exact && b.exact };
}
