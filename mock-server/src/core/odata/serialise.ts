/**
 * Row → wire object (api-ground-truth §1.3, §2.5): an unexpanded FK is `{"__id":n}` or null; an
 * expanded navigation is always an array (`[]` when unset or invisible); an expanded `/$count` is
 * a number. `$format=json;metadata=full` adds `__metadata.uri` to rows and `__deferred.uri` to FKs.
 */
import type { Row } from '../model/data-source.ts';
import type { OutputItem, QueryPlan } from './plan.ts';
import type { EvalEnv } from './values.ts';

export interface SerialiseOptions {
  metadataFull: boolean;
  /** OData root used in metadata URIs, e.g. `v7` (UNCONFIRMED which root the cloud writes). */
  root: string;
  /** The read's budget (budget.ts): told of every serialised row. */
  budget?: { row(out: Record<string, unknown>): void };
  /**
   * Origin (`http://host:port`) that a stored file's path-only `href` is resolved against, so a
   * WebResource answers an absolute URL a client can fetch, as the cloud's object-store URLs are.
   */
  fileOrigin?: string;
}

/** A WebResource whose `href` is a path on the mock, with the href made absolute at `origin`. */
function absoluteFile(value: unknown, origin: string | undefined): unknown {
  if (!origin || value === null || typeof value !== 'object') return value;
  const href = (value as { href?: unknown }).href;
  if (typeof href !== 'string' || !href.startsWith('/') || href.startsWith('//')) return value;
  return { ...value, href: `${origin}${href}` };
}

/** `/<root>/<resource>(@id)?@id=<id>`, the form pinejs uses for resource URIs. */
const resourceUri = (root: string, resource: string, id: unknown): string =>
  `/${root}/${resource}(@id)?@id=${String(id)}`;

function wireValue(v: unknown): unknown {
  if (v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  return v;
}

export type RowsOf = (plan: QueryPlan, rows: readonly Row[], env: EvalEnv) => Row[];

/** Serialises one row according to the plan's output items; `page` runs nested expansions. */
export function serialiseRow(
  plan: QueryPlan,
  row: Row,
  env: EvalEnv,
  opts: SerialiseOptions,
  page: RowsOf,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (opts.metadataFull) out.__metadata = { uri: resourceUri(opts.root, plan.res.name, row.id) };
  for (const item of plan.output) out[item.name] = itemValue(item, row, env, opts, page);
  opts.budget?.row(out);
  return out;
}

function itemValue(item: OutputItem, row: Row, env: EvalEnv, opts: SerialiseOptions, page: RowsOf): unknown {
  switch (item.kind) {
    case 'field':
      return item.file ? absoluteFile(wireValue(item.get(row, env)), opts.fileOrigin) : wireValue(item.get(row, env));
    case 'fk': {
      const id = item.get ? item.get(row, env) : row[item.field];
      if (id === null || id === undefined) return null;
      return opts.metadataFull
        ? { __id: id, __deferred: { uri: resourceUri(opts.root, item.target, id) } }
        : { __id: id };
    }
    case 'count': {
      const rows = item.rows(row, env);
      if (!item.filter) return rows.length;
      let n = 0;
      for (const r of rows) if (item.filter(r, env)) n++;
      return n;
    }
    case 'expand': {
      const rows = page(item.plan, item.rows(row, env), env);
      return rows.map((r) => serialiseRow(item.plan, r, env, opts, page));
    }
  }
}
