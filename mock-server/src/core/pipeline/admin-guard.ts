/**
 * Who may use the admin API (`/__mock/*`: snapshots with password hashes and API keys, the outbox,
 * faults, the clock). Three checks, in order:
 *
 * 1. Cross-origin: a request carrying an `Origin` is refused (403) unless that origin is listed
 *    (`--cors-origin`) or is the server's own (same host as the `Host` header), so a web page on
 *    another origin can neither read nor write the admin API, whatever the bind address. Requests
 *    without a `Host` come from the in-page mock (MSW adapter), which no other page can reach.
 * 2. Token: when an admin token is set (always when the server is bound beyond loopback), the request
 *    must carry it as `Authorization: Bearer <token>` or `x-mock-admin-token: <token>` (401 otherwise).
 * 3. Without a token (loopback bind, the in-page demo) the `Host` header, when there is one, must name
 *    a loopback host: a page whose own name was rebound to 127.0.0.1 (DNS rebinding) is refused (403).
 *
 * Framework-free: the Fastify and MSW adapters both pass their requests through it.
 */
import { jsonError, type CoreRequest, type CoreResponse } from '../http.ts';

/** Header carrying the admin token (alternative to `Authorization: Bearer`). */
const ADMIN_TOKEN_HEADER = 'x-mock-admin-token';
/** Environment variable the CLI reads the admin token from (`--admin-token` wins). */
export const ADMIN_TOKEN_ENV = 'FLEETMOCK_ADMIN_TOKEN';

export interface AdminAccess {
  /** Required on every admin request when set. */
  token?: string;
  /** Origins (`scheme://host[:port]`) whose pages may call the admin API cross-origin. */
  corsOrigins?: readonly string[];
}

/** Host names and addresses that reach only this machine. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return (
    h === 'localhost' ||
    h.endsWith('.localhost') ||
    h === '::1' ||
    h === '0:0:0:0:0:0:0:1' ||
    /^127(?:\.\d{1,3}){3}$/.test(h) ||
    /^::ffff:127(?:\.\d{1,3}){3}$/.test(h)
  );
}

/** The host name of a `Host` header value (`[::1]:4010` → `::1`, `localhost:4010` → `localhost`). */
function hostName(hostHeader: string): string {
  const v = hostHeader.trim();
  if (v.startsWith('[')) return v.slice(1, v.indexOf(']') > 0 ? v.indexOf(']') : undefined);
  const colon = v.lastIndexOf(':');
  return colon > 0 && v.indexOf(':') === colon ? v.slice(0, colon) : v;
}

/** The origin's `host[:port]`, or undefined for `null` and other opaque origins. */
function originHost(origin: string): string | undefined {
  try {
    const u = new URL(origin);
    return u.host ? u.host.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/** True when the request's Origin may call the admin API (listed, or the server's own). */
function adminOriginAllowed(req: CoreRequest, access: AdminAccess): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  if (access.corsOrigins?.includes(origin)) return true;
  const host = req.headers.host?.toLowerCase();
  // No Host header: the in-page mock (MSW adapter), which only the page itself can reach.
  return host === undefined || originHost(origin) === host;
}

/** True when the origin is listed for cross-origin admin calls (it gets CORS headers). */
export const adminCorsListed = (req: CoreRequest, access: AdminAccess): boolean =>
  req.headers.origin !== undefined && (access.corsOrigins?.includes(req.headers.origin) ?? false);

/** Compares in time independent of where the strings differ. */
function sameSecret(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) diff |= (a.charCodeAt(i % (a.length || 1)) || 0) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The admin token a request carries (bearer or the dedicated header), if any. */
function presentedAdminToken(req: CoreRequest): string | undefined {
  const header = req.headers[ADMIN_TOKEN_HEADER];
  if (header) return header.trim();
  const auth = req.headers.authorization;
  const m = auth ? /^Bearer\s+(\S+)\s*$/i.exec(auth) : null;
  return m ? m[1] : undefined;
}

/** Undefined when the request may use the admin API, otherwise the refusal to send. */
export function adminRefusal(req: CoreRequest, access: AdminAccess): CoreResponse | undefined {
  if (!adminOriginAllowed(req, access))
    return jsonError(
      403,
      `The admin API refuses cross-origin requests from ${req.headers.origin}: start the mock with --cors-origin ${req.headers.origin} to allow that page`,
    );
  if (access.token !== undefined) {
    const presented = presentedAdminToken(req);
    if (presented === undefined || !sameSecret(presented, access.token))
      return {
        ...jsonError(
          401,
          `The admin API needs the admin token (printed at start, or set with --admin-token / ${ADMIN_TOKEN_ENV}): send it as Authorization: Bearer <token> or ${ADMIN_TOKEN_HEADER}: <token>`,
        ),
        headers: { 'www-authenticate': 'Bearer realm="fleetmock admin"' },
      };
    return undefined;
  }
  const host = req.headers.host;
  if (host !== undefined && !isLoopbackHost(hostName(host)))
    return jsonError(
      403,
      `The admin API without a token answers only loopback hosts, not '${hostName(host).slice(0, 80)}': set an admin token (--admin-token) to use it by that name`,
    );
  return undefined;
}

/**
 * The admin checks for a websocket upgrade under `/__mock/`. Browsers cannot set headers on a
 * websocket, so a missing or wrong token is not a refusal here: `'token'` says the token must come in
 * the socket's first frame instead (`adminTokenMatches`). Origin and loopback-host refusals stand.
 */
export function adminSocketAccess(req: CoreRequest, access: AdminAccess): CoreResponse | 'token' | undefined {
  const refused = adminRefusal(req, access);
  if (!refused) return undefined;
  return refused.status === 401 ? 'token' : refused;
}

/** True when `presented` is the admin token (a token is set and they are equal). */
export const adminTokenMatches = (presented: unknown, access: AdminAccess): boolean =>
  access.token !== undefined && typeof presented === 'string' && sameSecret(presented, access.token);
