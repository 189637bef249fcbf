/**
 * Compiles the query options of one resource level ($filter, $orderby, $top, $skip, $select,
 * $expand with nested options at any depth) into a QueryPlan (api-ground-truth §2.1, §2.3, §2.5).
 */
import type { FieldDef } from '../model/types.ts';
import { conjunction, isBindRef, type BindRef, type ExpandItem, type FilterNode, type QueryOptions } from './ast.ts';
import type { CompileCtx, Predicate } from './compiled.ts';
import { invalid } from './errors.ts';
import { compileFilter } from './filter/compile.ts';
import { resolveBind } from './literals.ts';
import { navRows, type ToMany } from './navigate.ts';
import { compileOrderBy, sortedWalkOf, type OrderKey, type SortedWalk } from './order.ts';
import { findIndexProbe, type IndexProbe } from './probe.ts';
import { findSearchProbe, type SearchProbe } from './search-probe.ts';
import { unknownField, unknownNav, type NavInfo, type ResourceInfo } from './schema.ts';
import { rawGetter, type Getter } from './values.ts';

/** One output property of a serialised row. */
export type OutputItem =
  | { kind: 'field'; name: string; get: Getter; file?: true }
  | { kind: 'fk'; name: string; target: string; field: string; get?: Getter }
  | { kind: 'expand'; name: string; nav: NavInfo; rows: ToMany; plan: QueryPlan }
  | { kind: 'count'; name: string; rows: ToMany; filter?: Predicate };

export interface QueryPlan {
  res: ResourceInfo;
  filter?: Predicate;
  probe?: IndexProbe;
  /** The filter without the probe's own term, for rows that came from the probe. */
  residual?: Predicate;
  /** A text-search term of the filter the DataSource's text index can narrow (top level only). */
  search?: SearchProbe;
  /** The filter without the search term, for rows the text index says satisfy it. */
  searchResidual?: Predicate;
  /** The filter is exactly the index probe's term and the search term (`fleet eq n and contains(…)`). */
  probeAndSearchOnly?: boolean;
  order?: OrderKey[];
  /** The `$orderby` as a walk over a DataSource's sorted order, when it has that form (top level only). */
  walk?: SortedWalk;
  top?: number;
  skip: number;
  output: OutputItem[];
}

function pagingValue(ref: BindRef | undefined, ctx: CompileCtx, name: string): number | undefined {
  if (ref === undefined) return undefined;
  if (!isBindRef(ref)) throw invalid(`${name} must be a non-negative integer`);
  const v = resolveBind(ref.bind, ctx.table).value;
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0)
    throw invalid(`${name} must be a non-negative integer`);
  return v;
}

function expandItem(item: ExpandItem, ctx: CompileCtx): OutputItem {
  const nav = ctx.res.navs.get(item.name);
  if (!nav)
    throw ctx.res.fields.has(item.name)
      ? invalid(`'${item.name}' on resource '${ctx.res.name}' cannot be expanded`)
      : unknownNav(ctx.res, item.name);
  if (item.property) throw invalid(`Expanding a path ('${item.name}/…') is not supported`);
  const rows = navRows(nav);
  const sub = { ...ctx, res: nav.target };
  if (item.count) {
    const extra = Object.keys(item.options ?? {}).filter((k) => k !== '$filter');
    if (extra.length) throw invalid(`Only $filter is allowed in ${item.name}/$count(...)`);
    const node = item.options?.$filter;
    return { kind: 'count', name: nav.name, rows, filter: node === undefined ? undefined : compileFilter(node, sub) };
  }
  return { kind: 'expand', name: nav.name, nav, rows, plan: compilePlan(item.options ?? {}, sub, false) };
}

function fieldItem(res: ResourceInfo, f: FieldDef): OutputItem {
  if (f.type === 'ForeignKey' && f.references)
    return f.computed
      ? { kind: 'fk', name: f.name, target: f.references, field: f.name, get: rawGetter(res, f) }
      : { kind: 'fk', name: f.name, target: f.references, field: f.name };
  return f.type === 'WebResource'
    ? { kind: 'field', name: f.name, get: rawGetter(res, f), file: true }
    : { kind: 'field', name: f.name, get: rawGetter(res, f) };
}

function outputItems(options: QueryOptions, ctx: CompileCtx): OutputItem[] {
  const { res } = ctx;
  const expands = new Map<string, OutputItem>();
  for (const item of options.$expand?.properties ?? []) expands.set(item.name, expandItem(item, ctx));
  const sel = options.$select;
  let names: readonly string[];
  if (sel === undefined || sel === '*') names = res.defaultSelect;
  else {
    names = sel.properties.map((p) => {
      if (p.property || p.count || p.lambda)
        throw invalid(`$select accepts field names only, got a path at '${p.name}'`);
      return p.name;
    });
  }
  const out: OutputItem[] = [];
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) continue;
    seen.add(name);
    const expanded = expands.get(name);
    if (expanded) out.push(expanded);
    else if (res.fields.has(name)) {
      const f = res.fields.get(name) as FieldDef;
      if (f.hidden) throw unknownField(res, name);
      out.push(fieldItem(res, f));
    } else if (res.navs.get(name)?.cardinality === 'one') {
      // An alias of a to-one FK (e.g. image_install.image for installs__image) reads like the FK (§2.1).
      const nav = res.navs.get(name) as NavInfo;
      out.push({ kind: 'fk', name, target: nav.target.name, field: nav.fk });
    } else if (res.navs.has(name))
      throw invalid(`Cannot select navigation '${name}' on resource '${res.name}' without expanding it`);
    else throw unknownField(res, name);
  }
  for (const [name, item] of expands) if (!seen.has(name)) out.push(item);
  return out;
}

/** Compiles one level of options. `top` marks the request's own resource (index probes apply there). */
export function compilePlan(options: QueryOptions, ctx: CompileCtx, top: boolean): QueryPlan {
  const filterNode = options.$filter as FilterNode | undefined;
  const plan: QueryPlan = {
    res: ctx.res,
    skip: pagingValue(options.$skip, ctx, '$skip') ?? 0,
    top: pagingValue(options.$top, ctx, '$top'),
    output: outputItems(options, ctx),
  };
  if (filterNode !== undefined) {
    plan.filter = compileFilter(filterNode, ctx);
    if (top) plan.probe = findIndexProbe(filterNode, ctx);
    if (top) plan.search = findSearchProbe(filterNode, ctx);
    const others = plan.search?.rest;
    if (others && others.length > 0) plan.searchResidual = compileFilter(conjunction(others), ctx);
    if (
      plan.probe &&
      plan.search &&
      plan.probe.rest.length === 1 &&
      plan.search.rest.length === 1 &&
      plan.probe.rest[0] !== plan.search.rest[0]
    )
      plan.probeAndSearchOnly = true;
    const rest = plan.probe?.rest;
    if (rest) plan.residual = rest.length === 0 ? undefined : compileFilter(conjunction(rest), ctx);
  }
  if (options.$orderby) {
    plan.order = compileOrderBy(options.$orderby.properties, ctx);
    if (top) plan.walk = sortedWalkOf(options.$orderby.properties, ctx);
  }
  return plan;
}
