/**
 * Typed OData URL building on pinejs-client-core, the URL compiler of the vendor SDK, so the
 * dashboard sends exactly the URLs the SDK would (api-ground-truth §2). It never fetches: it only
 * turns query objects into paths and query strings for the one API client.
 */
import { PinejsClientCore, type ODataOptions, type ResourceId } from 'pinejs-client-core';
import type { FieldOf, ResourceName, Row } from './types.ts';

/** The OData root the SDK uses (api-ground-truth §1.1). */
export const ODATA_PREFIX = '/v7/';

/** Query options for a resource, with field names checked against the contract. */
export type ODataQuery<R extends ResourceName> = ODataOptions<Row<R>>;

/** A key: numeric id, or a named/alternate key such as `{ uuid: '...' }`. */
export type ODataKey<R extends ResourceName> = ResourceId<Row<R>>;

/** A client whose only job is `compile`; any attempt to send a request fails loudly. */
class UrlOnlyClient extends PinejsClientCore {
  _request(): Promise<never> {
    return Promise.reject(new Error('web/src/lib/odata only builds URLs; send requests through web/src/lib/api-client.ts'));
  }
}

const compiler = new UrlOnlyClient(ODATA_PREFIX);

/**
 * The URL of a read relative to `/v7/`, e.g.
 * `compile('device', { $select: ['id'], $filter: { belongs_to__application: 3 } })` ->
 * `device?$select=id&$filter=belongs_to__application eq 3` (api-ground-truth §2.2).
 */
export function compile<R extends ResourceName>(resource: R, options?: ODataQuery<R>, id?: ODataKey<R>): string {
  const params: Record<string, unknown> = { resource };
  if (options) params.options = options;
  if (id !== undefined) params.id = id;
  return compiler.compile(params as Parameters<typeof compiler.compile>[0]);
}

/** Like `compile`, with the `/v7/` prefix: the path and query the SDK sends. */
export function compileUrl<R extends ResourceName>(resource: R, options?: ODataQuery<R>, id?: ODataKey<R>): string {
  return `${ODATA_PREFIX}${compile(resource, options, id)}`;
}

/** `/v7/<resource>/$count?$filter=...` (api-ground-truth §2.3); the answer is `{"d":N}`. */
export function compileCount<R extends ResourceName>(resource: R, filter?: ODataQuery<R>['$filter']): string {
  const count = filter === undefined ? {} : { $filter: filter };
  return compileUrl(resource, { $count: count } as ODataQuery<R>);
}

/** A compiled URL split for openapi-fetch: the path and the decoded query parameters. */
export interface SplitUrl {
  path: string;
  query: Record<string, string>;
}

/**
 * Splits a compiled URL into path and decoded parameters. pinejs-client encodes `&`, `%` and quotes
 * inside string literals, so splitting on raw `&` and `=` is safe; the API client re-encodes.
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

/** Field names of a resource as a typed list (keeps `$select` arrays checked without casts). */
export function fields<R extends ResourceName>(_resource: R, ...names: Array<FieldOf<R>>): Array<FieldOf<R>> {
  return names;
}
