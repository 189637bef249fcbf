/**
 * Small TypeScript emitters over the bundled contract: the operation table
 * (generated/operations.gen.ts, used by the journal, fault matching and contract tests) and the
 * typed openapi-fetch client factory (generated/client.gen.ts).
 */
import { GENERATED_HEADER } from './files.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface OperationInfo {
  operationId: string;
  method: Uppercase<(typeof METHODS)[number]>;
  path: string;
  tags: string[];
  /** `x-body-limit`: the largest request body (bytes) the operation takes, when not the API default. */
  bodyLimit?: number;
  /** A success answer's schema is marked `x-credential`: the answer is itself a secret (token, key, codes). */
  credential?: true;
}

interface MediaDoc {
  schema?: { $ref?: string };
}
interface ContractDoc {
  paths?: Record<string, Record<string, unknown>>;
  components?: {
    schemas?: Record<string, { 'x-credential'?: unknown }>;
    responses?: Record<string, { content?: Record<string, MediaDoc> }>;
  };
}
type Responses = Record<string, { $ref?: string; content?: Record<string, MediaDoc> }>;

const refName = (ref: string): string => ref.slice(ref.lastIndexOf('/') + 1);

/**
 * Whether a 2xx answer of the operation has a schema marked `x-credential` (a session token, an API
 * key, a TOTP secret, recovery codes): the request journal redacts such answers whole. The mark sits
 * on the shared schema, so a new operation answering one of them is covered without a list to edit.
 */
function answersCredential(doc: ContractDoc, responses: Responses | undefined): boolean {
  for (const [status, raw] of Object.entries(responses ?? {})) {
    if (!/^2/.test(status)) continue;
    const res = raw.$ref ? doc.components?.responses?.[refName(raw.$ref)] : raw;
    for (const media of Object.values(res?.content ?? {})) {
      const ref = media.schema?.$ref;
      if (ref && doc.components?.schemas?.[refName(ref)]?.['x-credential'] === true) return true;
    }
  }
  return false;
}

/** A missing or duplicated operationId, named by its JSON pointer. */
export class OperationError extends Error {}

function pointer(path: string, method: string): string {
  return `#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}`;
}

/** Every operation of the document, sorted by operationId. */
export function collectOperations(doc: ContractDoc): OperationInfo[] {
  const ops: OperationInfo[] = [];
  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const m of METHODS) {
      const op = item[m] as
        { operationId?: string; tags?: string[]; 'x-body-limit'?: unknown; responses?: Responses } | undefined;
      if (!op) continue;
      const at = pointer(path, m);
      if (!op.operationId) throw new OperationError(`${at}: operationId is missing`);
      const prev = seen.get(op.operationId);
      if (prev) throw new OperationError(`${at}: operationId '${op.operationId}' is also used at ${prev}`);
      seen.set(op.operationId, at);
      const limit = op['x-body-limit'];
      if (limit !== undefined && !(Number.isSafeInteger(limit) && (limit as number) > 0))
        throw new OperationError(`${at}/x-body-limit: must be a positive integer (bytes)`);
      const info: OperationInfo = {
        operationId: op.operationId,
        method: m.toUpperCase() as OperationInfo['method'],
        path,
        tags: op.tags ?? [],
      };
      if (limit !== undefined) info.bodyLimit = limit as number;
      if (answersCredential(doc, op.responses)) info.credential = true;
      ops.push(info);
    }
  }
  return ops.sort((a, b) => (a.operationId < b.operationId ? -1 : a.operationId > b.operationId ? 1 : 0));
}

/** Runtime matcher appended to operations.gen.ts: request method + path -> operation. */
const MATCHER_SOURCE = [
  'interface CompiledOperation {',
  '  readonly op: OperationInfo;',
  '  readonly re: RegExp;',
  '  /** Literal characters of the template: the more, the more specific. */',
  '  readonly weight: number;',
  '}',
  '',
  'const compiled: readonly CompiledOperation[] = operations.map((op) => {',
  '  const parts = op.path.split(/\\{[^}]+\\}/);',
  "  const source = parts.map((p) => p.replace(/[.*+?^$()|[\\]\\\\]/g, '\\\\$&')).join('([^/]+?)');",
  "  return { op, re: new RegExp(`^${source}$`), weight: parts.join('').length };",
  '});',
  '',
  '/**',
  " * The operation a request belongs to, e.g. `matchOperation('GET', '/v7/device(uuid=\\'ab\\')')` ->",
  ' * getDeviceByUuid. The query string is ignored; the most specific template wins; HEAD falls back to GET.',
  ' */',
  'export function matchOperation(method: string, url: string): OperationInfo | undefined {',
  "  const query = url.indexOf('?');",
  '  const raw = query === -1 ? url : url.slice(0, query);',
  '  let path = raw;',
  '  try {',
  '    path = decodeURIComponent(raw);',
  '  } catch {',
  '    // keep the raw path when it is not valid percent-encoding',
  '  }',
  '  const m = method.toUpperCase();',
  '  let best: CompiledOperation | undefined;',
  '  for (const c of compiled) {',
  "    if (c.op.method !== m && !(m === 'HEAD' && c.op.method === 'GET')) continue;",
  '    if (!c.re.test(path) || (best && best.weight > c.weight)) continue;',
  '    if (best && best.weight === c.weight && best.op.method === m && c.op.method !== m) continue;',
  '    best = c;',
  '  }',
  '  return best?.op;',
  '}',
  '',
];

/** Source of generated/operations.gen.ts. */
export function renderOperations(ops: readonly OperationInfo[]): string {
  const rows = ops.map((o) => {
    const limit = o.bodyLimit === undefined ? '' : `, bodyLimit: ${o.bodyLimit}`;
    const credential = o.credential ? ', credential: true' : '';
    return `  { operationId: ${JSON.stringify(o.operationId)}, method: ${JSON.stringify(o.method)}, path: ${JSON.stringify(o.path)}, tags: ${JSON.stringify(o.tags)}${limit}${credential} },`;
  });
  return [
    GENERATED_HEADER,
    '/** Every operation of the contract: id, HTTP method, path template (OpenAPI syntax) and tags. */',
    '',
    'export interface OperationInfo {',
    '  readonly operationId: string;',
    "  readonly method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH' | 'TRACE';",
    '  readonly path: string;',
    '  readonly tags: readonly string[];',
    '  /** `x-body-limit`: the largest request body (bytes) the operation takes, when not the API default. */',
    '  readonly bodyLimit?: number;',
    '  /** A success answer is itself a credential (its schema is marked `x-credential`): session token, API key, TOTP secret, recovery codes. */',
    '  readonly credential?: true;',
    '}',
    '',
    'export const operations = [',
    ...rows,
    '] as const satisfies readonly OperationInfo[];',
    '',
    "export type OperationId = (typeof operations)[number]['operationId'];",
    '',
    '/** Lookup by operationId. */',
    'export const operationsById: ReadonlyMap<string, OperationInfo> = new Map(operations.map((o) => [o.operationId, o]));',
    '',
    ...MATCHER_SOURCE,
  ].join('\n');
}

type ParseMode = 'text' | 'blob' | 'mixed';

interface ResponseDoc {
  $ref?: string;
  content?: Record<string, unknown>;
}

/**
 * How openapi-fetch must read an operation's success body, from its declared 2xx content types:
 * JSON (or no body) is openapi-fetch's default and is left out; text types read as text; other
 * media (PDF, archives, images) as a Blob; `mixed` when one status answers text and another JSON.
 */
export function collectParseModes(doc: {
  paths?: Record<string, Record<string, unknown>>;
  components?: { responses?: Record<string, ResponseDoc> };
}): Array<{ key: string; mode: ParseMode }> {
  const out: Array<{ key: string; mode: ParseMode }> = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const m of METHODS) {
      const op = item[m] as { responses?: Record<string, ResponseDoc> } | undefined;
      if (!op) continue;
      const types = new Set<string>();
      for (const [status, raw] of Object.entries(op.responses ?? {})) {
        if (!/^2/.test(status)) continue;
        const res = raw.$ref ? doc.components?.responses?.[raw.$ref.split('/').pop() ?? ''] : raw;
        for (const t of Object.keys(res?.content ?? {})) types.add(t);
      }
      const list = [...types];
      const isText = (t: string) => t.startsWith('text/') || t === 'application/javascript';
      const json = list.filter((t) => /json/.test(t)).length;
      const text = list.filter(isText).length;
      if (list.length === 0 || (json > 0 && text === 0)) continue;
      const mode: ParseMode = json > 0 ? 'mixed' : text === list.length ? 'text' : 'blob';
      out.push({ key: `${m.toUpperCase()} ${path}`, mode });
    }
  }
  return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** Source of generated/client.gen.ts: the configured openapi-fetch client every consumer shares. */
export function renderClient(modes: ReadonlyArray<{ key: string; mode: ParseMode }> = []): string {
  return [
    GENERATED_HEADER,
    "import createClient, { type Client, type ClientOptions, type Middleware } from 'openapi-fetch';",
    "import type { paths } from './types/api.gen.ts';",
    '',
    'export type { paths };',
    '',
    '/**',
    ' * Operations whose success body is not JSON, by `METHOD /path/template`: `text` for text/plain',
    ' * and other text answers (tokens from /login_, refresh-token, TOTP setup...), `blob` for binary media,',
    ' * `mixed` where one success status answers text and another JSON (read by content type).',
    ' */',
    "export const responseParseModes: Readonly<Record<string, 'text' | 'blob' | 'mixed'>> = {",
    ...modes.map((m) => `  ${JSON.stringify(m.key)}: ${JSON.stringify(m.mode)},`),
    '};',
    '',
    "/** openapi-fetch's parseAs for an operation: text or blob as declared; JSON otherwise (mixed included). */",
    "export function parseModeOf(method: string, schemaPath: string): 'json' | 'text' | 'blob' {",
    '  const mode = responseParseModes[`${method.toUpperCase()} ${schemaPath}`];',
    "  return mode === 'text' || mode === 'blob' ? mode : 'json';",
    '}',
    '',
    '/**',
    ' * For `mixed` operations: a text success answer is handed to the JSON reader as a JSON string, so',
    ' * `data` is the text (200 text/plain) or the decoded object (e.g. 207 JSON), as the contract declares.',
    ' */',
    'const mixedBodies: Middleware = {',
    '  async onResponse({ request, response, schemaPath }) {',
    "    if (!response.ok || responseParseModes[`${request.method} ${schemaPath}`] !== 'mixed') return undefined;",
    "    if ((response.headers.get('content-type') ?? '').includes('json')) return undefined;",
    '    const headers = new Headers(response.headers);',
    "    headers.set('content-type', 'application/json');",
    "    headers.delete('content-length');",
    '    return new Response(JSON.stringify(await response.text()), { status: response.status, statusText: response.statusText, headers });',
    '  },',
    '};',
    '',
    '/**',
    ' * encodeURIComponent, leaving readable the OData punctuation the vendor SDK (pinejs-client) leaves',
    " * readable: `,` `$` `/` `:` (and `(` `)` `'`, which encodeURIComponent keeps), and `=` `;` outside string literals. Spaces become %20, never",
    " * '+': OData parsers read '+' literally.",
    ' */',
    'export function encodeODataComponent(value: string): string {',
    '  // `=` and `;` join nested options inside $expand(...) (`a($select=b;$top=1)`): pinejs-client sends',
    '  // them as they are and the OData grammar does not decode them there, so they stay readable outside',
    '  // quoted string literals (inside one they are data and stay encoded).',
    "  let out = '';",
    '  let quoted = false;',
    '  for (const ch of value) {',
    '    if (ch === "\'") quoted = !quoted;',
    "    out += !quoted && (ch === '=' || ch === ';') ? ch : encodeURIComponent(ch).replace(/%(2C|24|2F|3A)/gi, (m) => decodeURIComponent(m));",
    '  }',
    '  return out;',
    '}',
    '',
    '/** Query serializer writing OData system options (`$select=id,uuid`, `$filter=id eq 1`) as the SDK does. */',
    'export function odataQuerySerializer(query: Record<string, unknown>): string {',
    '  const parts: string[] = [];',
    '  for (const [key, value] of Object.entries(query ?? {})) {',
    '    if (value === undefined || value === null) continue;',
    '    for (const v of Array.isArray(value) ? value : [value]) parts.push(`${encodeODataComponent(key)}=${encodeODataComponent(String(v))}`);',
    '  }',
    "  return parts.join('&');",
    '}',
    '',
    'export interface ApiClientOptions {',
    '  /** API host, e.g. `http://127.0.0.1:4010` (absolute under Node/Vitest, whose fetch has no page origin to resolve a relative URL against). */',
    '  baseUrl: string;',
    '  /** Custom fetch (defaults to globalThis.fetch). */',
    "  fetch?: ClientOptions['fetch'];",
    '  /** Headers sent with every request. */',
    "  headers?: ClientOptions['headers'];",
    '  /** Middleware registered in order (onRequest runs first to last, onResponse last to first). */',
    '  middleware?: readonly Middleware[];',
    '}',
    '',
    '/** The typed client over every path of the contract. */',
    'export type ApiClient = Client<paths>;',
    '',
    "type Method = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH' | 'TRACE';",
    "const METHODS: readonly Method[] = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'];",
    '',
    '/**',
    " * Creates an openapi-fetch client typed by the contract's `paths`, configured for this API: the OData",
    " * query serializer, and each call reading its body the way its operation declares (a call's own",
    ' * `parseAs` still wins, e.g. `stream` for NDJSON logs).',
    ' */',
    'export function createApiClient(options: ApiClientOptions): ApiClient {',
    '  const { baseUrl, fetch, headers, middleware = [] } = options;',
    '  const client = createClient<paths>({',
    '    baseUrl,',
    '    querySerializer: odataQuerySerializer,',
    '    ...(fetch ? { fetch } : {}),',
    '    ...(headers ? { headers } : {}),',
    '  });',
    '  client.use(mixedBodies, ...middleware);',
    '  type Init = { parseAs?: string } | undefined;',
    '  const request = client.request as (method: string, url: string, init?: Init) => Promise<unknown>;',
    '  const configured: Record<string, unknown> = {',
    '    ...client,',
    '    request: (method: string, url: string, init?: Init) => request(method, url, { parseAs: parseModeOf(method, url), ...init }),',
    '  };',
    '  for (const m of METHODS) configured[m] = (url: string, init?: Init) => request(m, url, { parseAs: parseModeOf(m, url), ...init });',
    "  // The same functions as openapi-fetch's, each with a default parseAs; the typed signatures carry over.",
    '  return configured as unknown as ApiClient;',
    '}',
    '',
  ].join('\n');
}
