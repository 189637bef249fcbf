/** The route tree: shell around everything; sign-in and preferences areas from their features. */
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { authRoutes } from '../features/auth/routes.tsx';
import { preferencesRoutes } from '../features/preferences/routes.tsx';
import { RequireAuth } from './guards/index.ts';
import { AppShell } from './shell/app-shell.tsx';
import { ErrorPage } from './pages/error-page.tsx';
import { NotFoundPage } from './pages/not-found.tsx';
import { HomePage } from './pages/home.tsx';

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <ErrorPage />,
    children: [
      ...authRoutes,
      ...preferencesRoutes,
      {
        element: <RequireAuth />,
        children: [
          { path: '/', element: <HomePage /> },
          { path: '/fleets', element: <Navigate to="/" replace /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
