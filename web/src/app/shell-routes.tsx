/**
 * The signed-in pages' route tables, one array per feature. Not part of the entry: the router adds
 * them under the shell on the first navigation into it (router.tsx), so the sign-in pages do not load
 * the other features' route tables and the chunk lists of their pages.
 */
import type { RouteObject } from 'react-router';
import { preferencesRoutes } from '../features/preferences/index.ts';
import { fleetsRoutes } from '../features/fleets/index.ts';
import { deviceRoutes } from '../features/device/index.ts';
import { billingRoutes } from '../features/billing/index.ts';
import { creditsRoutes } from '../features/credits/index.ts';
import { orgsRoutes } from '../features/orgs/index.ts';
import { identityProviderRoutes } from '../features/identity-providers/index.ts';
import { adminRoutes } from '../features/admin/index.ts';

/** Features add their route arrays here. */
export const shellPageRoutes: RouteObject[] = [
  ...preferencesRoutes,
  ...fleetsRoutes,
  ...deviceRoutes,
  ...billingRoutes,
  ...creditsRoutes,
  ...orgsRoutes,
  ...identityProviderRoutes,
  ...adminRoutes,
];
