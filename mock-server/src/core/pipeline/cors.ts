/**
 * CORS and security headers exactly as the real API sends them (api-ground-truth §1.1). Lives in the
 * core so the Fastify and MSW adapters both get it.
 */
import type { CoreRequest, CoreResponse } from '../http.ts';

export const CORS_ALLOW_METHODS = 'GET, PUT, POST, PATCH, DELETE, OPTIONS, HEAD';
/**
 * The real list, plus the mock's own request headers (`X-Mock-Session`, `X-Mock-Fault`) so a
 * dashboard on another origin can select an isolated session (issue 5) — an additive deviation.
 */
export const CORS_ALLOW_HEADERS =
  'Content-Type, Authorization, Application-Record-Count, MaxDataServiceVersion, X-Requested-With, X-Balena-Client, X-Mock-Session, X-Mock-Fault';
export const CORS_EXPOSE_HEADERS = 'Retry-After';
export const CORS_MAX_AGE_SECONDS = 86_400;
/** User agents that get no CORS headers (the device supervisor and curl, §1.1). */
export const NO_CORS_USER_AGENT = /^(Supervisor|curl)\//i;

/** Headers added to every response (CORS unless the user agent is exempt, plus the security pair). */
export function corsHeaders(req: CoreRequest): Record<string, string> {
  const headers: Record<string, string> = { 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff' };
  if (NO_CORS_USER_AGENT.test(req.headers['user-agent'] ?? '')) return headers;
  headers['access-control-allow-origin'] = req.headers.origin ?? '*';
  headers['access-control-allow-credentials'] = 'true';
  headers['access-control-expose-headers'] = CORS_EXPOSE_HEADERS;
  if (req.headers.origin) headers.vary = 'Origin';
  return headers;
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

/** Merges the CORS/security headers into a response without overriding the handler's own. */
export function withCors(req: CoreRequest, res: CoreResponse): CoreResponse {
  return { ...res, headers: { ...corsHeaders(req), ...res.headers } };
}
