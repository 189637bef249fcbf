/**
 * Write bodies as multipart/form-data (pinejs webresource handler, which open-balena-api mounts for
 * release assets in src/fileupload-handler.ts; balena-sdk's `models.release.asset.upload` posts an asset of
 * up to 5 MB this way, with the fields `release`, `asset_key` and the file `asset`). Text parts are read by
 * their model field's type (ids and numbers in decimal, booleans as `true`/`false`, JSON as JSON); a file
 * part of a WebResource field becomes the stored `{filename, href, content_type, size}`; its bytes go on
 * the world's file shelf (file-bytes.ts) once the write succeeds (`keepWrittenFiles`).
 */
import type { FieldDef } from '../../model/types.ts';
import type { Store } from '../../store/store.ts';
import { readForm } from '../support/multipart.ts';
import { objectBody } from './respond.ts';
import type { World } from '../../world.ts';
import { keepFileBytes } from './file-bytes.ts';

const MULTIPART = /^multipart\/form-data\b/i;

/** A text part as the value of a field of that type; undefined when it cannot be one (then kept as text). */
function typed(field: FieldDef | undefined, text: string): unknown {
  switch (field?.type) {
    case 'ForeignKey':
    case 'Integer':
      return /^-?\d+$/.test(text) ? Number(text) : text;
    case 'Real':
      return text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
    case 'Boolean':
      return text === 'true' ? true : text === 'false' ? false : text;
    case 'JSON':
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return text;
      }
    default:
      return text;
  }
}

/**
 * Where a stored file is served from (a path on the mock; reads answer it as an absolute URL): a
 * release asset by release and key, anything else by row. The key and file name are one
 * percent-encoded path segment each (an asset key may hold `/`).
 */
export function fileHref(resource: string, row: Record<string, unknown>, field: string, filename: string): string {
  if (resource === 'release_asset' && row.release !== undefined && typeof row.asset_key === 'string')
    return `/release-assets/${String(row.release)}/${encodeURIComponent(row.asset_key)}`;
  return `/files/${resource}/${String(row.id ?? globalThis.crypto.randomUUID())}/${field}/${encodeURIComponent(filename)}`;
}

/** Files of a form write waiting for the write to succeed: href path → bytes and type. */
const writtenFiles = new WeakMap<Record<string, unknown>, { path: string; bytes: Uint8Array; type: string }[]>();

/** Puts the bytes of the files a successful form write stored (`writeBody`'s answer) on the world's shelf. */
export function keepWrittenFiles(world: World, body: Record<string, unknown>): void {
  for (const f of writtenFiles.get(body) ?? []) keepFileBytes(world, f.path, f.bytes, f.type);
}

/**
 * The body of a write: the JSON object, or the fields of a multipart/form-data body read by the model.
 * `row` is the addressed row of a PATCH (for the file's href). Undefined when the body is neither.
 */
export function writeBody(
  store: Store,
  resource: string,
  contentType: string | undefined,
  body: unknown,
  row?: Record<string, unknown>,
): Record<string, unknown> | undefined {
  if (!MULTIPART.test(contentType ?? '')) return body instanceof Uint8Array ? undefined : objectBody(body);
  const form = readForm(contentType, body);
  if (!form) return undefined;
  const fields = new Map((store.resources.get(resource)?.fields ?? []).map((f) => [f.name, f]));
  const out: Record<string, unknown> = {};
  const files: { path: string; bytes: Uint8Array; type: string }[] = [];
  for (const [name, text] of Object.entries(form.fields)) out[name] = typed(fields.get(name), text);
  for (const [name, file] of Object.entries(form.files)) {
    if (fields.get(name)?.type !== 'WebResource') {
      out[name] = file.fileName;
      continue;
    }
    const href = fileHref(resource, { ...row, ...out }, name, file.fileName);
    out[name] = { filename: file.fileName, href, content_type: file.contentType, size: file.size };
    if (file.bytes) files.push({ path: href, bytes: file.bytes, type: file.contentType });
  }
  if (files.length) writtenFiles.set(out, files);
  return out;
}
