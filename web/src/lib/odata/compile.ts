/**
 * OData URL building on pinejs-client-core, the URL compiler of the vendor SDK, so the dashboard
 * sends exactly the URLs the SDK would (api-ground-truth §2). It never fetches: it turns typed query
 * objects into a path and query parameters for the one API client (web/src/api/client.ts).
 */
import { PinejsClientCore } from 'pinejs-client-core';
import type { ODataCount, ODataRead, ResourceName, Row } from './types.ts';

/** The OData root the SDK uses (api-ground-truth §1.1). */
const ODATA_PREFIX = '/v7/';

/** A key: numeric id, or an alternate key such as `{ uuid: '...' }`. */
export type ODataKey<R extends ResourceName> = number | { [K in keyof Row<R> & string]?: string | number };

/** A client whose only job is `compile`; any attempt to send a request fails loudly. */
class UrlOnlyClient extends PinejsClientCore {
  _request(): Promise<never> {
    return Promise.reject(new Error('web/src/lib/odata only builds URLs; send requests through web/src/api/client.ts'));
  }
}

const compiler = new UrlOnlyClient(ODATA_PREFIX);
type CompileParams = Parameters<typeof compiler.compile>[0];

/**
 * The URL of a read relative to `/v7/`, e.g.
 * `compile('device', { $select: ['id'], $filter: { belongs_to__application: 3 } })` ->
 * `device?$select=id&$filter=belongs_to__application eq 3` (api-ground-truth §2.2).
 */
export function compile<R extends ResourceName>(resource: R, options?: ODataRead<Row<R>>, id?: ODataKey<R>): string {
  const params: Record<string, unknown> = { resource };
  if (options) params.options = options;
  if (id !== undefined) params.id = id;
  // pinejs-client types its input by its own model format; the options were checked against ours above.
  return compiler.compile(params as CompileParams);
}

/** Like `compile`, with the `/v7/` prefix: the path and query the SDK sends. */
export function compileUrl<R extends ResourceName>(resource: R, options?: ODataRead<Row<R>>, id?: ODataKey<R>): string {
  return `${ODATA_PREFIX}${compile(resource, options, id)}`;
}

/** `/v7/<resource>/$count?$filter=...` (api-ground-truth §2.3); the answer is `{"d":N}`. */
export function compileCount<R extends ResourceName>(resource: R, filter?: ODataCount<Row<R>>['$filter']): string {
  const params = { resource, options: { $count: filter === undefined ? {} : { $filter: filter } } };
  return `${ODATA_PREFIX}${compiler.compile(params as CompileParams)}`;
}

/** The `$filter` text of a filter object, e.g. for PATCH/DELETE by filter. */
export function compileFilter<R extends ResourceName>(
  resource: R,
  filter: NonNullable<ODataRead<Row<R>>['$filter']>,
): string {
  return splitUrl(compile(resource, { $filter: filter })).query.$filter ?? '';
}

/** A compiled URL split for openapi-fetch: the path and the decoded query parameters. */
export interface SplitUrl {
  path: string;
  query: Record<string, string>;
}

/**
 * Splits a compiled URL into path and decoded parameters. pinejs-client encodes `&`, `%` and quotes
 * inside string literals, so splitting on raw `&` and `=` is safe; the client's serializer re-encodes.
 */
export function splitUrl(url: string): SplitUrl {
  const at = url.indexOf('?');
  if (at < 0) return { path: url, query: {} };
  const query: Record<string, string> = {};
  for (const part of url.slice(at + 1).split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const key = eq < 0 ? part : part.slice(0, eq);
    query[decodeURIComponent(key)] = eq < 0 ? '' : decodeURIComponent(part.slice(eq + 1));
  }
  return { path: url.slice(0, at), query };
}

/**
 * Declares reusable read options for a resource, keeping their literal field lists (so the row type
 * follows them) while checking every name: `const opts = readOptions('device', { $select: ['id'] })`.
 */
export function readOptions<R extends ResourceName, const Q extends ODataRead<Row<R>>>(_resource: R, options: Q): Q {
  return options;
}

/** Field names of a resource as a typed list. */
export function fields<R extends ResourceName, const F extends ReadonlyArray<keyof Row<R> & string>>(
  _resource: R,
  ...names: F
): F {
  return names;
}
