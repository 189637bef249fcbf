/**
 * Fleet, app and block lists and the fleet layout (spec 02 §2): /fleets, /apps, /blocks and their
 * organization-scoped variants; /{class}s/{id} with the index redirecting to summary and the
 * fleet's devices (the devices feature's `fleetDevicesRoutes`) nested at `devices`. Route modules
 * load lazily. The fleet sidebar menus are registered here, before any page renders.
 */
import { Navigate, type RouteObject } from 'react-router';
import { fleetDevicesRoutes } from '../devices/routes.tsx';
import { FLEET_LAYOUT_HANDLE } from './use-fleet.ts';
import { fleetLayoutLoader, shouldRevalidateFleet } from './fleet-loader.ts';
import { registerFleetMenus } from './sidebar.ts';

registerFleetMenus();

const listPage = (name: 'FleetsPage' | 'AppsPage' | 'BlocksPage') => async () => ({ Component: (await import('./pages/fleet-list-page.tsx'))[name] });

const lists: RouteObject[] = [
  ['fleets', 'FleetsPage'],
  ['apps', 'AppsPage'],
  ['blocks', 'BlocksPage'],
].flatMap(([segment, name]) => [
  { path: segment, lazy: listPage(name as 'FleetsPage') },
  { path: `orgs/:orgId/${segment}`, lazy: listPage(name as 'FleetsPage') },
]);

/** Children of a fleet layout; devices exist for fleets only (spec 02 §2; the loader corrects the class first). */
const layoutChildren = (segment: string): RouteObject[] => [
  { index: true, element: <Navigate to="summary" replace /> },
  { path: 'summary', lazy: async () => ({ Component: (await import('./pages/fleet-summary-page.tsx')).default }) },
  ...(segment === 'fleets' ? [{ path: 'devices', children: fleetDevicesRoutes }] : []),
];

const layouts: RouteObject[] = ['fleets', 'apps', 'blocks'].map((segment) => ({
  id: `fleet-layout-${segment}`,
  path: `${segment}/:fleetId`,
  handle: FLEET_LAYOUT_HANDLE,
  loader: fleetLayoutLoader,
  shouldRevalidate: shouldRevalidateFleet,
  lazy: async () => ({ Component: (await import('./pages/fleet-layout.tsx')).default }),
  children: layoutChildren(segment),
}));

export const fleetsRoutes: RouteObject[] = [...lists, ...layouts];
