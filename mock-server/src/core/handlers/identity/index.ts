/** The identity route group, registered in core/app.ts. */
import type { RouteDef } from '../../router.ts';
import type { CoreDeps } from '../../app.ts';

/** Every identity route. */
export function identityRoutes(_deps: CoreDeps): RouteDef[] {
  return [];
}
