/**
 * The Fastify adapter's body kinds (NDJSON stream, destroy, truncated), websocket routes and the
 * optional SPA static serving (DESIGN "thin adapters").
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { createMockCore } from '../../mock-server/src/core/app.ts';
import { buildApp } from '../../mock-server/src/fastify/app.ts';
import type { CoreResponse } from '../../mock-server/src/core/http.ts';
import { PINNED_EPOCH } from '../../mock-server/src/core/seed/index.ts';

const route = (path: string, res: CoreResponse) => ({
  method: 'GET' as const,
  path,
  operationId: path,
  handler: () => res,
});

async function* lines(): AsyncIterable<string> {
  yield '{"n":1}\n';
  yield '\n';
  yield '{"n":2}\n';
}

const core = createMockCore({
  defaults: { seed: 42, scale: 'small', epoch: Date.parse(PINNED_EPOCH) },
  log: () => {},
  routeFactories: [
    () => [
      route('/t/stream', {
        status: 200,
        body: { kind: 'stream', contentType: 'application/x-ndjson', open: () => lines() },
      }),
      route('/t/destroy', { status: 200, body: { kind: 'destroy' } }),
      route('/t/truncated', {
        status: 200,
        body: { kind: 'truncated', value: { hello: 'world', list: [1, 2, 3] }, bytes: 10 },
      }),
      route('/t/cached', {
        status: 200,
        headers: { 'x-one': '1' },
        body: {
          kind: 'json',
          value: { stale: true },
          raw: '{"d":["é"]}',
          bytes: new TextEncoder().encode('{"d":["é"]}'),
        },
      }),
      route('/t/no-content', { status: 204, body: { kind: 'empty' } }),
      route('/t/empty', { status: 200, body: { kind: 'empty' } }),
      route('/t/file', {
        status: 200,
        body: { kind: 'bytes', value: new Uint8Array([1, 2, 3]), contentType: 'application/zip', filename: 'a"b.zip' },
      }),
      route('/t/own-type', {
        status: 200,
        headers: { 'content-type': 'text/bogus', 'content-length': '999', 'x-two': '2' },
        body: { kind: 'json', value: { a: 1 } },
      }),
      route('/t/bad-header', {
        status: 200,
        headers: { 'x-bad': 'line\nbreak' },
        body: { kind: 'text', value: 'never' },
      }),
    ],
  ],
  socketFactories: [
    () => [
      {
        path: '/t/echo/:name',
        operationId: 'echo',
        handler: (socket, input) => socket.onMessage((m) => socket.send(`${input.params.name}:${m}`)),
      },
    ],
  ],
});

let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'fleetmock-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>fleetmock</title>');
  writeFileSync(join(dist, 'app.js'), 'console.log(1)');
  app = await buildApp({ core, distDir: dist });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});
afterAll(() => app.close());

describe('body kinds', () => {
  test('NDJSON streams arrive line by line', async () => {
    const res = await fetch(`${base}/t/stream`);
    expect(res.headers.get('content-type')).toBe('application/x-ndjson');
    expect(await res.text()).toBe('{"n":1}\n\n{"n":2}\n');
  });

  test('destroy drops the connection; truncated sends a cut body', async () => {
    await expect(fetch(`${base}/t/destroy`)).rejects.toThrow();
    const cut = await fetch(`${base}/t/truncated`)
      .then((r) => r.text())
      .catch(() => 'aborted');
    expect(cut === 'aborted' || cut.length <= 10).toBe(true);
  });
});

describe('whole answers written straight to the socket', () => {
  test('cached JSON goes out as its UTF-8 bytes with the length of the bytes, not of the text', async () => {
    const res = await fetch(`${base}/t/cached`);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-length')).toBe('12');
    expect(res.headers.get('x-one')).toBe('1');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(await res.json()).toEqual({ d: ['é'] });
  });

  test('HEAD gets the headers without a body', async () => {
    const res = await fetch(`${base}/t/cached`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.text()).toBe('');
  });

  test('204 carries no Content-Length; other empty answers say 0', async () => {
    const none = await fetch(`${base}/t/no-content`);
    expect(none.status).toBe(204);
    expect(none.headers.get('content-length')).toBeNull();
    const zero = await fetch(`${base}/t/empty`);
    expect(zero.headers.get('content-length')).toBe('0');
    expect(await zero.text()).toBe('');
  });

  test('byte bodies keep their type and an attachment name without quotes', async () => {
    const res = await fetch(`${base}/t/file`);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="ab.zip"');
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([1, 2, 3]);
  });

  test("the body's own type and length win over headers of the same name, each sent once", async () => {
    const res = await fetch(`${base}/t/own-type`);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-length')).toBe('7');
    expect(res.headers.get('x-two')).toBe('2');
    expect(await res.json()).toEqual({ a: 1 });
  });

  test('a header value Node refuses becomes a 500, never a hung request', async () => {
    const res = await fetch(`${base}/t/bad-header`);
    expect(res.status).toBe(500);
    expect(res.headers.get('x-bad')).toBeNull();
    expect(await res.text()).toBe('Server Error');
  });
});

describe('websockets', () => {
  test('SocketRouteDefs are served through @fastify/websocket', async () => {
    const ws = await app.injectWS('/t/echo/bob');
    const reply = new Promise<string>((resolve) => ws.on('message', (d: unknown) => resolve(String(d))));
    ws.send('hi');
    expect(await reply).toBe('bob:hi');
    ws.terminate();
  });
});

/** Sends a websocket upgrade request; resolves with the HTTP status of a plain answer, or 101 when upgraded. */
function upgrade(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        'sec-websocket-version': '13',
      },
    });
    req.on('upgrade', (_res, socket) => {
      socket.destroy();
      resolve(101);
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('websocket upgrades over the network', () => {
  test('a socket route upgrades; any other path gets its plain HTTP answer', async () => {
    expect(await upgrade(`${base}/t/echo/bob`)).toBe(101);
    expect(await upgrade(`${base}/t/cached`)).toBe(200);
    expect(await upgrade(`${base}/t/nowhere`)).toBe(404);
  });
});

describe('websocket faults', () => {
  test('an interceptor answering an upgrade closes the socket with its chosen code', async () => {
    const remove = core.registerInterceptor({
      name: 'ws-close',
      before: (ctx) =>
        ctx.operationId === 'echo'
          ? { status: 503, headers: { 'x-ws-close-code': '4001' }, body: { kind: 'text', value: 'fault' } }
          : undefined,
    });
    try {
      const ws = await app.injectWS('/t/echo/x');
      const closed = await new Promise<[number, string]>((resolve) =>
        ws.on('close', (code: number, reason: Buffer) => resolve([code, String(reason)])),
      );
      expect(closed).toEqual([4001, 'fault']);
    } finally {
      remove();
    }
  });
});

describe('static dashboard', () => {
  test('files are served, browser navigations fall back to index.html, API calls never do', async () => {
    expect(await (await fetch(`${base}/app.js`)).text()).toBe('console.log(1)');
    const spa = await fetch(`${base}/billing/invoices`, { headers: { accept: 'text/html' } });
    expect(spa.status).toBe(200);
    expect(await spa.text()).toContain('<title>fleetmock</title>');
    expect((await fetch(`${base}/user/nothing-here`)).status).toBe(404);
    expect((await fetch(`${base}/v7/nothing`, { headers: { accept: 'text/html' } })).status).toBe(401);
    expect((await fetch(`${base}/ping`)).status).toBe(200);
  });

  test('the dashboard files carry a Content-Security-Policy, nosniff and frame-ancestors', async () => {
    for (const res of [
      await fetch(`${base}/`),
      await fetch(`${base}/app.js`),
      await fetch(`${base}/fleets/3/summary`, { headers: { accept: 'text/html' } }),
    ]) {
      expect(res.status).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      // Forms post to the dashboard and to the support portal (whose login redirects within itself), nowhere else.
      expect(csp).toMatch(/(^|; )form-action 'self' https:\/\/support\.fleetmock\.test(;|$)/);
      // Images: the origin, bundled data: images, and the https logos balena.yml contracts name.
      expect(csp).toMatch(/(^|; )img-src 'self' data: blob: https:(;|$)/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});
