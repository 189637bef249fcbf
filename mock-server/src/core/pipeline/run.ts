/**
 * The request pipeline behind `MockCore.handle`: never throws, never 5xx's on
 * bad input; unexpected errors become 500 `Server Error` (the text open-balena sends) and are logged.
 */
import { empty, jsonError, type CoreRequest, type CoreResponse } from '../http.ts';
import type { CoreSocket, HandlerInput, RouteDef } from '../router.ts';
import { DEFAULT_WORLD, SESSION_HEADER, SessionError } from '../world.ts';
import { authenticate, type AuthResult } from '../auth/actor.ts';
import type { World } from '../world.ts';
import { httpDate } from './http-date.ts';
import { bodyTooLargeMessage, parseQuery } from './body.ts';
import { attachContext, WS_CLOSE_CODE_HEADER, type RequestContext } from './context.ts';
import { preflight, withAdminCors, withCors } from './cors.ts';
import { adminCorsListed, adminRefusal } from './admin-guard.ts';
import { runAdminSocket } from './admin-socket.ts';
import type { PipelineState } from './state.ts';
import { bodyTooLarge, deviceUuidOf, isODataPath, odataResourceOf } from './request-facts.ts';
import type { RouteMatch } from './route-matcher.ts';
import { resolveOperationId } from './operation-id.ts';

/** Admin API prefix: bypasses faults, permissions and the journal. */
const ADMIN_PREFIX = '/__mock/';
const SERVER_ERROR_TEXT = 'Server Error';
const WS_CLOSE_SERVER_ERROR = 1011;
const serverError = (): CoreResponse => ({
  status: 500,
  body: { kind: 'text', value: SERVER_ERROR_TEXT, contentType: 'text/html; charset=utf-8' },
});

/**
 * The decoded query, built on first use: most requests (cached reads, whoami, pings) never look at
 * it, and decoding a 600-character OData query costs more than answering it from the read cache.
 */
class LazyQuery {
  private decoded: URLSearchParams | undefined;
  constructor(private readonly raw: string) {}
  get value(): URLSearchParams {
    return (this.decoded ??= parseQuery(this.raw));
  }
  get(name: string): string | null {
    return this.raw === '' ? null : this.value.get(name);
  }
}

/** Interceptors, handlers and authentication may answer synchronously: only real promises are awaited, so a synchronous answer costs no promise and no microtask. */
const isThenable = <T>(v: T | Promise<T>): v is Promise<T> =>
  typeof (v as { then?: unknown } | null | undefined)?.then === 'function';

function matchRoute(state: PipelineState, req: CoreRequest, admin: boolean): RouteMatch<RouteDef> | undefined {
  const matcher = admin ? state.adminRoutes : state.routes;
  return matcher.match(req.method, req.path) ?? (req.method === 'HEAD' ? matcher.match('GET', req.path) : undefined);
}

const NO_AUTH: AuthResult = { actor: null, outcome: 'none' };

/**
 * Context and handler input are classes with the query as a prototype getter. As object literals with
 * `get query()` each request made a new closure and a new hidden class in the old generation that
 * pointed back at the request, so every request outlived the next young-generation GC (~1 MB copied
 * per scavenge, a third of a /ping's cost).
 */
class PipelineContext implements RequestContext {
  readonly state = new Map<symbol, unknown>();
  constructor(
    readonly req: CoreRequest,
    private readonly lazyQuery: LazyQuery,
    readonly world: World,
    readonly sessionName: string,
    public operationId: string | undefined,
    public resource: string | undefined,
    public actor: RequestContext['actor'],
    public auth: RequestContext['auth'],
    public deviceUuid: string | undefined,
    readonly admin: boolean,
    readonly receivedAt: number,
  ) {}
  get query(): URLSearchParams {
    return this.lazyQuery.value;
  }
}

class PipelineInput implements HandlerInput {
  constructor(
    readonly req: CoreRequest,
    readonly params: Record<string, string>,
    private readonly lazyQuery: LazyQuery,
  ) {}
  get query(): URLSearchParams {
    return this.lazyQuery.value;
  }
}

function contextOf(
  req: CoreRequest,
  world: World,
  sessionName: string,
  query: LazyQuery,
  match: RouteMatch<{ operationId: string }> | undefined,
  admin: boolean,
  auth: AuthResult,
): RequestContext {
  const ctx = new PipelineContext(
    req,
    query,
    world,
    sessionName,
    admin ? match?.route.operationId : (resolveOperationId(req.method, req.path) ?? match?.route.operationId),
    isODataPath(req.path) ? odataResourceOf(req.path) : undefined,
    auth.actor,
    auth.outcome,
    deviceUuidOf(req, match?.params ?? {}),
    admin,
    world.clock.now(),
  );
  attachContext(ctx);
  return ctx;
}

/** World, caller and facts of a request; synchronous unless a new session token must be verified. */
function buildContext(
  state: PipelineState,
  req: CoreRequest,
  query: LazyQuery,
  match: RouteMatch<{ operationId: string; existingSession?: true }> | undefined,
  admin: boolean,
): RequestContext | Promise<RequestContext> {
  const sessionName = req.headers[SESSION_HEADER] || DEFAULT_WORLD;
  if (match?.route.existingSession && sessionName !== DEFAULT_WORLD && !state.registry.names().includes(sessionName))
    throw new SessionError(404, `No mock session '${sessionName}' (live: ${state.registry.names().join(', ')})`);
  const world = state.registry.get(sessionName);
  for (const step of state.beforeRequest) step(world);
  const auth = admin ? NO_AUTH : authenticate(world, req, query);
  return isThenable(auth)
    ? auth.then((a) => contextOf(req, world, sessionName, query, match, admin, a))
    : contextOf(req, world, sessionName, query, match, admin, auth);
}

/** True for the admin API's paths (`/__mock` and below). */
export const isAdminPath = (path: string): boolean => path.startsWith(ADMIN_PREFIX) || path === '/__mock';

/** Answers one request, CORS and security headers included. */
async function dispatch(state: PipelineState, req: CoreRequest): Promise<CoreResponse> {
  const admin = isAdminPath(req.path);
  if (admin) return dispatchAdmin(state, req);
  if (req.method === 'OPTIONS') return withCors(req, preflight(req));
  return dispatchChecked(state, req, false);
}

/** The admin API: CORS only for listed origins, and the access checks of admin-guard.ts first. */
async function dispatchAdmin(state: PipelineState, req: CoreRequest): Promise<CoreResponse> {
  const listed = adminCorsListed(req, state.admin);
  if (req.method === 'OPTIONS') return listed ? withCors(req, preflight(req)) : withAdminCors(req, empty(204), false);
  const refused = adminRefusal(req, state.admin);
  if (refused) return withAdminCors(req, refused, listed);
  return withAdminCors(req, await dispatchChecked(state, req, true), listed);
}

/** The request past CORS preflight and admin checks. API answers get their CORS headers here. */
async function dispatchChecked(state: PipelineState, req: CoreRequest, admin: boolean): Promise<CoreResponse> {
  const finish = (res: CoreResponse, extra?: Readonly<Record<string, string>>): CoreResponse =>
    admin ? { ...res, headers: { ...extra, ...res.headers } } : withCors(req, res, extra);
  const tooLarge = bodyTooLarge(req);
  if (tooLarge !== undefined) return finish(jsonError(413, bodyTooLargeMessage(tooLarge)));
  const query = new LazyQuery(req.rawQuery);
  const match = matchRoute(state, req, admin);
  let ctx: RequestContext;
  try {
    const built = buildContext(state, req, query, match, admin);
    ctx = isThenable(built) ? await built : built;
  } catch (err) {
    if (err instanceof SessionError) return finish(jsonError(err.status, err.message));
    throw err;
  }
  const interceptors = admin ? [] : state.interceptors.slice();
  let early: CoreResponse | undefined;
  for (const i of interceptors) {
    const answer = i.before?.(ctx);
    early = (isThenable(answer) ? await answer : answer) ?? undefined;
    if (early) break;
  }
  let res: CoreResponse;
  if (early) res = early;
  else {
    const input = new PipelineInput(req, match?.params ?? {}, query);
    const answer = match ? match.route.handler(input) : empty(404);
    res = isThenable(answer) ? await answer : answer;
  }
  for (const interceptor of interceptors.toReversed()) {
    const after = interceptor.after;
    if (!after) continue;
    const answer: CoreResponse | Promise<CoreResponse> = after.call(interceptor, ctx, res);
    res = isThenable(answer) ? await answer : answer;
  }
  // The Date header tells clients the world clock's time (token expiry is judged on it).
  return finish(res, { date: httpDate(ctx.world.clock.now()) });
}

/** Runs one request through the pipeline. Never rejects. */
export async function runPipeline(state: PipelineState, req: CoreRequest): Promise<CoreResponse> {
  try {
    return await dispatch(state, req);
  } catch (err) {
    state.log(`mock: ${req.method} ${req.path} failed`, err);
    return isAdminPath(req.path) ? withAdminCors(req, serverError(), false) : withCors(req, serverError());
  }
}

/** Runs a websocket upgrade: context, interceptors' `before` (a response closes the socket), handler. */
export async function runSocket(state: PipelineState, req: CoreRequest, socket: CoreSocket): Promise<boolean> {
  const match = state.sockets.match('GET', req.path);
  if (!match) return false;
  if (isAdminPath(req.path)) return runAdminSocket(state, req, socket, match);
  try {
    const query = new LazyQuery(req.rawQuery);
    const built = buildContext(state, req, query, match, false);
    const ctx = isThenable(built) ? await built : built;
    for (const i of state.interceptors) {
      const res = await i.before?.(ctx);
      if (res) {
        const code = Number(res.headers?.[WS_CLOSE_CODE_HEADER] ?? WS_CLOSE_SERVER_ERROR);
        socket.close(
          code >= 1000 && code <= 4999 ? code : WS_CLOSE_SERVER_ERROR,
          res.body.kind === 'text' ? res.body.value : `HTTP ${res.status}`,
        );
        return true;
      }
    }
    match.route.handler(socket, { req, params: match.params, query: query.value });
  } catch (err) {
    state.log(`mock: websocket ${req.path} failed`, err);
    socket.close(WS_CLOSE_SERVER_ERROR, SERVER_ERROR_TEXT);
  }
  return true;
}
