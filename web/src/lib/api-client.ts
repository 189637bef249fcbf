/**
 * The dashboard's one API client: the only module that calls `fetch` (DESIGN.md principle 6).
 * Every request carries the UI-version header and, unless told otherwise, the bearer token; the
 * connectivity (ping, offline, queued GET retries), 429 and 401 rules of spec 01 §4, §7, §8 live
 * here. Feature code calls `request()` (decoded bodies, ApiError on failure) or the typed
 * openapi-fetch client `typed` built over the same guarded fetch.
 */
import createClient from 'openapi-fetch';
import { ApiError, bodyText, isSessionExpiredText } from './errors.ts';
import { ConnectivityMonitor } from './connectivity/monitor.ts';
import { parseRetryAfter, rateLimitRetryDelay } from './connectivity/retry-after.ts';
import { RATE_LIMIT_MAX_RETRIES, REQUEST_LIMIT, UI_VERSION } from './timing.ts';
import type { paths } from '../../../generated/types/api.gen.ts';

/** Header tagging every request with the UI version (spec 01 §7; the SDK's header name, api-ground-truth §1.2). */
export const CLIENT_HEADER = 'X-Balena-Client';
export const CLIENT_HEADER_VALUE = `balena-dashboard/${UI_VERSION}`;
/** Per-request marker (stripped before sending) so the typed client can opt out of the token or retries. */
const NO_TOKEN_HEADER = 'x-fleetmock-no-token';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Path on the API host, e.g. `/actor/v1/whoami` or `/v7/user(5)`; an absolute URL for external services. */
  path: string;
  /** Query parameters, or a pre-built query string (OData builders give strings). */
  query?: Record<string, QueryValue> | string;
  body?: unknown;
  /** Send the bearer token (default true). Spec 01 §7 lists the calls without one. */
  sendToken?: boolean;
  /** Apply connectivity/429 retries (default true; /ping has none). */
  retry?: boolean;
  /** Treat a 401 as data, without logout or logged-in check (the session layer's own probes). */
  ignoreUnauthorized?: boolean;
  /**
   * Force how the body is read; default: JSON when Content-Type says so, else text (api-ground-truth §1.2).
   * `stream` resolves with the unread body (`ReadableStream<Uint8Array>`) of a 2xx answer, for NDJSON
   * log streams; error answers are still decoded and thrown as ApiError.
   */
  parseAs?: 'auto' | 'text' | 'json' | 'stream';
  signal?: AbortSignal;
  /** Resource named in a NotFound error (for reporting rules). */
  resource?: string;
}

export interface ApiClientOptions {
  baseUrl: string | (() => string);
  fetch?: typeof fetch;
  getToken?: () => string | null;
  /** A 401 whose text says the session is over (spec 01 §8): log out. */
  onSessionExpired?: (text: string) => void;
  /** Any other 401 on a token-carrying request: check whether the user is still logged in. */
  onAuthCheck?: () => void;
  sleep?: (ms: number) => Promise<void>;
  monitor?: ConnectivityMonitor;
}

interface SendFlags {
  retry: boolean;
  ignoreUnauthorized: boolean;
  tokenSent: boolean;
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A tiny semaphore: at most REQUEST_LIMIT requests in flight (spec 01 §7). */
function createLimiter(limit: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= limit) await new Promise<void>((r) => waiting.push(r));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

/** Reads a body the way the SDK does: JSON when labelled so, empty as undefined, else text. */
export async function decodeBody(res: Response, parseAs: RequestOptions['parseAs'] = 'auto'): Promise<unknown> {
  const raw = await res.text();
  if (raw === '') return undefined;
  const isJson = parseAs === 'json' || (parseAs === 'auto' && (res.headers.get('content-type') ?? '').includes('json'));
  if (!isJson) return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** encodeURIComponent, keeping the OData punctuation the SDK's URL builder leaves readable (`$ , / :`). */
function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replace(/%2C/g, ',').replace(/%24/g, '$').replace(/%2F/g, '/').replace(/%3A/g, ':');
}

function buildQuery(query: RequestOptions['query']): string {
  if (query == null) return '';
  if (typeof query === 'string') return query.replace(/^\?/, '');
  // Percent-encoding as pinejs-client does (spaces as %20, never '+': OData parsers read '+' literally).
  return Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${encodeURIComponent(k).replace(/^%24/, '$')}=${encodeQueryValue(String(v))}`)
    .join('&');
}

/** Creates the client; the app uses the single instance from `lib/api.ts`, tests make their own. */
export function createApiClient(initial: ApiClientOptions) {
  const options: ApiClientOptions = { ...initial };
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const sleep = options.sleep ?? defaultSleep;
  const baseUrl = () => (typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl).replace(/\/$/, '');
  const limit = createLimiter(REQUEST_LIMIT);
  /**
   * Server time minus local time, from the `Date` header of responses. Token lifetimes are judged on
   * the API's clock: user machines drift, and the mock's clock can be frozen or advanced.
   */
  let serverOffset = 0;
  let clockKnown = false;
  function observeDate(res: Response): void {
    // Only the API's own answers tell its time: external services (/__ext/…, which in production live on
    // other hosts) and redirected answers (e.g. the build marker served as a static file) carry another clock.
    if (res.redirected || res.url.includes('/__ext/')) return;
    const parsed = Date.parse(res.headers.get('date') ?? '');
    if (Number.isNaN(parsed)) return;
    serverOffset = parsed - Date.now();
    clockKnown = true;
  }
  /** The API's current time in ms (local time until a response has been seen). */
  const serverNow = (): number => Date.now() + serverOffset;
  /** Whether a response has told us the API's time yet (before that, serverNow is only the local clock). */
  const serverClockKnown = (): boolean => clockKnown;

  /** GET /ping: no token, no retry (spec 01 §7). */
  async function ping(): Promise<boolean> {
    try {
      const res = await doFetch(`${baseUrl()}/ping`, { headers: { [CLIENT_HEADER]: CLIENT_HEADER_VALUE } });
      observeDate(res);
      return res.ok;
    } catch {
      return false;
    }
  }

  const monitor = options.monitor ?? new ConnectivityMonitor({ ping });

  async function handleUnauthorized(res: Response, flags: SendFlags): Promise<void> {
    if (flags.ignoreUnauthorized || !flags.tokenSent) return;
    const text = bodyText(await decodeBody(res.clone()));
    if (isSessionExpiredText(text)) options.onSessionExpired?.(text ?? '');
    else options.onAuthCheck?.();
  }

  /** Sends one logical request, applying the offline, 429 and 401 rules; resolves with the final Response. */
  async function send(request: Request, flags: SendFlags): Promise<Response> {
    let rateLimited = 0;
    for (;;) {
      let res: Response;
      try {
        res = await limit(() => doFetch(request.clone()));
      } catch (cause) {
        if (request.signal?.aborted) throw cause;
        if (flags.retry && request.method === 'GET' && (await monitor.afterGetFailure())) continue;
        throw new ApiError({ status: 0, body: undefined, code: 'NetworkError' });
      }
      observeDate(res);
      if (res.status === 429) {
        const retryAfter = parseRetryAfter(res.headers.get('retry-after'), Date.now());
        monitor.reportThrottled(retryAfter);
        if (flags.retry && rateLimited < RATE_LIMIT_MAX_RETRIES) {
          rateLimited++;
          await sleep(rateLimitRetryDelay(retryAfter));
          continue;
        }
      }
      if (res.status === 401) await handleUnauthorized(res, flags);
      return res;
    }
  }

  function prepare(input: Request, sendToken: boolean): { request: Request; tokenSent: boolean } {
    const headers = new Headers(input.headers);
    headers.set(CLIENT_HEADER, CLIENT_HEADER_VALUE);
    const optOut = headers.has(NO_TOKEN_HEADER);
    headers.delete(NO_TOKEN_HEADER);
    const token = sendToken && !optOut ? (options.getToken?.() ?? null) : null;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return { request: new Request(input, { headers }), tokenSent: token != null };
  }

  /** Any request, decoded; throws ApiError for non-2xx and network failures. */
  async function request<T = unknown>(opts: RequestOptions): Promise<T> {
    const method = opts.method ?? 'GET';
    const qs = buildQuery(opts.query);
    const headers: Record<string, string> = {};
    let body: string | undefined;
    if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    const { request: req, tokenSent } = prepare(
      new Request(`${/^https?:\/\//.test(opts.path) ? '' : baseUrl()}${opts.path}${qs ? `?${qs}` : ''}`, { method, headers, body, signal: opts.signal }),
      opts.sendToken !== false,
    );
    const res = await send(req, { retry: opts.retry !== false, ignoreUnauthorized: !!opts.ignoreUnauthorized, tokenSent });
    if (opts.parseAs === 'stream' && res.ok) return (res.body ?? new ReadableStream<Uint8Array>({ start: (c) => c.close() })) as T;
    const decoded = await decodeBody(res, opts.parseAs);
    if (!res.ok) {
      let code: ApiError['code'];
      if (res.status === 429) code = 'TooManyRequests';
      else if (res.status === 401 && !tokenSent) code = 'NotLoggedIn';
      throw new ApiError({ status: res.status, body: decoded, code, headers: res.headers, resource: opts.resource });
    }
    return decoded as T;
  }

  /** openapi-fetch's fetch: the same rules for the typed client. */
  const guardedFetch = async (input: Request): Promise<Response> => {
    const { request: req, tokenSent } = prepare(input, true);
    return send(req, { retry: true, ignoreUnauthorized: false, tokenSent });
  };

  const typed = createClient<paths>({ baseUrl: baseUrl(), fetch: guardedFetch });

  /** The session layer plugs in token storage and its 401 reactions (features/session). */
  function setAuthHooks(hooks: Pick<ApiClientOptions, 'getToken' | 'onSessionExpired' | 'onAuthCheck'>): void {
    Object.assign(options, hooks);
  }

  return { request, ping, monitor, typed, baseUrl, fetch: guardedFetch, setAuthHooks, serverNow, serverClockKnown };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** Header value for the typed client to skip the token on one call: `headers: NO_TOKEN`. */
export const NO_TOKEN = { [NO_TOKEN_HEADER]: '1' } as const;

/** The API host: the runtime config's apiUrl, else the page's origin (web-platform's config.ts sets it). */
function runtimeApiUrl(): string {
  const cfg = (globalThis as { __FLEETMOCK_CONFIG__?: { apiUrl?: string } }).__FLEETMOCK_CONFIG__;
  if (cfg?.apiUrl) return cfg.apiUrl;
  return typeof location === 'undefined' ? 'http://127.0.0.1' : location.origin;
}

/** The dashboard's single client instance. */
export const api = createApiClient({ baseUrl: runtimeApiUrl });
