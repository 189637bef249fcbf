/**
 * The log websocket (asyncapi channel deviceLogs): authentication, backlog of `count` lines, live
 * lines as the mock clock moves, malformed frames, unauthorized → close 4401.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { first } from '../present.ts';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { ownerOnlineDevices, setup, OWNER_API_KEY, listenOnLoopback } from './helpers.ts';
import { setLiveOptions } from '../../mock-server/src/core/live/options.ts';
import { LOG_SLOT_MS, lastLines, type LogLine } from '../../mock-server/src/core/live/logs.ts';
import type { StoredRow } from '../../mock-server/src/core/store/rows.ts';
import { MALFORMED_FRAME } from '../../mock-server/src/core/handlers/devices-live/terminal-socket.ts';

interface WebSocket {
  on(event: string, cb: (arg: never) => void): void;
  send(data: string): void;
  close(): void;
}
type WebSocketCtor = new (url: string, opts: { headers: Record<string, string> }) => WebSocket;
const WebSocket = createRequire(import.meta.url)('ws') as WebSocketCtor;

const S = 'live-logs-ws';
const { core, world, clock } = setup(S);
let device: StoredRow<'device'>;
let app: FastifyInstance;
let base = '';

beforeAll(async () => {
  device = first(await ownerOnlineDevices(core, world, S, 1));
  setLiveOptions(world, { logPollMs: 20 });
  let port: number;
  ({ app, port } = await listenOnLoopback(core));
  base = `ws://127.0.0.1:${port}`;
});
afterAll(async () => app.close());

interface Frame {
  event: string;
  data: unknown;
}

function open(query = '') {
  const ws = new WebSocket(`${base}/device/v2/${String(device.uuid)}/logs/ws${query}`, {
    headers: { 'x-mock-session': S },
  });
  const frames: Frame[] = [];
  let wake: (() => void) | null = null;
  ws.on('message', (m: Buffer) => {
    frames.push(JSON.parse(String(m)) as Frame);
    wake?.();
  });
  const closed = new Promise<number>((r) => ws.on('close', (code: number) => r(code)));
  const until = async (pred: () => boolean) => {
    while (!pred()) await new Promise<void>((r) => (wake = r));
  };
  const ready = new Promise<void>((r, j) => {
    ws.on('open', () => r());
    ws.on('error', (e: never) => j(e));
  });
  return { ws, frames, until, closed, ready };
}

test('authenticated, then the backlog, then live lines as the clock moves', async () => {
  const s = open('?count=3');
  await s.ready;
  s.ws.send(JSON.stringify({ event: 'data', data: 'x' }));
  s.ws.send(JSON.stringify({ event: 'authentication', data: { token: OWNER_API_KEY } }));
  await s.until(() => s.frames.filter((f) => f.event === 'log').length >= 3);
  expect(s.frames[0]).toEqual({ event: 'error', data: { message: 'Not authenticated' } });
  expect(s.frames[1]).toEqual({ event: 'authenticated', data: { username: 'owner' } });
  const now = clock.now();
  expect(s.frames.filter((f) => f.event === 'log').map((f) => f.data)).toEqual(
    lastLines(world, device, now - 86_400_000, now, 3),
  );
  clock.advance(3 * LOG_SLOT_MS);
  await s.until(() => s.frames.filter((f) => f.event === 'log').length > 3);
  const live = s.frames
    .filter((f) => f.event === 'log')
    .slice(3)
    .map((f) => f.data as LogLine);
  expect(live.every((l) => l.createdAt > now && l.createdAt <= clock.now())).toBe(true);
  const errors = () => s.frames.filter((f) => f.event === 'error');
  s.ws.send('not json');
  await s.until(() => errors().length > 1);
  expect(errors()[1]).toEqual({ event: 'error', data: { message: MALFORMED_FRAME } });
  s.ws.close();
});

test('a bad token → unauthorized and close 4401', async () => {
  const s = open();
  await s.ready;
  s.ws.send(JSON.stringify({ event: 'authentication', data: { token: 'not-a-key' } }));
  expect(await s.closed).toBe(4401);
  expect(s.frames).toEqual([{ event: 'unauthorized', data: { message: 'Unauthorized' } }]);
});
