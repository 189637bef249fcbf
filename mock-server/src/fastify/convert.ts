/**
 * Fastify ⇄ core translation: FastifyRequest → CoreRequest, CoreResponse → reply (JSON, text, bytes,
 * NDJSON streams, and the fault kinds `destroy` and `truncated`).
 */
import type { Socket } from 'node:net';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CoreBody, CoreRequest, CoreResponse, HttpMethod } from '../core/http.ts';
import { decodeBody, splitUrl } from '../core/pipeline/body.ts';
import { withCors } from '../core/pipeline/cors.ts';
import { acceptsGzip, ASYNC_GZIP_MIN_BYTES, compressible, gzip, gzipOffLoop } from './compress.ts';

/**
 * Node's header object with arrays joined by `, `. Node joins repeated request headers itself except
 * `set-cookie` (the only array it keeps), so the object is copied only when that one is there.
 */
function headersOf(req: FastifyRequest): Record<string, string | undefined> {
  const headers = req.headers;
  if (!Array.isArray(headers['set-cookie'])) return headers as Record<string, string | undefined>;
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(headers)) out[k] = Array.isArray(v) ? v.join(', ') : v;
  return out;
}

/** A socket's own address as a URL, kept on the socket (one per connection, read once). */
const SERVER_URL = Symbol('fleetmock.serverUrl');
type UrlSocket = Socket & { [SERVER_URL]?: string | null };

/**
 * `http://<address>:<port>` of the local end of the connection: the address the mock listens on as
 * this client reached it (a LAN address when bound to 0.0.0.0), whatever Host header it sent.
 */
function socketUrl(socket: UrlSocket | undefined): string | undefined {
  if (!socket) return undefined;
  let url = socket[SERVER_URL];
  if (url === undefined) {
    const address = socket.localAddress?.replace(/^::ffff:(?=\d+\.)/, '');
    const port = socket.localPort;
    url = address && port ? `http://${address.includes(':') ? `[${address}]` : address}:${port}` : null;
    socket[SERVER_URL] = url;
  }
  return url ?? undefined;
}

/**
 * Builds the CoreRequest, or the 400 response for an undecodable JSON body. `publicUrl` (`--public-url`)
 * is the mock's address for links; without it, the address the connection reached.
 */
export function toCoreRequest(req: FastifyRequest, method: HttpMethod, publicUrl?: string): CoreRequest | CoreResponse {
  const { path, rawQuery } = splitUrl(req.raw.url ?? req.url);
  const body = req.body;
  const raw = Buffer.isBuffer(body) || typeof body === 'string' ? body : '';
  const decoded = decodeBody(req.headers['content-type'], raw, path);
  // One literal, no spread of a partial object: see writeWhole.
  const coreReq: CoreRequest = {
    method,
    path,
    rawQuery,
    headers: headersOf(req),
    body: decoded.ok ? decoded.body : undefined,
    ip: req.ip,
    serverUrl: publicUrl ?? socketUrl(req.raw.socket),
  };
  return decoded.ok ? coreReq : withCors(coreReq, decoded.response);
}

const jsonText = (value: unknown): string => JSON.stringify(value) ?? 'null';

const JSON_TYPE = 'application/json; charset=utf-8';
const TEXT_TYPE = 'text/plain; charset=utf-8';
const HTML_TYPE = 'text/html; charset=utf-8';
/** Statuses that never carry a body, so no Content-Length either (RFC 9110 §8.6). */
const NO_LENGTH = new Set([204, 304]);

interface PlainBody {
  type?: string;
  payload: string | Uint8Array;
  disposition?: string;
  /** The payload is a read-cache entry's bytes, shared by every answer of that entry. */
  reused?: boolean;
}

/** Content type and bytes of the body kinds written in one piece; undefined for streams and faults. */
function plainBody(body: CoreBody): PlainBody | undefined {
  switch (body.kind) {
    case 'empty':
      return { payload: '' };
    case 'json':
      // Cached reads carry their UTF-8 bytes (with their text): written as they are, with no encoding
      // per request. Large reads serialised in slices carry bytes made for this answer alone.
      return body.bytes
        ? { type: JSON_TYPE, payload: body.bytes, reused: body.raw !== undefined }
        : { type: JSON_TYPE, payload: body.raw ?? jsonText(body.value) };
    case 'text':
      return { type: body.contentType ?? TEXT_TYPE, payload: body.value };
    case 'html':
      return { type: HTML_TYPE, payload: body.value };
    case 'bytes':
      return {
        type: body.contentType,
        payload: body.value,
        disposition: body.filename && `attachment; filename="${body.filename.replace(/"/g, '')}"`,
      };
    default:
      return undefined;
  }
}

/**
 * Writes a whole answer straight to Node's response (the reply is hijacked): the core has already
 * made every header, so Fastify's send pipeline (hooks, serialisers, header bookkeeping) would only
 * add cost — for a cached 26 kB device page about a fifth of the request (scripts/bench/api.ts).
 */
function writeWhole(
  reply: FastifyReply,
  status: number,
  headers: Record<string, string> | undefined,
  body: PlainBody,
  gzipped?: Buffer,
): FastifyReply {
  const hasLength = !NO_LENGTH.has(status);
  const length = typeof body.payload === 'string' ? Buffer.byteLength(body.payload) : body.payload.byteLength;
  const mayCompress = hasLength && compressible(body.type, length) && headers?.['content-encoding'] === undefined;
  const compress = mayCompress && acceptsGzip(reply.request.headers['accept-encoding']);
  const payload = compress ? (gzipped ?? gzip(body.payload, body.reused === true)) : body.payload;
  const payloadLength = compress ? payload.length : length;
  // Node takes the headers as one flat [name, value, …] list. Copying the core's object with a spread
  // and adding to the copy made V8 keep each answer alive past the next young-generation GC.
  const out: string[] = [];
  for (const name in headers) {
    // The body's own type, disposition and length win over a header of the same name.
    if (
      (name === 'content-type' && body.type) ||
      (name === 'content-disposition' && body.disposition) ||
      (name === 'content-length' && hasLength)
    )
      continue;
    if (name === 'vary' && mayCompress) continue;
    const value = headers[name];
    if (value !== undefined) out.push(name, value);
  }
  if (body.type) out.push('content-type', body.type);
  if (body.disposition) out.push('content-disposition', body.disposition);
  if (mayCompress) out.push('vary', headers?.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding');
  if (compress) out.push('content-encoding', 'gzip');
  if (hasLength) out.push('content-length', String(payloadLength));
  reply.hijack();
  const raw = reply.raw;
  try {
    raw.writeHead(status, out);
  } catch {
    // A header value Node refuses (e.g. a control character): nothing was sent yet, so say 500.
    for (const name of raw.getHeaderNames()) raw.removeHeader(name);
    raw.writeHead(500, { 'content-type': HTML_TYPE });
    raw.end('Server Error');
    return reply;
  }
  raw.end(hasLength ? payload : undefined);
  return reply;
}

/** Sockets held by a `hang` fault, per server, so closing the server does not wait for them. */
const hung = new WeakMap<object, Set<Socket>>();

/** Closes the connections `hang` faults hold on `server` (before the server closes). */
export function releaseHungSockets(server: object): void {
  for (const socket of hung.get(server) ?? []) socket.destroy();
  hung.delete(server);
}

const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

/**
 * The body at `bytesPerSecond`: slices of a tenth of a second's worth (at least one byte), each after
 * the time its size takes at that rate (real time: it is the client's read that is slowed).
 */
async function* throttled(
  source: Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>,
  bytesPerSecond: number,
  signal: AbortSignal,
): AsyncGenerator<Buffer> {
  const slice = Math.max(1, Math.floor(bytesPerSecond / 10));
  for await (const chunk of source) {
    let rest = Buffer.from(chunk);
    while (rest.length > 0) {
      if (signal.aborted) return;
      const part = rest.subarray(0, slice);
      rest = rest.subarray(slice);
      await sleep((part.length * 1000) / bytesPerSecond);
      yield part;
    }
  }
}

/** A network fault (bandwidth, hang, reset) applied while writing `res`. */
function sendNetwork(reply: FastifyReply, res: CoreResponse, network: NonNullable<CoreResponse['network']>) {
  reply.hijack();
  const raw = reply.raw;
  const socket = raw.socket;
  if (network.kind === 'hang') {
    // Accepted, never answered: the socket stays open until the client gives up or the limit passes.
    if (!socket) return reply;
    const server = reply.server.server;
    const held = hung.get(server) ?? new Set<Socket>();
    hung.set(server, held);
    held.add(socket);
    const timer = network.limitMs !== undefined ? setTimeout(() => socket.destroy(), network.limitMs) : undefined;
    socket.once('close', () => {
      if (timer) clearTimeout(timer);
      held.delete(socket);
    });
    return reply;
  }
  const body = res.body;
  const plain = plainBody(body);
  const type =
    plain?.type ?? (body.kind === 'stream' ? body.contentType : body.kind === 'truncated' ? JSON_TYPE : undefined);
  const payload = plain
    ? Buffer.from(plain.payload)
    : body.kind === 'truncated'
      ? Buffer.from(jsonText(body.value)).subarray(0, Math.max(0, body.bytes))
      : undefined;
  const headers: Record<string, string> = { ...res.headers };
  delete headers['content-length'];
  if (type) headers['content-type'] = type;
  if (plain?.disposition) headers['content-disposition'] = plain.disposition;
  // A truncated body announces the whole length, as the truncated effect does.
  if (body.kind === 'truncated') headers['content-length'] = String(Buffer.byteLength(jsonText(body.value)));
  else if (payload) headers['content-length'] = String(payload.length);
  raw.writeHead(res.status, headers);
  if (network.kind === 'reset') {
    const full = payload ?? Buffer.alloc(0);
    const cut = full.subarray(0, Math.max(0, Math.min(network.afterBytes ?? Math.floor(full.length / 2), full.length)));
    // After the head and the first bytes are flushed, an RST instead of a FIN: the client reads ECONNRESET.
    raw.write(cut, () => (socket ? socket.resetAndDestroy() : undefined));
    return reply;
  }
  const abort = new AbortController();
  raw.on('close', () => abort.abort());
  const source: Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array> =
    body.kind === 'stream' ? body.open(abort.signal) : payload && payload.length ? [payload] : [];
  const out = Readable.from(throttled(source, network.bytesPerSecond, abort.signal));
  out.on('error', () => socket?.destroy());
  out.pipe(raw);
  // A truncated body under a bandwidth limit still ends with a dropped socket.
  if (body.kind === 'truncated') out.on('end', () => socket?.destroy());
  return reply;
}

/** Writes a CoreResponse to a Fastify reply. */
export async function sendCore(reply: FastifyReply, res: CoreResponse, head = false): Promise<FastifyReply> {
  if (res.network && (!head || res.network.kind === 'hang')) return sendNetwork(reply, res, res.network);
  const body = res.body;
  const plain = plainBody(body);
  if (plain && !head) {
    // A large one-off body is compressed on the thread pool, so other requests keep their turns.
    const large = plain.payload.length >= ASYNC_GZIP_MIN_BYTES;
    const wantsGzip =
      large &&
      !NO_LENGTH.has(res.status) &&
      res.headers?.['content-encoding'] === undefined &&
      compressible(plain.type, plain.payload.length) &&
      acceptsGzip(reply.request.headers['accept-encoding']);
    return writeWhole(
      reply,
      res.status,
      res.headers,
      plain,
      wantsGzip ? await gzipOffLoop(plain.payload, plain.reused === true) : undefined,
    );
  }
  reply.code(res.status);
  if (res.headers) reply.headers(res.headers);
  if (plain) {
    // HEAD: the headers of the whole answer, no body (Fastify leaves the length to Node).
    if (plain.type) reply.type(plain.type);
    if (plain.disposition) reply.header('content-disposition', plain.disposition);
    return reply.send();
  }
  switch (body.kind) {
    case 'stream': {
      const abort = new AbortController();
      reply.raw.on('close', () => abort.abort());
      reply.type(body.contentType);
      return reply.send(Readable.from(body.open(abort.signal)));
    }
    case 'destroy':
      reply.hijack();
      reply.raw.socket?.destroy();
      return reply;
    case 'truncated': {
      const full = Buffer.from(jsonText(body.value));
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(res.status, { ...res.headers, 'content-type': JSON_TYPE, 'content-length': String(full.length) });
      // Node corks the socket for the head and first chunk until the next tick: closing it at once
      // would drop both (the client saw an empty reply), so it closes once they are flushed.
      raw.write(full.subarray(0, Math.max(0, Math.min(body.bytes, full.length))), () => raw.socket?.destroy());
      return reply;
    }
    default:
      // The plain kinds were answered above.
      return reply.send();
  }
}
