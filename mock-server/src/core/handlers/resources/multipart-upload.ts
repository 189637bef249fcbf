/**
 * Multipart uploads of WebResource fields (pinejs webresource handler; the SDK uploads release
 * assets this way, api-ground-truth §2.1):
 * - `POST /v7/<resource>(<id>)/beginUpload {"<field>": {filename, content_type, size, chunk_size}}`
 *   → 200 `{"<field>": {uuid, uploadParts: [{url, chunkSize, partNumber}]}}`, one part per
 *   `chunk_size` bytes (the last one shorter);
 * - the client PUTs each part's bytes to its URL (a
 *   presigned object-store URL in the cloud, `/__ext/s3/uploads/<uuid>/<partNumber>` here) and keeps
 *   the answer's `ETag`;
 * - `POST /v7/<resource>(<id>)/commitUpload {uuid, providerCommitData: {Parts: [{PartNumber, ETag}]}}`
 *   → 200 the stored WebResource `{filename, href, content_type, size}`, written to the row's field.
 * Both actions need the right to update the row (rows the caller cannot see or write: 401 empty).
 * Uploads live per world and are forgotten once committed, or UPLOAD_LIFETIME_MS (mock clock) after
 * they began; at most MAX_PENDING_UPLOADS wait per world (the oldest is dropped for a new one), so
 * uploads begun and never committed cannot pile up. The parts' bytes are held until the commit, which
 * puts the whole file on the world's file shelf (file-bytes.ts), for uploads of at most
 * MAX_KEPT_FILE_BYTES; larger ones are only measured.
 */
import { empty, json, requestOrigin, type CoreResponse } from '../../http.ts';
import { keepFileBytes, MAX_KEPT_FILE_BYTES } from './file-bytes.ts';
import type { RouteDef } from '../../router.ts';
import type { World } from '../../world.ts';
import { requestContext } from '../../pipeline/context.ts';
import { update } from '../../store/write.ts';
import { can } from '../../permissions/index.ts';
import { errorResponse, objectBody, odata, unauthorized } from './respond.ts';
import type { WriteInput } from './write.ts';
import { fileHref } from './form-body.ts';
import { param } from '../../router.ts';
import { only } from '../../lists.ts';

/** Parts are at least 5 MiB except the last (the object store's rule), and at most 10,000 of them. */
const MIN_CHUNK_SIZE = 5 * 1024 * 1024;
const MAX_PARTS = 10_000;
const UPLOAD_PATH = '/__ext/s3/uploads';
/** Largest part accepted (the PUT route's `x-body-limit`). */
const MAX_CHUNK_SIZE = 32 * 1024 * 1024;
/** An upload not committed this long after it began is forgotten (mock clock). */
export const UPLOAD_LIFETIME_MS = 60 * 60_000;
/** Uncommitted uploads kept per world; beginning one more drops the oldest. */
export const MAX_PENDING_UPLOADS = 100;

interface Upload {
  resource: string;
  id: number;
  field: string;
  filename: string;
  contentType: string;
  size: number;
  /** partNumber → expected size. */
  parts: number[];
  /** partNumber → ETag of the bytes received (and the bytes, when the file is small enough to keep). */
  received: Map<number, { etag: string; size: number; bytes?: Uint8Array }>;
  /** Mock-clock instant after which the upload is forgotten. */
  expiresAt: number;
}

const uploads = new WeakMap<World, Map<string, Upload>>();
/** The world's pending uploads, expired ones dropped. */
const uploadsOf = (world: World): Map<string, Upload> => {
  let m = uploads.get(world);
  if (!m) uploads.set(world, (m = new Map()));
  const now = world.clock.now();
  for (const [uuid, u] of m) if (u.expiresAt <= now) m.delete(uuid);
  return m;
};

const bad = (message: string): CoreResponse => odata(json(400, message));

const newUuid = (): string => globalThis.crypto.randomUUID();

/** FNV-1a (32 bit) of the bytes with their length: a cheap, stable ETag for a part. */
function etagOf(bytes: Uint8Array): string {
  let h = 0x811c9dc5;
  for (const byte of bytes) h = Math.imul(h ^ byte, 0x01000193);
  return `"${(h >>> 0).toString(16).padStart(8, '0')}-${bytes.length.toString(16)}"`;
}

/**
 * An ETag as S3's CompleteMultipartUpload compares it: with or without the surrounding double quotes
 * (S3 accepts both; balena-sdk's release-asset upload sends the header's value with its quotes removed).
 */
const unquoted = (etag: unknown): unknown =>
  typeof etag === 'string' && etag.length >= 2 && etag.startsWith('"') && etag.endsWith('"') ? etag.slice(1, -1) : etag;

function webResourceFields(input: WriteInput): string[] {
  const def = input.ctx.world.store.resources.get(input.resource);
  return def ? def.fields.filter((f) => f.type === 'WebResource' && !f.readOnly && !f.computed).map((f) => f.name) : [];
}

/** The row addressed by `/<resource>(<key>)/<action>` when the caller may update it. */
function writableRow(input: WriteInput, action: string): { id: number; row: Record<string, unknown> } | undefined {
  const { ctx, engine, access, resource } = input;
  const store = ctx.world.store;
  const keyPath = input.path.slice(0, -(action.length + 1));
  const ids = engine.matchIds(store, keyPath, '', access.canRead);
  const id = only(ids);
  const row = id === undefined ? undefined : store.get(resource, id);
  if (!row || !can(access.subject, 'update', resource, row, store)) return undefined;
  return { id: row.id, row };
}

const isPositiveInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

/** POST /v7/<resource>(<id>)/beginUpload. */
export function beginUpload(input: WriteInput): CoreResponse {
  const body = objectBody(input.ctx.req.body);
  if (!body) return bad('Request body must be a JSON object');
  const fields = webResourceFields(input);
  const keys = Object.keys(body);
  const [field] = keys;
  if (field === undefined || keys.length !== 1 || !fields.includes(field)) {
    return bad(
      fields.length
        ? `Give exactly one file field to upload: ${fields.join(', ')}`
        : `${input.resource} has no file fields`,
    );
  }
  const spec = objectBody(body[field]);
  if (!spec) return bad(`"${field}" must be an object`);
  const { filename, content_type: contentType, size, chunk_size: chunkSize } = spec;
  if (typeof filename !== 'string' || !filename) return bad(`"${field}.filename" must be a non-empty string`);
  if (typeof contentType !== 'string' || !contentType) return bad(`"${field}.content_type" must be a non-empty string`);
  if (!isPositiveInt(size)) return bad(`"${field}.size" must be a positive integer`);
  if (!isPositiveInt(chunkSize) || chunkSize < MIN_CHUNK_SIZE || chunkSize > MAX_CHUNK_SIZE) {
    return bad(`"${field}.chunk_size" must be an integer from ${MIN_CHUNK_SIZE} to ${MAX_CHUNK_SIZE}`);
  }
  const count = Math.ceil(size / chunkSize);
  if (count > MAX_PARTS) return bad(`"${field}.chunk_size" is too small: at most ${MAX_PARTS} parts`);
  const target = writableRow(input, 'beginUpload');
  if (!target) return unauthorized();
  const uuid = newUuid();
  const parts = Array.from({ length: count }, (_, i) => Math.min(chunkSize, size - i * chunkSize));
  const pending = uploadsOf(input.ctx.world);
  // Map order is insertion order: the first key is the oldest upload.
  while (pending.size >= MAX_PENDING_UPLOADS) pending.delete(pending.keys().next().value as string);
  pending.set(uuid, {
    resource: input.resource,
    id: target.id,
    field,
    filename,
    contentType,
    size,
    parts,
    received: new Map(),
    expiresAt: input.ctx.world.clock.now() + UPLOAD_LIFETIME_MS,
  });
  const origin = requestOrigin(input.ctx.req);
  const uploadParts = parts.map((partSize, i) => ({
    url: `${origin}${UPLOAD_PATH}/${uuid}/${i + 1}`,
    chunkSize: partSize,
    partNumber: i + 1,
  }));
  return odata(json(200, { [field]: { uuid, uploadParts } }));
}

/** The uploaded file: its parts' bytes in order, or null when they were only measured. */
function joinParts(upload: Upload): Uint8Array | null {
  const parts = upload.parts.map((_, i) => upload.received.get(i + 1)?.bytes);
  if (parts.some((p) => !p)) return null;
  const out = new Uint8Array(upload.size);
  let at = 0;
  for (const p of parts as Uint8Array[]) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** POST /v7/<resource>(<id>)/commitUpload. */
export function commitUpload(input: WriteInput): CoreResponse {
  const body = objectBody(input.ctx.req.body);
  if (!body) return bad('Request body must be a JSON object');
  const { uuid, providerCommitData } = body;
  if (typeof uuid !== 'string') return bad('"uuid" must be a string');
  const partsIn = objectBody(providerCommitData)?.Parts;
  if (!Array.isArray(partsIn)) return bad('"providerCommitData.Parts" must be a list');
  const target = writableRow(input, 'commitUpload');
  if (!target) return unauthorized();
  const all = uploadsOf(input.ctx.world);
  const upload = all.get(uuid);
  if (
    !upload ||
    upload.resource !== (input.ctx.world.store.resources.get(input.resource)?.name ?? input.resource) ||
    upload.id !== target.id
  ) {
    return bad(`No upload '${uuid}' for this ${input.resource}`);
  }
  if (partsIn.length !== upload.parts.length)
    return bad(`Expected ${upload.parts.length} parts, got ${partsIn.length}`);
  for (let i = 0; i < upload.parts.length; i++) {
    const p = objectBody(partsIn[i]);
    const got = upload.received.get(i + 1);
    if (!p || p.PartNumber !== i + 1) return bad(`"providerCommitData.Parts.${i}.PartNumber" must be ${i + 1}`);
    if (!got) return bad(`Part ${i + 1} was never uploaded`);
    if (unquoted(p.ETag) !== unquoted(got.etag))
      return bad(`"providerCommitData.Parts.${i}.ETag" does not match the uploaded part`);
    if (got.size !== upload.parts[i]) return bad(`Part ${i + 1} has ${got.size} bytes, expected ${upload.parts[i]}`);
  }
  const store = input.ctx.world.store;
  const row = store.get(upload.resource, upload.id);
  const href = fileHref(upload.resource, row ?? { id: upload.id }, upload.field, upload.filename);
  const resource = { filename: upload.filename, href, content_type: upload.contentType, size: upload.size };
  try {
    update(store, upload.resource, upload.id, { [upload.field]: resource });
  } catch (err) {
    return errorResponse(err);
  }
  all.delete(uuid);
  keepFileBytes(input.ctx.world, href, joinParts(upload), upload.contentType);
  const origin = requestOrigin(input.ctx.req);
  return odata(json(200, { ...resource, href: `${origin}${href}` }));
}

/** `PUT /__ext/s3/uploads/<uuid>/<partNumber>`: stores a part of a begun upload; answers its ETag. */
export function uploadPartRoutes(): RouteDef[] {
  return [
    {
      method: 'PUT',
      path: `${UPLOAD_PATH}/:uuid/:partNumber`,
      operationId: 'uploadWebResourcePart',
      handler: ({ req, params }) => {
        const world = requestContext(req).world;
        const upload = uploadsOf(world).get(param(params, 'uuid'));
        const part = Number(params.partNumber);
        if (!upload || !Number.isInteger(part) || part < 1 || part > upload.parts.length)
          return json(404, 'No such upload part');
        const bytes =
          req.body instanceof Uint8Array
            ? req.body
            : new TextEncoder().encode(typeof req.body === 'string' ? req.body : '');
        if (bytes.length !== upload.parts[part - 1])
          return json(400, `Part ${part} must have ${upload.parts[part - 1]} bytes, got ${bytes.length}`);
        const etag = etagOf(bytes);
        const keep = upload.size <= MAX_KEPT_FILE_BYTES;
        upload.received.set(part, { etag, size: bytes.length, ...(keep ? { bytes: bytes.slice() } : {}) });
        return empty(200, { etag });
      },
    },
  ];
}
