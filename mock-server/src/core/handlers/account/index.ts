/** The account route group, registered in core/app.ts. */
import type { RouteDef } from '../../router.ts';
import type { CoreDeps } from '../../app.ts';

/** Every account route. */
export function accountRoutes(_deps: CoreDeps): RouteDef[] {
  return [];
}
