/** The billing route group, registered in core/app.ts. */
import type { RouteDef } from '../../router.ts';
import type { CoreDeps } from '../../app.ts';

/** Every billing route. */
export function billingRoutes(_deps: CoreDeps): RouteDef[] {
  return [];
}
