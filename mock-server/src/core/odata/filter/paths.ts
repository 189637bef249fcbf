/**
 * Property paths in $filter/$orderby (api-ground-truth §2.2, §2.3): fields, to-one and to-many
 * navigation paths (`belongs_to__application/app_name`), lambda variables, `any`/`all` (nested,
 * constant bodies), and `nav/$count` with an optional `$filter`.
 */
import type { Row } from '../../model/data-source.ts';
import type { PathNode } from '../ast.ts';
import { asBoolean, toPredicate, type CompileCtx, type Compiled } from '../compiled.ts';
import { invalid } from '../errors.ts';
import { navRows, toOne } from '../navigate.ts';
import { unknownField, unknownNav, type NavInfo, type ResourceInfo } from '../schema.ts';
import { fieldGetter, kindOfField, type EvalEnv } from '../values.ts';

/** Where a path currently points: one row (or none), or a set of rows after a to-many step. */
interface Cursor {
  res: ResourceInfo;
  one?: (row: Row, env: EvalEnv) => Row | undefined;
  many?: (row: Row, env: EvalEnv) => Row[];
}

function navOf(res: ResourceInfo, name: string): NavInfo {
  const nav = res.navs.get(name);
  if (nav) return nav;
  if (res.fields.has(name)) throw invalid(`'${name}' on resource '${res.name}' is not a navigation`);
  throw unknownNav(res, name);
}

function step(cur: Cursor, nav: NavInfo): Cursor {
  const next = navRows(nav);
  if (cur.one && nav.cardinality === 'one') {
    const prev = cur.one;
    const hop = toOne(nav);
    return {
      res: nav.target,
      one: (r, e) => {
        const p = prev(r, e);
        return p ? hop(p, e) : undefined;
      },
    };
  }
  const prevSet = setOf(cur);
  return { res: nav.target, many: (r, e) => prevSet(r, e).flatMap((p) => next(p, e)) };
}

function setOf(cur: Cursor): (row: Row, env: EvalEnv) => Row[] {
  if (cur.many) return cur.many;
  const one = cur.one as NonNullable<Cursor['one']>;
  return (r, e) => {
    const t = one(r, e);
    return t ? [t] : [];
  };
}

/** Evaluates `value` on the row(s) under the cursor: a scalar for one row, a list after a to-many step. */
function project(
  cur: Cursor,
  kind: Compiled['kind'],
  value: (row: Row, env: EvalEnv) => unknown,
  identity: boolean,
): Compiled {
  if (identity) return { kind, fn: value };
  if (cur.one) {
    const one = cur.one;
    return {
      kind,
      fn: (r, e) => {
        const t = one(r, e);
        return t ? value(t, e) : null;
      },
    };
  }
  const many = cur.many as NonNullable<Cursor['many']>;
  return { kind, multi: true, fn: (r, e) => many(r, e).map((t) => value(t, e)) };
}

function lambda(cur: Cursor, seg: PathNode, ctx: CompileCtx): Compiled {
  const l = seg.lambda as NonNullable<PathNode['lambda']>;
  const nav = navOf(cur.res, seg.name);
  const rows = setOf(step(cur, nav));
  const slot = ctx.slots.next++;
  const scope = new Map(ctx.scope).set(l.identifier, { slot, res: nav.target });
  const body = asBoolean(ctx.compile(l.expression, { ...ctx, scope }), `The body of ${l.method}()`).fn;
  const isAny = l.method === 'any';
  return {
    kind: 'boolean',
    fn: (r, e) => {
      for (const t of rows(r, e)) {
        e.vars[slot] = t;
        const v = body(r, e);
        if (isAny ? v === true : v === false) return isAny;
      }
      return !isAny;
    },
  };
}

function count(cur: Cursor, seg: PathNode, ctx: CompileCtx): Compiled {
  const nav = navOf(cur.res, seg.name);
  const rows = setOf(step(cur, nav));
  const filterNode = seg.options?.$filter;
  const unsupported = Object.keys(seg.options ?? {}).filter((k) => k !== '$filter');
  if (unsupported.length) throw invalid(`Only $filter is allowed in ${seg.name}/$count(...)`);
  if (filterNode === undefined) return { kind: 'number', fn: (r, e) => rows(r, e).length };
  const pred = toPredicate(ctx.compile(filterNode, { ...ctx, res: nav.target }));
  return {
    kind: 'number',
    fn: (r, e) => {
      let n = 0;
      for (const t of rows(r, e)) if (pred(t, e)) n++;
      return n;
    },
  };
}

/** Compiles a path node (field, navigation path, lambda, count) to a value getter. */
export function compilePath(node: PathNode, ctx: CompileCtx): Compiled {
  if (node.name.includes("'")) throw invalid(`Invalid literal: ${node.name}`);
  let cur: Cursor;
  let seg: PathNode = node;
  let identity = true;
  const v = ctx.scope.get(node.name);
  if (v) {
    if (!node.property) throw invalid(`Lambda variable '${node.name}' must be followed by a property`);
    cur = { res: v.res, one: (_r, e) => e.vars[v.slot] };
    seg = node.property;
    identity = false;
  } else {
    cur = { res: ctx.res, one: (r) => r };
  }
  for (;;) {
    if (seg.lambda) return identity ? lambda(cur, seg, ctx) : project(cur, 'boolean', lambdaOn(cur, seg, ctx), false);
    if (seg.count) return identity ? count(cur, seg, ctx) : project(cur, 'number', countOn(cur, seg, ctx), false);
    if (!seg.property) break;
    cur = step(cur, navOf(cur.res, seg.name));
    identity = false;
    seg = seg.property;
  }
  const field = cur.res.fields.get(seg.name);
  if (!field) {
    const nav = cur.res.navs.get(seg.name);
    if (nav)
      throw invalid(
        `Navigation '${seg.name}' on resource '${cur.res.name}' is not a value: use any(), all() or $count`,
      );
    throw unknownField(cur.res, seg.name);
  }
  return project(cur, kindOfField(field), fieldGetter(cur.res, field), identity);
}

/** A lambda/count evaluated relative to the row a cursor reached (e.g. `a/b/any(...)`). */
function lambdaOn(cur: Cursor, seg: PathNode, ctx: CompileCtx) {
  return lambda({ res: cur.res, one: (r) => r }, seg, ctx).fn;
}
function countOn(cur: Cursor, seg: PathNode, ctx: CompileCtx) {
  return count({ res: cur.res, one: (r) => r }, seg, ctx).fn;
}
