/**
 * The external route group, registered in core/app.ts: doubles of the services the dashboard reads
 * besides the API (openapi/paths/external.yaml). The Stripe double lives with billing.
 */
import type { RouteDef } from '../../router.ts';
import type { CoreDeps } from '../../deps.ts';
import { githubRoutes } from './github.ts';
import { serviceRoutes } from './services.ts';

/** Every external route. */
export function externalRoutes(deps: CoreDeps): RouteDef[] {
  return [...githubRoutes(deps), ...serviceRoutes(deps)];
}
