/**
 * CORS and security headers exactly as the real API sends them (api-ground-truth §1.1). Lives in the
 * core so the Fastify and MSW adapters both get it.
 */
import type { CoreRequest, CoreResponse } from '../http.ts';

export const CORS_ALLOW_METHODS = 'GET, PUT, POST, PATCH, DELETE, OPTIONS, HEAD';
/**
 * The real list, plus the mock's own request headers (`X-Mock-Session`, `X-Mock-Fault`) so a
 * dashboard on another origin can select an isolated session — an additive deviation.
 */
export const CORS_ALLOW_HEADERS =
  'Content-Type, Authorization, Application-Record-Count, MaxDataServiceVersion, X-Requested-With, X-Balena-Client, X-Mock-Session, X-Mock-Fault, X-Mock-Admin-Token';
/**
 * Response headers a page on another origin may read. The real API exposes `Retry-After`; the mock
 * adds the other headers its answers carry for clients to act on: `Date` (the server clock a
 * dashboard judges token lifetimes by) and the `X-RateLimit-*` trio of its 429s, none of which a
 * browser shows cross-origin JavaScript otherwise. An additive deviation, as with the allowed headers.
 */
const CORS_EXPOSE_HEADERS = 'Retry-After, Date, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset';
const CORS_MAX_AGE_SECONDS = 86_400;
/** User agents that get no CORS headers (the device supervisor and curl, §1.1). */
const NO_CORS_USER_AGENT = /^(Supervisor|curl)\//i;

const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
});
/** What a request without an Origin gets (tools, the benchmark, server-side clients): built once. */
const NO_ORIGIN_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...SECURITY_HEADERS,
  'access-control-allow-origin': '*',
  'access-control-allow-credentials': 'true',
  'access-control-expose-headers': CORS_EXPOSE_HEADERS,
});

/** Headers added to every response (CORS unless the user agent is exempt, plus the security pair); read-only. */
function sharedCorsHeaders(req: CoreRequest): Readonly<Record<string, string>> {
  const ua = req.headers['user-agent'];
  if (ua && NO_CORS_USER_AGENT.test(ua)) return SECURITY_HEADERS;
  const origin = req.headers.origin;
  if (!origin) return NO_ORIGIN_HEADERS;
  return {
    ...SECURITY_HEADERS,
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': CORS_EXPOSE_HEADERS,
    vary: 'Origin',
  };
}

/** Headers added to every response (CORS unless the user agent is exempt, plus the security pair). */
export function corsHeaders(req: CoreRequest): Record<string, string> {
  return { ...sharedCorsHeaders(req) };
}

/** The answer to an OPTIONS preflight: 200 with the allowed methods and headers. */
export function preflight(req: CoreRequest): CoreResponse {
  return {
    status: 200,
    headers: {
      ...corsHeaders(req),
      'access-control-allow-methods': CORS_ALLOW_METHODS,
      'access-control-allow-headers': CORS_ALLOW_HEADERS,
      'access-control-max-age': String(CORS_MAX_AGE_SECONDS),
    },
    body: { kind: 'empty' },
  };
}

/**
 * The admin API's headers: CORS only for an origin listed with `--cors-origin` (`listed`), otherwise
 * the security pair alone, so no page on another origin can read an admin answer.
 */
export function withAdminCors(
  req: CoreRequest,
  res: CoreResponse,
  listed: boolean,
  extra?: Readonly<Record<string, string>>,
): CoreResponse {
  if (listed) return withCors(req, res, extra);
  const headers = { ...SECURITY_HEADERS, ...extra, ...res.headers };
  return res.network
    ? { status: res.status, headers, body: res.body, network: res.network }
    : { status: res.status, headers, body: res.body };
}

/**
 * Merges the CORS/security headers (then `extra`, e.g. the Date) into a response without overriding
 * the handler's own; one new header object per response.
 */
export function withCors(req: CoreRequest, res: CoreResponse, extra?: Readonly<Record<string, string>>): CoreResponse {
  const headers = { ...sharedCorsHeaders(req), ...extra, ...res.headers };
  // A network fault (fault effects bandwidth, hang, reset) rides along to the adapter.
  return res.network
    ? { status: res.status, headers, body: res.body, network: res.network }
    : { status: res.status, headers, body: res.body };
}
