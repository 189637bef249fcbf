/** Route of the credits page (spec 03 §2): /orgs/{orgId}/credits, loaded lazily. */
import type { RouteObject } from 'react-router';

export const creditsRoutes: RouteObject[] = [
  {
    path: 'orgs/:orgId/credits',
    lazy: async () => ({ Component: (await import('./pages/credits-page.tsx')).CreditsPage }),
  },
];
