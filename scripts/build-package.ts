/**
 * `npm run build:package` (and `npm pack`'s prepack): what the packed `fleetmock` command runs,
 * in dist/: the dashboard built by Vite (dist/web/), the mock and its commands bundled by esbuild
 * into one ES module (dist/cli/fleetmock.mjs; npm packages stay imports, resolved from the
 * package's production dependencies), the library entries of `exports/` (fleetmock/client, /zod, /zod/strict,
 * /msw/node, /msw/browser, /playwright) bundled the same way into dist/lib/ with their declarations
 * (tsc, tsconfig.package.json) in dist/types/, and the shipped scenarios (dist/scenarios/). No tsx and
 * no Vite at run time. Prints the size of each part.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, chmodSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { build } from 'esbuild';
import { slimDeclarations } from './lib/slim-declarations.ts';
import { zodDeclarations } from './lib/zod-declarations.ts';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

/** What `npm install fleetmock` installs beside it: its dependencies and peer dependencies. */
function dependencyNames(): string[] {
  return [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
}

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
  // The package's dependencies stay imports; a build-time dependency the command reaches (pinejs-client-core,
  // the OData URL compiler behind `fleetmock import`) is bundled, since `npm install` leaves it out.
  external: ['node:*', ...dependencyNames().flatMap((name) => [name, `${name}/*`])],
  define: { __FLEETMOCK_BUNDLED__: 'true' },
  banner: { js: '#!/usr/bin/env node' },
  legalComments: 'none',
  logLevel: 'warning',
});
chmodSync(bin, 0o755);
cpSync(join(root, 'mock-server/scenarios'), join(dist, 'scenarios'), { recursive: true });

/** The package's subpath exports: name in dist/lib/ → source entry. */
const LIBRARY_ENTRIES: Readonly<Record<string, string>> = {
  client: 'exports/client.ts',
  zod: 'exports/zod.ts',
  'zod-strict': 'exports/zod-strict.ts',
  'msw-node': 'exports/msw/node.ts',
  'msw-browser': 'exports/msw/browser.ts',
  playwright: 'exports/playwright.ts',
};
const lib = join(dist, 'lib');
// One level below dist/ like dist/cli/, so files found beside the code (../scenarios/) resolve alike.
// Shared code (the mock core behind both MSW entries) is split into chunks instead of copied.
await build({
  entryPoints: Object.fromEntries(Object.entries(LIBRARY_ENTRIES).map(([name, src]) => [name, join(root, src)])),
  outdir: lib,
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'neutral',
  mainFields: ['module', 'main'],
  format: 'esm',
  target: 'node20.19',
  // The package's dependencies stay imports; the OData URL compiler (pinejs-client-core, a build-time
  // dependency of the dashboard) is bundled into the chunk the first typed read loads.
  external: ['node:*', ...dependencyNames().flatMap((name) => [name, `${name}/*`])],
  define: { __FLEETMOCK_BUNDLED__: 'true' },
  legalComments: 'none',
  logLevel: 'warning',
});

// Declarations: tsc emits one .d.ts per source file reached from the entries into dist/types/ (same
// tree as the sources); their relative `.ts` specifiers become `.js`, which every TypeScript module
// resolution maps to the .d.ts beside it. dist/lib/<name>.d.ts re-exports the entry's declarations.
const tsc = spawnSync('npx', ['tsc', '-p', 'tsconfig.package.json'], { cwd: root, stdio: 'inherit' });
if (tsc.status !== 0) {
  console.error('build:package: the declaration build failed (see above)');
  process.exit(tsc.status ?? 1);
}
const types = join(dist, 'types');
const rewriteSpecifiers = (dir: string): void => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) rewriteSpecifiers(path);
    else if (entry.name.endsWith('.d.ts')) {
      const text = readFileSync(path, 'utf8');
      const fixed = text.replace(/((?:from|import)\s*\(?\s*['"])(\.{1,2}\/[^'"]+?)\.tsx?(['"])/g, '$1$2.js$3');
      if (fixed !== text) writeFileSync(path, fixed);
    }
  }
};
rewriteSpecifiers(types);
// The contract's declarations without examples, repeated docs and indentation (scripts/lib/slim-declarations.ts).
const apiTypes = join(types, 'generated', 'types', 'api.gen.d.ts');
writeFileSync(apiTypes, slimDeclarations(readFileSync(apiTypes, 'utf8')));
// The Zod validators' inferred types print as ~15 MB of declarations (every referenced schema written
// out in full), and shipping their source makes every consumer's compiler check it: their declarations
// are written from the source instead, each validator naming the ones it uses (scripts/lib/zod-declarations.ts).
const zodTypes = join(types, 'generated', 'zod');
for (const name of ['zod.gen', 'zod.strict.gen']) {
  const source = readFileSync(join(root, 'generated', 'zod', `${name}.ts`), 'utf8');
  writeFileSync(join(zodTypes, `${name}.d.ts`), zodDeclarations(source, `generated/zod/${name}.ts`));
}
for (const [name, src] of Object.entries(LIBRARY_ENTRIES)) {
  const target = relative(lib, join(types, src.replace(/\.ts$/, '.js')));
  writeFileSync(join(lib, `${name}.d.ts`), `export * from './${target}';\n`);
}

console.log(
  `build:package: dist/cli/fleetmock.mjs ${kb(sizeOf(bin))}, dist/lib ${kb(sizeOf(lib))}, dist/types ${kb(sizeOf(types))}, dist/web ${kb(sizeOf(join(dist, 'web')))}, dist/scenarios ${kb(sizeOf(join(dist, 'scenarios')))}`,
);
