/** The live device side route groups: register `devicesLiveRoutes` in core/app.ts. */
import type { RouteDef, SocketRouteDef } from '../../router.ts';
import { terminalSockets } from './terminal-socket.ts';
import { logSockets } from './logs-socket.ts';
import type { CoreDeps } from '../../deps.ts';
import { supervisorRoutes } from './supervisor-routes.ts';
import { logRoutes } from './log-routes.ts';
import { catalogRoutes } from './catalog-routes.ts';
import { actionRoutes } from './action-routes.ts';
import { downloadRoutes } from './download-routes.ts';
import { stateRoutes } from './state-routes.ts';
import { registerRoutes } from './register-route.ts';

/** Every live-side HTTP route. */
export function devicesLiveRoutes(deps: CoreDeps): RouteDef[] {
  return [
    ...supervisorRoutes(deps),
    ...logRoutes(deps),
    ...catalogRoutes(deps),
    ...actionRoutes(deps),
    ...downloadRoutes(deps),
    ...stateRoutes(deps),
    ...registerRoutes(deps),
  ];
}

/** Every live-side websocket route. */
export function devicesLiveSockets(deps: CoreDeps): SocketRouteDef[] {
  return [...terminalSockets(deps), ...logSockets(deps)];
}
