/**
 * Every fault effect kind, through the real pipeline: Fastify `inject` where an
 * HTTP client can see the answer, `core.handle` for the dropped socket.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { startFaultServer, handle, rawInject, recordingSleep } from './helpers.ts';
import type { TestServer } from '../server/helpers.ts';
import {
  logStreamFault,
  socketFault,
  setDeviceFlags,
  TOO_MANY_REQUESTS_TEXT,
  DEFAULT_SLOW_LOG_DELAY_MS,
} from '../../mock-server/src/core/faults/index.ts';
import { at } from '../present.ts';

const add = (s: TestServer, rule: unknown, session?: string) =>
  s.req({ method: 'POST', url: '/__mock/faults', body: rule, session });

describe('fault effects', () => {
  let s: TestServer;
  const rec = recordingSleep();
  beforeAll(async () => {
    s = await startFaultServer({
      sleep: rec.sleep,
      core: {
        socketFactories: [
          () => [{ path: '/ws/echo', operationId: 'testEcho', handler: (socket) => socket.send('hello') }],
        ],
      },
    });
  });

  it('status: sends the status, a JSON-string body and extra headers', async () => {
    const session = 'status';
    await add(
      s,
      { match: { path: '/v7/application*' }, effect: { status: 500, body: 'Boom', headers: { 'X-Extra': 'yes' } } },
      session,
    );
    const res = await s.req({ url: '/v7/application', session });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toBe('"Boom"');
    expect(res.headers['x-extra']).toBe('yes');
  });

  it('status 429 with Retry-After seconds carries the rate-limit headers and the ground-truth body', async () => {
    const session = 'r429';
    await add(
      s,
      { match: { path: '/v7/device*' }, effect: { status: 429, retryAfter: 7, rateLimit: { limit: 50 } } },
      session,
    );
    const res = await s.req({ url: '/v7/device', session });
    expect(res.statusCode).toBe(429);
    expect(res.body).toBe(TOO_MANY_REQUESTS_TEXT);
    expect(res.headers['retry-after']).toBe('7');
    expect(res.headers['x-ratelimit-limit']).toBe('50');
    expect(res.headers['x-ratelimit-remaining']).toBe('0');
    const now = Date.parse(String(res.headers.date));
    expect(Number(res.headers['x-ratelimit-reset'])).toBeGreaterThanOrEqual(Math.floor(now / 1000) + 7);
  });

  it('status 429 with Retry-After as an HTTP date', async () => {
    const session = 'r429date';
    const date = 'Sun, 01 Nov 2026 00:10:00 GMT';
    await add(s, { effect: { kind: 'status', status: 429, retryAfter: date } }, session);
    const res = await s.req({ url: '/v7/device', session });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe(date);
  });

  it('tokenBucket: capacity passes, then 429 with the wait until the next token; refills on the mock clock', async () => {
    const session = 'bucket';
    await add(
      s,
      { match: { path: '/v7/device*' }, effect: { kind: 'tokenBucket', capacity: 2, refillPerSecond: 0.5 } },
      session,
    );
    await s.req({ method: 'POST', url: '/__mock/clock/freeze', body: {}, session });
    const codes = [];
    // device_type: readable without credentials (the guest may not read devices: 401).
    for (let i = 0; i < 3; i++) codes.push((await s.req({ url: '/v7/device_type', session })).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    const denied = await s.req({ url: '/v7/device_type', session });
    expect(denied.headers['retry-after']).toBe('2');
    expect(denied.headers['x-ratelimit-limit']).toBe('2');
    // Another route has its own bucket (per client + route).
    expect((await s.req({ url: '/v7/device_type/$count', session })).statusCode).toBe(200);
    await s.req({ method: 'POST', url: '/__mock/clock/advance', body: { by: '2s' }, session });
    expect((await s.req({ url: '/v7/device_type', session })).statusCode).toBe(200);
    expect((await s.req({ url: '/v7/device_type', session })).statusCode).toBe(429);
  });

  it('latency: fixed delay, and jitter drawn from the seeded RNG', async () => {
    rec.delays.length = 0;
    await add(s, { effect: { kind: 'latency', ms: 300 } }, 'lat');
    await s.req({ url: '/ping', session: 'lat' });
    expect(rec.delays).toEqual([300]);
    rec.delays.length = 0;
    await add(s, { effect: { kind: 'latency', ms: 300, jitterMs: 100 } }, 'jit');
    for (let i = 0; i < 5; i++) await s.req({ url: '/ping', session: 'jit' });
    expect(rec.delays.every((d) => d >= 200 && d <= 400)).toBe(true);
    expect(new Set(rec.delays).size).toBeGreaterThan(1);
  });

  it('destroy: the socket is dropped (core answers kind destroy)', async () => {
    await add(s, { match: { path: '/v7/device*' }, effect: { kind: 'destroy' } }, 'destroy');
    const res = await handle(s.core, 'GET', '/v7/device', { session: 'destroy' });
    expect(res.body.kind).toBe('destroy');
    await expect(s.req({ url: '/v7/device', session: 'destroy' })).rejects.toThrow();
  });

  it('empty: the handler status with no body', async () => {
    await add(s, { match: { path: '/v7/device*' }, effect: { kind: 'empty' } }, 'empty');
    const res = await rawInject(s, '/v7/device_type', {}, 'empty');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  it('truncated: the first N bytes of the JSON body, then the connection closes', async () => {
    await add(s, { match: { path: '/config' }, effect: { kind: 'truncated', bytes: 10 } }, 'trunc');
    const res = await handle(s.core, 'GET', '/config', { session: 'trunc' });
    expect(res.body).toMatchObject({ kind: 'truncated', bytes: 10 });
    const full = await s.req({ url: '/config', session: 'other-trunc' });
    expect(JSON.stringify(res.body.kind === 'truncated' ? res.body.value : null)).toBe(full.body);
  });

  it('offline: /ping and every API call drop until the rule is cleared', async () => {
    const session = 'offline';
    await add(s, { effect: { kind: 'offline' } }, session);
    expect((await handle(s.core, 'GET', '/ping', { session })).body.kind).toBe('destroy');
    expect((await handle(s.core, 'GET', '/v7/device', { session })).body.kind).toBe('destroy');
    expect((await handle(s.core, 'POST', '/login_', { session, body: {} })).body.kind).toBe('destroy');
    // The admin API is never affected.
    expect((await s.req({ url: '/__mock/faults', session })).statusCode).toBe(200);
    await s.req({ method: 'DELETE', url: '/__mock/faults', session });
    const ping = await s.req({ url: '/ping', session });
    expect([ping.statusCode, ping.body]).toEqual([200, 'OK']);
  });

  it('logStream: slow and stalled streams for a device; the slow-logs flag too', async () => {
    const session = 'logs';
    await s.req({ url: '/ping', session });
    const world = s.core.registry.get(session);
    const uuids = world.store.all('device').map((d) => String(d.uuid));
    const [a, b, c] = [at(uuids, 0), at(uuids, 1), at(uuids, 2)];
    await add(s, { match: { device: a }, effect: { kind: 'logStream', mode: 'stalled' } }, session);
    await add(
      s,
      { match: { path: '/device/v2/*/logs', device: b }, effect: { kind: 'logStream', mode: 'slow', delayMs: 900 } },
      session,
    );
    expect(logStreamFault(world, a)).toEqual({ stalled: true });
    expect(logStreamFault(world, b)).toEqual({ delayMs: 900 });
    expect(logStreamFault(world, c)).toBeNull();
    setDeviceFlags(world, c, ['slow-logs']);
    expect(logStreamFault(world, c)).toEqual({ delayMs: DEFAULT_SLOW_LOG_DELAY_MS });
  });

  it('socketClose: the handler query returns the code; at upgrade the pipeline closes the socket with it', async () => {
    const session = 'ws';
    await s.req({ url: '/ping', session });
    const world = s.core.registry.get(session);
    await add(
      s,
      {
        match: { path: '/device/*/terminal' },
        effect: { kind: 'socketClose', code: 4001, reason: 'bye', afterMs: 500 },
      },
      session,
    );
    expect(socketFault(world, '/device/abc/terminal', 'abc')).toEqual({ code: 4001, reason: 'bye', afterMs: 500 });
    expect(socketFault(world, '/device/abc/logs')).toBeNull();
    await add(s, { match: { path: '/ws/*' }, effect: { kind: 'socketClose', code: 4002, reason: 'gone' } }, session);
    const closed: [number | undefined, string | undefined][] = [];
    const sent: string[] = [];
    const socket = {
      send: (d: string) => void sent.push(d),
      close: (c?: number, r?: string) => void closed.push([c, r]),
      onMessage: () => {},
      onClose: () => {},
    };
    const upgrade = (path: string) =>
      s.core.handleSocket(
        {
          method: 'GET',
          path,
          rawQuery: '',
          headers: { upgrade: 'websocket', 'x-mock-session': session },
          body: undefined,
          ip: '127.0.0.1',
        },
        socket,
      );
    expect(await upgrade('/ws/echo')).toBe(true);
    expect(closed).toEqual([[4002, 'gone']]);
    expect(sent).toEqual([]);
    await s.req({ method: 'DELETE', url: '/__mock/faults', session });
    await upgrade('/ws/echo');
    expect(sent).toEqual(['hello']);
  });
});
