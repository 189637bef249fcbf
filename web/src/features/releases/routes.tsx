/**
 * Routes of the releases pages under a fleet, app or block (spec 02 §2): `releases` lists them;
 * `releases/{releaseId}` redirects to its summary and has settings. Pages load lazily.
 */
import { Navigate, type RouteObject } from 'react-router';

export const fleetReleaseRoutes: RouteObject[] = [
  {
    path: 'releases',
    lazy: async () => ({ Component: (await import('./pages/release-list-page.tsx')).ReleaseListPage }),
  },
  {
    path: 'releases/:releaseId',
    lazy: async () => ({ Component: (await import('./pages/release-layout.tsx')).ReleaseLayout }),
    children: [
      { index: true, element: <Navigate to="summary" replace /> },
      {
        path: 'summary',
        lazy: async () => ({ Component: (await import('./pages/release-summary-page.tsx')).ReleaseSummaryPage }),
      },
      {
        path: 'settings',
        lazy: async () => ({ Component: (await import('./pages/release-settings-page.tsx')).ReleaseSettingsPage }),
      },
    ],
  },
];
