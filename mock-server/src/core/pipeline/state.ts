/**
 * What the request pipeline runs with: the worlds, the route tables, the interceptors and the admin
 * access rules. Its own module so the HTTP pipeline (run.ts) and the admin socket path
 * (admin-socket.ts) share it without importing each other.
 */
import type { HttpMethod } from '../http.ts';
import type { RouteDef, SocketRouteDef } from '../router.ts';
import type { World, WorldRegistry } from '../world.ts';
import type { Interceptor } from './context.ts';
import type { AdminAccess } from './admin-guard.ts';
import type { RouteMatcher } from './route-matcher.ts';

export interface PipelineState {
  registry: WorldRegistry;
  routes: RouteMatcher<RouteDef>;
  adminRoutes: RouteMatcher<RouteDef>;
  sockets: RouteMatcher<SocketRouteDef & { method: HttpMethod }>;
  interceptors: Interceptor[];
  /**
   * Steps that bring a world up to its clock before a request looks at it (the live simulation's
   * catch-up, billing's past-due days): registered by the core, so the pipeline knows no domain.
   */
  beforeRequest: readonly ((world: World) => void)[];
  log: (message: string, error: unknown) => void;
  /** Who may use `/__mock/*` (admin token, origins allowed cross-origin). */
  admin: AdminAccess;
}
