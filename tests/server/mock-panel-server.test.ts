/**
 * The mock's side of the control panel: the journal's live tail pushed over `/__mock/journal/stream`
 * (backlog, then each request as it is recorded; session by query; admin token in the first frame on
 * a shared instance), the personas route, and `/__mock/ui/` answered with the dashboard's page while
 * the admin API beside it stays guarded.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createMockCore } from '../../mock-server/src/core/app.ts';
import { buildApp } from '../../mock-server/src/fastify/app.ts';
import { withMockAdmin } from '../../mock-server/src/core/handlers/mock-admin/index.ts';
import { PINNED_EPOCH } from '../../mock-server/src/core/seed/index.ts';
import { at } from '../present.ts';

interface Frame {
  event: string;
  data: unknown;
}
type Ws = Awaited<ReturnType<FastifyInstance['injectWS']>>;

const TOKEN = 'panel-test-token';
let open: FastifyInstance;
let shared: FastifyInstance;

async function build(token?: string): Promise<FastifyInstance> {
  const dist = mkdtempSync(join(tmpdir(), 'fleetmock-panel-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>panel page</title>');
  const core = createMockCore(
    withMockAdmin({
      defaults: { seed: 42, scale: 'small', epoch: Date.parse(PINNED_EPOCH) },
      log: () => {},
      ...(token ? { admin: { token } } : {}),
    }),
  );
  const app = await buildApp({ core, distDir: dist });
  // injectWS, unlike inject, does not wait for the plugins to load.
  await app.ready();
  return app;
}

beforeAll(async () => {
  [open, shared] = await Promise.all([build(), build(TOKEN)]);
});
afterAll(async () => {
  await Promise.all([open.close(), shared.close()]);
});

/**
 * Opens a socket and collects its frames from the first one (listeners attached at init, as the
 * server may send before the upgrade resolves); `next(event)` resolves with the next frame of that event.
 */
async function connect(app: FastifyInstance, url: string) {
  const seen: Frame[] = [];
  const waiting: Array<{ event: string; resolve: (f: Frame) => void }> = [];
  let closed: [number, string] | undefined;
  const onInit = (ws: Ws) => {
    ws.on('message', (d: unknown) => {
      const f = JSON.parse(String(d)) as Frame;
      const w = waiting.findIndex((x) => x.event === f.event);
      if (w >= 0) at(waiting.splice(w, 1), 0).resolve(f);
      else seen.push(f);
    });
    ws.on('close', (code: number, reason: Buffer) => (closed = [code, String(reason)]));
  };
  const ws: Ws = await app.injectWS(url, {}, { onInit });
  return {
    ws,
    next: (event: string) =>
      new Promise<Frame>((resolve, reject) => {
        const i = seen.findIndex((f) => f.event === event);
        if (i >= 0) return resolve(at(seen.splice(i, 1), 0));
        waiting.push({ event, resolve });
        setTimeout(() => reject(new Error(`no ${event} frame; closed ${JSON.stringify(closed)}`)), 3000);
      }),
    closed: () => closed,
  };
}

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('journal stream', () => {
  test('sends the backlog, then pushes each new request of its session', async () => {
    const session = 'stream-a';
    await get(open, '/ping', { 'x-mock-session': session });
    await get(open, '/v7/device', { 'x-mock-session': session });
    const f = await connect(open, `/__mock/journal/stream?session=${session}&backlog=1`);
    expect((await f.next('ready')).data).toMatchObject({ session, lastSeq: 2 });
    const backlog = (await f.next('entries')).data as Array<{ seq: number; path: string }>;
    expect(backlog.map((e) => e.path)).toEqual(['/v7/device']);
    const pushed = f.next('entries');
    await get(open, '/v7/application?$top=1', { 'x-mock-session': session });
    // Another session's request is not part of this tail.
    await get(open, '/ping', { 'x-mock-session': 'stream-other' });
    const live = (await pushed).data as Array<{ seq: number; path: string; status: number }>;
    expect(live).toMatchObject([{ seq: 3, path: '/v7/application' }]);
    f.ws.terminate();
  });

  test('a reset session says so and closes; a session that does not exist is refused', async () => {
    const session = 'stream-b';
    await get(open, '/ping', { 'x-mock-session': session });
    const f = await connect(open, `/__mock/journal/stream?session=${session}`);
    await f.next('ready');
    await open.inject({ method: 'POST', url: '/__mock/state/reset', headers: { 'x-mock-session': session } });
    expect((await f.next('reset')).data).toEqual({ session });

    const missing = await connect(open, '/__mock/journal/stream?session=no-such-one');
    expect((await missing.next('error')).data).toEqual({ message: "No mock session 'no-such-one'" });
  });

  test('a bad backlog is refused with a frame naming it', async () => {
    const f = await connect(open, '/__mock/journal/stream?backlog=lots');
    expect(((await f.next('error')).data as { message: string }).message).toMatch(/^backlog must be a whole number/);
  });

  test('on a shared instance the first frame must carry the admin token', async () => {
    const wrong = await connect(shared, '/__mock/journal/stream');
    await wrong.next('authenticate');
    wrong.ws.send(JSON.stringify({ event: 'authentication', data: { token: 'nope' } }));
    await wrong.next('unauthorized');
    await expect.poll(() => wrong.closed()?.[0]).toBe(4401);

    const f = await connect(shared, '/__mock/journal/stream');
    await f.next('authenticate');
    f.ws.send(JSON.stringify({ event: 'authentication', data: { token: TOKEN } }));
    expect((await f.next('ready')).data).toMatchObject({ session: 'default' });
    f.ws.terminate();
  });

  test('on a shared instance whether a session exists is told only after the token', async () => {
    await get(shared, '/ping', { 'x-mock-session': 'stream-known' });
    const answers: unknown[] = [];
    for (const session of ['stream-known', 'stream-unknown']) {
      const f = await connect(shared, `/__mock/journal/stream?session=${session}`);
      const first = await f.next('authenticate');
      f.ws.send(JSON.stringify({ event: 'authentication', data: { token: 'nope' } }));
      const second = await f.next('unauthorized');
      await expect.poll(() => f.closed()?.[0]).toBe(4401);
      answers.push([first, second, f.closed()]);
    }
    expect(answers[1]).toEqual(answers[0]);

    const missing = await connect(shared, '/__mock/journal/stream?session=stream-unknown');
    await missing.next('authenticate');
    missing.ws.send(JSON.stringify({ event: 'authentication', data: { token: TOKEN } }));
    expect((await missing.next('error')).data).toEqual({ message: "No mock session 'stream-unknown'" });
    await expect.poll(() => missing.closed()?.[0]).toBe(4404);
  });
});

describe('personas and the panel page', () => {
  test('GET /__mock/personas lists the seeded personas with the demo password', async () => {
    const res = await get(open, '/__mock/personas');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { password: string; personas: Array<{ key: string; login: string }> };
    expect(body.password).toBe('fleetmock-demo');
    expect(body.personas.find((p) => p.key === 'owner')).toMatchObject({
      email: 'owner@fleetmock.test',
      login: 'password',
    });
    expect(body.personas.find((p) => p.key === 'saml.alice')?.login).toBe('sso');
  });

  test('/__mock/ui/ is the dashboard page, even where the admin API wants a token', async () => {
    for (const url of ['/__mock/ui', '/__mock/ui/', '/__mock/ui/journal']) {
      const res = await get(shared, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('panel page');
    }
    expect((await get(shared, '/__mock/personas')).statusCode).toBe(401);
    expect((await get(shared, '/__mock/personas', { 'x-mock-admin-token': TOKEN })).statusCode).toBe(200);
  });
});
