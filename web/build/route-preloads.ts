/**
 * Writes the route → files manifest (shared/route-preloads.ts): for each page of
 * `web/src/app/preload-routes.ts`, the chunks holding its modules with their static imports and
 * styles, less what the entry loads anyway. The manifest goes to `route-preloads.json` (for the mock,
 * which puts the links into the HTML of a navigation) and into index.html as a JSON data block (for
 * the entry, which adds the links itself when served without the mock). A listed module that is in no
 * chunk fails the build.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { ROUTE_PRELOADS_ELEMENT_ID, ROUTE_PRELOADS_FILE, type RoutePreloads } from '../../shared/route-preloads.ts';

/** What the manifest needs of an output chunk (a subset of Rollup's OutputChunk). */
export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** The manifest for `routes` (module paths relative to `root`) over the build's chunks. */
export function routePreloads(
  chunks: readonly ChunkInfo[],
  routes: ReadonlyArray<{ path: string; modules: readonly string[] }>,
  root: string,
): RoutePreloads {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: readonly ChunkInfo[]): ChunkInfo[] => {
    const seen = new Map<string, ChunkInfo>();
    const visit = (chunk: ChunkInfo) => {
      if (seen.has(chunk.fileName)) return;
      seen.set(chunk.fileName, chunk);
      for (const file of chunk.imports) {
        const dep = byFile.get(file);
        if (dep) visit(dep);
      }
    };
    start.forEach(visit);
    return [...seen.values()];
  };
  const loadedByEntry = new Set(closure(chunks.filter((c) => c.isEntry)).map((c) => c.fileName));
  // A module's own chunk (the one it is the facade of), else the first chunk that holds it.
  const chunkOf = (module: string): ChunkInfo => {
    const id = resolve(root, module);
    const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
    if (!chunk) throw new Error(`route preloads: ${module} is in no chunk of the build`);
    return chunk;
  };
  return {
    routes: routes.map(({ path, modules }) => {
      const needed = closure(modules.map(chunkOf)).filter((c) => !loadedByEntry.has(c.fileName));
      return {
        path,
        scripts: needed.map((c) => c.fileName),
        styles: [...new Set(needed.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]))],
      };
    }),
  };
}

/** JSON safe inside a `<script>` element: `<` never closes it. */
const htmlSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function routePreloadManifest(routes: ReadonlyArray<{ path: string; modules: readonly string[] }>): Plugin {
  let root = '';
  return {
    name: 'fleetmock-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      // After vite:build-html has written index.html into the bundle.
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((o) => o.type === 'chunk') as unknown as ChunkInfo[];
        const manifest = routePreloads(chunks, routes, root);
        this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(manifest)}\n` });
        const html = bundle['index.html'];
        if (html?.type !== 'asset' || typeof html.source !== 'string')
          throw new Error('route preloads: index.html missing from the bundle');
        // A data block (never executed, so the dashboard's script policy does not apply), read by the entry.
        const block = `<script type="application/json" id="${ROUTE_PRELOADS_ELEMENT_ID}">${htmlSafeJson(manifest)}</script>`;
        html.source = html.source.replace('</head>', `  ${block}\n  </head>`);
      },
    },
  };
}
