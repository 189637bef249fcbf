/**
 * The mock core as MSW handlers (DESIGN "one mock core, two adapters"): component
 * tests (msw/node) and the zero-server browser demo (msw/browser) get the same behaviour as the
 * Fastify server. Browser-safe: no Node-only imports on this path.
 */
import { http, HttpResponse, ws, type HttpHandler, type WebSocketHandler } from 'msw';
import type { CoreSocket } from '../core/router.ts';
import type { MockCore } from '../core/app.ts';
import { socketRequest } from './in-page-socket.ts';
import { jsonError, type CoreRequest, type CoreResponse } from '../core/http.ts';
import { bodyLimitFor, bodyTooLargeMessage, decodeBody, toMethod } from '../core/pipeline/body.ts';
import { withCors } from '../core/pipeline/cors.ts';

/** Client address reported to the core (rate limits, journal) for in-process requests. */
const MSW_CLIENT_IP = '127.0.0.1';

async function toCoreRequest(request: Request, prefix: string): Promise<CoreRequest | CoreResponse> {
  const method = toMethod(request.method);
  if (!method) return { status: 405, body: { kind: 'empty' } };
  const url = new URL(request.url);
  const path = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) || '/' : url.pathname;
  const headers: Record<string, string> = {};
  request.headers.forEach((v, k) => (headers[k] = v));
  const raw = method === 'GET' || method === 'HEAD' ? new Uint8Array() : new Uint8Array(await request.arrayBuffer());
  // In the page, the mock's own address is the origin the page fetched (links in mails open the page).
  const base = { method, path, rawQuery: url.search.slice(1), headers, ip: MSW_CLIENT_IP, serverUrl: url.origin };
  const limit = bodyLimitFor(method, path);
  if (raw.length > limit) return withCors({ ...base, body: undefined }, jsonError(413, bodyTooLargeMessage(limit)));
  const decoded = decodeBody(headers['content-type'], raw, path);
  if (!decoded.ok) return withCors({ ...base, body: undefined }, decoded.response);
  return { ...base, body: decoded.body };
}

function streamOf(iterable: AsyncIterable<string>, abort: AbortController): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const it = iterable[Symbol.asyncIterator]();
  return new ReadableStream({
    async pull(controller) {
      const { value, done } = await it.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    cancel() {
      abort.abort();
      void it.return?.();
    },
  });
}

/** Converts a CoreResponse to a fetch Response (fault kinds: `destroy` → network error). */
function toFetchResponse(res: CoreResponse): Response {
  const headers = new Headers(res.headers ?? {});
  const init = (contentType?: string): ResponseInit => {
    if (contentType) headers.set('content-type', contentType);
    return { status: res.status, headers };
  };
  const b = res.body;
  switch (b.kind) {
    case 'empty':
      return new HttpResponse(null, init());
    case 'json':
      return new HttpResponse(b.raw ?? b.bytes ?? JSON.stringify(b.value), init('application/json; charset=utf-8'));
    case 'text':
      return new HttpResponse(b.value, init(b.contentType ?? 'text/plain; charset=utf-8'));
    case 'html':
      return new HttpResponse(b.value, init('text/html; charset=utf-8'));
    case 'bytes':
      if (b.filename) headers.set('content-disposition', `attachment; filename="${b.filename.replace(/"/g, '')}"`);
      return new HttpResponse(b.value.slice().buffer, init(b.contentType));
    case 'stream': {
      const abort = new AbortController();
      return new HttpResponse(streamOf(b.open(abort.signal), abort), init(b.contentType));
    }
    case 'destroy':
      return HttpResponse.error();
    case 'truncated':
      return new HttpResponse(
        JSON.stringify(b.value).slice(0, Math.max(0, b.bytes)),
        init('application/json; charset=utf-8'),
      );
  }
}

/**
 * Network faults as far as a fetch Response can show them (no socket here): `bandwidth` dribbles the
 * body through a stream at the rate; `reset` sends the first bytes and then fails the body's read;
 * `hang` answers nothing until the request is aborted (then a network error) or `limitMs` passes.
 */
async function networkResponse(
  res: CoreResponse,
  network: NonNullable<CoreResponse['network']>,
  signal: AbortSignal,
): Promise<Response> {
  if (network.kind === 'hang')
    return new Promise<Response>((done) => {
      const give = () => done(HttpResponse.error());
      const timer = network.limitMs !== undefined ? setTimeout(give, network.limitMs) : undefined;
      signal.addEventListener('abort', () => {
        if (timer) clearTimeout(timer);
        give();
      });
    });
  const whole = toFetchResponse(res);
  const init = { status: whole.status, headers: whole.headers };
  if (network.kind === 'reset') {
    const bytes = new Uint8Array(await whole.arrayBuffer());
    const cut = bytes.subarray(0, Math.min(network.afterBytes ?? Math.floor(bytes.length / 2), bytes.length));
    return new HttpResponse(
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(cut);
          controller.error(new TypeError('network error: connection reset'));
        },
      }),
      init,
    );
  }
  // Read as it comes (a log stream never ends), re-sliced to a tenth of a second's worth.
  const reader = whole.body?.getReader();
  const slice = Math.max(1, Math.floor(network.bytesPerSecond / 10));
  let pending = new Uint8Array(0);
  return new HttpResponse(
    new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (pending.length === 0) {
          const next = reader ? await reader.read() : { done: true as const, value: undefined };
          if (next.done) return controller.close();
          pending = next.value;
        }
        const part = pending.subarray(0, slice);
        pending = pending.subarray(slice);
        await new Promise((done) => setTimeout(done, (part.length * 1000) / network.bytesPerSecond));
        controller.enqueue(part);
      },
      cancel: () => reader?.cancel(),
    }),
    init,
  );
}

export interface MswHandlerOptions {
  /** Requests the mock leaves to the network, e.g. a static host's own files in the browser demo. */
  passthrough?: (url: URL) => boolean;
}

/** MSW's websocket client connection, as far as the core's CoreSocket needs it. */
interface WsClient {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'message', cb: (event: MessageEvent) => void): void;
  addEventListener(type: 'close', cb: () => void): void;
}

function wrapClient(client: WsClient): CoreSocket {
  return {
    send: (data) => client.send(data),
    close: (code, reason) => client.close(code, reason),
    onMessage: (cb) => client.addEventListener('message', (e) => cb(String(e.data))),
    onClose: (cb) => client.addEventListener('close', () => cb()),
  };
}

/**
 * The core's websocket routes (device logs, terminal) through MSW's websocket interception:
 * every socket opened to `wsOrigin` (e.g. `ws://localhost:8080`) runs through `core.handleSocket`;
 * one no route serves is closed with 1008.
 */
export function createMswSocketHandlers(core: MockCore, wsOrigin: string): WebSocketHandler[] {
  const link = ws.link(`${wsOrigin.replace(/\/+$/, '')}/*`);
  return [
    link.addEventListener('connection', ({ client }) => {
      const url = new URL(client.url);
      const req = socketRequest(url);
      void core.handleSocket(req, wrapClient(client as unknown as WsClient)).then((served) => {
        if (!served) client.close(1008, 'no such socket');
      });
    }),
  ];
}

/**
 * `http.all(baseUrl + '/*')` over `core.handle`. `baseUrl` may carry a path prefix (stripped before
 * routing), e.g. `http://api.test` or `/api`.
 */
export function createMswHandlers(core: MockCore, baseUrl: string, options: MswHandlerOptions = {}): HttpHandler[] {
  const base = baseUrl.replace(/\/+$/, '');
  const prefix = base.startsWith('/') ? base : new URL(base).pathname.replace(/\/+$/, '');
  return [
    http.all(`${base}/*`, async ({ request }) => {
      // Returning nothing lets the request through to the network (the page's own files).
      if (options.passthrough?.(new URL(request.url))) return undefined;
      const coreReq = await toCoreRequest(request, prefix);
      if ('status' in coreReq) return toFetchResponse(coreReq);
      const res = await core.handle(coreReq);
      return res.network ? networkResponse(res, res.network, request.signal) : toFetchResponse(res);
    }),
  ];
}
