/**
 * The dashboard's one HTTP client: the generated openapi-fetch client (typed by the contract's `paths`,
 * with the OData query serializer and per-operation parse modes from generated/client.gen.ts) plus the
 * connectivity middleware of spec 01 (lib/connectivity/middleware.ts). Nothing else in web/ calls fetch.
 *
 * - `client.GET('/actor/v1/whoami')`, `client.POST('/login_', { body, headers: NO_TOKEN })`: any
 *   operation, typed by the contract. Failures reject with ApiError; `ok()` narrows `data`.
 * - `read('device', { $select: [...], $filter: {...} })`: an OData read whose options are checked
 *   against the generated model and whose rows follow the selection; `readOne`, `count` likewise.
 */
import { createApiClient, type ApiClient, type paths } from '../../../generated/client.gen.ts';
import { config } from '../config.ts';
import { createConnection, type ConnectionOptions } from '../lib/connectivity/middleware.ts';
import { splitUrl, type ODataKey } from '../lib/odata/options.ts';
import { createRenameMemory } from '../lib/rename-memory.ts';
import type { ODataCount, ODataRead, ResourceName, Row, RowOf } from '../lib/odata/types.ts';

/**
 * The OData URL compiler (pinejs-client-core), loaded with the first read: the sign-in pages make
 * none, so it stays out of the /login bundle. Writes that filter by OData import compileFilter from
 * lib/odata/compile.ts themselves.
 */
const odata = () => import('../lib/odata/compile.ts');

/** Starts loading the OData compiler ahead of the first read (on the way into the signed-in pages). */
export function preloadODataCompiler(): void {
  odata().catch(() => undefined);
}

export { ApiError, isApiError } from '../lib/errors.ts';
export {
  CLIENT_HEADER,
  CLIENT_HEADER_VALUE,
  IGNORE_UNAUTHORIZED,
  NO_RETRY,
  NO_TOKEN,
} from '../lib/connectivity/middleware.ts';
export type { ApiClient, paths };
export { navOrder, readOptions } from '../lib/odata/options.ts';
export type { Filter, ODataRead, ResourceName, Row, RowOf } from '../lib/odata/types.ts';

/** Per-call options of the OData helpers. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** The outcome openapi-fetch resolves with (failures already rejected by the middleware). */
type FetchResult = { data?: unknown; error?: unknown; response: Response };

/**
 * The body of a successful call. The connectivity middleware rejects every failure with ApiError, so
 * `error` only appears on clients built without it; `ok` throws it then.
 */
export async function ok<R extends FetchResult>(call: Promise<R>): Promise<Exclude<R['data'], undefined>> {
  const res = await call;
  if (res.error !== undefined) throw res.error instanceof Error ? res.error : new Error(String(res.error));
  return res.data as Exclude<R['data'], undefined>;
}

/** Builds a configured client and its connection (the app's is `api` below; tests build their own). */
export function createDashboardClient(options: ConnectionOptions) {
  const connection = createConnection(options);
  const client: ApiClient = createApiClient({
    baseUrl: connection.baseUrl,
    fetch: connection.fetch,
    middleware: [connection.middleware],
  });
  // Names of rows renamed in the last 8 s, put back into every read of them (lib/rename-memory.ts).
  const renames = createRenameMemory();

  /** GET of an OData path compiled from typed options; the answer's `d`. */
  async function getD(url: string, call: CallOptions): Promise<unknown> {
    const { path, query } = splitUrl(url);
    // The compiled path may carry a key (`/v7/device(12)`), which no path template names literally; the
    // path is sent as is and the answer re-typed from the options by the callers below.
    const { data } = await client.GET(path as '/v7/device', { params: { query }, signal: call.signal });
    return (data as { d?: unknown } | undefined)?.d;
  }

  /** Rows of a resource; field names, navigations, filters and sort keys are checked at compile time. */
  async function read<R extends ResourceName, const Q extends ODataRead<Row<R>>>(
    resource: R,
    options: Q,
    call: CallOptions = {},
  ): Promise<Array<RowOf<R, Q>>> {
    const { compileUrl } = await odata();
    const rows = await getD(compileUrl(resource, options), call);
    // The API answers exactly the selected shape (api-ground-truth §2): the row type follows `options`.
    return renames.overlay(resource, (Array.isArray(rows) ? rows : []) as Array<RowOf<R, Q>>);
  }

  /** One row by key (`12` or `{ uuid }`), or undefined when it does not exist or is not visible. */
  async function readOne<R extends ResourceName, const Q extends ODataRead<Row<R>>>(
    resource: R,
    key: ODataKey<R>,
    options: Q,
    call: CallOptions = {},
  ): Promise<RowOf<R, Q> | undefined> {
    const { compileUrl } = await odata();
    const rows = await getD(compileUrl(resource, options, key), call);
    return renames.overlay(resource, (Array.isArray(rows) ? rows : []) as Array<RowOf<R, Q>>)[0];
  }

  /** `/$count` of a resource under a filter. */
  async function count<R extends ResourceName>(
    resource: R,
    options: ODataCount<Row<R>> = {},
    call: CallOptions = {},
  ): Promise<number> {
    const { compileCount } = await odata();
    const n = await getD(compileCount(resource, options.$filter), call);
    return typeof n === 'number' ? n : 0;
  }

  return { client, read, readOne, count, renames, ...connection };
}

export type DashboardClient = ReturnType<typeof createDashboardClient>;

/** The dashboard's single client and connection state. */
export const api = createDashboardClient({ baseUrl: config.apiUrl });
/** The typed openapi-fetch client of `api`. */
export const client = api.client;
/** OData reads over `client`. */
export const { read, readOne, count } = api;
