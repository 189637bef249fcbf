/**
 * The route tree (data router, route-level code splitting). Sign-in routes (`authRoutes` of
 * features/auth) render their own full-page layout; the signed-in area sits inside the lazily loaded
 * AppShell behind `RequireAuth` (guards in the spec's order, spec 01 §2). Features add their route
 * arrays to `shellRoutes`. Every level has an error element, so a failure never leaves a blank page;
 * a route chunk that does not load within 120 s fails with a chunk-load error (chunk-timeout.ts).
 * Every lazy route but /login first awaits the signed-in areas' message tables (route-messages.ts).
 */
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { authRoutes } from '../features/auth/index.ts';
import { preferencesRoutes } from '../features/preferences/index.ts';
import { fleetsRoutes } from '../features/fleets/index.ts';
import { deviceRoutes } from '../features/device/index.ts';
import { billingRoutes } from '../features/billing/index.ts';
import { creditsRoutes } from '../features/credits/index.ts';
import { orgsRoutes } from '../features/orgs/index.ts';
import { identityProviderRoutes } from '../features/identity-providers/index.ts';
import { adminRoutes } from '../features/admin/index.ts';
import { RequireAuth } from '../features/session/index.ts';
import { RootLayout } from './layouts/root-layout.tsx';
import { ErrorPage, InShellErrorPage } from './pages/error-page.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { routes as paths } from '../lib/paths.ts';
import { withChunkTimeout } from './chunk-timeout.ts';
import { withMessages } from './route-messages.ts';

const InShellNotFound = () => <NotFoundPage standalone={false} />;

/** Routes rendered inside the signed-in shell. */
const shellRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={paths.fleets()} replace /> },
  ...preferencesRoutes,
  ...fleetsRoutes,
  ...deviceRoutes,
  ...billingRoutes,
  ...creditsRoutes,
  ...orgsRoutes,
  ...identityProviderRoutes,
  ...adminRoutes,
  { path: '*', Component: InShellNotFound },
];

export const routeTree: RouteObject[] = withChunkTimeout(
  withMessages([
    {
      id: 'root',
      Component: RootLayout,
      errorElement: <ErrorPage />,
      children: [
        ...authRoutes,
        // The mock control panel's own page: outside the sign-in guards (it acts on the mock, not as a
        // user), and loaded only there (a dynamic import of the feature keeps it out of the entry).
        {
          path: '/__mock/ui/*',
          lazy: async () => {
            const feature = await import('../features/mock-panel/index.ts');
            return { Component: (await feature.loadMockPanelPage()).default };
          },
        },
        {
          element: <RequireAuth />,
          children: [
            {
              path: '/',
              lazy: async () => ({ Component: (await import('./shell/app-shell.tsx')).default }),
              children: [{ errorElement: <InShellErrorPage />, children: shellRoutes }],
            },
          ],
        },
      ],
    },
  ]),
);

export const createRouter = () => createBrowserRouter(routeTree);
