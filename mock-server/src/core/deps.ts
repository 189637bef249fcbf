/**
 * What the core hands its route groups (CoreDeps) and the options it is created with. A module of its
 * own below app.ts: handlers import these types without importing the core that imports them.
 */
import type { CoreRequest } from './http.ts';
import type { RouteDef, SocketRouteDef } from './router.ts';
import type { SessionLimits, WorldConfig, WorldFactory, WorldRegistry } from './world.ts';
import type { Interceptor, RequestContext } from './pipeline/context.ts';
import type { PasswordVerifier } from './auth/password-check.ts';
import type { RouteCatalog } from './faults/scenario/refs.ts';
import type { AdminAccess } from './pipeline/admin-guard.ts';

/** What route factories receive: the registry and a way to reach the request's context. */
export interface CoreDeps {
  registry: WorldRegistry;
  context: (req: CoreRequest) => RequestContext;
  /** Options the core was created with (e.g. `strict`). */
  options: Readonly<MockCoreOptions>;
  /** The operationIds and path patterns of every API and socket route the core serves (ready once the core is built). */
  routeCatalog: () => RouteCatalog;
}

export type RouteFactory = (deps: CoreDeps) => RouteDef[];
export type SocketRouteFactory = (deps: CoreDeps) => SocketRouteDef[];

export interface MockCoreOptions {
  /** Builds a world (seeded store + clock) for a session; defaults to `defaultWorldFactory()`. */
  worldFactory?: WorldFactory;
  /** Seed/scale/epoch for new worlds; defaults to seed 42, `demo` scale, wall clock. */
  defaults?: WorldConfig;
  /** Session cap and idle expiry (defaults: 64 sessions, 30 minutes). */
  sessions?: SessionLimits;
  /** Password check (Node: store/password.ts `verifyPassword`); the persona hash is always recognised. */
  verifyPassword?: PasswordVerifier;
  /** Further API route groups (accounts, devices, billing, support, …). */
  routeFactories?: readonly RouteFactory[];
  /** Admin route groups (`/__mock/*`): no interceptors, no permissions. */
  adminRouteFactories?: readonly RouteFactory[];
  socketFactories?: readonly SocketRouteFactory[];
  interceptors?: readonly Interceptor[];
  /** `--strict`: modules may disable conveniences such as the per-request fault header. */
  strict?: boolean;
  /** CLI flags later modules act on (simulation, state file, scenario); passed through untouched. */
  flags?: Readonly<{ simulation?: boolean; stateFile?: string; scenario?: string }>;
  /** Error sink for 500s (defaults to console.error). */
  log?: (message: string, error: unknown) => void;
  /**
   * Who may use `/__mock/*`: with a `token` every admin request must carry it; `corsOrigins` lists the
   * pages allowed to call it cross-origin. Default: no token (loopback hosts only), no origin listed.
   */
  admin?: AdminAccess;
}
