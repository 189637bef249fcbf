/** Routes of the identity provider pages (spec 01 §2 "Identity provider"); pages load lazily. */
import type { RouteObject } from 'react-router';

export const identityProviderRoutes: RouteObject[] = [
  {
    path: 'identity-provider',
    lazy: async () => ({ Component: (await import('./pages/identity-provider-index-page.tsx')).default }),
  },
  {
    path: 'identity-provider/:idpId',
    lazy: async () => ({ Component: (await import('./pages/identity-provider-page.tsx')).default }),
  },
];
