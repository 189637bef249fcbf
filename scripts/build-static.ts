/**
 * `npm run build:static`: the zero-server demo in web/dist-static/. The dashboard is built as
 * usual, but its entry first starts the mock core in the page (scripts/static-demo/boot.ts), and
 * MSW's service worker is copied to the root so it controls every path. Any static file server
 * hosts the folder; deep links need the host's fallback to index.html (README). Prints the size.
 */
import { copyFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { build, type Plugin } from 'vite';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'web', 'dist-static');
const ENTRY_ID = '/static-demo-boot.ts';
const boot = join(root, 'scripts', 'static-demo', 'boot.ts');

/** Swaps the dashboard's entry script for the demo's boot module. */
function staticEntry(): Plugin {
  return {
    name: 'fleetmock-static-entry',
    enforce: 'pre',
    transformIndexHtml: { order: 'pre', handler: (html) => html.replace('src="/src/main.tsx"', `src="${ENTRY_ID}"`) },
    resolveId: (id) => (id.endsWith(ENTRY_ID) ? boot : undefined),
  };
}

// The sign-in page's chunk guard measures the served dashboard, not this build (web/build/chunk-groups.ts).
process.env.FLEETMOCK_STATIC_DEMO = '1';
await build({
  configFile: join(root, 'web', 'vite.config.ts'),
  logLevel: 'warn',
  plugins: [staticEntry()],
  build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4096 },
});
copyFileSync(join(root, 'node_modules', 'msw', 'lib', 'mockServiceWorker.js'), join(outDir, 'mockServiceWorker.js'));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)]));
}
const all = files(outDir);
const bytes = all.reduce((n, f) => n + statSync(f).size, 0);
const gz = all.filter((f) => /\.(js|css|html|svg)$/.test(f)).reduce((n, f) => n + gzipSync(readFileSync(f)).length, 0);
console.log(
  `build:static: web/dist-static: ${all.length} files, ${(bytes / 1024).toFixed(0)} kB (${(gz / 1024).toFixed(0)} kB gzipped text)`,
);
