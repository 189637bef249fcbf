/**
 * gzip of whole answers in the Node adapter (mock-server/src/fastify/compress.ts): compressible types
 * of at least 1 kB are gzipped for clients that accept it (the SDK sends `Accept-Encoding: compress,
 * gzip`), with `Vary: Accept-Encoding`; everything else goes out as it is.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createMockCore } from '../../mock-server/src/core/app.ts';
import { buildApp } from '../../mock-server/src/fastify/app.ts';
import { acceptsGzip, GZIP_MIN_BYTES } from '../../mock-server/src/fastify/compress.ts';
import type { CoreResponse } from '../../mock-server/src/core/http.ts';
import { PERSONA_PASSWORD, PINNED_EPOCH } from '../../mock-server/src/core/seed/index.ts';

const route = (path: string, res: () => CoreResponse) => ({
  method: 'GET' as const,
  path,
  operationId: path,
  handler: res,
});
const big = { d: Array.from({ length: 60 }, (_, i) => ({ id: i, device_name: `device-${i}`, status: 'Idle' })) };
const bigText = JSON.stringify(big);
const cachedBytes = new TextEncoder().encode(bigText);

const core = createMockCore({
  defaults: { seed: 42, scale: 'small', epoch: Date.parse(PINNED_EPOCH) },
  log: () => {},
  routeFactories: [
    () => [
      route('/t/big', () => ({ status: 200, body: { kind: 'json', value: big } })),
      route('/t/cached', () => ({ status: 200, body: { kind: 'json', value: big, raw: bigText, bytes: cachedBytes } })),
      route('/t/small', () => ({ status: 200, body: { kind: 'json', value: { d: [1] } } })),
      route('/t/zip', () => ({
        status: 200,
        body: { kind: 'bytes', value: new Uint8Array(4096), contentType: 'application/zip', filename: 'x.zip' },
      })),
      route('/t/html', () => ({ status: 200, body: { kind: 'html', value: `<p>${'x'.repeat(GZIP_MIN_BYTES)}</p>` } })),
    ],
  ],
});

let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  app = await buildApp({ core });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});
afterAll(() => app.close());

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET that shows the bytes on the wire (fetch would decompress them out of sight). */
function get(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('Accept-Encoding', () => {
  test.each([
    ['compress, gzip', true],
    ['gzip, deflate, br', true],
    ['*', true],
    ['gzip;q=0', false],
    ['gzip;q=0.1, identity', false],
    ['br', false],
    ['', false],
  ])('%j prefers gzip: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('gzip on the wire', () => {
  test("the SDK's header gets gzip: smaller, same JSON, length of the compressed bytes", async () => {
    const res = await get('/t/big', { 'accept-encoding': 'compress, gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(bigText.length / 3);
    expect(JSON.parse(gunzipSync(res.body).toString('utf8'))).toEqual(big);
  });

  test('a cached answer compresses to the same bytes on every request', async () => {
    const a = await get('/t/cached', { 'accept-encoding': 'gzip' });
    const b = await get('/t/cached', { 'accept-encoding': 'gzip' });
    expect(a.headers['content-encoding']).toBe('gzip');
    expect(b.body.equals(a.body)).toBe(true);
    expect(gunzipSync(a.body).toString('utf8')).toBe(bigText);
  });

  test('clients that do not ask, or refuse gzip, get the bytes as they are, still with Vary', async () => {
    for (const headers of [{}, { 'accept-encoding': 'gzip;q=0' }] as Record<string, string>[]) {
      const res = await get('/t/big', headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.body.toString('utf8')).toBe(bigText);
    }
  });

  test('small answers and incompressible types are never compressed; HTML is', async () => {
    const small = await get('/t/small', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
    const zip = await get('/t/zip', { 'accept-encoding': 'gzip' });
    expect(zip.headers['content-encoding']).toBeUndefined();
    expect(zip.body.length).toBe(4096);
    const html = await get('/t/html', { 'accept-encoding': 'gzip' });
    expect(html.headers['content-encoding']).toBe('gzip');
  });

  test('with an Origin, Vary names both', async () => {
    const res = await get('/t/big', { 'accept-encoding': 'gzip', origin: 'http://localhost:5173' });
    expect(res.headers.vary).toBe('Origin, Accept-Encoding');
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });

  test('the resource API: a device page read twice (the second from the read cache) decodes to the same rows', async () => {
    const login = await fetch(`${base}/login_`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'owner@fleetmock.test', password: PERSONA_PASSWORD }),
    });
    const auth = { authorization: `Bearer ${await login.text()}`, 'accept-encoding': 'gzip' };
    const path = '/v7/device?$select=id,uuid,device_name,os_version&$orderby=id%20asc&$top=20';
    const first = await get(path, auth);
    const second = await get(path, auth);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['cache-control']).toBe('no-cache');
    const rows = JSON.parse(gunzipSync(first.body).toString('utf8')) as { d: { id: number }[] };
    expect(rows.d.length).toBe(20);
    expect(JSON.parse(gunzipSync(second.body).toString('utf8'))).toEqual(rows);
  });
});
