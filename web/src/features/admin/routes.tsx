/** Route of the platform admin page (spec 01 §1, §6); the page loads lazily. */
import type { RouteObject } from 'react-router';

export const adminRoutes: RouteObject[] = [
  { path: 'admin', lazy: async () => ({ Component: (await import('./pages/admin-page.tsx')).default }) },
];
