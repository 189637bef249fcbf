/** The support route group, registered in core/app.ts. */
import type { RouteDef } from '../../router.ts';
import type { CoreDeps } from '../../app.ts';

/** Every support route. */
export function supportRoutes(_deps: CoreDeps): RouteDef[] {
  return [];
}
