/**
 * Dashboard build. Root `web/`, output `web/dist` with a manifest (scripts/bench/web.ts
 * reads it). Dev server on 127.0.0.1 proxies API and mock paths to the mock on API_PORT (default
 * 4010); browser navigations (Accept: text/html) stay with Vite so client routes such as /user/...
 * or /auth/.../callback load the app. Heavy libraries (terminal, maps, payments, markdown) get their
 * own chunks and are reached only through lazy routes, so /login stays within its budget.
 * A build writes `buildtime.txt` and compiles the same marker in for the outdated-version check, and
 * brotli/gzip copies of its text files for servers that send precompressed files (build/precompress.ts),
 * and the route → files manifest of the pages a cold load preloads (build/route-preloads.ts).
 */
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { precompress } from './build/precompress.ts';
import { routePreloadManifest } from './build/route-preloads.ts';
import { FIRST_READS_FILES, PRELOAD_ROUTES, SIGNED_IN_APART, SIGNED_IN_FRAME } from './src/app/preload-routes.ts';
import { signedInGuard, signedInSplit } from './build/chunk-groups.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 4010}`;
const BUILD_TIME = new Date().toISOString();

/**
 * The generated zod validators' names (generated/zod/zod.gen.ts). A validator built from another one
 * (`zWebResource.nullish()`) is a call on that constant; declared pure, like `z` itself, an unused
 * validator is dropped even when it refers to another validator.
 */
const GENERATED_ZOD_VALIDATORS = [
  ...readFileSync(fileURLToPath(new URL('../generated/zod/zod.gen.ts', import.meta.url)), 'utf8').matchAll(
    /^export const (z\w+)/gm,
  ),
].map((m) => m[1]);

/** Path prefixes served by the mock (API, auth endpoints, mock admin, external-service doubles, runtime config). */
const PROXIED = [
  '/v7',
  '/v6',
  '/resin',
  '/login_',
  '/user',
  '/actor',
  '/auth',
  '/api-key',
  '/ping',
  '/connectivity-check',
  '/config',
  '/__mock',
  '/__ext',
  '/device',
  '/supervisor',
  '/billing',
  '/zendesk',
  '/org/',
  '/oauth',
  '/access',
  '/download',
  '/device-types',
  '/logout-others',
  '/application',
  '/buildtime.txt',
  '/v1/',
  '/v3/',
  '/v2/',
  '/terminal',
];

/** Keep page navigations on the dev server (index.html); only API calls go to the mock. */
const bypassNavigation: ProxyOptions['bypass'] = (req) =>
  req.headers.accept?.includes('text/html') ? '/index.html' : undefined;

/** Emits dist/buildtime.txt with the marker compiled into this build. */
function buildTimeMarker(): Plugin {
  return {
    name: 'fleetmock-build-time',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'buildtime.txt', source: `${BUILD_TIME}\n` });
    },
  };
}

/** Libraries that must never land in the entry chunk. */
const HEAVY_GROUPS = [
  { name: 'vendor-xterm', test: /node_modules[\\/]@xterm[\\/]/ },
  {
    name: 'vendor-leaflet',
    test: /node_modules[\\/](leaflet|react-leaflet|leaflet\.markercluster|@react-leaflet)[\\/]/,
  },
  // prop-types (CommonJS, used only by @stripe/react-stripe-js) stays in the same chunk: split apart, its
  // lazy CommonJS wrapper is not initialised when the stripe chunk calls it.
  { name: 'vendor-stripe', test: /node_modules[\\/](@stripe|prop-types)[\\/]/ },
  {
    name: 'vendor-markdown',
    test: /node_modules[\\/](react-markdown|remark-[^\\/]+|mdast-[^\\/]+|micromark[^\\/]*|unified|hast-[^\\/]+|unist-[^\\/]+|vfile[^\\/]*)[\\/]/,
  },
  { name: 'vendor-pdf', test: /node_modules[\\/]pdf-lib[\\/]/ },
];

/**
 * The signed-in chunk group (build/chunk-groups.ts): the signed-in frame and the code outside the
 * features that the preloaded pages share, in one file, kept clear of what the entry and /login import
 * and of the OData compiler (a small file of its own, which the session's start-up reads wait for).
 */
/**
 * Public index.ts files of features and the components/ui barrel: they only re-export, and are declared
 * free of side effects below, so an import through them keeps only the modules whose exports are used.
 */
const BARREL = /[\\/]web[\\/]src[\\/](features[\\/][^\\/]+|components[\\/]ui)[\\/]index\.ts$/;

/** The budgeted sign-in page: neither it nor the entry may load the signed-in group. */
const LOGIN_PAGE = 'src/features/auth/pages/login-page.tsx';

const splitSignedIn = signedInSplit(
  root,
  {
    outside: ['src/main.tsx', LOGIN_PAGE, ...SIGNED_IN_APART],
    frame: SIGNED_IN_FRAME,
    pages: PRELOAD_ROUTES.flatMap((r) => r.modules),
    firstReads: FIRST_READS_FILES,
  },
  (id) => BARREL.test(id),
);

/** Shared chunks smaller than this (source bytes) are copied into their users instead of fetched. */
const INLINED_CHUNK_MAX_BYTES = 16 * 1024;

export default defineConfig(({ command }) => ({
  root,
  plugins: [
    react(),
    buildTimeMarker(),
    routePreloadManifest(PRELOAD_ROUTES),
    signedInGuard([LOGIN_PAGE]),
    precompress(),
  ],
  define: command === 'build' ? { __FLEETMOCK_BUILD_TIME__: JSON.stringify(BUILD_TIME) } : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Every browser the dashboard supports follows <link rel="modulepreload"> itself (Chromium 66,
    // Firefox 115, Safari 17); one that does not just loads the chunks when they are imported. Vite's
    // polyfill would cost /login's JavaScript about half a kilobyte for nothing.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // zod schema constructors have no side effects: an unused generated validator (generated/zod/)
      // is dropped instead of shipping the whole contract's validators with the first page.
      // Public index.ts files of features and the components/ui barrel only re-export (billing's also
      // imports its stylesheet, kept whenever the barrel is used). Declared free of side effects, an
      // import through them pulls in only the modules whose exports are used: the router's
      // `authRoutes` from features/auth/index.ts no longer drags the profile form, the bulk variables
      // dialog or the whole UI kit (select, table, tooltip) into the entry chunk.
      treeshake: {
        manualPureFunctions: ['z', ...GENERATED_ZOD_VALIDATORS],
        moduleSideEffects: [{ test: BARREL, sideEffects: false }],
      },
      // Small shared chunks are inlined into the chunks that use them (code under 16 KB before
      // minification is copied instead of fetched): left alone, the bundler cut the code lazy routes
      // share into one chunk per set of sharers, and a cold devices page fetched 106 scripts over the
      // browser's six connections to one HTTP/1.1 origin, 49 with this (about the same bytes). The
      // bundler requires modules to run in source order for it (`strictExecutionOrder`), which wraps
      // each module in an init function: /login's JavaScript stays within its budget at this size
      // (4 KB and 8 KB thresholds cost it more; scripts/bench/web.ts measures it). The signed-in group
      // then takes the frame and the preloaded pages' shared code (the UI kit included) into one file,
      // and the first-reads group the code of the page's first reads into a small one: a cold devices
      // page fetches 19 scripts before its first row (36 before), all requested at once through the
      // route → files manifest.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            ...HEAVY_GROUPS,
            { name: (id, ctx) => splitSignedIn(id, (m) => ctx.getModuleInfo(m)), debugName: 'signed-in, first-reads' },
          ],
          experimentalInlineCommonChunks: { maxSize: INLINED_CHUNK_MAX_BYTES },
        },
        strictExecutionOrder: true,
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: Object.fromEntries(
      PROXIED.map((p) => [p, { target: apiTarget, bypass: bypassNavigation } satisfies ProxyOptions]),
    ),
  },
  preview: { host: '127.0.0.1' },
}));
