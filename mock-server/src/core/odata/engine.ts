/**
 * The OData engine of the mock (api-ground-truth §2, §7): parse with the vendor's
 * grammar, compile to closures, cache by raw URL, execute over any DataSource with the caller's
 * CanRead. Framework-free; the resource handlers call it for GET, `/$count`, and to find the rows a
 * PATCH/DELETE by key or `$filter` addresses. Every failure is an ODataError (400 or 401).
 */
import type { CanRead, DataSource } from '../model/data-source.ts';
import type { ModelDef } from '../model/types.ts';
import { invalid, isODataError } from './errors.ts';
import { matchingIds, pageRows, prepareQuery, runQuery, type PreparedRead, type ReadUsage } from './execute.ts';
import { LruCache } from './lru.ts';
import { parseRequest, type ParsedRequest } from './parse-url.ts';
import { compilePlan } from './plan.ts';
import { indexModel } from './schema.ts';
import { serialiseRow } from './serialise.ts';
import type { ParsedTree } from './shape.ts';
import { rootCtx } from './filter/compile.ts';
import type { EvalEnv } from './values.ts';

/** Parsed-and-compiled queries kept per engine (a parse costs ~0.6 ms). */
export const PARSE_CACHE_SIZE = 5000;
/** Grammar trees kept per query shape (shape.ts): a few shapes per screen of the dashboard. */
const SHAPE_CACHE_SIZE = 500;
/** The OData root written into metadata URIs by default. */
const DEFAULT_ROOT = 'v7';

export interface ODataEngineOptions {
  model: ModelDef;
  /** Clock for `now()` in filters (epoch ms). Defaults to Date.now. */
  now?: () => number;
  cacheSize?: number;
  /** Root used in `$format=json;metadata=full` URIs. */
  root?: string;
}

export interface ODataEngine {
  /** Canonical name for a resource name or synonym, or undefined. */
  resolveResource(name: string): string | undefined;
  /**
   * Parses `/<resource>…?query` (path after the OData root). `received` is the URL quoted in
   * `Malformed url: '…'` (defaults to the input). Cached by URL.
   */
  parseRequest(pathAndQuery: string, received?: string): ParsedRequest;
  /** GET: `{d:[…]}` or `{d:n}` for `/$count`; `usage.now` is set when the answer depends on `now()`. */
  query(ds: DataSource, parsed: ParsedRequest, canRead: CanRead, usage?: ReadUsage): { d: unknown };
  /**
   * GET with the rows chosen but not serialised (execute.ts `prepareQuery`). Errors of the choice
   * are thrown here; `serialise` may still throw the read budget's 400 (an ODataError).
   */
  prepare(ds: DataSource, parsed: ParsedRequest, canRead: CanRead, usage?: ReadUsage): PreparedRead;
  /** Ids of the visible rows addressed by key and/or `$filter` (for PATCH/DELETE). */
  matchIds(ds: DataSource, parsed: ParsedRequest, canRead: CanRead): number[];
  /** One row with the default `$select` (as POST re-reads it), or undefined when missing/invisible. */
  readById(
    ds: DataSource,
    resource: string,
    id: number,
    canRead: CanRead,
    fileOrigin?: string,
  ): Record<string, unknown> | undefined;
}

/** Wraps anything unexpected as a 400 so nothing but ODataError leaves the engine. */
function guard<T>(fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (isODataError(err)) throw err;
    throw invalid(`Invalid query: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** Creates an engine for one model. */
export function createODataEngine(options: ODataEngineOptions): ODataEngine {
  const index = indexModel(options.model);
  const now = options.now ?? Date.now;
  const root = options.root ?? DEFAULT_ROOT;
  const cache = new LruCache<string, ParsedRequest>(options.cacheSize ?? PARSE_CACHE_SIZE);
  const shapes = new LruCache<string, ParsedTree>(SHAPE_CACHE_SIZE);
  const defaults = new Map<string, ReturnType<typeof compilePlan>>();
  return {
    resolveResource: (name) => index.find(name)?.name,
    parseRequest(url, received = url) {
      const hit = cache.get(url);
      if (hit) return hit;
      const parsed = guard(() => parseRequest(index, url, received, shapes));
      cache.set(url, parsed);
      return parsed;
    },
    query: (ds, parsed, canRead, usage) => guard(() => runQuery(ds, parsed, canRead, now(), { root }, usage)),
    prepare(ds, parsed, canRead, usage) {
      const prepared = guard(() => prepareQuery(ds, parsed, canRead, now(), { root }, usage));
      if ('count' in prepared) return prepared;
      return { rows: prepared.rows, serialise: (row) => guard(() => prepared.serialise(row)) };
    },
    matchIds: (ds, parsed, canRead) => guard(() => matchingIds(ds, parsed, canRead, now())),
    readById(ds, resource, id, canRead, fileOrigin) {
      return guard(() => {
        const res = index.resource(resource);
        let plan = defaults.get(res.name);
        if (!plan)
          defaults.set(
            res.name,
            (plan = compilePlan({}, rootCtx(index, res, { binds: [], aliases: {} }, { next: 0 }), false)),
          );
        const row = ds.get(res.name, id);
        if (!row || !canRead(res.name, row)) return undefined;
        const env: EvalEnv = { ds, canRead, now: now(), vars: [] };
        return serialiseRow(plan, row, env, { metadataFull: false, root, fileOrigin }, pageRows);
      });
    },
  };
}
