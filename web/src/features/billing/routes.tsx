/** Routes of the billing page (spec 03 §2): /orgs/{orgId}/billing and the preferred /billing, loaded lazily. */
import type { RouteObject } from 'react-router';

export const billingRoutes: RouteObject[] = [
  {
    path: 'orgs/:orgId/billing',
    lazy: async () => ({ Component: (await import('./pages/billing-page.tsx')).BillingPage }),
  },
  {
    path: 'billing',
    lazy: async () => ({ Component: (await import('./pages/preferred-billing.tsx')).PreferredBillingPage }),
  },
];
