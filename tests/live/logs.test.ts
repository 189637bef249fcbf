/**
 * Device logs (api-ground-truth §4; contract getDeviceLogs): deterministic history from the seed,
 * count/start parsing, and the NDJSON stream (backlog, live lines on the mock clock, blank
 * heartbeat lines) against a server listening on 127.0.0.1.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, ownerOnlineDevices, setup, valueOf, OWNER_API_KEY, listenOnLoopback } from './helpers.ts';
import { setLiveOptions } from '../../mock-server/src/core/live/options.ts';
import { LOG_SLOT_MS, MAX_LOG_COUNT, type LogLine } from '../../mock-server/src/core/live/logs.ts';
import type { Row } from '../../mock-server/src/core/model/data-source.ts';
import { at, first } from '../present.ts';

const S = 'live-logs';
const { core, world, clock } = setup(S);
let device: Row;
let app: FastifyInstance;
let base = '';

beforeAll(async () => {
  device = first(await ownerOnlineDevices(core, world, S, 1));
  let port: number;
  ({ app, port } = await listenOnLoopback(core));
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => app.close());

const history = async (q: string) => {
  const res = await call(core, S, 'GET', `/device/v2/${String(device.uuid)}/logs${q}`);
  return { status: res.status, lines: valueOf(res) as LogLine[] };
};

describe('log history', () => {
  test('count lines, oldest first, with service, stderr and system lines; deterministic', async () => {
    const { status, lines } = await history('?count=200');
    expect(status).toBe(200);
    expect(lines).toHaveLength(200);
    const times = lines.map((l) => l.createdAt);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(lines.some((l) => l.isSystem && l.serviceId === undefined)).toBe(true);
    expect(lines.some((l) => l.isStdErr)).toBe(true);
    expect(lines.some((l) => typeof l.serviceId === 'number')).toBe(true);
    expect(times.at(-1)).toBeLessThanOrEqual(clock.now());
    const other = setup(S).core;
    expect(valueOf(await call(other, S, 'GET', `/device/v2/${String(device.uuid)}/logs?count=200`))).toEqual(lines);
  });

  test('count is capped at 1000 and `all` means the cap; start filters', async () => {
    expect((await history('?count=5000')).lines).toHaveLength(MAX_LOG_COUNT);
    const start = clock.now() - 5 * LOG_SLOT_MS;
    const { lines } = await history(`?count=all&start=${start}`);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.createdAt >= start)).toBe(true);
  });

  test('bad count/start → 400; unknown device → 404', async () => {
    expect(await history('?count=abc')).toMatchObject({ status: 400, lines: 'Invalid count: abc' });
    expect((await history('?start=notadate')).status).toBe(400);
    const res = await call(core, S, 'GET', `/device/v2/${'0'.repeat(32)}/logs`);
    expect([res.status, valueOf(res)]).toEqual([404, 'No such device']);
  });
});

describe('log stream', () => {
  test('NDJSON: backlog, live lines as the clock moves, blank heartbeat lines', async () => {
    setLiveOptions(world, { logHeartbeatMs: 60, logPollMs: 20 });
    const ac = new AbortController();
    const res = await fetch(`${base}/device/v2/${String(device.uuid)}/logs?stream=1&count=3`, {
      headers: { authorization: `Bearer ${OWNER_API_KEY}`, 'x-mock-session': S },
      signal: ac.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/x-ndjson');
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let buf = '';
    const readUntil = async (pred: (s: string) => boolean) => {
      while (!pred(buf)) {
        const { value, done } = await reader.read();
        if (done) break;
        buf += decoder.decode(value);
      }
    };
    await readUntil((s) => s.split('\n').filter(Boolean).length >= 3);
    const backlog = buf
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as LogLine);
    expect(backlog).toHaveLength(3);
    await readUntil((s) => s.includes('\n\n'));
    expect(buf).toContain('\n\n');
    const before = buf.split('\n').filter(Boolean).length;
    clock.advance(3 * LOG_SLOT_MS);
    await readUntil((s) => s.split('\n').filter(Boolean).length > before);
    const live = buf
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as LogLine)
      .slice(before);
    expect(live.length).toBeGreaterThan(0);
    expect(at(live, 0).createdAt).toBeGreaterThan(at(backlog, 2).createdAt);
    ac.abort();
  });
});

describe('a device in local mode sends no logs to the cloud (spec 02 §4 "Logs")', () => {
  test('nothing newer than the local mode variable is read, however far the clock moves; off again, lines come back', async () => {
    const [, other] = await ownerOnlineDevices(core, world, S, 2);
    const uuid = String(other!.uuid);
    const read = async () => valueOf(await call(core, S, 'GET', `/device/v2/${uuid}/logs?count=all`)) as LogLine[];
    const created = await call(core, S, 'POST', '/v7/device_config_variable', {
      device: other!.id,
      name: 'BALENA_SUPERVISOR_LOCAL_MODE',
      value: '1',
    });
    expect(created.status).toBe(201);
    const since = clock.now();
    const before = await read();
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((l) => l.createdAt <= since)).toBe(true);
    clock.advance(10 * LOG_SLOT_MS);
    expect(await read()).toEqual(before);
    const id = (valueOf(created) as { id: number }).id;
    expect((await call(core, S, 'PATCH', `/v7/device_config_variable(${id})`, { value: '0' })).status).toBe(200);
    expect((await read()).some((l) => l.createdAt > since)).toBe(true);
  });
});
