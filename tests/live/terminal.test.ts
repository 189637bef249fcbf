/**
 * Terminal websocket (openapi/asyncapi/terminal.yaml): authentication, ssh connect sequence, the fake
 * shell (echo, uname, unknown commands, exit), malformed frames, unauthorized → close 4401.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { at, first } from '../present.ts';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { call, ownerOnlineDevices, setup, OWNER_API_KEY, listenOnLoopback, valueOf } from './helpers.ts';
import { PERSONA_PASSWORD } from '../../mock-server/src/core/seed/index.ts';
import { SOCKET_AUTH_DEADLINE_MS } from '../../mock-server/src/core/handlers/devices-live/terminal-socket.ts';
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
  device = first(await ownerOnlineDevices(core, world, S, 1));
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
        const f = at(frames, seen++);
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

  test('logout-others and a password change close terminals opened with the old session', async () => {
    const login = async (): Promise<string> => {
      const res = await call(
        core,
        S,
        'POST',
        '/login_',
        { username: 'owner@fleetmock.test', password: PERSONA_PASSWORD },
        null,
      );
      return String(valueOf(res));
    };
    const token = await login();
    const t = await open();
    send(t.ws, 'authentication', { token });
    await t.next('authenticated');
    expect((await call(core, S, 'POST', '/logout-others', {}, token)).status).toBe(200);
    await t.next('unauthorized');
    expect(await t.closed).toBe(4401);

    const fresh = await login();
    const u = await open();
    send(u.ws, 'authentication', { token: fresh });
    await u.next('authenticated');
    const changed = await call(
      core,
      S,
      'PATCH',
      '/user/password',
      { currentPassword: PERSONA_PASSWORD, password: PERSONA_PASSWORD },
      fresh,
    );
    expect(changed.status).toBe(200);
    expect(await u.closed).toBe(4401);
  });
});

describe('socket authentication deadline', () => {
  test('a terminal or log socket that never authenticates is closed with 4401 once the deadline passes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const sockets = ['/terminal/v1/ws', `/device/v2/${device.uuid}/logs/ws`].map((path) => {
        const closed: number[] = [];
        const socket = {
          send: () => undefined,
          close: (code?: number) => void closed.push(code ?? 1005),
          onMessage: () => undefined,
          onClose: () => undefined,
        };
        const req = {
          method: 'GET' as const,
          path,
          rawQuery: '',
          headers: { 'x-mock-session': S },
          body: undefined,
          ip: '127.0.0.1',
        };
        return { closed, opened: core.handleSocket(req, socket) };
      });
      for (const s of sockets) expect(await s.opened).toBe(true);
      vi.advanceTimersByTime(SOCKET_AUTH_DEADLINE_MS - 1);
      expect(sockets.map((s) => s.closed)).toEqual([[], []]);
      vi.advanceTimersByTime(1);
      expect(sockets.map((s) => s.closed)).toEqual([[4401], [4401]]);
    } finally {
      vi.useRealTimers();
    }
  });
});
