/**
 * The validating proxy behind `fleetmock proxy --target <url>`: forwards every request to the
 * target and its answer back unchanged (but uncompressed), and checks both against the contract
 * on the way (contract.ts). Streaming answers (NDJSON logs, event streams) are passed through
 * unchecked; websocket upgrades are refused with 501. `GET /__proxy/report` answers the results
 * so far as JSON (`verifyJson`); `POST /__proxy/stop` answers the same and then calls `onStop`
 * (the command prints its summary and exits with 0 or 1).
 *
 * Only the configured target is ever asked: a request in absolute form (`GET http://other/ HTTP/1.1`)
 * or with a path starting `//` is refused with 400, never resolved against another host (it would
 * carry the caller's Authorization header there). Request bodies are read up to PROXY_BODY_LIMIT
 * (413 beyond, reading stops), so a huge upload cannot grow the proxy's memory without bound; answers
 * are relayed as they arrive, and only their first PROXY_ANSWER_CHECK_LIMIT bytes are kept for the check.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { checkExchange, type ExchangeResult } from './contract.ts';
import { parseBody } from './traffic.ts';
import { verifyJson } from './report.ts';

export const PROXY_REPORT_PATH = '/__proxy/report';
export const PROXY_STOP_PATH = '/__proxy/stop';
/** Largest request body forwarded: the mock's own largest (`POST /__mock/state/restore`, 64 MiB). */
export const PROXY_BODY_LIMIT = 64 * 1024 * 1024;
/** Largest answer body kept for the contract check; larger answers are relayed unchecked. */
export const PROXY_ANSWER_CHECK_LIMIT = 8 * 1024 * 1024;

/** An answer the proxy gives itself (a refused request). */
class ProxyRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
/** Request headers not forwarded: hop-by-hop ones, and the encoding so answers come back readable. */
const DROP_REQUEST = new Set([
  'host',
  'connection',
  'keep-alive',
  'content-length',
  'accept-encoding',
  'transfer-encoding',
  'upgrade',
]);
/** Answer headers not copied back (the body is re-sent whole and uncompressed). */
const DROP_RESPONSE = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);
const STREAMING = /^(?:application\/x-ndjson|text\/event-stream)/i;
const TEXTUAL = /json|^text\//i;

export interface ProxyOptions {
  target: string;
  /** Called with each checked exchange (the command prints violations from it). */
  onResult?: (result: ExchangeResult) => void;
  /** Called after `POST /__proxy/stop` has been answered. */
  onStop?: () => void;
  /** Largest request body forwarded (default PROXY_BODY_LIMIT); larger ones get 413. */
  bodyLimit?: number;
  /** Largest answer body checked against the contract (default PROXY_ANSWER_CHECK_LIMIT). */
  answerCheckLimit?: number;
}

export interface ValidatingProxy {
  server: Server;
  results: ExchangeResult[];
}

/** The request body, or a 413 refusal as soon as it passes `limit` bytes (nothing more is kept). */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    const tooLarge = () => new ProxyRefusal(413, `fleetmock proxy: request bodies are limited to ${limit} bytes`);
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      return reject(tooLarge());
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (c: Buffer): void => {
      size += c.length;
      if (size > limit) {
        req.off('data', onData);
        chunks.length = 0;
        req.resume();
        return reject(tooLarge());
      }
      chunks.push(c);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks, size)));
    req.on('error', reject);
  });
}

/**
 * The target URL for a request target: the configured target's origin with the request's path and
 * query. Absolute-form requests and `//host` paths are refused so no other host is ever asked.
 */
export function targetUrl(target: string, requestTarget: string): URL {
  if (!requestTarget.startsWith('/') || requestTarget.startsWith('//'))
    throw new ProxyRefusal(
      400,
      `fleetmock proxy forwards only paths to ${target}, not '${requestTarget.slice(0, 100)}'`,
    );
  const base = new URL(target);
  const relative = new URL(requestTarget, 'http://relative.invalid');
  return new URL(`${relative.pathname}${relative.search}`, base.origin);
}

async function forward(
  target: string,
  { bodyLimit, answerCheckLimit }: { bodyLimit: number; answerCheckLimit: number },
  req: IncomingMessage,
  res: ServerResponse,
  results: ExchangeResult[],
  onResult?: ProxyOptions['onResult'],
  onStop?: ProxyOptions['onStop'],
): Promise<void> {
  const url = targetUrl(target, req.url ?? '/');
  if (url.pathname === PROXY_REPORT_PATH || (url.pathname === PROXY_STOP_PATH && req.method === 'POST')) {
    res
      .writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
      .end(JSON.stringify(verifyJson({ results, skipped: 0 })), () => {
        if (url.pathname === PROXY_STOP_PATH) onStop?.();
      });
    return;
  }
  const body = await readBody(req, bodyLimit);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || DROP_REQUEST.has(name)) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const method = req.method ?? 'GET';
  let answer: Response;
  try {
    answer = await fetch(url, {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' || body.length === 0 ? undefined : new Uint8Array(body),
      redirect: 'manual',
    });
  } catch (err) {
    res
      .writeHead(502, { 'content-type': 'text/plain; charset=utf-8' })
      .end(`fleetmock proxy: ${target} did not answer (${(err as Error).message})`);
    return;
  }
  const out: Record<string, string | string[]> = {};
  answer.headers.forEach((v, k) => {
    if (!DROP_RESPONSE.has(k) && k !== 'set-cookie') out[k] = v;
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length) out['set-cookie'] = cookies;
  const contentType = answer.headers.get('content-type') ?? undefined;
  const requestType = req.headers['content-type'];
  const exchange = {
    method,
    path: url.pathname,
    query: Object.fromEntries(
      [...url.searchParams.keys()].map((k) => [
        k,
        url.searchParams.getAll(k).length > 1 ? url.searchParams.getAll(k) : url.searchParams.get(k)!,
      ]),
    ),
    requestBody: parseBody(body.length ? body.toString('utf8') : undefined, requestType),
    status: answer.status,
    responseContentType: contentType,
    source: `proxy #${results.length + 1}`,
  };
  if (contentType && STREAMING.test(contentType) && answer.body) {
    res.writeHead(answer.status, out);
    Readable.fromWeb(answer.body as import('node:stream/web').ReadableStream).pipe(res);
    record(checkExchange(exchange), results, onResult);
    return;
  }
  res.writeHead(answer.status, out);
  const kept = await relay(
    answer,
    res,
    method === 'HEAD',
    contentType && TEXTUAL.test(contentType) ? answerCheckLimit : 0,
  );
  const responseBody = kept ? parseBody(kept.toString('utf8'), contentType) : undefined;
  record(checkExchange({ ...exchange, responseBody }), results, onResult);
}

/**
 * Passes the answer on chunk by chunk as it arrives (waiting when the caller reads slowly), so an
 * answer of any size costs the proxy one chunk of memory. Keeps a copy for the contract check up to
 * `keep` bytes; a larger (or binary, keep 0) answer is relayed whole and checked without its body.
 */
async function relay(answer: Response, res: ServerResponse, head: boolean, keep: number): Promise<Buffer | undefined> {
  if (!answer.body || head) {
    await answer.body?.cancel();
    res.end();
    return undefined;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let overLimit = keep === 0;
  for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>) {
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    if (!overLimit) {
      size += bytes.length;
      if (size > keep) {
        overLimit = true;
        chunks.length = 0;
      } else chunks.push(bytes);
    }
    if (!res.write(bytes)) await once(res, 'drain');
  }
  res.end();
  return overLimit ? undefined : Buffer.concat(chunks, size);
}

function record(result: ExchangeResult, results: ExchangeResult[], onResult?: ProxyOptions['onResult']): void {
  results.push(result);
  onResult?.(result);
}

/** Creates the proxy server (not listening yet). */
export function createValidatingProxy({
  target,
  onResult,
  onStop,
  bodyLimit = PROXY_BODY_LIMIT,
  answerCheckLimit = PROXY_ANSWER_CHECK_LIMIT,
}: ProxyOptions): ValidatingProxy {
  const results: ExchangeResult[] = [];
  const server = createServer((req, res) => {
    forward(target, { bodyLimit, answerCheckLimit }, req, res, results, onResult, onStop).catch((err: unknown) => {
      if (err instanceof ProxyRefusal) {
        if (!res.headersSent)
          res.writeHead(err.status, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
        res.end(`${err.message}\n`);
        return;
      }
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`fleetmock proxy: ${(err as Error).message}`);
    });
  });
  server.on('upgrade', (_req, socket) => {
    socket.end(
      'HTTP/1.1 501 Not Implemented\r\ncontent-type: text/plain\r\nconnection: close\r\n\r\nfleetmock proxy does not forward websockets\n',
    );
  });
  return { server, results };
}
