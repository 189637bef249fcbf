/**
 * gzip for whole answers of the Node adapter. The vendor SDK asks for it in Node (`Accept-Encoding:
 * compress, gzip`, api-ground-truth §1.2) and browsers always do, so the mock answers the way a
 * compressing Express API does: compressible types (JSON, text, HTML, XML) of at least 1 kB, gzip
 * when the client accepts it, `Vary: Accept-Encoding` on every answer that could have been compressed.
 * Clients that do not ask (curl, autocannon by default) get the bytes as they are.
 * Cached reads (a device list polled every few seconds) are compressed once per answer, not per request.
 */
import Negotiator from 'negotiator';
import { constants, gzip as gzipAsync, gzipSync } from 'node:zlib';

/** Smaller bodies go out as they are (Express `compression`'s default threshold). */
export const GZIP_MIN_BYTES = 1024;
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:[\w.-]+\+)?(?:json|xml|javascript)\b)/i;

const verdicts = new Map<string, boolean>();
const VERDICTS_KEPT = 256;

/** True when the Accept-Encoding header prefers gzip over identity (q-values honoured; decided once per header text). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  let verdict = verdicts.get(acceptEncoding);
  if (verdict === undefined) {
    verdict =
      new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encoding(['gzip', 'identity']) === 'gzip';
    if (verdicts.size >= VERDICTS_KEPT) verdicts.clear();
    verdicts.set(acceptEncoding, verdict);
  }
  return verdict;
}

/** Whether a body of this type and size is one the adapter compresses (and so varies on Accept-Encoding). */
export const compressible = (contentType: string | undefined, bytes: number): boolean =>
  contentType !== undefined && bytes >= GZIP_MIN_BYTES && COMPRESSIBLE_TYPE.test(contentType);

const shared = new WeakMap<Uint8Array, Buffer>();

/**
 * The gzip of a payload. `reused` marks bytes shared by many answers (read-cache entries): those are
 * compressed once at the default level and kept with them; one-off bodies at the fastest level.
 */
export function gzip(payload: string | Uint8Array, reused: boolean): Buffer {
  if (!reused || typeof payload === 'string') return gzipSync(payload, { level: constants.Z_BEST_SPEED });
  let out = shared.get(payload);
  if (!out) shared.set(payload, (out = gzipSync(payload)));
  return out;
}

/**
 * One-off payloads at least this large are compressed on libuv's thread pool instead of the event
 * loop (gzip of a 16 MB device list takes a few hundred ms even at the fastest level).
 */
export const ASYNC_GZIP_MIN_BYTES = 256 * 1024;

/** `gzip` on the thread pool: the same levels, and the same sharing of read-cache bytes, as `gzip`. */
export async function gzipOffLoop(payload: string | Uint8Array, reused: boolean): Promise<Buffer> {
  const share = reused && typeof payload !== 'string';
  const known = share ? shared.get(payload) : undefined;
  if (known) return known;
  const level = share ? constants.Z_DEFAULT_COMPRESSION : constants.Z_BEST_SPEED;
  const out = await new Promise<Buffer>((resolve, reject) =>
    gzipAsync(payload, { level }, (err, res) => (err ? reject(err) : resolve(res))),
  );
  if (share) shared.set(payload, out);
  return out;
}
