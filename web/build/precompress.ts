/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file the build emits (scripts,
 * styles, the HTML shell, SVG, JSON), so a server can send the smaller variant the browser accepts
 * without compressing on each request (the mock serves them with @fastify/static `preCompressed`).
 * Only files of the bundle itself: `public/` files such as runtime-config.js are replaced by
 * deployments, and a stale compressed copy would then be served instead of the new file.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt)$/;
/**
 * Below this size the encoding header costs about what compression saves. Brotli still takes 30–50%
 * off a 300–1000 byte chunk (the build's small shared chunks, several of them on /login), more than
 * the ~40 bytes of `content-encoding` and `vary` it adds; a file that does not shrink gets no copy.
 */
const MIN_BYTES = 256;

export async function precompressFile(path: string): Promise<{ br: number; gz: number } | null> {
  const source = await readFile(path);
  if (source.length < MIN_BYTES) return null;
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  await mkdir(dirname(path), { recursive: true });
  // A variant that is not smaller is not written: the server then sends the file as it is.
  if (br.length < source.length) await writeFile(`${path}.br`, br);
  if (gz.length < source.length) await writeFile(`${path}.gz`, gz);
  return { br: br.length, gz: gz.length };
}

export function precompress(): Plugin {
  let outDir = '';
  let files: string[] = [];
  return {
    name: 'fleetmock-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name) && !name.startsWith('.vite/'));
    },
    async closeBundle() {
      await Promise.all(files.map((name) => precompressFile(join(outDir, name))));
    },
  };
}
