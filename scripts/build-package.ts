/**
 * `npm run build:package` (and `npm pack`'s prepack): what the packed `fleetmock` command runs,
 * in dist/: the dashboard built by Vite (dist/web/), the mock and its commands bundled by esbuild
 * into one ES module (dist/cli/fleetmock.mjs; npm packages stay imports, resolved from the
 * package's production dependencies), and the shipped scenarios (dist/scenarios/). No tsx and no
 * Vite at run time. Prints the size of each part.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync, statSync, chmodSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');

function sizeOf(path: string): number {
  const s = statSync(path);
  return s.isDirectory() ? readdirSync(path).reduce((n, f) => n + sizeOf(join(path, f)), 0) : s.size;
}
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(0)} kB`;

rmSync(dist, { recursive: true, force: true });
mkdirSync(join(dist, 'cli'), { recursive: true });

const vite = spawnSync(
  'npx',
  [
    'vite',
    'build',
    '--config',
    'web/vite.config.ts',
    '--logLevel',
    'warn',
    '--outDir',
    join(dist, 'web'),
    '--emptyOutDir',
  ],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
if (vite.status !== 0) {
  console.error('build:package: the dashboard build failed (see above)');
  process.exit(vite.status ?? 1);
}

const bin = join(dist, 'cli', 'fleetmock.mjs');
await build({
  entryPoints: [join(root, 'mock-server/src/fastify/cli.ts')],
  outfile: bin,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  define: { __FLEETMOCK_BUNDLED__: 'true' },
  banner: { js: '#!/usr/bin/env node' },
  legalComments: 'none',
  logLevel: 'warning',
});
chmodSync(bin, 0o755);
cpSync(join(root, 'mock-server/scenarios'), join(dist, 'scenarios'), { recursive: true });

console.log(
  `build:package: dist/cli/fleetmock.mjs ${kb(sizeOf(bin))}, dist/web ${kb(sizeOf(join(dist, 'web')))}, dist/scenarios ${kb(sizeOf(join(dist, 'scenarios')))}`,
);
