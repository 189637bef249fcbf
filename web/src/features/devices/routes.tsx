/**
 * The fleet's devices (spec 02 §2 "Fleet devices"): nested by the fleet layout as
 * `{ path: 'devices', children: fleetDevicesRoutes }`; the page (and the map, within it) load lazily.
 */
import type { RouteObject } from 'react-router';

export const fleetDevicesRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./pages/devices-page.tsx')).default }) },
];
