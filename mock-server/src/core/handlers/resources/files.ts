/**
 * Where the hrefs of stored files (WebResource fields) point, served (GET, no token: a browser loads
 * them with `<img src>` or a plain link, which sends no Authorization header):
 * - `/organization/<handle>/logo.png`, the seeded organization logo (seed/orgs.ts): a small PNG made
 *   here, a solid square in a colour derived from the handle, so no binary file ships with the mock;
 * - `/files/<resource>/<id>/<field>/<filename>` and `/release-assets/<release>/<asset key>`, the
 *   files uploaded through multipart/form-data or beginUpload/commitUpload (form-body.ts,
 *   multipart-upload.ts). Those keep the file's name, type and size, not its bytes, so these answer
 *   404 with a message that says so.
 */
import { jsonError, type CoreResponse } from '../../http.ts';
import type { RouteDef } from '../../router.ts';
import { requestContext } from '../../pipeline/context.ts';
import { param } from '../../router.ts';

/** Side of the generated logo, in pixels. */
export const LOGO_SIZE = 32;
export const LOGO_NOT_FOUND = 'No logo is stored at this address';
export const FILE_BYTES_NOT_KEPT =
  'File content is not available: the mock keeps the name, type and size of uploaded files, not their bytes';

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

const fileNotKept = (): CoreResponse => jsonError(404, FILE_BYTES_NOT_KEPT);

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
      handler: fileNotKept,
    },
    {
      method: 'GET',
      path: '/release-assets/:release/:assetKey',
      operationId: 'getReleaseAssetFile',
      handler: fileNotKept,
    },
  ];
}
