/**
 * The mock core as MSW handlers (issue 3 item 1; DESIGN "one mock core, two adapters"): component
 * tests (msw/node) and the zero-server browser demo (msw/browser) get the same behaviour as the
 * Fastify server. Browser-safe: no Node-only imports on this path.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MockCore } from '../core/app.ts';
import { jsonError, type CoreRequest, type CoreResponse } from '../core/http.ts';
import { bodyLimitFor, bodyTooLargeMessage, decodeBody, toMethod } from '../core/pipeline/body.ts';
import { withCors } from '../core/pipeline/cors.ts';

/** Client address reported to the core (rate limits, journal) for in-process requests. */
export const MSW_CLIENT_IP = '127.0.0.1';

async function toCoreRequest(request: Request, prefix: string): Promise<CoreRequest | CoreResponse> {
  const method = toMethod(request.method);
  if (!method) return { status: 405, body: { kind: 'empty' } };
  const url = new URL(request.url);
  const path = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) || '/' : url.pathname;
  const headers: Record<string, string> = {};
  request.headers.forEach((v, k) => (headers[k] = v));
  const raw = method === 'GET' || method === 'HEAD' ? new Uint8Array() : new Uint8Array(await request.arrayBuffer());
  const base = { method, path, rawQuery: url.search.slice(1), headers, ip: MSW_CLIENT_IP };
  const limit = bodyLimitFor(method, path);
  if (raw.length > limit) return withCors({ ...base, body: undefined }, jsonError(413, bodyTooLargeMessage(limit)));
  const decoded = decodeBody(headers['content-type'], raw);
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
export function toFetchResponse(res: CoreResponse): Response {
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
      return new HttpResponse(b.raw ?? JSON.stringify(b.value), init('application/json; charset=utf-8'));
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
      return new HttpResponse(JSON.stringify(b.value).slice(0, Math.max(0, b.bytes)), init('application/json; charset=utf-8'));
  }
}

/**
 * `http.all(baseUrl + '/*')` over `core.handle`. `baseUrl` may carry a path prefix (stripped before
 * routing), e.g. `http://api.test` or `/api`.
 */
export function createMswHandlers(core: MockCore, baseUrl: string): HttpHandler[] {
  const base = baseUrl.replace(/\/+$/, '');
  const prefix = base.startsWith('/') ? base : new URL(base).pathname.replace(/\/+$/, '');
  return [
    http.all(`${base}/*`, async ({ request }) => {
      const coreReq = await toCoreRequest(request, prefix);
      if ('status' in coreReq) return toFetchResponse(coreReq);
      return toFetchResponse(await core.handle(coreReq));
    }),
  ];
}
