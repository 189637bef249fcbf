/**
 * The bytes of files stored in WebResource fields, per world, by the path their `href` names
 * (`/release-assets/<release>/<key>`, `/files/<resource>/<id>/<field>/<filename>`): what a
 * multipart/form-data write or a committed multipart upload received, so a client downloads the
 * same bytes it uploaded (balena-sdk `release.asset.download`). Bounded: at most MAX_KEPT_BYTES per
 * world, the oldest files dropped first to make room, and a file larger than MAX_KEPT_FILE_BYTES is
 * only measured. A dropped or unmeasured file stays known as uploaded, so its address answers that
 * its bytes are not kept rather than anything else.
 */
import type { World } from '../../world.ts';

/** Bytes of uploaded files kept per world. */
export const MAX_KEPT_BYTES = 64 * 1024 * 1024;
/** Files larger than this keep their name, type and size only. */
export const MAX_KEPT_FILE_BYTES = 32 * 1024 * 1024;

export interface KeptFile {
  /** The file's bytes; null when they were too many to keep or were dropped for newer files. */
  bytes: Uint8Array | null;
  contentType: string;
}

interface FileShelf {
  files: Map<string, KeptFile>;
  total: number;
}

const shelves = new WeakMap<World, FileShelf>();

function shelfOf(world: World): FileShelf {
  let shelf = shelves.get(world);
  if (!shelf) shelves.set(world, (shelf = { files: new Map(), total: 0 }));
  return shelf;
}

/**
 * Keeps (a copy of) `bytes` as the content at `path`, replacing what was there; null records an
 * upload whose bytes were only measured.
 */
export function keepFileBytes(world: World, path: string, bytes: Uint8Array | null, contentType: string): void {
  const shelf = shelfOf(world);
  const old = shelf.files.get(path);
  if (old?.bytes) shelf.total -= old.bytes.length;
  // Re-inserted last: Map order is insertion order, so the first entries are the oldest.
  shelf.files.delete(path);
  if (!bytes || bytes.length > MAX_KEPT_FILE_BYTES) {
    shelf.files.set(path, { bytes: null, contentType });
    return;
  }
  for (const [p, f] of shelf.files) {
    if (shelf.total + bytes.length <= MAX_KEPT_BYTES) break;
    if (!f.bytes) continue;
    shelf.total -= f.bytes.length;
    shelf.files.set(p, { bytes: null, contentType: f.contentType });
  }
  shelf.files.set(path, { bytes: bytes.slice(), contentType });
  shelf.total += bytes.length;
}

/** What was uploaded to `path` in this world, or undefined when nothing was. */
export function keptFile(world: World, path: string): KeptFile | undefined {
  return shelves.get(world)?.files.get(path);
}

/** The path of an href (absolute or not): what the file shelf is keyed by. */
export function hrefPath(href: string): string {
  if (href.startsWith('/')) return href.split('?')[0] ?? href;
  try {
    return new URL(href).pathname;
  } catch {
    return href;
  }
}
