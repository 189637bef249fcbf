// generated - do not edit (npm run codegen)
import createClient, { type Client, type ClientOptions, type Middleware } from 'openapi-fetch';
import type { paths } from './types/api.gen.ts';

export type { paths };

/**
 * Operations whose success body is not JSON, by `METHOD /path/template`: `text` for text/plain
 * and other text answers (tokens from /login_, refresh-token, TOTP setup...), `blob` for binary media,
 * `mixed` where one success status answers text and another JSON (read by content type).
 */
export const responseParseModes: Readonly<Record<string, 'text' | 'blob' | 'mixed'>> = {
  "GET /__ext/assets/CHANGELOG.md": "text",
  "GET /__ext/dashboard/buildtime.txt": "text",
  "GET /__ext/github-raw/{owner}/{repo}/{ref}/balena.yml": "text",
  "GET /__ext/gravatar/avatar/{hash}": "blob",
  "GET /__ext/stripe/v3/": "text",
  "GET /__ext/tiles/{z}/{x}/{y}.png": "blob",
  "GET /__mock/scenarios/recording": "blob",
  "GET /auth/saml/{ssoIdentifier}": "text",
  "GET /auth/totp/setup": "text",
  "GET /auth/{provider}": "text",
  "GET /auth/{provider}/callback": "text",
  "GET /billing/v1/account/{orgId}/invoices/{invoiceNumber}/download": "blob",
  "GET /download": "blob",
  "GET /files/{resource}/{id}/{field}/{filename}": "blob",
  "GET /organization/{handle}/logo.png": "blob",
  "GET /ping": "text",
  "GET /release-assets/{release}/{assetKey}": "blob",
  "GET /user/v1/refresh-token": "text",
  "PATCH /user/email": "text",
  "POST /application/{appId}/restart": "text",
  "POST /auth/totp/disable": "text",
  "POST /auth/totp/verify": "text",
  "POST /auth/v1/2fa-recover/verify": "text",
  "POST /login_": "text",
  "POST /logout-others": "text",
  "POST /ping": "text",
  "POST /supervisor/ping": "mixed",
  "POST /supervisor/v1/blink": "mixed",
  "POST /supervisor/v1/restart": "mixed",
  "POST /supervisor/v2/applications/{appId}/restart-service": "mixed",
  "POST /supervisor/v2/applications/{appId}/start-service": "mixed",
  "POST /supervisor/v2/applications/{appId}/stop-service": "mixed",
  "POST /user/register": "text",
  "POST /user/v1/login-as": "text",
  "POST /user/v1/refresh-token": "text",
  "POST /user/v1/verify-email": "text",
};

/** openapi-fetch's parseAs for an operation: text or blob as declared; JSON otherwise (mixed included). */
export function parseModeOf(method: string, schemaPath: string): 'json' | 'text' | 'blob' {
  const mode = responseParseModes[`${method.toUpperCase()} ${schemaPath}`];
  return mode === 'text' || mode === 'blob' ? mode : 'json';
}

/**
 * For `mixed` operations: a text success answer is handed to the JSON reader as a JSON string, so
 * `data` is the text (200 text/plain) or the decoded object (e.g. 207 JSON), as the contract declares.
 */
const mixedBodies: Middleware = {
  async onResponse({ request, response, schemaPath }) {
    if (!response.ok || responseParseModes[`${request.method} ${schemaPath}`] !== 'mixed') return undefined;
    if ((response.headers.get('content-type') ?? '').includes('json')) return undefined;
    const headers = new Headers(response.headers);
    headers.set('content-type', 'application/json');
    headers.delete('content-length');
    return new Response(JSON.stringify(await response.text()), { status: response.status, statusText: response.statusText, headers });
  },
};

/**
 * encodeURIComponent, leaving readable the OData punctuation the vendor SDK (pinejs-client) leaves
 * readable: `,` `$` `/` `:` (and `(` `)` `'`, which encodeURIComponent keeps), and `=` `;` outside string literals. Spaces become %20, never
 * '+': OData parsers read '+' literally.
 */
export function encodeODataComponent(value: string): string {
  // `=` and `;` join nested options inside $expand(...) (`a($select=b;$top=1)`): pinejs-client sends
  // them as they are and the OData grammar does not decode them there, so they stay readable outside
  // quoted string literals (inside one they are data and stay encoded).
  let out = '';
  let quoted = false;
  for (const ch of value) {
    if (ch === "'") quoted = !quoted;
    out += !quoted && (ch === '=' || ch === ';') ? ch : encodeURIComponent(ch).replace(/%(2C|24|2F|3A)/gi, (m) => decodeURIComponent(m));
  }
  return out;
}

/** Query serializer writing OData system options (`$select=id,uuid`, `$filter=id eq 1`) as the SDK does. */
export function odataQuerySerializer(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const v of Array.isArray(value) ? value : [value]) parts.push(`${encodeODataComponent(key)}=${encodeODataComponent(String(v))}`);
  }
  return parts.join('&');
}

export interface ApiClientOptions {
  /** API host, e.g. `http://127.0.0.1:4010` (absolute under Node/Vitest, whose fetch has no page origin to resolve a relative URL against). */
  baseUrl: string;
  /** Custom fetch (defaults to globalThis.fetch). */
  fetch?: ClientOptions['fetch'];
  /** Headers sent with every request. */
  headers?: ClientOptions['headers'];
  /** Middleware registered in order (onRequest runs first to last, onResponse last to first). */
  middleware?: readonly Middleware[];
}

/** The typed client over every path of the contract. */
export type ApiClient = Client<paths>;

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH' | 'TRACE';
const METHODS: readonly Method[] = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'];

/**
 * Creates an openapi-fetch client typed by the contract's `paths`, configured for this API: the OData
 * query serializer, and each call reading its body the way its operation declares (a call's own
 * `parseAs` still wins, e.g. `stream` for NDJSON logs).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { baseUrl, fetch, headers, middleware = [] } = options;
  const client = createClient<paths>({
    baseUrl,
    querySerializer: odataQuerySerializer,
    ...(fetch ? { fetch } : {}),
    ...(headers ? { headers } : {}),
  });
  client.use(mixedBodies, ...middleware);
  type Init = { parseAs?: string } | undefined;
  const request = client.request as (method: string, url: string, init?: Init) => Promise<unknown>;
  const configured: Record<string, unknown> = {
    ...client,
    request: (method: string, url: string, init?: Init) => request(method, url, { parseAs: parseModeOf(method, url), ...init }),
  };
  for (const m of METHODS) configured[m] = (url: string, init?: Init) => request(m, url, { parseAs: parseModeOf(m, url), ...init });
  // The same functions as openapi-fetch's, each with a default parseAs; the typed signatures carry over.
  return configured as unknown as ApiClient;
}
