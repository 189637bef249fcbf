/**
 * Terminal websocket (openapi/asyncapi/terminal.yaml): authentication, ssh connect sequence, the fake
 * shell (echo, uname, unknown commands, exit), malformed frames, unauthorized → close 4401.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { ownerOnlineDevices, setup, OWNER_API_KEY, listenOnLoopback } from './helpers.ts';
import type { Row } from '../../mock-server/src/core/model/data-source.ts';

/** The part of the `ws` client the test uses (the package ships no types here). */
interface WebSocket {
  on(event: string, cb: (arg: never) => void): void;
  send(data: string): void;
}
type WebSocketCtor = new (url: string, opts: { headers: Record<string, string> }) => WebSocket;
const WebSocket = createRequire(import.meta.url)('ws') as WebSocketCtor;

const S = 'live-terminal';
const { core, world } = setup(S);
let device: Row;
let app: FastifyInstance;
let url = '';

beforeAll(async () => {
  [device] = await ownerOnlineDevices(core, world, S, 1);
  let port: number;
  ({ app, port } = await listenOnLoopback(core));
  url = `ws://127.0.0.1:${port}/terminal/v1/ws`;
});
afterAll(async () => app.close());

interface Frame {
  event: string;
  data: unknown;
}

function open(): Promise<{
  ws: WebSocket;
  frames: Frame[];
  next: (event: string) => Promise<Frame>;
  closed: Promise<number>;
}> {
  const ws = new WebSocket(url, { headers: { 'x-mock-session': S } });
  const frames: Frame[] = [];
  let waiters: (() => void)[] = [];
  ws.on('message', (m: Buffer) => {
    frames.push(JSON.parse(String(m)) as Frame);
    waiters.forEach((w) => w());
    waiters = [];
  });
  const closed = new Promise<number>((r) => ws.on('close', (code: number) => r(code)));
  let seen = 0;
  const next = async (event: string): Promise<Frame> => {
    for (;;) {
      while (seen < frames.length) {
        const f = frames[seen++];
        if (f.event === event) return f;
      }
      await new Promise<void>((r) => waiters.push(r));
    }
  };
  return new Promise((resolve, reject) => {
    ws.on('open', () => resolve({ ws, frames, next, closed }));
    ws.on('error', reject);
  });
}

const send = (ws: WebSocket, event: string, data?: unknown) => ws.send(JSON.stringify({ event, data }));

describe('terminal websocket', () => {
  test('host shell: sequence, echo, uname, unknown command, malformed frame, exit', async () => {
    const t = await open();
    send(t.ws, 'data', 'ls\r');
    expect((await t.next('error')).data).toEqual({ message: 'Not authenticated' });
    t.ws.send('not json');
    expect((await t.next('error')).data).toMatchObject({ message: expect.stringContaining('Malformed frame') });
    send(t.ws, 'authentication', { token: OWNER_API_KEY });
    await t.next('authenticated');
    send(t.ws, 'ssh connect', { uuid: device.uuid, target: 'host', cols: 80, rows: 24 });
    await t.next('ssh connecting');
    await t.next('ssh spawning');
    await t.next('ready');
    expect(String((await t.next('data')).data)).toMatch(/^root@.*# $/);
    send(t.ws, 'data', 'uname -a\r');
    expect(String((await t.next('data')).data)).toContain('Linux');
    send(t.ws, 'resize', { cols: 100, rows: 30 });
    send(t.ws, 'data', 'foo\r');
    expect(String((await t.next('data')).data)).toContain('sh: foo: not found');
    send(t.ws, 'data', 'exit\r');
    expect((await t.next('ssh disconnect')).data).toEqual({ reason: 'exit', code: 0 });
    expect(await t.closed).toBe(1000);
  });

  test('bad token → unauthorized, close 4401', async () => {
    const t = await open();
    send(t.ws, 'authentication', { token: 'nope' });
    await t.next('unauthorized');
    expect(await t.closed).toBe(4401);
  });
});
