/**
 * URL → ParsedRequest: parses `/<resource>[(key)][/$count|/<action>][?query]` with the vendor's
 * grammar (@balena/odata-parser), resolves the resource (canonical name or synonym), the key
 * (`(1)`, `(uuid='…')`, `(id=5)`, composite, `(@id)?@id=5`) and compiles every option into a
 * QueryPlan (api-ground-truth §2.1, §7). The parser decodes percent-escapes itself: inside string
 * literals every escape is decoded and `+` stays a plus; `%20`/`+` are spaces in the structure.
 */
import parser from '@balena/odata-parser';
import type { BindRef, QueryOptions, UrlTree } from './ast.ts';
import { invalid, malformedUrl } from './errors.ts';
import { rootCtx } from './filter/compile.ts';
import { resolveBind, type BindTable } from './literals.ts';
import { compilePlan, type QueryPlan } from './plan.ts';
import type { ModelIndex, ResourceInfo } from './schema.ts';
import { fillShape, shapeOf, type ParsedTree } from './shape.ts';
import type { LruCache } from './lru.ts';

/** Largest id a key may hold (PostgreSQL `integer`); beyond it the real server overflows (§7). */
const MAX_KEY_ID = 2_147_483_647;

export type KeyPart = { field: string; value: unknown };

export interface ParsedRequest {
  /** The URL as parsed (path and query). */
  url: string;
  /** Canonical resource name. */
  resource: string;
  /** The URL addresses rows by key. */
  hasKey: boolean;
  key?: readonly KeyPart[];
  /** `/$count`. */
  count: boolean;
  /** A path segment after the key, e.g. the bound action `canAccess`. */
  action?: string;
  /** Non-`$` query options passed through, e.g. `returnResource`. */
  custom: Readonly<Record<string, string>>;
  /** `$format=json;metadata=full`. */
  metadataFull: boolean;
  plan: QueryPlan;
}

/**
 * `$` may be written `%24` (api-ground-truth §2.1). The grammar accepts that in query option names
 * but not in the path (`/device/%24count`), so the path part is decoded for it; nothing else is
 * pre-decoded, so escapes inside string literals keep the grammar's own rules.
 */
function decodePathDollar(url: string): string {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  return path.includes('%24') ? path.replace(/%24/g, '$') + (q < 0 ? '' : url.slice(q)) : url;
}

function parseTree(url: string, received: string, shapes?: LruCache<string, ParsedTree>): ParsedTree {
  const shape = shapes && shapeOf(url);
  if (shapes && shape) {
    let parsed = shapes.get(shape.shape);
    if (!parsed) {
      try {
        parsed = parser.parse(decodePathDollar(shape.shape), {
          startRule: 'ProcessRule',
          rule: 'OData',
        }) as unknown as ParsedTree;
      } catch {
        parsed = undefined;
      }
      if (parsed) shapes.set(shape.shape, parsed);
    }
    const binds = parsed && fillShape(parsed, shape);
    if (parsed && binds) return { tree: parsed.tree, binds };
  }
  try {
    return parser.parse(decodePathDollar(url), { startRule: 'ProcessRule', rule: 'OData' }) as unknown as ParsedTree;
  } catch {
    throw malformedUrl(received);
  }
}

function keyValue(res: ResourceInfo, field: string, ref: BindRef, table: BindTable): unknown {
  const f = res.fields.get(field);
  if (!f) throw invalid(`Unknown key field '${field}' on resource '${res.name}'`);
  const lit = resolveBind(ref.bind, table);
  const numeric = f.type === 'Serial' || f.type === 'Integer' || f.type === 'ForeignKey' || f.type === 'Big Integer';
  if (numeric) {
    const v = lit.value;
    if (lit.kind !== 'number' || !Number.isInteger(v))
      throw invalid(`Key ${field} of resource '${res.name}' must be an integer, got ${JSON.stringify(v)}`);
    if (Math.abs(v as number) > MAX_KEY_ID) throw invalid(`Integer overflow in key: ${String(v)}`);
    return v;
  }
  if (lit.kind === 'date') throw invalid(`Key ${field} of resource '${res.name}' cannot be a date`);
  return lit.value;
}

function compileKey(res: ResourceInfo, key: UrlTree['key'], table: BindTable): KeyPart[] | undefined {
  if (key === undefined) return undefined;
  if ('bind' in key && (typeof key.bind === 'number' || typeof key.bind === 'string')) {
    return [{ field: 'id', value: keyValue(res, 'id', key as BindRef, table) }];
  }
  return Object.entries(key as Record<string, BindRef>).map(([field, ref]) => ({
    field,
    value: keyValue(res, field, ref, table),
  }));
}

function customOptions(options: QueryOptions): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(options))
    if (!k.startsWith('$') && !k.startsWith('@') && typeof v === 'string') out[k] = v;
  return out;
}

/**
 * Parses and compiles one request URL (`/device?$filter=…`). Throws ODataError only. With `shapes`,
 * the grammar's trees are kept per query shape (shape.ts) and reused for URLs that differ only in
 * text literals and paging.
 */
export function parseRequest(
  index: ModelIndex,
  url: string,
  received: string = url,
  shapes?: LruCache<string, ParsedTree>,
): ParsedRequest {
  const { tree, binds } = parseTree(url, received, shapes);
  const res = index.resource(typeof tree.resource === 'string' ? tree.resource : '');
  const options: QueryOptions = tree.options ?? {};
  const table: BindTable = { binds, aliases: options as Record<string, unknown> };
  const key = compileKey(res, tree.key, table);
  const format = options.$format;
  const plan = compilePlan(options, rootCtx(index, res, table, { next: 0 }), true);
  return {
    url,
    resource: res.name,
    hasKey: key !== undefined,
    key,
    count: tree.count === true,
    action: tree.property?.resource,
    custom: customOptions(options),
    metadataFull: typeof format === 'object' && format !== null && format.metadata === 'full',
    plan,
  };
}
