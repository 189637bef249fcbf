/**
 * The request pipeline behind `MockCore.handle` (issue 3 items 1, 10): never throws, never 5xx's on
 * bad input; unexpected errors become 500 `Server Error` (the text open-balena sends) and are logged.
 */
import { empty, jsonError, type CoreRequest, type CoreResponse, type HttpMethod } from '../http.ts';
import type { CoreSocket, HandlerInput, RouteDef, SocketRouteDef } from '../router.ts';
import { DEFAULT_WORLD, SESSION_HEADER, SessionError, type WorldRegistry } from '../world.ts';
import { authenticate } from '../auth/actor.ts';
import { attachContext, type Interceptor, type RequestContext } from './context.ts';
import { preflight, withCors } from './cors.ts';
import { bodyTooLarge, deviceUuidOf, isODataPath, odataResourceOf } from './request-facts.ts';
import type { RouteMatch, RouteMatcher } from './route-matcher.ts';
import { resolveOperationId } from './operation-id.ts';

export interface PipelineState {
  registry: WorldRegistry;
  routes: RouteMatcher<RouteDef>;
  adminRoutes: RouteMatcher<RouteDef>;
  sockets: RouteMatcher<SocketRouteDef & { method: HttpMethod }>;
  interceptors: Interceptor[];
  log: (message: string, error: unknown) => void;
}

/** Admin API prefix (issue 5): bypasses faults, permissions and the journal. */
export const ADMIN_PREFIX = '/__mock/';
export const SERVER_ERROR_TEXT = 'Server Error';
/** An interceptor refusing a websocket may set this header to choose the close code (issue 5 "websocket close"). */
export const WS_CLOSE_CODE_HEADER = 'x-ws-close-code';
export const WS_CLOSE_SERVER_ERROR = 1011;
const serverError = (): CoreResponse => ({ status: 500, body: { kind: 'text', value: SERVER_ERROR_TEXT, contentType: 'text/html; charset=utf-8' } });

function parseQuery(raw: string): URLSearchParams {
  try {
    return new URLSearchParams(raw);
  } catch {
    return new URLSearchParams();
  }
}

function matchRoute(state: PipelineState, req: CoreRequest, admin: boolean): RouteMatch<RouteDef> | undefined {
  const matcher = admin ? state.adminRoutes : state.routes;
  return matcher.match(req.method, req.path) ?? (req.method === 'HEAD' ? matcher.match('GET', req.path) : undefined);
}

async function buildContext(state: PipelineState, req: CoreRequest, query: URLSearchParams, match: RouteMatch<{ operationId: string }> | undefined, admin: boolean): Promise<RequestContext> {
  const sessionName = req.headers[SESSION_HEADER] || DEFAULT_WORLD;
  const world = state.registry.get(sessionName);
  const auth = admin ? { actor: null, outcome: 'none' as const } : await authenticate(world, req, query);
  const ctx: RequestContext = {
    req,
    query,
    world,
    sessionName,
    operationId: admin ? match?.route.operationId : (resolveOperationId(req.method, req.path) ?? match?.route.operationId),
    resource: isODataPath(req.path) ? odataResourceOf(req.path) : undefined,
    actor: auth.actor,
    auth: auth.outcome,
    deviceUuid: deviceUuidOf(req, match?.params ?? {}),
    admin,
    receivedAt: world.clock.now(),
    state: new Map(),
  };
  attachContext(ctx);
  return ctx;
}

async function dispatch(state: PipelineState, req: CoreRequest): Promise<CoreResponse> {
  if (req.method === 'OPTIONS') return preflight(req);
  if (bodyTooLarge(req)) return empty(413);
  const admin = req.path.startsWith(ADMIN_PREFIX);
  const query = parseQuery(req.rawQuery);
  const match = matchRoute(state, req, admin);
  let ctx: RequestContext;
  try {
    ctx = await buildContext(state, req, query, match, admin);
  } catch (err) {
    if (err instanceof SessionError) return jsonError(err.status, err.message);
    throw err;
  }
  const interceptors = admin ? [] : state.interceptors.slice();
  let res: CoreResponse | undefined;
  for (const i of interceptors) {
    res = (await i.before?.(ctx)) ?? undefined;
    if (res) break;
  }
  if (!res) {
    const input: HandlerInput = { req, params: match?.params ?? {}, query };
    res = match ? await match.route.handler(input) : empty(404);
  }
  for (let k = interceptors.length - 1; k >= 0; k--) {
    const after = interceptors[k].after;
    if (after) res = await after.call(interceptors[k], ctx, res);
  }
  // The Date header tells clients the world clock's time (token expiry is judged on it).
  return { ...res, headers: { date: new Date(ctx.world.clock.now()).toUTCString(), ...res.headers } };
}

/** Runs one request through the pipeline. Never rejects. */
export async function runPipeline(state: PipelineState, req: CoreRequest): Promise<CoreResponse> {
  try {
    return withCors(req, await dispatch(state, req));
  } catch (err) {
    state.log(`mock: ${req.method} ${req.path} failed`, err);
    return withCors(req, serverError());
  }
}

/** Runs a websocket upgrade: context, interceptors' `before` (a response closes the socket), handler. */
export async function runSocket(state: PipelineState, req: CoreRequest, socket: CoreSocket): Promise<boolean> {
  const match = state.sockets.match('GET', req.path);
  if (!match) return false;
  try {
    const query = parseQuery(req.rawQuery);
    const ctx = await buildContext(state, req, query, match, false);
    for (const i of state.interceptors) {
      const res = await i.before?.(ctx);
      if (res) {
        const code = Number(res.headers?.[WS_CLOSE_CODE_HEADER] ?? WS_CLOSE_SERVER_ERROR);
        socket.close(code >= 1000 && code <= 4999 ? code : WS_CLOSE_SERVER_ERROR, res.body.kind === 'text' ? res.body.value : `HTTP ${res.status}`);
        return true;
      }
    }
    match.route.handler(socket, { req, params: match.params, query });
  } catch (err) {
    state.log(`mock: websocket ${req.path} failed`, err);
    socket.close(WS_CLOSE_SERVER_ERROR, SERVER_ERROR_TEXT);
  }
  return true;
}
