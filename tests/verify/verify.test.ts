/**
 * Contract checks for consumers: `fleetmock verify` on a journal recorded by the mock (passes when
 * clean, fails with JSON pointers when a request breaks the contract), HAR answers validated,
 * `fleetmock coverage`, and the validating proxy in front of the mock.
 */
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createServer, request } from 'node:http';
import { createMockCore, type MockCore } from '../../mock-server/src/core/app.ts';
import { withMockAdmin } from '../../mock-server/src/core/handlers/mock-admin/index.ts';
import { OWNER_API_KEY } from '../../mock-server/src/core/seed/index.ts';
import type { CoreRequest, CoreResponse } from '../../mock-server/src/core/http.ts';
import { main } from '../../mock-server/src/cli/main.ts';
import { exchangesOf } from '../../mock-server/src/verify/traffic.ts';
import { coverageOf, verifyExchanges, verifyPassed } from '../../mock-server/src/verify/report.ts';
import { createValidatingProxy } from '../../mock-server/src/verify/proxy.ts';
import { listenOnLoopback } from '../live/helpers.ts';
import { at } from '../present.ts';

const dir = mkdtempSync(join(tmpdir(), 'fleetmock-verify-'));
const auth = { authorization: `Bearer ${OWNER_API_KEY}` };
let core: MockCore;
let deviceId: number;

function call(session: string, method: CoreRequest['method'], url: string, body?: unknown): Promise<CoreResponse> {
  // split() always gives at least one piece, so the path's default never applies.
  const [path = '', rawQuery = ''] = url.split('?');
  const headers: Record<string, string> = {
    ...auth,
    'x-mock-session': session,
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
  };
  return core.handle({ method, path, rawQuery, headers, body, ip: '127.0.0.1' });
}

async function journalFile(session: string): Promise<string> {
  const res = await core.handle({
    method: 'GET',
    path: '/__mock/journal',
    rawQuery: '',
    headers: { 'x-mock-session': session },
    body: undefined,
    ip: '127.0.0.1',
  });
  expect(res.body.kind).toBe('json');
  const file = join(dir, `${session}.json`);
  writeFileSync(file, JSON.stringify((res.body as { value: unknown }).value));
  return file;
}

/** Runs the command line, capturing what it prints. */
async function cli(argv: string[]): Promise<{ code: number | undefined; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
  const error = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void err.push(a.join(' ')));
  try {
    return { code: await main(argv), out: out.join('\n'), err: err.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

beforeAll(() => {
  core = createMockCore(withMockAdmin({ defaults: { seed: 42, scale: 'small' }, log: () => {} }));
  deviceId = at(core.registry.get().store.all('device'), 0).id as number;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('fleetmock verify', () => {
  it('passes on a clean journal', async () => {
    await call('clean', 'GET', '/v7/device?$select=id,device_name&$top=5&$orderby=device_name asc');
    await call('clean', 'PATCH', `/v7/device(${deviceId})`, { device_name: 'renamed-device' });
    await call('clean', 'GET', '/user/v1/whoami');
    await call('clean', 'GET', '/v7/application/$count');
    const file = await journalFile('clean');
    const run = await cli(['verify', file]);
    expect(run.out).toContain('4 requests checked: 4 valid, 0 breaking the contract');
    expect(run.code).toBe(0);
  });

  it('fails on a journal holding a request that breaks the contract, with JSON pointers', async () => {
    await call('dirty', 'GET', '/v7/device?$top=5');
    await call('dirty', 'PATCH', `/v7/device(${deviceId})`, {
      device_name: 5,
      is_pinned_on__release: 'x',
      favourite_colour: 'red',
    });
    await call('dirty', 'GET', '/v7/device?$top=-1');
    await call('dirty', 'GET', '/v7/no_such_resource');
    const file = await journalFile('dirty');
    const run = await cli(['verify', file]);
    expect(run.code).toBe(1);
    expect(run.out).toMatch(/✘ journal seq 2: PATCH \/v7\/device\(\d+\) → 400 \(updateDeviceById\)/);
    expect(run.out).toContain('request /body/device_name:');
    expect(run.out).toContain("request /body/favourite_colour: property 'favourite_colour' is not in the contract");
    expect(run.out).toContain('request /query/$top:');
    expect(run.out).toMatch(/GET \/v7\/no_such_resource → \d+ \(unknown operation\)/);
    expect(run.out).toContain('4 requests checked: 1 valid, 2 breaking the contract');
    const json = await cli(['verify', file, '--json']);
    const report = JSON.parse(json.out) as { passed: boolean; results: { violations: { pointer: string }[] }[] };
    expect(report.passed).toBe(false);
    expect(at(report.results, 1).violations.map((v) => v.pointer)).toEqual(
      expect.arrayContaining(['/body/device_name', '/body/favourite_colour']),
    );
  });

  it('does not count values the journal redacted as violations; other problems in the same body still are', () => {
    const R = '[redacted]';
    const card = { number: R, exp_month: 12, exp_year: 2030, cvc: R };
    const entries = [
      {
        seq: 1,
        method: 'POST',
        path: '/__ext/stripe/v1/setup_intents/seti_fleetmock_1/confirm',
        query: {},
        status: 200,
        body: { client_secret: R, payment_method_data: { type: 'card', card } },
      },
      {
        seq: 2,
        method: 'POST',
        path: '/__ext/stripe/v1/setup_intents/seti_fleetmock_1/confirm',
        query: {},
        status: 400,
        body: { client_secret: R, payment_method_data: { type: 'card', card: { ...card, exp_month: 13 } } },
      },
    ];
    const report = verifyExchanges(exchangesOf({ entries }));
    expect(report.results.map((r) => r.violations.map((v) => v.pointer))).toEqual([
      [],
      ['/body/payment_method_data/card/exp_month'],
    ]);
  });

  it('validates the answers a HAR file holds and skips the page files', () => {
    const har = {
      log: {
        entries: [
          {
            request: { method: 'GET', url: 'http://127.0.0.1:4010/assets/index.js' },
            response: { status: 200, content: { mimeType: 'text/javascript', text: '' } },
          },
          {
            request: { method: 'GET', url: 'http://127.0.0.1:4010/v7/device?$top=1' },
            response: { status: 200, content: { mimeType: 'application/json', text: '{"d":"not a list"}' } },
          },
          {
            request: { method: 'GET', url: 'http://127.0.0.1:4010/ping' },
            response: { status: 200, content: { mimeType: 'text/plain', text: 'OK' } },
          },
        ],
      },
    };
    const report = verifyExchanges(exchangesOf(har));
    expect(report.skipped).toBe(1);
    expect(verifyPassed(report)).toBe(false);
    expect(at(report.results, 0).violations).toEqual([
      expect.objectContaining({ side: 'response', pointer: '/response/d' }),
    ]);
    expect(report.results[1]).toMatchObject({ violations: [], responseChecked: true });
  });

  it("skips the page's own files in a dashboard HAR: 304 revalidations, /runtime-config.js, /buildtime.txt", () => {
    const entry = (method: string, path: string, status: number, mimeType = '', text = '') => ({
      request: { method, url: `http://127.0.0.1:4010${path}` },
      response: { status, content: { mimeType, text } },
    });
    const har = {
      log: {
        entries: [
          entry('GET', '/assets/index-abc123.js', 304),
          entry('GET', '/assets/index-abc123.css', 304),
          entry('GET', '/runtime-config.js', 304),
          entry('GET', '/buildtime.txt', 200, 'text/plain', '2026-11-01T00:00:00Z'),
          entry('GET', '/favicon.ico', 200, 'image/x-icon'),
          entry('GET', '/ping', 200, 'text/plain', 'OK'),
          // A misspelt API call is still reported: it has no file extension, and its answer is JSON.
          entry('GET', '/v7/devcie', 404, 'application/json', '{"error":"not found"}'),
          entry('GET', '/v7/device.json', 404, 'application/json', '{}'),
        ],
      },
    };
    const report = verifyExchanges(exchangesOf(har));
    expect(report.skipped).toBe(5);
    expect(report.results.map((r) => [r.exchange.path, r.operation?.operationId ?? null])).toEqual([
      ['/ping', 'ping'],
      ['/v7/devcie', null],
      ['/v7/device.json', null],
    ]);
  });

  it('fails when nothing was checked: an empty journal, or a HAR recorded against another origin', async () => {
    const empty = join(dir, 'empty.json');
    writeFileSync(empty, JSON.stringify({ entries: [], total: 0, dropped: 0 }));
    const run = await cli(['verify', empty]);
    expect(run.code).toBe(1);
    expect(run.out).toContain('✘ nothing to verify: 0 requests checked');
    const har = join(dir, 'other-origin.har');
    writeFileSync(
      har,
      JSON.stringify({
        log: {
          entries: [
            {
              request: { method: 'GET', url: 'http://localhost:5173/v7/device' },
              response: { status: 200, content: { mimeType: 'application/json', text: '{"d":[]}' } },
            },
          ],
        },
      }),
    );
    const json = await cli(['verify', har, '--origin', 'http://127.0.0.1:4010', '--json']);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.out)).toMatchObject({
      passed: false,
      checked: 0,
      problem: expect.stringMatching(/--origin/),
    });
  });

  it('bad input is exit status 2 with one line', async () => {
    expect(await cli(['verify'])).toMatchObject({
      code: 2,
      err: 'fleetmock: fleetmock verify needs a journal or HAR file, e.g. fleetmock verify journal.json',
    });
    const missing = join(dir, 'nope.json');
    expect(await cli(['verify', missing])).toMatchObject({ code: 2, err: `fleetmock: ${missing}: no such file` });
    writeFileSync(join(dir, 'other.json'), '{"hello":1}');
    expect((await cli(['verify', join(dir, 'other.json')])).err).toMatch(/expected a journal .* or a HAR file/);
  });
});

describe('fleetmock coverage', () => {
  it('lists exercised and never-touched operations', async () => {
    await call('cov', 'GET', '/v7/device?$top=1');
    await call('cov', 'GET', '/v7/device?$top=2');
    await call('cov', 'PATCH', `/v7/device(${deviceId})`, { note: 'covered' });
    await call('cov', 'GET', '/user/v1/whoami');
    await call('cov', 'GET', '/v7/application/$count');
    const file = await journalFile('cov');
    const c = coverageOf(exchangesOf(JSON.parse((await import('node:fs')).readFileSync(file, 'utf8'))));
    const touched = c.operations
      .filter((o) => o.calls > 0)
      .map((o) => o.operationId)
      .sort();
    expect(touched).toEqual(['countApplication', 'getUserWhoami', 'listDevice', 'updateDeviceById']);
    expect(c.operations.find((o) => o.operationId === 'listDevice')?.calls).toBe(2);
    expect(c.operations.some((o) => o.tag === 'mock-admin')).toBe(false);
    const run = await cli(['coverage', file, '--tag', 'resources', '--fail-under', '50']);
    expect(run.code).toBe(1);
    expect(run.out).toMatch(/^Exercised 3 of \d+ operations/);
    expect(run.out).toMatch(/Never touched \(\d+\):\n {2}[A-Z]+ +\/v7\//);
  });
});

describe('fleetmock proxy', () => {
  it('forwards to the mock and reports violations both ways', async () => {
    const { app, port } = await listenOnLoopback(core);
    const { server, results } = createValidatingProxy({ target: `http://127.0.0.1:${port}` });
    await new Promise<void>((r) => server.listen({ port: 0, host: '127.0.0.1' }, r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const headers = { ...auth, 'x-mock-session': 'proxied', 'content-type': 'application/json' };
    try {
      const good = await fetch(`${base}/v7/device?$select=id&$top=2`, { headers });
      expect(((await good.json()) as { d: unknown[] }).d).toHaveLength(2);
      const bad = await fetch(`${base}/v7/device(${deviceId})`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ device_name: 7 }),
      });
      expect(bad.status).toBe(400);
      // The mock, told to, answers a list read with a body the contract does not allow.
      await fetch(`${base}/__mock/faults`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          match: { path: '/v7/application' },
          effect: { kind: 'status', status: 200, body: { d: 'broken' } },
        }),
      });
      await fetch(`${base}/v7/application`, { headers });
      const report = (await (await fetch(`${base}/__proxy/report`)).json()) as {
        results: { path: string; violations: { side: string; pointer: string }[]; responseChecked: boolean }[];
      };
      const byPath = (p: string) => report.results.find((r) => r.path === p)!;
      expect(byPath('/v7/device')).toMatchObject({ violations: [], responseChecked: true });
      expect(byPath(`/v7/device(${deviceId})`).violations).toEqual([
        expect.objectContaining({ side: 'request', pointer: '/body/device_name' }),
      ]);
      expect(byPath('/v7/application').violations).toEqual([
        expect.objectContaining({ side: 'response', pointer: '/response/d' }),
      ]);
      expect(results).toHaveLength(4);
    } finally {
      server.close();
      await app.close();
    }
  });

  it('relays answers as they arrive and checks only answers within its limit', async () => {
    // The upstream sends the first part of its answer and sends the rest only once the caller has
    // received that part: a proxy that waited for the whole answer would never deliver it.
    let firstArrived!: () => void;
    const arrived = new Promise<void>((r) => (firstArrived = r));
    const upstream = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      if (req.url === '/v7/application') return res.end('{"d":[]}');
      res.write(`{"d":[${'0,'.repeat(300_000)}`);
      void arrived.then(() => res.end('0]}'));
    });
    await new Promise<void>((r) => upstream.listen({ port: 0, host: '127.0.0.1' }, r));
    const { server, results } = createValidatingProxy({
      target: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
      answerCheckLimit: 64 * 1024,
    });
    await new Promise<void>((r) => server.listen({ port: 0, host: '127.0.0.1' }, r));
    const proxyPort = (server.address() as AddressInfo).port;
    try {
      const body = await new Promise<string>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port: proxyPort, path: '/v7/device' }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => {
            chunks.push(c);
            firstArrived();
          });
          res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        });
        req.on('error', reject);
        req.end();
      });
      expect(body).toHaveLength('{"d":['.length + 600_000 + '0]}'.length);
      expect(JSON.parse(body).d).toHaveLength(300_001);
      await fetch(`http://127.0.0.1:${proxyPort}/v7/application`);
      expect(results.map((r) => [r.exchange.path, r.responseChecked, r.violations])).toEqual([
        ['/v7/device', false, []],
        ['/v7/application', true, []],
      ]);
    } finally {
      server.close();
      upstream.close();
    }
  });

  it('asks only the target: absolute-form and //host requests are refused, bodies are capped', async () => {
    // A second server standing in for a host on the proxy's network that must never be reached.
    let reached = 0;
    const other = createServer((_req, res) => {
      reached++;
      res.end('secret');
    });
    await new Promise<void>((r) => other.listen({ port: 0, host: '127.0.0.1' }, r));
    const otherPort = (other.address() as AddressInfo).port;
    const { app, port } = await listenOnLoopback(core);
    const { server } = createValidatingProxy({ target: `http://127.0.0.1:${port}`, bodyLimit: 1024 });
    await new Promise<void>((r) => server.listen({ port: 0, host: '127.0.0.1' }, r));
    const proxyPort = (server.address() as AddressInfo).port;
    const rawStatus = (path: string, method = 'GET', payload?: Buffer): Promise<number> =>
      new Promise((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port: proxyPort,
            method,
            path,
            headers: { ...auth, ...(payload ? { 'content-type': 'application/octet-stream' } : {}) },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    try {
      expect(await rawStatus(`http://127.0.0.1:${otherPort}/steal`)).toBe(400);
      expect(await rawStatus(`//127.0.0.1:${otherPort}/steal`)).toBe(400);
      expect(reached).toBe(0);
      expect(await rawStatus('/ping')).toBe(200);
      expect(await rawStatus('/v7/device', 'POST', Buffer.alloc(4096))).toBe(413);
    } finally {
      server.close();
      other.close();
      await app.close();
    }
  });
});
