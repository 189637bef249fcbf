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
import { createRenameMemory } from '../lib/rename-memory.ts';
import { createODataReader } from '../../../shared/odata/read.ts';

/**
 * The OData reads (shared/odata/read.ts) compile their URLs with pinejs-client-core, loaded with the
 * first read: the sign-in pages make none, so it stays out of the /login bundle. Writes that filter by
 * OData import compileFilter from shared/odata/compile.ts themselves.
 */
export { preloadODataCompiler } from '../../../shared/odata/read.ts';

export { ApiError, isApiError } from '../lib/errors.ts';
export {
  CLIENT_HEADER,
  CLIENT_HEADER_VALUE,
  IGNORE_UNAUTHORIZED,
  NO_RETRY,
  NO_TOKEN,
} from '../lib/connectivity/middleware.ts';
export type { ApiClient, paths };
export { navOrder, readOptions } from '../../../shared/odata/options.ts';
export type { Filter, ODataRead, ResourceName, Row, RowOf } from '../../../shared/odata/types.ts';

/** Per-call options of the OData helpers. */
export type { ReadCallOptions as CallOptions } from '../../../shared/odata/read.ts';

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

  const { read, readOne, count } = createODataReader(client, { rows: renames.overlay });

  return { client, read, readOne, count, renames, ...connection };
}

export type DashboardClient = ReturnType<typeof createDashboardClient>;

/** The dashboard's single client and connection state. */
export const api = createDashboardClient({ baseUrl: config.apiUrl });
/** The typed openapi-fetch client of `api`. */
export const client = api.client;
/** OData reads over `client`. */
export const { read, readOne, count } = api;
