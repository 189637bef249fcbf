/** The external route group, registered in core/app.ts. */
import type { RouteDef } from '../../router.ts';
import type { CoreDeps } from '../../app.ts';

/** Every external route. */
export function externalRoutes(_deps: CoreDeps): RouteDef[] {
  return [];
}
