/**
 * Loads the dashboard's whole route tree (web/src/app/route-tree.tsx) in Node through Vite's module loader,
 * which compiles the TSX and the CSS imports the browser build sees; route modules stay lazy, so
 * only the route tables and what they import statically are loaded (a few seconds).
 */
import { fileURLToPath } from 'node:url';
import type { RouteObject } from 'react-router';
import { createServer } from 'vite';
import { routePatterns, type RoutePattern } from './route-table.ts';

const WEB_ROOT = fileURLToPath(new URL('../../web', import.meta.url));

export async function loadRoutePatterns(): Promise<RoutePattern[]> {
  const server = await createServer({
    configFile: false,
    root: WEB_ROOT,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    // The route tables' modules read their areas' texts when evaluated, as they do in the app once the
    // router has awaited the message tables: load those first, in the same module graph.
    const i18n = (await server.ssrLoadModule('/src/lib/i18n.ts')) as { loadMessages: () => Promise<void> };
    await i18n.loadMessages();
    const mod = (await server.ssrLoadModule('/src/app/route-tree.tsx')) as { routeTree: RouteObject[] };
    return routePatterns(mod.routeTree);
  } finally {
    await server.close();
  }
}
