/**
 * Framework-free request/response shapes shared by every core handler.
 * The Fastify adapter (mock-server/src/fastify) and the MSW adapter (mock-server/src/msw)
 * translate their native objects to and from these, so both serve identical behaviour.
 */

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'OPTIONS' | 'HEAD';

export interface CoreRequest {
  /** Upper-case method. */
  method: HttpMethod;
  /** Path exactly as received, without the query string, still percent-encoded (e.g. `/v7/device(uuid='ab')`). */
  path: string;
  /** Raw query string without the leading `?` (still percent-encoded). */
  rawQuery: string;
  /** Header names in lower case. */
  headers: Record<string, string | undefined>;
  /** Parsed JSON body, raw text for non-JSON bodies, or undefined. */
  body: unknown;
  /** Remote address, used for rate limits and the journal. */
  ip: string;
  /**
   * The mock's own address for links it sends (mails): `--public-url`, else the local address and
   * port the connection reached, else (in-page) the origin the page fetched. Never read from request
   * headers (Host, Origin, Referer are the caller's to choose). Absent: DEFAULT_LINK_ORIGIN.
   */
  serverUrl?: string;
}

/**
 * The origin a request reached (`http://<Host header>`), for absolute URLs back to the mock (stored
 * files, upload parts, avatars); '' without a Host header (a caller of the core without an adapter),
 * where such URLs stay paths.
 */
export function requestOrigin(req: Pick<CoreRequest, 'headers'>): string {
  const host = req.headers.host;
  return host ? `http://${host}` : '';
}

/** What a handler answers. `body` decides the wire encoding. */
export type CoreBody =
  | { kind: 'empty' }
  /**
   * `raw`, when set, is `JSON.stringify(value)` made ahead (the resource API's read cache), and `bytes`
   * that text in UTF-8 (also set alone, by large reads serialised in slices); adapters send them
   * instead of serialising `value` again. Code that changes `value` must drop both.
   */
  | { kind: 'json'; value: unknown; raw?: string; bytes?: Uint8Array }
  | { kind: 'text'; value: string; contentType?: string }
  | { kind: 'bytes'; value: Uint8Array; contentType: string; filename?: string }
  | { kind: 'html'; value: string }
  /** NDJSON or text stream: lines are written as they are yielded; `signal` aborts on client disconnect. */
  | { kind: 'stream'; contentType: string; open: (signal: AbortSignal) => AsyncIterable<string> }
  /** Fault injection: drop the connection without answering (network failure). */
  | { kind: 'destroy' }
  /** Fault injection: send the headers and only the first `bytes` bytes of the JSON body, then close. */
  | { kind: 'truncated'; value: unknown; bytes: number };

/**
 * A network fault the adapter applies while sending (fault effects `bandwidth`, `hang`, `reset`):
 * the body dribbles at `bytesPerSecond`; nothing is answered until the client gives up (or `limitMs`
 * of real time, then the socket closes); or the socket is reset after `afterBytes` of the body.
 */
export type NetworkFault =
  | { kind: 'bandwidth'; bytesPerSecond: number }
  | { kind: 'hang'; limitMs?: number }
  | { kind: 'reset'; afterBytes?: number };

export interface CoreResponse {
  status: number;
  headers?: Record<string, string>;
  body: CoreBody;
  /** Applied by the adapter as it writes the answer (see NetworkFault). */
  network?: NetworkFault;
}

export const empty = (status: number, headers?: Record<string, string>): CoreResponse => ({
  status,
  headers,
  body: { kind: 'empty' },
});
export const json = (status: number, value: unknown, headers?: Record<string, string>): CoreResponse => ({
  status,
  headers,
  body: { kind: 'json', value },
});
export const text = (status: number, value: string, contentType = 'text/plain; charset=utf-8'): CoreResponse => ({
  status,
  body: { kind: 'text', value, contentType },
});
/** pinejs writes error messages with `res.json(message)`: a JSON string literal (api-ground-truth §1.4). */
export const jsonError = (status: number, message: string): CoreResponse =>
  message ? json(status, message) : empty(status);
