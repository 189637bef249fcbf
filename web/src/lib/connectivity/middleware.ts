/**
 * The connectivity rules of spec 01 §4, §7, §8 as openapi-fetch middleware: every request carries the
 * UI-version header and (unless opted out) the bearer token; at most REQUEST_LIMIT requests are in
 * flight; a GET failing on the network starts the ping cycle and is retried once connectivity is back;
 * 429 reports the throttle and retries after Retry-After; a 401 logs out when its text says the session
 * is over and otherwise asks for a logged-in check; the `Date` of API answers gives the server clock.
 * A non-2xx answer or a network failure rejects the call with an ApiError.
 */
import type { Middleware } from 'openapi-fetch';
import { ApiError, bodyText, isSessionExpiredText } from '../errors.ts';
import { RATE_LIMIT_MAX_RETRIES, REQUEST_LIMIT, UI_VERSION } from '../timing.ts';
import { ConnectivityMonitor } from './monitor.ts';
import { parseRetryAfter, rateLimitRetryDelay } from './retry-after.ts';

/** Header tagging every request with the UI version (spec 01 §7; the SDK's header name, api-ground-truth §1.2). */
export const CLIENT_HEADER = 'X-Balena-Client';
export const CLIENT_HEADER_VALUE = `balena-dashboard/${UI_VERSION}`;

/** Per-request markers, stripped before sending. */
const NO_TOKEN_HEADER = 'x-fleetmock-no-token';
const NO_RETRY_HEADER = 'x-fleetmock-no-retry';
const IGNORE_401_HEADER = 'x-fleetmock-ignore-unauthorized';

/** `headers: NO_TOKEN` sends a call without the bearer token (spec 01 §7 lists them: login, register...). */
export const NO_TOKEN = { [NO_TOKEN_HEADER]: '1' } as const;
/** `headers: NO_RETRY` skips the offline and 429 retries for one call. */
export const NO_RETRY = { [NO_RETRY_HEADER]: '1' } as const;
/** `headers: IGNORE_UNAUTHORIZED` treats a 401 as an answer, without logout or logged-in check (the session's own probes). */
export const IGNORE_UNAUTHORIZED = { [IGNORE_401_HEADER]: '1' } as const;

export interface AuthHooks {
  getToken?: () => string | null;
  /** A 401 whose text says the session is over (spec 01 §8): log out. */
  onSessionExpired?: (text: string) => void;
  /** Any other 401 on a token-carrying request: check whether the user is still logged in. */
  onAuthCheck?: () => void;
}

export interface ConnectionOptions extends AuthHooks {
  /** The API host (no trailing slash): the ping goes there. */
  baseUrl: string;
  /** The network (default: the global fetch, looked up at call time so test interceptors apply). */
  fetch?: (request: Request) => Promise<Response>;
  sleep?: (ms: number) => Promise<void>;
  monitor?: ConnectivityMonitor;
}

interface Flags {
  retry: boolean;
  ignoreUnauthorized: boolean;
  tokenSent: boolean;
  /** An unsent copy of the request, for retries (a sent body cannot be read again). */
  copy: Request;
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A tiny semaphore: at most `limit` requests in flight. */
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
async function decodeBody(res: Response): Promise<unknown> {
  const raw = await res.text();
  if (raw === '') return undefined;
  if (!(res.headers.get('content-type') ?? '').includes('json')) return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** The resource an OData path is about (`/v7/device(12)` -> `device`), named in NotFound errors. */
function resourceOfPath(path: string): string | undefined {
  return /^\/v\d+\/([A-Za-z0-9_]+)/.exec(path)?.[1];
}

/** The connection state and the middleware enforcing its rules; one per API client. */
export function createConnection(options: ConnectionOptions) {
  const hooks: AuthHooks = {
    getToken: options.getToken,
    onSessionExpired: options.onSessionExpired,
    onAuthCheck: options.onAuthCheck,
  };
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const sleep = options.sleep ?? defaultSleep;
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const limit = createLimiter(REQUEST_LIMIT);
  const flags = new Map<string, Flags>();

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
  /** Whether a response has told us the API's time yet. */
  const serverClockKnown = (): boolean => clockKnown;

  /** GET /ping: no token, no retry, outside the limiter (spec 01 §7); true when the API answered 2xx. */
  async function ping(): Promise<boolean> {
    try {
      const res = await send(new Request(`${baseUrl}/ping`, { headers: { [CLIENT_HEADER]: CLIENT_HEADER_VALUE } }));
      observeDate(res);
      return res.ok;
    } catch {
      return false;
    }
  }

  const monitor = options.monitor ?? new ConnectivityMonitor({ ping });

  async function failure(res: Response, f: Flags, path: string): Promise<ApiError> {
    const body = await decodeBody(res.clone());
    let code: ApiError['code'];
    if (res.status === 429) code = 'TooManyRequests';
    else if (res.status === 401 && !f.tokenSent) code = 'NotLoggedIn';
    return new ApiError({ status: res.status, body, code, headers: res.headers, resource: resourceOfPath(path) });
  }

  const middleware: Middleware = {
    onRequest({ request, id }) {
      const headers = new Headers(request.headers);
      headers.set(CLIENT_HEADER, CLIENT_HEADER_VALUE);
      const noToken = headers.has(NO_TOKEN_HEADER);
      const retry = !headers.has(NO_RETRY_HEADER);
      const ignoreUnauthorized = headers.has(IGNORE_401_HEADER);
      for (const h of [NO_TOKEN_HEADER, NO_RETRY_HEADER, IGNORE_401_HEADER]) headers.delete(h);
      const token = noToken ? null : (hooks.getToken?.() ?? null);
      if (token) headers.set('Authorization', `Bearer ${token}`);
      const prepared = new Request(request, { headers });
      flags.set(id, { retry, ignoreUnauthorized, tokenSent: token != null, copy: prepared.clone() });
      return prepared;
    },

    async onError({ request, error, id, schemaPath }) {
      const f = flags.get(id);
      flags.delete(id);
      if (!f || request.signal?.aborted) return error instanceof Error ? error : new Error(String(error));
      // A queued GET is sent again each time a ping cycle ends with connectivity back; POSTs are not.
      while (f.retry && request.method === 'GET' && (await monitor.afterGetFailure())) {
        try {
          const res = await limit(() => send(f.copy.clone()));
          return await settle(res, f, schemaPath);
        } catch (e) {
          if (e instanceof ApiError) return e;
        }
      }
      return new ApiError({ status: 0, body: undefined, code: 'NetworkError', resource: resourceOfPath(schemaPath) });
    },

    async onResponse({ response, id, schemaPath }) {
      const f = flags.get(id);
      flags.delete(id);
      if (!f) return response;
      return settle(response, f, schemaPath);
    },
  };

  /** Applies the 429 and 401 rules to an answer; resolves with the final 2xx answer or throws ApiError. */
  async function settle(first: Response, f: Flags, schemaPath: string): Promise<Response> {
    let res = first;
    let rateLimited = 0;
    for (;;) {
      observeDate(res);
      if (res.status !== 429) break;
      const retryAfter = parseRetryAfter(res.headers.get('retry-after'), Date.now());
      monitor.reportThrottled(retryAfter);
      if (!f.retry || rateLimited >= RATE_LIMIT_MAX_RETRIES) break;
      rateLimited++;
      await sleep(rateLimitRetryDelay(retryAfter));
      res = await limit(() => send(f.copy.clone()));
    }
    if (res.status === 401 && f.tokenSent && !f.ignoreUnauthorized) {
      const text = bodyText(await decodeBody(res.clone()));
      if (isSessionExpiredText(text)) hooks.onSessionExpired?.(text ?? '');
      else hooks.onAuthCheck?.();
    }
    if (!res.ok) throw await failure(res, f, schemaPath);
    return res;
  }

  /** The session layer plugs in token storage and its 401 reactions. */
  function setAuthHooks(next: AuthHooks): void {
    Object.assign(hooks, next);
  }

  /**
   * The network for openapi-fetch: the first attempt also waits for a free slot, like the retries.
   * (openapi-fetch calls it after onRequest and before onResponse/onError.)
   */
  const limitedFetch = (request: Request) => limit(() => send(request));

  return { middleware, fetch: limitedFetch, monitor, ping, serverNow, serverClockKnown, setAuthHooks, baseUrl };
}
