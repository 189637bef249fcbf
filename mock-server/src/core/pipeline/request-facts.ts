/**
 * Facts the pipeline extracts from a request before routing: OData root and resource name, a
 * device uuid it names, whether its declared body exceeds its route's limit.
 */
import type { CoreRequest } from '../http.ts';
import { bodyLimitFor } from './body.ts';
import { safeDecode } from './route-matcher.ts';

/** `/v7/device(uuid='x')/…` → `device`; undefined for non-OData paths or the bare root. */
export function odataResourceOf(path: string): string | undefined {
  const [, resource] = /^\/(?:v7|resin)\/([^/(?]+)/.exec(path) ?? [];
  return resource === undefined ? undefined : safeDecode(resource);
}

export const isODataPath = (path: string): boolean => /^\/(?:v7|resin)(?:\/|$)/.test(path);

const UUID_IN_KEY = /uuid=(?:'|%27)([0-9a-fA-F]{32}|[0-9a-fA-F]{62})(?:'|%27)/;

/** A device uuid named by path params, an OData key, the query or the body (journal and fault matching). */
export function deviceUuidOf(req: CoreRequest, params: Record<string, string>): string | undefined {
  if (params.uuid) return params.uuid;
  const [, inKey] = UUID_IN_KEY.exec(req.path) ?? UUID_IN_KEY.exec(req.rawQuery) ?? [];
  if (inKey !== undefined) return inKey.toLowerCase();
  const body = req.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const uuid = (body as Record<string, unknown>).uuid;
    if (typeof uuid === 'string') return uuid;
  }
  return undefined;
}

/** The route's body limit when the declared body size (Content-Length) exceeds it, else undefined. */
export function bodyTooLarge(req: CoreRequest): number | undefined {
  const declared = req.headers['content-length'];
  if (declared === undefined) return undefined;
  const len = Number(declared);
  if (!Number.isFinite(len)) return undefined;
  const limit = bodyLimitFor(req.method, req.path);
  return len > limit ? limit : undefined;
}
