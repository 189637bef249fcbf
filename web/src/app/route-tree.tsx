/**
 * The whole route tree at once, the signed-in pages included: for code that needs every route without
 * navigating (page tests' memory router, route lists, path checks). The app itself uses createRouter
 * (router.tsx), which adds the signed-in pages on demand.
 */
import { buildRouteTree } from './router.tsx';
import { shellPageRoutes } from './shell-routes.tsx';

export const routeTree = buildRouteTree(shellPageRoutes);
