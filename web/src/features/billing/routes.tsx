/** Route of the billing page (spec 03 §2): /orgs/{orgId}/billing, loaded lazily. */
import type { RouteObject } from 'react-router';

export const billingRoutes: RouteObject[] = [
  { path: 'orgs/:orgId/billing', lazy: async () => ({ Component: (await import('./pages/billing-page.tsx')).BillingPage }) },
];
