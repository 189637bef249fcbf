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
}

/** A missing or duplicated operationId, named by its JSON pointer. */
export class OperationError extends Error {}

function pointer(path: string, method: string): string {
  return `#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}`;
}

/** Every operation of the document, sorted by operationId. */
export function collectOperations(doc: { paths?: Record<string, Record<string, unknown>> }): OperationInfo[] {
  const ops: OperationInfo[] = [];
  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const m of METHODS) {
      const op = item[m] as { operationId?: string; tags?: string[]; 'x-body-limit'?: unknown } | undefined;
      if (!op) continue;
      const at = pointer(path, m);
      if (!op.operationId) throw new OperationError(`${at}: operationId is missing`);
      const prev = seen.get(op.operationId);
      if (prev) throw new OperationError(`${at}: operationId '${op.operationId}' is also used at ${prev}`);
      seen.set(op.operationId, at);
      const limit = op['x-body-limit'];
      if (limit !== undefined && !(Number.isSafeInteger(limit) && (limit as number) > 0)) throw new OperationError(`${at}/x-body-limit: must be a positive integer (bytes)`);
      const info: OperationInfo = { operationId: op.operationId, method: m.toUpperCase() as OperationInfo['method'], path, tags: op.tags ?? [] };
      if (limit !== undefined) info.bodyLimit = limit as number;
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
  "  const parts = op.path.split(/\\{[^}]+\\}/);",
  "  const source = parts.map((p) => p.replace(/[.*+?^$()|[\\]\\\\]/g, '\\\\$&')).join('([^/]+?)');",
  "  return { op, re: new RegExp(`^${source}$`), weight: parts.join('').length };",
  '});',
  '',
  '/**',
  ' * The operation a request belongs to, e.g. `matchOperation(\'GET\', \'/v7/device(uuid=\\\'ab\\\')\')` ->',
  ' * getDeviceByUuid. The query string is ignored; the most specific template wins; HEAD falls back to GET.',
  ' */',
  'export function matchOperation(method: string, url: string): OperationInfo | undefined {',
  "  const raw = url.split('?')[0];",
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
  "    if (best && best.weight === c.weight && best.op.method === m && c.op.method !== m) continue;",
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
    return `  { operationId: ${JSON.stringify(o.operationId)}, method: ${JSON.stringify(o.method)}, path: ${JSON.stringify(o.path)}, tags: ${JSON.stringify(o.tags)}${limit} },`;
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
    '}',
    '',
    'export const operations = [',
    ...rows,
    '] as const satisfies readonly OperationInfo[];',
    '',
    'export type OperationId = (typeof operations)[number][\'operationId\'];',
    '',
    '/** Lookup by operationId. */',
    'export const operationsById: ReadonlyMap<string, OperationInfo> = new Map(operations.map((o) => [o.operationId, o]));',
    '',
    ...MATCHER_SOURCE,
  ].join('\n');
}

/** Source of generated/client.gen.ts. */
export function renderClient(): string {
  return [
    GENERATED_HEADER,
    "import createClient, { type Client, type ClientOptions } from 'openapi-fetch';",
    "import type { paths } from './types/api.gen.ts';",
    '',
    'export type { paths };',
    '',
    'export interface ApiClientOptions {',
    '  /** API host, e.g. `http://127.0.0.1:4010` (absolute under Node/Vitest, see toolchain.md). */',
    '  baseUrl: string;',
    '  /** Custom fetch (defaults to globalThis.fetch). */',
    "  fetch?: ClientOptions['fetch'];",
    '  /** Headers sent with every request. */',
    "  headers?: ClientOptions['headers'];",
    '}',
    '',
    '/** The typed client over every path of the contract. */',
    'export type ApiClient = Client<paths>;',
    '',
    '/** Creates an openapi-fetch client typed by the contract\'s `paths`. */',
    'export function createApiClient(options: ApiClientOptions): ApiClient {',
    '  const { baseUrl, fetch, headers } = options;',
    '  return createClient<paths>({ baseUrl, ...(fetch ? { fetch } : {}), ...(headers ? { headers } : {}) });',
    '}',
    '',
  ].join('\n');
}
