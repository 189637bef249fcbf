/** The billing route group, registered in core/app.ts (spec 03; api-ground-truth §4 billing rows). */
import type { RouteDef } from '../../router.ts';
import type { CoreDeps } from '../../deps.ts';
import { accountRoutes } from './account-routes.ts';
import { paymentRoutes } from './payment-routes.ts';
import { creditBundleRoutes } from './credits/credit-bundle-route.ts';
import { stripeRoutes } from './stripe/routes.ts';

/** Every billing route, the credit-bundle purchase and the offline Stripe double. */
export function billingRoutes(deps: CoreDeps): RouteDef[] {
  return [...accountRoutes(deps), ...paymentRoutes(deps), ...creditBundleRoutes(), ...stripeRoutes(deps)];
}
