/**
 * The device page /devices/{uuid} (spec 02 §2 "Device area: /devices/{deviceUuid}"): the layout
 * reads the device and applies the redirects; the index redirects to summary. Lazy route modules
 * keep the device code (and the terminal's xterm chunk) out of other pages.
 */
import { Navigate, type RouteObject } from 'react-router';
import { deviceVariablesRoutes } from '../variables/index.ts';

export const deviceRoutes: RouteObject[] = [
  {
    path: 'devices/:uuid',
    lazy: async () => ({ Component: (await import('./pages/device-layout.tsx')).default }),
    children: [
      { index: true, element: <Navigate to="summary" replace /> },
      { path: 'summary', lazy: async () => ({ Component: (await import('./pages/device-summary-page.tsx')).default }) },
      { path: 'actions', lazy: async () => ({ Component: (await import('./pages/device-actions-page.tsx')).default }) },
      {
        path: 'settings',
        lazy: async () => ({ Component: (await import('./pages/device-settings-page.tsx')).default }),
      },
      {
        path: 'location',
        lazy: async () => ({ Component: (await import('./pages/device-location-page.tsx')).default }),
      },
      {
        path: 'diagnostics',
        lazy: async () => ({ Component: (await import('./pages/device-diagnostics-page.tsx')).default }),
      },
      ...deviceVariablesRoutes,
    ],
  },
];
