/** /preferences and its tabs (spec 01 §2 "Preferences"); the index redirects to details. Authenticated area. */
import { Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from '../session/index.ts';
import { routes } from '../../lib/paths.ts';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const preferencesRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: '/preferences',
        lazy: page(() => import('./pages/preferences-layout.tsx')),
        children: [
          { index: true, element: <Navigate to={routes.preferences('details')} replace /> },
          { path: 'details', lazy: page(() => import('./pages/details-tab.tsx')) },
          { path: 'sshkeys', lazy: page(() => import('./pages/sshkeys-tab.tsx')) },
          { path: 'access-tokens', lazy: page(() => import('./pages/access-tokens-tab.tsx')) },
          { path: 'profile', lazy: page(() => import('./pages/profile-tab.tsx')) },
          { path: '2fa', lazy: page(() => import('./pages/two-factor-tab.tsx')) },
          { path: 'experimental', lazy: page(() => import('./pages/experimental-tab.tsx')) },
        ],
      },
    ],
  },
];
