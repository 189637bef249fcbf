/**
 * The external route group, registered in core/app.ts: doubles of the services the dashboard uses
 * besides the API (code host, assets, builder, …) (openapi/paths/external.yaml). The Stripe double lives with billing.
 */
import type { RouteDef } from '../../router.ts';
import type { CoreDeps } from '../../deps.ts';
import { githubRoutes } from './github.ts';
import { serviceRoutes } from './services.ts';
import { builderRoutes } from './builder.ts';

/** Every external route. */
export function externalRoutes(deps: CoreDeps): RouteDef[] {
  return [...githubRoutes(deps), ...serviceRoutes(deps), ...builderRoutes(deps)];
}
