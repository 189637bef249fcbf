/**
 * Where the hrefs of stored files (WebResource fields) point, served (GET, no token: a browser loads
 * them with `<img src>` or a plain link, which sends no Authorization header):
 * - `/organization/<handle>/logo.png`, the seeded organization logo (seed/orgs.ts): a small PNG made
 *   here, a solid square in a colour derived from the handle, so no binary file ships with the mock;
 * - `/files/<resource>/<id>/<field>/<filename>` and `/release-assets/<release>/<asset key>`, the
 *   files uploaded through multipart/form-data or beginUpload/commitUpload (form-body.ts,
 *   multipart-upload.ts): the bytes the upload sent, from the world's file shelf (file-bytes.ts), or
 *   404 with a message that says they were not kept (too large, or dropped for newer files). Reads
 *   answer these hrefs as absolute URLs on the mock (odata/serialise.ts), as the cloud's are object-store
 *   URLs a client fetches without its token;
 * - a seeded release asset (seed/releases.ts), which nobody uploaded, answers generated content of its
 *   recorded size and type (text for text types, else bytes from a generator seeded by its path), the
 *   same on every read; a release asset that no longer exists answers 404.
 */
import { jsonError, type CoreResponse } from '../../http.ts';
import type { HandlerInput, RouteDef } from '../../router.ts';
import { hrefPath, keptFile, MAX_KEPT_FILE_BYTES, type KeptFile } from './file-bytes.ts';
import { requestContext } from '../../pipeline/context.ts';
import { param } from '../../router.ts';

/** Side of the generated logo, in pixels. */
export const LOGO_SIZE = 32;
export const LOGO_NOT_FOUND = 'No logo is stored at this address';
export const FILE_BYTES_NOT_KEPT =
  'File content is not available: the mock keeps the bytes of uploaded files up to 32 MiB each and 64 MiB per session, and these were not kept';
export const NO_FILE_HERE = 'No file is stored at this address';

/** CRC-32 (ISO 3309, the one PNG chunks carry). */
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

/** Adler-32, the checksum that ends a zlib stream. */
function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/**
 * A zlib stream of `data` in stored (uncompressed) deflate blocks of at most 65535 bytes (RFC 1950,
 * RFC 1951 §3.2.4): valid for every PNG decoder, and needs no compression library in the browser.
 */
function zlibStored(data: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(data.length / 0xffff));
  const out = new Uint8Array(2 + blocks * 5 + data.length + 4);
  const view = new DataView(out.buffer);
  out[0] = 0x78;
  out[1] = 0x01;
  let o = 2;
  for (let i = 0; i < blocks; i++) {
    const chunk = data.subarray(i * 0xffff, Math.min(data.length, (i + 1) * 0xffff));
    out[o] = i === blocks - 1 ? 1 : 0;
    view.setUint16(o + 1, chunk.length, true);
    view.setUint16(o + 3, ~chunk.length & 0xffff, true);
    out.set(chunk, o + 5);
    o += 5 + chunk.length;
  }
  view.setUint32(o, adler32(data));
  return out;
}

/** One PNG chunk: length, type, data, CRC over type and data. */
function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** A `size`×`size` PNG of one RGB colour (8-bit truecolour, no interlace). */
export function solidPng(size: number, rgb: readonly [number, number, number]): Uint8Array {
  const ihdr = new Uint8Array(13);
  const v = new DataView(ihdr.buffer);
  v.setUint32(0, size);
  v.setUint32(4, size);
  ihdr.set([8, 2, 0, 0, 0], 8);
  // Each scanline: filter type 0 (none), then the pixels.
  const raw = new Uint8Array(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3);
    for (let x = 0; x < size; x++) raw.set(rgb, row + 1 + x * 3);
  }
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlibStored(raw)),
    chunk('IEND', new Uint8Array(0)),
  ];
  const png = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    png.set(p, o);
    o += p.length;
  }
  return png;
}

/** A stable mid-tone colour for a handle (FNV-1a of its characters), so each organization's logo differs. */
function logoColour(handle: string): [number, number, number] {
  let h = 0x811c9dc5;
  for (let i = 0; i < handle.length; i++) h = Math.imul(h ^ handle.charCodeAt(i), 0x01000193);
  return [64 + ((h >>> 16) & 0x7f), 64 + ((h >>> 8) & 0x7f), 64 + (h & 0x7f)];
}

/** FNV-1a (32 bit) of a string. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * The content of a seeded file nobody uploaded: `size` bytes, the same for the same path. Text types
 * get numbered lines naming the path; other types bytes from xorshift32 seeded by the path.
 */
export function seededFileBytes(path: string, size: number, contentType: string): Uint8Array {
  const out = new Uint8Array(size);
  if (/^text\//i.test(contentType)) {
    const lines: string[] = [];
    let length = 0;
    for (let n = 1; length < size; n++) {
      const line = `fleetmock seeded file ${path}, line ${n}\n`;
      lines.push(line);
      length += line.length;
    }
    out.set(new TextEncoder().encode(lines.join('')).subarray(0, size));
    return out;
  }
  let x = fnv1a(path) || 1;
  for (let i = 0; i < size; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

const fileBody = (bytes: Uint8Array, contentType: string): CoreResponse => ({
  status: 200,
  headers: { 'cache-control': 'private, max-age=3600' },
  body: { kind: 'bytes', value: bytes, contentType },
});

/** The answer for a path an upload stored: its bytes, or 404 saying they were not kept. */
function uploaded(kept: KeptFile): CoreResponse {
  return kept.bytes ? fileBody(kept.bytes, kept.contentType) : jsonError(404, FILE_BYTES_NOT_KEPT);
}

/** GET of a release asset's href: the uploaded bytes, the seeded content, or 404. */
function releaseAssetFile(input: HandlerInput): CoreResponse {
  const world = requestContext(input.req).world;
  const path = input.req.path;
  const release = Number(param(input.params, 'release'));
  const key = param(input.params, 'assetKey');
  const row = Number.isSafeInteger(release)
    ? world.store.find('release_asset', 'release', release).find((a) => a.asset_key === key)
    : undefined;
  const asset = row?.asset as { href?: unknown; size?: unknown; content_type?: unknown } | null | undefined;
  if (!asset || typeof asset.href !== 'string' || hrefPath(asset.href) !== path) return jsonError(404, NO_FILE_HERE);
  const kept = keptFile(world, path);
  if (kept) return uploaded(kept);
  const size = typeof asset.size === 'number' && asset.size >= 0 ? asset.size : 0;
  const type = typeof asset.content_type === 'string' ? asset.content_type : 'application/octet-stream';
  if (size > MAX_KEPT_FILE_BYTES) return jsonError(404, FILE_BYTES_NOT_KEPT);
  return fileBody(seededFileBytes(path, size, type), type);
}

/** GET of another stored file's href: the uploaded bytes, or 404. */
function uploadedFile(input: HandlerInput): CoreResponse {
  const kept = keptFile(requestContext(input.req).world, input.req.path);
  return kept ? uploaded(kept) : jsonError(404, FILE_BYTES_NOT_KEPT);
}

/** The stored-file route group. */
export function fileRoutes(): RouteDef[] {
  return [
    {
      method: 'GET',
      path: '/organization/:handle/logo.png',
      operationId: 'getOrganizationLogo',
      handler: ({ req, params }) => {
        const world = requestContext(req).world;
        const org = world.store.find('organization', 'handle', params.handle)[0];
        const logo = org?.logo_image as { href?: unknown; content_type?: unknown } | null | undefined;
        // Only a logo whose href is this address (the seeded one); an uploaded logo lives under /files/.
        if (!logo || logo.href !== `/organization/${params.handle}/logo.png`) return jsonError(404, LOGO_NOT_FOUND);
        return {
          status: 200,
          headers: { 'cache-control': 'public, max-age=3600' },
          body: {
            kind: 'bytes',
            value: solidPng(LOGO_SIZE, logoColour(param(params, 'handle'))),
            contentType: 'image/png',
          },
        };
      },
    },
    {
      method: 'GET',
      path: '/files/:resource/:id/:field/:filename',
      operationId: 'getUploadedFile',
      handler: uploadedFile,
    },
    {
      method: 'GET',
      path: '/release-assets/:release/:assetKey',
      operationId: 'getReleaseAssetFile',
      handler: releaseAssetFile,
    },
  ];
}
