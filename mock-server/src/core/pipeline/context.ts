/**
 * The per-request context every interceptor and handler can see, and the Interceptor contract the
 * faults/journal module implements. Handlers reach the context of their request through
 * `requestContext(input.req)`, so RouteDef handlers keep their plain `(input) => response` shape.
 */
import type { CoreRequest, CoreResponse } from '../http.ts';
import type { World } from '../world.ts';
import type { Actor, AuthOutcome } from '../auth/actor.ts';

export interface RequestContext {
  readonly req: CoreRequest;
  /** Decoded query parameters (the raw string stays on `req.rawQuery`). */
  readonly query: URLSearchParams;
  readonly world: World;
  /** Session name from `x-mock-session`, or `default`. */
  readonly sessionName: string;
  /** operationId of the matched route (`odata.<method>` family for the resource API), if any. */
  operationId: string | undefined;
  /** Canonical-or-requested OData resource name for `/v7/*` and `/resin/*` requests. */
  resource: string | undefined;
  /** Who is asking; null for the guest. */
  actor: Actor | null;
  /** How the credentials resolved (e.g. `expired` JWTs make OData guests, but 401 elsewhere). */
  auth: AuthOutcome;
  /** A device uuid the path, query key or body names (fault matching, journal). */
  deviceUuid: string | undefined;
  /** True for `/__mock/*`: no faults, no permissions, no journal. */
  readonly admin: boolean;
  /** World-clock time when the request arrived. */
  readonly receivedAt: number;
  /** Free slots for interceptors (keyed by their own symbols). */
  readonly state: Map<symbol, unknown>;
}

/** An interceptor refusing a websocket may set this header to choose the close code. */
export const WS_CLOSE_CODE_HEADER = 'x-ws-close-code';

/**
 * A request interceptor (fault injection, journal, latency). `before` may answer instead of the
 * handler (and may await a delay); `after` may replace the response. Interceptors never run for
 * admin (`/__mock/*`) routes. For websocket upgrades only `before` runs: a response closes the socket
 * with the code in its `x-ws-close-code` header (default 1011) and its text body as the reason.
 */
export interface Interceptor {
  readonly name: string;
  before?(ctx: RequestContext): CoreResponse | void | Promise<CoreResponse | void>;
  after?(ctx: RequestContext, res: CoreResponse): CoreResponse | Promise<CoreResponse>;
}

/**
 * The context rides on its request under a private symbol. A WeakMap would read better, but V8's
 * young-generation GC keeps every WeakMap entry alive, so each request (headers, query, context)
 * survived its first collection and was copied to the old generation: ~2 KB per request and a
 * third of a cached read's cost (scripts/bench/core.ts).
 */
const CONTEXT = Symbol('fleetmock.requestContext');
type WithContext = CoreRequest & { [CONTEXT]?: RequestContext };

/** Associates a context with its request (the pipeline does this once per request). */
export function attachContext(ctx: RequestContext): void {
  (ctx.req as WithContext)[CONTEXT] = ctx;
}

/** The context of a request that went through the pipeline; throws if called outside one. */
export function requestContext(req: CoreRequest): RequestContext {
  const ctx = (req as WithContext)[CONTEXT];
  if (!ctx) throw new Error('requestContext: request did not go through the mock pipeline');
  return ctx;
}
