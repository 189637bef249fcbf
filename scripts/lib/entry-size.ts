/**
 * What an entry of an esbuild build costs the app that imports it: the bytes of its output file and of
 * every chunk it imports statically (loaded with it), and separately of the chunks it loads on demand
 * (`import()`), each chunk counted once. Reads esbuild's metafile.
 */
import type { Metafile } from 'esbuild';

export interface EntrySize {
  /** Bytes loaded with the entry. */
  eager: number;
  /** Bytes loaded later, by dynamic imports reachable from it. */
  lazy: number;
  /** Of `lazy`: the bytes the entry's own dynamic imports load (e.g. what `startBrowserMock()` fetches). */
  firstLoad: number;
  /** Of `lazy`: the rest, loaded only when a feature needs it (a world file, an invoice PDF). */
  onUse: number;
  /** The npm packages and source folders in `firstLoad`, largest first (bytes each). */
  firstLoadParts: Array<{ part: string; bytes: number }>;
}

export function entrySize(metafile: Metafile, entryOutput: string): EntrySize {
  const outputs = metafile.outputs;
  const eager = new Set<string>();
  const lazy = new Set<string>();
  const visit = (file: string, into: Set<string>): void => {
    if (eager.has(file) || into.has(file) || !outputs[file]) return;
    into.add(file);
    for (const imp of outputs[file].imports) {
      if (imp.external) continue;
      if (imp.kind === 'dynamic-import') visit(imp.path, lazy);
      else visit(imp.path, into);
    }
  };
  visit(entryOutput, eager);
  for (const file of eager) lazy.delete(file);
  const bytes = (files: Set<string>): number => [...files].reduce((n, f) => n + (outputs[f]?.bytes ?? 0), 0);
  // What the entry's own dynamic imports bring in statically: the first on-demand load.
  const first = new Set<string>();
  const staticClosure = (file: string): void => {
    if (eager.has(file) || first.has(file) || !outputs[file]) return;
    first.add(file);
    for (const imp of outputs[file].imports)
      if (!imp.external && imp.kind !== 'dynamic-import') staticClosure(imp.path);
  };
  for (const file of eager)
    for (const imp of outputs[file]?.imports ?? [])
      if (!imp.external && imp.kind === 'dynamic-import') staticClosure(imp.path);
  const parts = new Map<string, number>();
  for (const file of first)
    for (const [input, { bytesInOutput }] of Object.entries(outputs[file]?.inputs ?? {})) {
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];
      const part = pkg ? `npm:${pkg}` : input.split('/').slice(0, 4).join('/');
      parts.set(part, (parts.get(part) ?? 0) + bytesInOutput);
    }
  return {
    eager: bytes(eager),
    lazy: bytes(lazy),
    firstLoad: bytes(first),
    onUse: bytes(lazy) - bytes(first),
    firstLoadParts: [...parts].map(([part, n]) => ({ part, bytes: n })).sort((a, b) => b.bytes - a.bytes),
  };
}

/**
 * The bytes a browser app's bundle gains by importing `entry` (minified, npm packages bundled as an app's
 * bundler would; `node:` builtins and `external` left out): loaded with it, and loaded on demand.
 */
export async function browserBundleSize(entry: string, external: readonly string[] = []): Promise<EntrySize> {
  const { build } = await import('esbuild');
  const result = await build({
    stdin: { contents: `export * from ${JSON.stringify(entry)};`, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    write: false,
    outdir: '/virtual-out',
    metafile: true,
    external: ['node:*', ...external],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const entryOutput = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint === '<stdin>')?.[0];
  if (!entryOutput) throw new Error(`browserBundleSize: no output for ${entry}`);
  return entrySize(result.metafile, entryOutput);
}
