/**
 * Routes of the releases pages under a fleet, app or block (spec 02 §2): `releases` lists them;
 * `releases/{releaseId}` redirects to its summary and has settings. Pages load lazily.
 */
import { Navigate, type RouteObject } from 'react-router';

const pages = () => import('./pages/release-pages.tsx');

export const fleetReleaseRoutes: RouteObject[] = [
  { path: 'releases', lazy: async () => ({ Component: (await pages()).ReleaseListPage }) },
  {
    path: 'releases/:releaseId',
    lazy: async () => ({ Component: (await pages()).ReleaseLayout }),
    children: [
      { index: true, element: <Navigate to="summary" replace /> },
      { path: 'summary', lazy: async () => ({ Component: (await pages()).ReleaseSummaryPage }) },
      { path: 'settings', lazy: async () => ({ Component: (await pages()).ReleaseSettingsPage }) },
    ],
  },
];
