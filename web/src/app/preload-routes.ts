/**
 * The pages a cold load preloads, each with the source modules its first screen runs beyond the
 * entry: the signed-in frame (the route tables, the shell), the areas' texts, the OData compiler and
 * the page's own route modules. Read by the build (web/build/route-preloads.ts), which resolves each
 * module to its chunk and that chunk's static imports and writes the route → files manifest; a
 * module missing from the build fails it, so a moved page cannot silently lose its preloads.
 * Plain data with no imports: vite.config.ts loads it in Node.
 */

/**
 * The signed-in frame: what every signed-in page runs before its first screen (paths relative to web/),
 * bundled as one chunk with the preloaded pages' shared code (build/chunk-groups.ts).
 */
export const SIGNED_IN_FRAME = ['src/app/shell-routes.tsx', 'src/app/shell/app-shell.tsx'];

/**
 * Preloaded first, before the frame, and kept out of its chunk, each a file of its own: the OData compiler,
 * which the session's own start-up reads (profile, SAML account) wait for, and the areas' texts, which
 * every signed-in route awaits; both are imported by the entry, whose code would otherwise list every
 * file of the frame's chunk to preload with them (bytes on /login), and both arrive before the entry
 * has run rather than with the frame's large file.
 */
export const SIGNED_IN_APART = ['../shared/odata/compile.ts', 'src/lib/messages/areas.ts'];

/**
 * The module the entry imports (dynamically) to start a page's first reads (app/first-reads-start.ts),
 * with what it uses, in one file of its own (build/chunk-groups.ts): kept out of the signed-in frame's
 * large file, the reads leave as soon as this small one has arrived, beside the session's.
 */
export const FIRST_READS_FILES = ['src/app/first-reads-start.ts'];

const SIGNED_IN = [...SIGNED_IN_APART, ...FIRST_READS_FILES, ...SIGNED_IN_FRAME];

/** A fleet's pages: the frame and the fleet layout with its loader. */
const FLEET = [...SIGNED_IN, 'src/features/fleets/pages/fleet-layout.tsx', 'src/features/fleets/fleet-loader.ts'];

export const PRELOAD_ROUTES: ReadonlyArray<{ path: string; modules: readonly string[] }> = [
  {
    path: '/fleets/:fleetId/devices',
    modules: [...FLEET, 'src/features/devices/prefetch.ts', 'src/features/devices/pages/devices-page.tsx'],
  },
  { path: '/fleets/:fleetId/summary', modules: [...FLEET, 'src/features/fleets/pages/fleet-summary-page.tsx'] },
  { path: '/fleets', modules: [...SIGNED_IN, 'src/features/fleets/pages/fleet-list-page.tsx'] },
];
