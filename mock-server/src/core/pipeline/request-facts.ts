/**
 * Facts the pipeline extracts from a request before routing: OData root and resource name, a
 * device uuid it names, the body size limit (api-ground-truth §1.1: 512 kB).
 */
import type { CoreRequest } from '../http.ts';
import { safeDecode } from './route-matcher.ts';

/** JSON bodies over 512 kB get 413 (api-ground-truth §1.1). */
export const BODY_LIMIT_BYTES = 512 * 1024;
/** The admin API takes whole state snapshots, far larger than any API body. */
export const ADMIN_BODY_LIMIT_BYTES = 64 * 1024 * 1024;
/**
 * Support attachments (spec 03 §5: 5 MB a file) pass the 512 kB JSON limit so the handler can answer
 * the spec's oversize error itself: the file limit plus room for the envelope.
 */
export const UPLOAD_BODY_LIMIT_BYTES = 8 * 1024 * 1024;
export const UPLOAD_PATH_PATTERN = /^\/zendesk\/v1\/[^/]+\/upload-attachment$/;

/** OData roots the server mounts (api-ground-truth §1.1). */
export const ODATA_ROOTS = ['v7', 'resin'] as const;

/** `/v7/device(uuid='x')/…` → `device`; undefined for non-OData paths or the bare root. */
export function odataResourceOf(path: string): string | undefined {
  const m = /^\/(?:v7|resin)\/([^/(?]+)/.exec(path);
  return m ? safeDecode(m[1]) : undefined;
}

export const isODataPath = (path: string): boolean => /^\/(?:v7|resin)(?:\/|$)/.test(path);

const UUID_IN_KEY = /uuid=(?:'|%27)([0-9a-fA-F]{32}|[0-9a-fA-F]{62})(?:'|%27)/;

/** A device uuid named by path params, an OData key, the query or the body (journal and fault matching). */
export function deviceUuidOf(req: CoreRequest, params: Record<string, string>): string | undefined {
  if (params.uuid) return params.uuid;
  const inKey = UUID_IN_KEY.exec(req.path) ?? UUID_IN_KEY.exec(req.rawQuery);
  if (inKey) return inKey[1].toLowerCase();
  const body = req.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const uuid = (body as Record<string, unknown>).uuid;
    if (typeof uuid === 'string') return uuid;
  }
  return undefined;
}

/** True when the declared body size exceeds the limit. */
export function bodyTooLarge(req: CoreRequest): boolean {
  const len = Number(req.headers['content-length'] ?? 0);
  const limit = req.path.startsWith('/__mock/') ? ADMIN_BODY_LIMIT_BYTES : UPLOAD_PATH_PATTERN.test(req.path) ? UPLOAD_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES;
  return Number.isFinite(len) && len > limit;
}
