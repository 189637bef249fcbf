/**
 * OData URL building on pinejs-client-core, the URL compiler of the vendor SDK, so the dashboard
 * sends exactly the URLs the SDK would (api-ground-truth §2). It never fetches: it turns typed query
 * objects into a path and query parameters for the one API client (web/src/api/client.ts), which
 * loads this module with its first read (pinejs-client-core stays out of the /login bundle). The
 * helpers without pinejs (splitUrl, readOptions, fields) are in options.ts.
 */
import { PinejsClientCore } from 'pinejs-client-core';
import type { ODataCount, ODataRead, ResourceName, Row } from './types.ts';
import { splitUrl, type ODataKey } from './options.ts';

/** The OData root the SDK uses (api-ground-truth §1.1). */
const ODATA_PREFIX = '/v7/';

/** A client whose only job is `compile`; any attempt to send a request fails loudly. */
class UrlOnlyClient extends PinejsClientCore {
  _request(): Promise<never> {
    return Promise.reject(new Error('shared/odata only builds URLs; requests go through an API client (read.ts)'));
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
