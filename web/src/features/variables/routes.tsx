/**
 * Routes of the variables and configuration pages (spec 02 §2): `envvars` and `config` under a
 * fleet (fleets only) and under a device. Pages load lazily.
 */
import type { RouteObject } from 'react-router';

const fleetPages = () => import('./pages/fleet-variables-page.tsx');
const devicePages = () => import('./pages/device-variables-page.tsx');

/** Children of /fleets/{id}. */
export const fleetVariablesRoutes: RouteObject[] = [
  { path: 'envvars', lazy: async () => ({ Component: (await fleetPages()).FleetEnvVarsPage }) },
  { path: 'config', lazy: async () => ({ Component: (await fleetPages()).FleetConfigPage }) },
];

/** Children of /devices/{uuid}. */
export const deviceVariablesRoutes: RouteObject[] = [
  { path: 'envvars', lazy: async () => ({ Component: (await devicePages()).DeviceEnvVarsPage }) },
  { path: 'config', lazy: async () => ({ Component: (await devicePages()).DeviceConfigPage }) },
];
