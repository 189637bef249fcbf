/**
 * Typed OData reads over the contract's client: `read('device', { $select: ['id', 'device_name'] })`
 * compiles the options into the URL the vendor SDK would send (compile.ts, pinejs-client-core), sends
 * it through the openapi-fetch client it is given, and types the answer's rows by the selection
 * (types.ts `RowOf`): the dashboard (web/src/api/client.ts) and `fleetmock/client` both read this way.
 * The compiler loads with the first read, so code that never reads (a sign-in page) goes without it.
 */
import type { ApiClient } from '../../generated/client.gen.ts';
import { splitUrl, type ODataKey } from './options.ts';
import type { ODataCount, ODataRead, ResourceName, Row, RowOf } from './types.ts';

const compiler = () => import('./compile.ts');

/** Starts loading the OData compiler ahead of the first read. */
export function preloadODataCompiler(): void {
  compiler().catch(() => undefined);
}

/** Per-call options of a read. */
export interface ReadCallOptions {
  signal?: AbortSignal;
}

/** What the reader may do with each answer's rows before handing them out (same shape, e.g. a local overlay). */
export interface ODataReaderOptions {
  rows?: <T>(resource: ResourceName, rows: T[]) => T[];
}

/** The typed reads of one client. */
export interface ODataReader {
  /** Rows of a resource; field names, navigations, filters and sort keys are checked at compile time. */
  read<R extends ResourceName, const Q extends ODataRead<Row<R>>>(
    resource: R,
    options: Q,
    call?: ReadCallOptions,
  ): Promise<Array<RowOf<R, Q>>>;
  /** One row by key (`12` or `{ uuid }`), or undefined when it does not exist or is not visible. */
  readOne<R extends ResourceName, const Q extends ODataRead<Row<R>>>(
    resource: R,
    key: ODataKey<R>,
    options: Q,
    call?: ReadCallOptions,
  ): Promise<RowOf<R, Q> | undefined>;
  /** `/$count` of a resource under a filter. */
  count<R extends ResourceName>(resource: R, options?: ODataCount<Row<R>>, call?: ReadCallOptions): Promise<number>;
}

/**
 * Reads through `client` (any openapi-fetch client of the contract: its middleware, base URL and query
 * serializer apply). A client without middleware that rejects failures answers `{ error }`; the reader
 * throws it then, so a failed read never looks like an empty list.
 */
export function createODataReader(client: ApiClient, options: ODataReaderOptions = {}): ODataReader {
  const keep = options.rows ?? (<T>(_resource: ResourceName, rows: T[]) => rows);

  /** GET of a compiled OData URL; the answer's `d`. */
  async function getD(url: string, call: ReadCallOptions): Promise<unknown> {
    const { path, query } = splitUrl(url);
    // The compiled path may carry a key (`/v7/device(12)`), which no path template names literally: it is
    // sent as is and the answer typed from the options by the callers below.
    const { data, error, response } = await client.GET(path as '/v7/device', {
      params: { query },
      signal: call.signal,
    });
    const failure: unknown = error;
    if (failure !== undefined) {
      if (failure instanceof Error) throw failure;
      throw new Error(`GET ${path} answered ${response.status}: ${JSON.stringify(failure)}`);
    }
    return (data as { d?: unknown } | undefined)?.d;
  }

  const rowsOf = (d: unknown): unknown[] => (Array.isArray(d) ? d : []);

  return {
    async read(resource, query, call = {}) {
      const { compileUrl } = await compiler();
      // The API answers exactly the selected shape (api-ground-truth §2): the row type follows `query`.
      return keep(resource, rowsOf(await getD(compileUrl(resource, query), call))) as never;
    },
    async readOne(resource, key, query, call = {}) {
      const { compileUrl } = await compiler();
      return keep(resource, rowsOf(await getD(compileUrl(resource, query, key), call)))[0] as never;
    },
    async count(resource, query = {}, call = {}) {
      const { compileCount } = await compiler();
      const n = await getD(compileCount(resource, query.$filter), call);
      return typeof n === 'number' ? n : 0;
    },
  };
}
