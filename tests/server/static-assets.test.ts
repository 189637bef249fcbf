/**
 * The built dashboard as the mock serves it: the brotli or gzip copy the build writes
 * (web/build/precompress.ts) goes out for clients that accept it, with Vary: Accept-Encoding; hashed
 * assets are cached as immutable while the HTML shell and runtime-config.js are revalidated.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createMockCore } from '../../mock-server/src/core/app.ts';
import { buildApp, staticCacheControl } from '../../mock-server/src/fastify/app.ts';
import { PINNED_EPOCH } from '../../mock-server/src/core/seed/index.ts';
import { precompressFile } from '../../web/build/precompress.ts';

/** A raw GET that sends exactly the given Accept-Encoding (fetch would add its own and decode). */
function get(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    })
      .on('error', reject)
      .end();
  });
}

const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `device-${i}` })))};\n`;
const HTML = `<!doctype html><html><head><title>fleetmock</title></head><body>${'<div id="root"></div>'.repeat(80)}</body></html>`;

/** A small shared chunk as the build emits them (about 700 bytes), a few of which load with /login. */
const SMALL_SCRIPT = `import{t as e}from"./i18n.js";${Array.from({ length: 12 }, (_, i) => `export const f${i}=(n)=>e("auth.key${i}",{count:n});`).join('')}\n`;

let app: FastifyInstance;
let base: string;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'fleetmock-static-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), HTML);
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'tiny-Zz99Yy88.css'), 'a{}');
  writeFileSync(join(dist, 'assets', 'small-Sm11Ll22.js'), SMALL_SCRIPT);
  writeFileSync(join(dist, 'runtime-config.js'), 'window.__FLEETMOCK_CONFIG__ = {};');
  writeFileSync(join(dist, '.secret'), 'x');
  await precompressFile(join(dist, 'index.html'));
  await precompressFile(join(dist, 'assets', 'index-Ab12Cd34.js'));
  await precompressFile(join(dist, 'assets', 'tiny-Zz99Yy88.css'));
  await precompressFile(join(dist, 'assets', 'small-Sm11Ll22.js'));
  const core = createMockCore({
    defaults: { seed: 42, scale: 'small', epoch: Date.parse(PINNED_EPOCH) },
    log: () => {},
  });
  app = await buildApp({ core, distDir: dist });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});
afterAll(() => app.close());

describe('precompressed build files', () => {
  test('the build writes smaller brotli and gzip copies, and none for a file under 256 bytes', () => {
    const js = readFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'));
    const br = readFileSync(join(dist, 'assets', 'index-Ab12Cd34.js.br'));
    const gz = readFileSync(join(dist, 'assets', 'index-Ab12Cd34.js.gz'));
    expect(brotliDecompressSync(br).equals(js)).toBe(true);
    expect(gunzipSync(gz).equals(js)).toBe(true);
    expect(br.length).toBeLessThan(js.length / 4);
    expect(existsSync(join(dist, 'assets', 'tiny-Zz99Yy88.css.br'))).toBe(false);
  });

  test('a small chunk (under 1 kB) gets its compressed copies too, each smaller than the file', () => {
    const js = readFileSync(join(dist, 'assets', 'small-Sm11Ll22.js'));
    expect(js.length).toBeGreaterThan(256);
    expect(js.length).toBeLessThan(1024);
    const br = readFileSync(join(dist, 'assets', 'small-Sm11Ll22.js.br'));
    expect(brotliDecompressSync(br).equals(js)).toBe(true);
    expect(br.length).toBeLessThan(js.length * 0.7);
    expect(readFileSync(join(dist, 'assets', 'small-Sm11Ll22.js.gz')).length).toBeLessThan(js.length);
  });

  test('a script goes out as brotli to a browser, as gzip to a gzip-only client, as it is otherwise', async () => {
    const url = `${base}/assets/index-Ab12Cd34.js`;
    const browser = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(browser.status).toBe(200);
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers['content-type']).toMatch(/javascript/);
    expect(String(browser.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(browser.body).toString()).toBe(SCRIPT);

    // The vendor SDK's and many CLIs' header.
    const gzipOnly = await get(url, { 'accept-encoding': 'compress, gzip' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.body).toString()).toBe(SCRIPT);

    const plain = await get(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  test('hashed assets are immutable; the HTML shell, its SPA fallback and runtime-config.js revalidate', async () => {
    const asset = await get(`${base}/assets/index-Ab12Cd34.js`, { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const shell = await get(`${base}/`, { 'accept-encoding': 'br', accept: 'text/html' });
    expect(shell.headers['content-encoding']).toBe('br');
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(shell.body).toString()).toBe(HTML);

    const deepLink = await get(`${base}/fleets/1/devices`, { 'accept-encoding': 'gzip', accept: 'text/html' });
    expect(deepLink.status).toBe(200);
    expect(deepLink.headers['content-encoding']).toBe('gzip');
    expect(deepLink.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(deepLink.body).toString()).toBe(HTML);

    const config = await get(`${base}/runtime-config.js`, { 'accept-encoding': 'br' });
    expect(config.headers['content-encoding']).toBeUndefined();
    expect(config.headers['cache-control']).toBe('no-cache');
  });

  test('a file is served with a query string and to HEAD; dot files and other methods are not', async () => {
    const withQuery = await get(`${base}/runtime-config.js?v=2`, {});
    expect(withQuery.status).toBe(200);
    expect(withQuery.body.toString()).toBe('window.__FLEETMOCK_CONFIG__ = {};');
    const head = await new Promise<{ status: number; length: string | undefined }>((resolve, reject) =>
      request(`${base}/assets/index-Ab12Cd34.js`, { method: 'HEAD' }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, length: res.headers['content-length'] });
      })
        .on('error', reject)
        .end(),
    );
    expect(head).toEqual({ status: 200, length: String(Buffer.byteLength(SCRIPT)) });
    expect((await get(`${base}/.secret`, {})).status).toBe(404);
    const post = await fetch(`${base}/runtime-config.js`, { method: 'POST' });
    expect(post.status).toBe(404);
  });

  test('only content-hashed names count as immutable', () => {
    expect(staticCacheControl('/srv/dist/assets/vendor-leaflet-DqP3x_9a.js.br')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(staticCacheControl('/srv/dist/assets/index-Ab12Cd34.css')).toBe('public, max-age=31536000, immutable');
    expect(staticCacheControl('/srv/dist/index.html')).toBe('no-cache');
    expect(staticCacheControl('/srv/dist/runtime-config.js')).toBe('no-cache');
    expect(staticCacheControl('/srv/dist/assets/logo.svg')).toBe('no-cache');
  });
});
