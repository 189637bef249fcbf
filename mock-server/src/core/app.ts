/**
 * The mock core: `createMockCore(options)` wires worlds, route groups, auth and interceptors into one
 * `handle(CoreRequest) → CoreResponse` that both adapters call. Per request (see pipeline/run.ts):
 * CORS preflight → body limit → world by `x-mock-session` → route match → actor → interceptors →
 * handler → interceptors → CORS headers. No exception ever escapes: it becomes 500 `Server Error`.
 */
import type { CoreRequest, CoreResponse } from './http.ts';
import type { RouteDef, SocketRouteDef, CoreSocket } from './router.ts';
import { WorldRegistry, seededWorldFactory, type WorldConfig, type WorldFactory } from './world.ts';
import { MockClock } from './clock.ts';
import { seed, DEFAULT_SEED } from './seed/index.ts';
import { seedFromWorld } from './seed/world-file.ts';
import type { Interceptor } from './pipeline/context.ts';
import { requestContext } from './pipeline/context.ts';
import { RouteMatcher } from './pipeline/route-matcher.ts';
import { isAdminPath, runPipeline, runSocket } from './pipeline/run.ts';
import type { PipelineState } from './pipeline/state.ts';
import { authRoutes } from './auth/routes.ts';
import { withPersonaFastPath } from './auth/password-check.ts';
import { fileRoutes } from './handlers/resources/files.ts';
import { sessionRoutes } from './handlers/session/routes.ts';
import { resourceRoutes } from './handlers/resources/routes.ts';
import { uploadPartRoutes } from './handlers/resources/multipart-upload.ts';
import { routeCatalog, type RouteCatalog } from './faults/scenario/refs.ts';
import { devicesLiveRoutes, devicesLiveSockets } from './handlers/devices-live/index.ts';
import { accountRoutes } from './handlers/account/index.ts';
import { identityRoutes, invitationMailInterceptor } from './handlers/identity/index.ts';
import { billingRoutes } from './handlers/billing/index.ts';
import { supportRoutes } from './handlers/support/index.ts';
import { externalRoutes } from './handlers/external/index.ts';
import { WORLD_CATCH_UP_STEPS } from './world-catch-up.ts';
import type { CoreDeps, MockCoreOptions } from './deps.ts';

export type { MockCoreOptions } from './deps.ts';

export interface MockCore {
  readonly registry: WorldRegistry;
  readonly routes: readonly RouteDef[];
  readonly adminRoutes: readonly RouteDef[];
  readonly sockets: readonly SocketRouteDef[];
  readonly options: Readonly<MockCoreOptions>;
  handle(req: CoreRequest): Promise<CoreResponse>;
  /** Runs a websocket upgrade through the pipeline; false when no socket route matches. */
  handleSocket(req: CoreRequest, socket: CoreSocket): Promise<boolean>;
  /** Adds an interceptor after the existing ones; returns a function that removes it. */
  registerInterceptor(interceptor: Interceptor): () => void;
}

/** New worlds without options: seed 42, `demo` scale. */
const DEFAULT_WORLD_CONFIG: WorldConfig = { seed: DEFAULT_SEED, scale: 'demo' };

/**
 * Worlds seeded by core/seed. Without a pinned epoch the clock is the wall clock and the data start at
 * the world's creation; with one the clock runs from the epoch. `onSeedProgress` hears of long seeds.
 */
export function defaultWorldFactory(
  hooks: { onSeedProgress?: (done: number, total: number) => void } = {},
): WorldFactory {
  return seededWorldFactory(
    (o) => {
      const options = {
        seed: o.seed,
        scale: o.scale,
        devices: o.devices,
        epoch: o.epoch,
        clock: o.clock,
        onProgress: hooks.onSeedProgress,
      };
      return o.world ? seedFromWorld(o.world, options) : seed(options);
    },
    (epoch) => new MockClock(undefined, epoch),
  );
}

/** Creates the framework-free mock core. */
export function createMockCore(options: MockCoreOptions): MockCore {
  const registry = new WorldRegistry(
    options.worldFactory ?? defaultWorldFactory(),
    options.defaults ?? DEFAULT_WORLD_CONFIG,
    options.sessions,
  );
  let catalog: RouteCatalog | undefined;
  // Built on first use (a request), when the route lists below exist.
  const deps: CoreDeps = {
    registry,
    context: requestContext,
    options,
    // Admin sockets are no API operation a fault rule could match.
    routeCatalog: () => (catalog ??= routeCatalog([...routes, ...sockets.filter((s) => !isAdminPath(s.path))])),
  };
  const verifyPassword = withPersonaFastPath(options.verifyPassword);
  const routes = [
    ...sessionRoutes(),
    ...authRoutes({ verifyPassword }),
    ...(options.routeFactories ?? []).flatMap((f) => f(deps)),
    ...accountRoutes(deps),
    ...identityRoutes(deps),
    ...billingRoutes(deps),
    ...supportRoutes(deps),
    ...externalRoutes(deps),
    ...devicesLiveRoutes(deps),
    ...uploadPartRoutes(),
    ...fileRoutes(),
    ...resourceRoutes(),
  ];
  const adminRoutes = (options.adminRouteFactories ?? []).flatMap((f) => f(deps));
  const sockets = [...(options.socketFactories ?? []).flatMap((f) => f(deps)), ...devicesLiveSockets(deps)];
  // Invitation mails follow OData invite POSTs into the outbox.
  const interceptors: Interceptor[] = [...(options.interceptors ?? []), invitationMailInterceptor];
  const state: PipelineState = {
    registry,
    routes: new RouteMatcher(routes),
    adminRoutes: new RouteMatcher(adminRoutes),
    sockets: new RouteMatcher(sockets.map((s) => ({ ...s, method: 'GET' as const }))),
    interceptors,
    beforeRequest: WORLD_CATCH_UP_STEPS,
    log: options.log ?? ((message, error) => console.error(message, error)),
    admin: options.admin ?? {},
  };
  return {
    registry,
    routes,
    adminRoutes,
    sockets,
    options,
    handle: (req) => runPipeline(state, req),
    handleSocket: (req, socket) => runSocket(state, req, socket),
    registerInterceptor(interceptor) {
      interceptors.push(interceptor);
      return () => {
        const i = interceptors.indexOf(interceptor);
        if (i >= 0) interceptors.splice(i, 1);
      };
    },
  };
}
