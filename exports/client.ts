/**
 * `fleetmock/client`: the API client typed by the contract, for applications and tests in other
 * projects. Works against the mock and, unchanged, against the real API.
 *
 * - `createFleetmockClient({ baseUrl, getToken })`: the generated openapi-fetch client with the
 *   dashboard's connectivity rules as middleware: bearer token from `getToken`, at most a few requests
 *   in flight, 429 retried after `Retry-After`, GETs queued while offline and retried, 401 hooks, the
 *   server clock from `Date`; every failure rejects with an `ApiError` (status, decoded body, SDK code).
 * - `createApiClient({ baseUrl })`: the same typed client without those rules (`{ data, error }` as
 *   openapi-fetch returns them).
 * - `read('device', { $select: ['id', 'device_name'], $filter: { is_online: true } })`, `readOne`,
 *   `count`: OData reads whose field names, `$expand`, `$filter` paths and `$orderby` keys are checked
 *   against the contract and whose rows are typed by the selection (shared/odata, as the dashboard reads).
 *
 * The `client` of both is checked beyond openapi-fetch's own types (shared/typed-client.ts): request
 * bodies are exact (an unknown key or a non-object body is an error), and a path the contract lacks is
 * an error on the path argument.
 *
 * Either way OData options are encoded as the vendor SDK writes them (the API answers `400 Malformed
 * url` to openapi-fetch's default `key[0]=`/`+` encoding) and text answers such as the `/login_`
 * token are read as text, not parsed as JSON.
 */
import { createApiClient as createOpenapiFetchClient, type ApiClientOptions } from '../generated/client.gen.ts';
import { createConnection, type AuthHooks } from '../web/src/lib/connectivity/middleware.ts';
import { createODataReader, type ODataReader } from '../shared/odata/read.ts';
import { checked, type CheckedClient } from '../shared/typed-client.ts';

export {
  encodeODataComponent,
  odataQuerySerializer,
  parseModeOf,
  responseParseModes,
} from '../generated/client.gen.ts';
export type { ApiClientOptions, paths } from '../generated/client.gen.ts';
export type {
  Answer,
  ApiMethod,
  BodyOf,
  CheckedClient,
  CheckedMethod,
  DataOf,
  ErrorOf,
  InitOf,
  OperationOf,
  PathOf,
} from '../shared/typed-client.ts';
export { readOptions, fields, type ODataKey } from '../shared/odata/options.ts';
export type { ODataReader, ReadCallOptions } from '../shared/odata/read.ts';
export type {
  ExpandOptions,
  FieldOf,
  Filter,
  FilterValue,
  ODataCount,
  ODataRead,
  OrderBy,
  ResourceName,
  Row,
  RowOf,
} from '../shared/odata/types.ts';
export type { components, operations } from '../generated/types/api.gen.ts';
export { ApiError, isApiError, bodyText, type SdkErrorCode } from '../web/src/lib/errors.ts';
export { IGNORE_UNAUTHORIZED, NO_RETRY, NO_TOKEN } from '../web/src/lib/connectivity/middleware.ts';
export { ConnectivityMonitor, type ConnectivityState } from '../web/src/lib/connectivity/monitor.ts';
export { createMockAdmin } from './admin.ts';
export type * from './admin.ts';

/** The contract's client, checked (see above). */
export type ApiClient = CheckedClient;

/** The typed client without the connectivity rules, plus its OData reads. */
export function createApiClient(options: ApiClientOptions): CheckedClient & ODataReader {
  const client = createOpenapiFetchClient(options);
  return Object.assign(checked(client), createODataReader(client));
}

export interface FleetmockClientOptions extends AuthHooks {
  /** The API host without a trailing slash, e.g. `http://127.0.0.1:4010` (absolute under Node). */
  baseUrl: string;
  /** The network (default: the global fetch, looked up at call time so MSW's interception applies). */
  fetch?: (request: Request) => Promise<Response>;
  /** Waits before a retry (429 `Retry-After`, offline back-off); tests can make it resolve at once. */
  sleep?: (ms: number) => Promise<void>;
  /** Headers sent with every request, e.g. `{ 'x-mock-session': 'ci' }`. */
  headers?: Record<string, string>;
}

/**
 * The typed client with the connectivity rules: `client` (openapi-fetch, every operation of the
 * contract, checked), `read` / `readOne` / `count` (typed OData reads), `monitor` (offline and throttled state, subscribable), `serverNow()` (the API's clock),
 * `ping()` and `setAuthHooks()` (plug in token storage after creation).
 */
export function createFleetmockClient(options: FleetmockClientOptions) {
  const connection = createConnection({ ...options, baseUrl: options.baseUrl.replace(/\/+$/, '') });
  const raw = createOpenapiFetchClient({
    baseUrl: connection.baseUrl,
    fetch: connection.fetch,
    headers: options.headers,
    middleware: [connection.middleware],
  });
  const { read, readOne, count } = createODataReader(raw);
  return {
    client: checked(raw),
    read,
    readOne,
    count,
    monitor: connection.monitor,
    ping: connection.ping,
    serverNow: connection.serverNow,
    serverClockKnown: connection.serverClockKnown,
    setAuthHooks: connection.setAuthHooks,
    baseUrl: connection.baseUrl,
  };
}

export type FleetmockClient = ReturnType<typeof createFleetmockClient>;
