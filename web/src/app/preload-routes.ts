/**
 * The pages a cold load preloads, each with the source modules its first screen runs beyond the
 * entry: the signed-in frame (the route tables, the shell, the OData compiler, the areas' texts) and
 * the page's own route modules. Read by the build (web/build/route-preloads.ts), which resolves each
 * module to its chunk and that chunk's static imports and writes the route → files manifest; a
 * module missing from the build fails it, so a moved page cannot silently lose its preloads.
 * Plain data with no imports: vite.config.ts loads it in Node.
 */

/** Source modules every signed-in page runs before its first screen (paths relative to web/). */
export const SIGNED_IN_FRAME = [
  'src/app/shell-routes.tsx',
  'src/app/shell/app-shell.tsx',
  'src/lib/odata/compile.ts',
  'src/lib/messages/areas.ts',
];

/** A fleet's pages: the frame and the fleet layout with its loader. */
const FLEET = [...SIGNED_IN_FRAME, 'src/features/fleets/pages/fleet-layout.tsx', 'src/features/fleets/fleet-loader.ts'];

export const PRELOAD_ROUTES: ReadonlyArray<{ path: string; modules: readonly string[] }> = [
  {
    path: '/fleets/:fleetId/devices',
    modules: [...FLEET, 'src/features/devices/prefetch.ts', 'src/features/devices/pages/devices-page.tsx'],
  },
  { path: '/fleets/:fleetId/summary', modules: [...FLEET, 'src/features/fleets/pages/fleet-summary-page.tsx'] },
  { path: '/fleets', modules: [...SIGNED_IN_FRAME, 'src/features/fleets/pages/fleet-list-page.tsx'] },
];
