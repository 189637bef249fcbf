/**
 * Routes of the access pages (spec 02 §2): `members` and `teams` under every fleet class, and
 * `api-keys` (provisioning keys) under fleets only. Pages load lazily.
 */
import type { RouteObject } from 'react-router';

const pages = () => import('./pages/access-pages.tsx');

export const fleetAccessRoutes: RouteObject[] = [
  { path: 'members', lazy: async () => ({ Component: (await pages()).FleetMembersPage }) },
  { path: 'teams', lazy: async () => ({ Component: (await pages()).FleetTeamsPage }) },
];

export const fleetApiKeyRoutes: RouteObject[] = [
  { path: 'api-keys', lazy: async () => ({ Component: (await import('./pages/api-keys-page.tsx')).default }) },
];
