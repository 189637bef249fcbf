/** Route of the fleet settings page under a fleet, app or block (spec 02 §2 "settings"). */
import type { RouteObject } from 'react-router';

export const fleetSettingsRoutes: RouteObject[] = [
  { path: 'settings', lazy: async () => ({ Component: (await import('./pages/fleet-settings-page.tsx')).default }) },
];
