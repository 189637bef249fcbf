/**
 * The contract's operationId for a request (journal, fault matching, contract tests), resolved
 * against generated/operations.gen.ts. OData paths are normalised first: `/resin/` reads as `/v7/`,
 * a `(uuid='…')` key as `(uuid='{uuid}')`, any other key as `({id})`.
 */
import { operations } from '../../../../generated/operations.gen.ts';
import type { HttpMethod } from '../http.ts';

interface Pattern {
  method: string;
  regex: RegExp;
  operationId: string;
}

const literal = new Map<string, string>();
const patterns: Pattern[] = [];
for (const op of operations) {
  if (op.path.startsWith('/v7/') || !op.path.includes('{')) {
    literal.set(`${op.method} ${op.path}`, op.operationId);
    continue;
  }
  const source = op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+');
  patterns.push({ method: op.method, regex: new RegExp(`^${source}$`), operationId: op.operationId });
}

const KEY = /^(\/v7\/[^/(]+)\(([^)]*)\)/;
const UUID_KEY = /^uuid=(?:'|%27)/;

/** `/resin/device(uuid='ab')/canAccess` → `/v7/device(uuid='{uuid}')/canAccess`. */
function normaliseODataPath(path: string): string {
  const v7 = path.replace(/^\/resin\//, '/v7/');
  const m = KEY.exec(v7);
  if (!m) return v7;
  // Both groups are not optional: a match fills them.
  const [whole, resourcePath = '', keyText = ''] = m;
  const key = UUID_KEY.test(keyText) ? "(uuid='{uuid}')" : '({id})';
  return `${resourcePath}${key}${v7.slice(whole.length)}`;
}

/** The operationId of the contract operation this request addresses, if any. */
export function resolveOperationId(method: HttpMethod, path: string): string | undefined {
  const isOData = /^\/(?:v7|resin)\//.test(path);
  const normalised = isOData ? normaliseODataPath(path) : path;
  const hit =
    literal.get(`${method} ${normalised}`) ?? (method === 'HEAD' ? literal.get(`GET ${normalised}`) : undefined);
  if (hit || isOData) return hit;
  return patterns.find((p) => p.method === method && p.regex.test(path))?.operationId;
}
