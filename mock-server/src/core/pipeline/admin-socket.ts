/**
 * Websocket upgrades under `/__mock/` (the journal's live tail): the admin API's access rules, no
 * interceptors (faults never touch the admin API) and no API authentication. The session is the
 * `x-mock-session` header, else the `session` query parameter (browsers cannot set headers on a
 * websocket); a named session that does not exist closes the socket with 4404 rather than creating
 * it, once the access checks (and the admin token, when one is owed) have passed. When the admin token is required and the upgrade did not carry it, the first frame must be
 * `{"event":"authentication","data":{"token":"…"}}` within ADMIN_SOCKET_AUTH_DEADLINE_MS; the server asks
 * for it with an `authenticate` frame first.
 */
import type { CoreRequest } from '../http.ts';
import type { CoreSocket, SocketRouteDef } from '../router.ts';
import { DEFAULT_WORLD, SESSION_HEADER } from '../world.ts';
import { parseQuery } from './body.ts';
import { adminSocketAccess, adminTokenMatches } from './admin-guard.ts';
import type { PipelineState } from './state.ts';
import type { RouteMatch } from './route-matcher.ts';

/** How long a socket that owes the admin token may stay open without sending it. */
export const ADMIN_SOCKET_AUTH_DEADLINE_MS = 10_000;
export const WS_CLOSE_UNAUTHORIZED = 4401;
export const WS_CLOSE_FORBIDDEN = 4403;
export const WS_CLOSE_NO_SESSION = 4404;

const frame = (event: string, data: unknown): string => JSON.stringify({ event, data });

/** Runs one admin socket; always true (the route matched). */
export function runAdminSocket(
  state: PipelineState,
  req: CoreRequest,
  socket: CoreSocket,
  match: RouteMatch<SocketRouteDef>,
): boolean {
  const access = adminSocketAccess(req, state.admin);
  if (access !== undefined && access !== 'token') {
    const value = access.body.kind === 'json' ? access.body.value : undefined;
    const message = typeof value === 'string' ? value : `HTTP ${access.status}`;
    socket.send(frame('error', { message }));
    socket.close(WS_CLOSE_FORBIDDEN, 'forbidden');
    return true;
  }
  const query = parseQuery(req.rawQuery);
  const session = req.headers[SESSION_HEADER] || query.get('session') || DEFAULT_WORLD;
  // Whether a named session exists is told only to a caller that passed the access checks: on a mock
  // that wants the admin token, an unknown session is refused after the token, never before.
  const start = () => {
    if (session !== DEFAULT_WORLD && !state.registry.names().includes(session)) {
      socket.send(frame('error', { message: `No mock session '${session}'` }));
      socket.close(WS_CLOSE_NO_SESSION, 'no such session');
      return;
    }
    try {
      match.route.handler(socket, {
        req: { ...req, headers: { ...req.headers, [SESSION_HEADER]: session } },
        params: match.params,
        query,
      });
    } catch (err) {
      state.log(`mock: websocket ${req.path} failed`, err);
      socket.close(1011, 'Server Error');
    }
  };
  if (access === undefined) {
    start();
    return true;
  }
  let settled = false;
  const refuse = () => {
    settled = true;
    socket.send(frame('unauthorized', { message: 'The admin API needs the admin token' }));
    socket.close(WS_CLOSE_UNAUTHORIZED, 'unauthorized');
  };
  const deadline = setTimeout(() => !settled && refuse(), ADMIN_SOCKET_AUTH_DEADLINE_MS);
  // Said at once, so a client knows to send the token (and does not wait for a `ready` that never comes).
  socket.send(
    frame('authenticate', { message: 'Send the admin token: {"event":"authentication","data":{"token":"…"}}' }),
  );
  socket.onClose(() => clearTimeout(deadline));
  socket.onMessage((raw) => {
    if (settled) return;
    clearTimeout(deadline);
    let token: unknown;
    try {
      const parsed = JSON.parse(raw) as { event?: unknown; data?: { token?: unknown } };
      token = parsed.event === 'authentication' ? parsed.data?.token : undefined;
    } catch {
      token = undefined;
    }
    if (!adminTokenMatches(token, state.admin)) return refuse();
    settled = true;
    start();
  });
  return true;
}
