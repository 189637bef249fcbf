/**
 * Fleet, app and block lists and the fleet layout (spec 02 §2): /fleets, /apps, /blocks and their
 * organization-scoped variants; /{class}s/{id} with the index redirecting to summary and the
 * fleet's devices (the devices feature's `fleetDevicesRoutes`) nested at `devices`. Route modules,
 * and the layout's loader with its OData client, load lazily so the sign-in pages stay small; the
 * fleet sidebar menus are registered by the (lazy) app shell.
 */
import { Navigate, type RouteObject } from 'react-router';
import { fleetDevicesRoutes } from '../devices/index.ts';
import { fleetVariablesRoutes } from '../variables/index.ts';
import { fleetReleaseRoutes } from '../releases/index.ts';
import { fleetSettingsRoutes } from '../fleet-settings/index.ts';
import { fleetAccessRoutes, fleetApiKeyRoutes } from '../fleet-access/index.ts';
import { FLEET_LAYOUT_HANDLE } from './use-fleet.ts';
import { NotFoundPage } from '../../components/not-found-page.tsx';

const FleetChildNotFound = () => <NotFoundPage standalone={false} />;

const listPage = (name: 'FleetsPage' | 'AppsPage' | 'BlocksPage') => async () => ({
  Component: (await import('./pages/fleet-list-page.tsx'))[name],
});

const LISTS = [
  ['fleets', 'FleetsPage'],
  ['apps', 'AppsPage'],
  ['blocks', 'BlocksPage'],
] as const;

const lists: RouteObject[] = LISTS.map(([segment, name]) => ({ path: segment, lazy: listPage(name) }));

/**
 * The organization-scoped lists (`fleets`, `apps`, `blocks`), relative: the organization layout
 * (features/orgs) nests them under /orgs/{orgId} so its id and frozen-organization guards apply.
 */
export const orgFleetListRoutes: RouteObject[] = LISTS.map(([segment, name]) => ({
  path: segment,
  lazy: listPage(name),
}));

/** Children of a fleet layout: releases, settings, members and teams for every class; devices, envvars, config and api-keys exist for fleets only (spec 02 §2; the loader corrects the class first). */
const layoutChildren = (segment: string): RouteObject[] => [
  { index: true, element: <Navigate to="summary" replace /> },
  { path: 'summary', lazy: async () => ({ Component: (await import('./pages/fleet-summary-page.tsx')).default }) },
  ...fleetReleaseRoutes,
  ...fleetSettingsRoutes,
  ...fleetAccessRoutes,
  ...(segment === 'fleets'
    ? [{ path: 'devices', children: fleetDevicesRoutes }, ...fleetVariablesRoutes, ...fleetApiKeyRoutes]
    : []),
  // Any other child path still matches the layout, so its loader corrects a wrong class prefix first
  // (/apps/25/devices → /fleets/25/devices); a path unknown for the right class shows not found.
  { path: '*', Component: FleetChildNotFound },
];

const layouts: RouteObject[] = ['fleets', 'apps', 'blocks'].map((segment) => ({
  id: `fleet-layout-${segment}`,
  path: `${segment}/:fleetId`,
  handle: FLEET_LAYOUT_HANDLE,
  lazy: async () => {
    const [layout, loader] = await Promise.all([import('./pages/fleet-layout.tsx'), import('./fleet-loader.ts')]);
    return {
      Component: layout.default,
      loader: loader.fleetLayoutLoader,
      shouldRevalidate: loader.shouldRevalidateFleet,
    };
  },
  children: layoutChildren(segment),
}));

export const fleetsRoutes: RouteObject[] = [...lists, ...layouts];
