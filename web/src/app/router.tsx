/**
 * The route tree (data router, route-level code splitting). Sign-in routes (`authRoutes` of
 * features/auth) render their own full-page layout; the signed-in area sits inside the lazily loaded
 * AppShell behind `RequireAuth` (guards in the spec's order, spec 01 §2). Features add their route
 * arrays to `shellPageRoutes` (shell-routes.tsx), which the app's router loads on the first navigation
 * into the shell; route-tree.tsx is the whole tree at once (tests, e2e route lists). Every level has an error element, so a failure never leaves a blank page;
 * a route chunk that does not load within 120 s fails with a chunk-load error (chunk-timeout.ts).
 * Every lazy route but /login first awaits the signed-in areas' message tables (route-messages.ts).
 */
import { createBrowserRouter, Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { authRoutes } from '../features/auth/index.ts';
import { RequireAuth } from '../features/session/index.ts';
import { RootLayout } from './layouts/root-layout.tsx';
import { ErrorPage, InShellErrorPage } from './pages/error-page.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { routes as paths } from '../lib/paths.ts';
import { loadWithin, withChunkTimeout } from './chunk-timeout.ts';
import { withMessages } from './route-messages.ts';
import { loadMessages } from '../lib/i18n.ts';
import { preloadODataCompiler } from '../api/client.ts';

const InShellNotFound = () => <NotFoundPage standalone={false} />;

/** The id of the route whose children are the signed-in pages (shell-routes.tsx). */
export const SHELL_PAGES_ID = 'shell-pages';

/** The shell's own children: `/` goes to the fleet list; an unknown path is the in-shell "not found". */
const shellFrame: RouteObject[] = [
  { index: true, element: <Navigate to={paths.fleets()} replace /> },
  { path: '*', Component: InShellNotFound },
];

/** The tree with the given signed-in pages under the shell; every lazy route bounded and given its texts. */
export function buildRouteTree(shellPages: RouteObject[]): RouteObject[] {
  return withChunkTimeout(
    withMessages([
      {
        id: 'root',
        Component: RootLayout,
        errorElement: <ErrorPage />,
        children: [
          ...authRoutes,
          // The mock control panel's own page: outside the sign-in guards (it acts on the mock, not as a
          // user), and loaded only there (a dynamic import of the feature keeps it out of the entry).
          {
            path: '/__mock/ui/*',
            lazy: async () => {
              const feature = await import('../features/mock-panel/index.ts');
              return { Component: (await feature.loadMockPanelPage()).default };
            },
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: '/',
                lazy: async () => ({ Component: (await import('./shell/app-shell.tsx')).default }),
                children: [
                  { id: SHELL_PAGES_ID, errorElement: <InShellErrorPage />, children: [...shellFrame, ...shellPages] },
                ],
              },
            ],
          },
        ],
      },
    ]),
  );
}

/**
 * Adds the signed-in pages' routes the first time a path is not matched by the tree so far. Before
 * that, any path under the shell lands on its catch-all, whose parameter makes the router ask here
 * (react-router's route discovery); once added, the router matches the path again. A failed load is
 * tried again on the next navigation and fails this one with its error page.
 */
function shellPagesPatcher(): PatchRoutesOnNavigationFunction {
  let added: Promise<void> | undefined;
  return ({ patch }) => {
    if (!added) {
      // What the signed-in pages need next, fetched beside their routes instead of after them: the
      // message tables their lazy routes await, and the OData compiler of their first reads.
      loadMessages().catch(() => undefined);
      preloadODataCompiler();
    }
    // Built, the routes' chunk holds only the route tables (feature barrels are tree-shaken), so it may
    // arrive before the messages. Unbundled (the dev server), importing it evaluates whole feature
    // folders, some of which read their texts as they load: there the tables come first.
    added ??= loadWithin(
      import.meta.env.DEV ? loadMessages().then(() => import('./shell-routes.tsx')) : import('./shell-routes.tsx'),
    ).then(
      ({ shellPageRoutes }) => patch(SHELL_PAGES_ID, withChunkTimeout(withMessages(shellPageRoutes))),
      (error: unknown) => {
        added = undefined;
        throw error;
      },
    );
    return added;
  };
}

/** The app's router: the sign-in routes and the shell, the signed-in pages joining on demand. */
export const createRouter = () =>
  createBrowserRouter(buildRouteTree([]), { patchRoutesOnNavigation: shellPagesPatcher() });
