/**
 * A deliberately small ResourceEngine over @balena/odata-parser, used only until the real OData
 * engine (core/odata) is wired in by engine-adapter.ts. It supports keys (numeric, named, composite,
 * `@id`), `$filter` with comparisons/and/or/not/in on local fields, `$select`, `$orderby`, `$top`,
 * `$skip` and `/$count`; anything else is a 400. Serialisation follows api-ground-truth §2.5.
 */
import parser from '@balena/odata-parser';
import type { CanRead, DataSource, Row } from '../../model/data-source.ts';
import type { ModelDef, ResourceDef } from '../../model/types.ts';
import type { ParsedResourceUrl, ResourceEngine, StatusError } from './port.ts';

type Bind = [string, unknown];
interface Tree {
  resource: string;
  key?: Record<string, { bind: number | string }> | { bind: number | string };
  count?: boolean;
  property?: { resource: string; count?: boolean };
  options?: Record<string, unknown>;
}

const fail = (status: number, message: string): StatusError => ({ status, message });

function parse(path: string, rawQuery: string): { tree: Tree; binds: Bind[] } {
  try {
    return parser.parse(rawQuery ? `${path}?${rawQuery}` : path) as unknown as { tree: Tree; binds: Bind[] };
  } catch {
    throw fail(400, 'Malformed url');
  }
}

function defOf(model: ModelDef, name: string): ResourceDef {
  const def = model.resources.find((r) => r.name === name || r.synonyms.includes(name));
  if (!def) throw fail(401, '');
  return def;
}

function bindValue(binds: Bind[], options: Record<string, unknown> | undefined, ref: { bind: number | string }): unknown {
  const b = typeof ref.bind === 'number' ? binds[ref.bind] : (options?.[ref.bind] as Bind | undefined);
  if (!b) throw fail(400, 'Malformed url');
  if (b[0] === 'List') return (b[1] as Bind[]).map((x) => x[1]);
  if (b[1] instanceof Date) return b[1].toISOString();
  return b[1];
}

type Expr = unknown[] | { name?: string; bind?: number | string } | null;

function evaluate(expr: Expr, row: Row, ds: DataSource, def: ResourceDef, binds: Bind[], options: Record<string, unknown> | undefined): unknown {
  if (expr === null) return null;
  if (!Array.isArray(expr)) {
    if (expr.bind !== undefined) return bindValue(binds, options, { bind: expr.bind });
    if (expr.name !== undefined) {
      if (!def.fields.some((f) => f.name === expr.name)) throw fail(400, `Unknown field ${expr.name}`);
      return ds.value(def.name, row, expr.name);
    }
    throw fail(400, 'Unsupported expression');
  }
  const [op, a, b] = expr as [string, Expr, Expr];
  const ev = (e: Expr): unknown => evaluate(e, row, ds, def, binds, options);
  switch (op) {
    case 'and':
      return (expr.slice(1) as Expr[]).every((e) => ev(e) === true);
    case 'or':
      return (expr.slice(1) as Expr[]).some((e) => ev(e) === true);
    case 'not':
      return ev(a) !== true;
    case 'eq':
      return (ev(a) ?? null) === (ev(b) ?? null);
    case 'ne':
      return (ev(a) ?? null) !== (ev(b) ?? null);
    case 'eqany': {
      const list = ev(b);
      return Array.isArray(list) && list.includes(ev(a));
    }
    case 'gt':
    case 'ge':
    case 'lt':
    case 'le': {
      const x = ev(a) as number | string | null;
      const y = ev(b) as number | string | null;
      if (x === null || y === null) return false;
      return op === 'gt' ? x > y : op === 'ge' ? x >= y : op === 'lt' ? x < y : x <= y;
    }
    default:
      throw fail(400, `Unsupported operator ${op}`);
  }
}

function keyFilter(tree: Tree, binds: Bind[]): ((row: Row) => boolean) | undefined {
  if (!tree.key) return undefined;
  const key = tree.key as Record<string, { bind: number | string }>;
  const entries: [string, unknown][] =
    'bind' in key && typeof (key as { bind: unknown }).bind !== 'object'
      ? [['id', bindValue(binds, tree.options, key as unknown as { bind: number | string })]]
      : Object.entries(key).map(([k, ref]) => [k, bindValue(binds, tree.options, ref)]);
  return (row) => entries.every(([k, v]) => row[k] === v);
}

function serialise(ds: DataSource, def: ResourceDef, row: Row, select: string[] | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of def.fields) {
    if (f.hidden || (select && !select.includes(f.name))) continue;
    const v = ds.value(def.name, row, f.name);
    out[f.name] = f.type === 'ForeignKey' ? (typeof v === 'number' ? { __id: v } : null) : (v ?? null);
  }
  return out;
}

function rowsOf(ds: DataSource, def: ResourceDef, tree: Tree, binds: Bind[], canRead: CanRead): Row[] {
  const key = keyFilter(tree, binds);
  const filter = tree.options?.$filter as Expr | undefined;
  let rows = key && tree.key && 'bind' in tree.key ? [ds.get(def.name, Number(bindValue(binds, tree.options, tree.key as { bind: number | string })))].filter((r): r is Row => !!r) : [...ds.all(def.name)];
  if (key) rows = rows.filter(key);
  if (filter !== undefined) rows = rows.filter((r) => evaluate(filter, r, ds, def, binds, tree.options) === true);
  return rows.filter((r) => canRead(def.name, r));
}

/** Creates the fallback engine for a model. */
export function createFallbackEngine(model: ModelDef): ResourceEngine {
  return {
    parse(path, rawQuery): ParsedResourceUrl {
      const { tree } = parse(path, rawQuery);
      const def = defOf(model, tree.resource);
      const action = tree.property && !tree.property.count ? tree.property.resource : undefined;
      return { resource: def.name, hasKey: tree.key !== undefined, count: tree.count === true || tree.property?.count === true, action };
    },
    read(ds, path, rawQuery, canRead) {
      const { tree, binds } = parse(path, rawQuery);
      const def = defOf(model, tree.resource);
      if (tree.options?.$expand) throw fail(400, 'Unsupported $expand');
      let rows = rowsOf(ds, def, tree, binds, canRead);
      if (tree.count) return { d: rows.length };
      const order = (tree.options?.$orderby as { properties: { name: string; order: string }[] } | undefined)?.properties ?? [];
      if (order.length) {
        rows = rows.sort((x, y) => {
          for (const o of order) {
            const a = ds.value(def.name, x, o.name) as string | number;
            const b = ds.value(def.name, y, o.name) as string | number;
            if (a !== b) return (a < b ? -1 : 1) * (o.order === 'asc' ? 1 : -1);
          }
          return 0;
        });
      }
      const skip = tree.options?.$skip ? Number(bindValue(binds, tree.options, tree.options.$skip as { bind: number })) : 0;
      const top = tree.options?.$top ? Number(bindValue(binds, tree.options, tree.options.$top as { bind: number })) : Infinity;
      rows = rows.slice(skip, skip + top);
      const select = (tree.options?.$select as { properties?: { name: string }[] } | undefined)?.properties?.map((p) => p.name);
      return { d: rows.map((r) => serialise(ds, def, r, select)) };
    },
    matchIds(ds, path, rawQuery, canRead) {
      const { tree, binds } = parse(path, rawQuery);
      return rowsOf(ds, defOf(model, tree.resource), tree, binds, canRead).map((r) => r.id);
    },
    readById(ds, resource, id, canRead) {
      const def = defOf(model, resource);
      const row = ds.get(def.name, id);
      return row && canRead(def.name, row) ? serialise(ds, def, row, undefined) : undefined;
    },
  };
}
