/**
 * Network faults over a real socket with a real client (Node's fetch, undici): `bandwidth` makes the
 * body arrive slowly, `hang` never answers until the client gives up (or the rule's limit closes the
 * connection), `reset` cuts the body with a connection reset. The server still closes with a request
 * hanging.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, startFaultServer, type TestServer } from './helpers.ts';

const PORT = 45810;
const base = `http://127.0.0.1:${PORT}`;
let s: TestServer;
let token: string;

beforeAll(async () => {
  s = await startFaultServer();
  await s.app.listen({ port: PORT, host: '127.0.0.1' });
  token = await s.login('owner');
});
afterAll(() => s.app.close());

const addRule = async (session: string, rule: Record<string, unknown>) => {
  const res = await s.req({ method: 'POST', url: '/__mock/faults', session, body: rule });
  expect(res.statusCode, res.body).toBe(201);
};
const get = (session: string, path: string, init: RequestInit = {}) =>
  fetch(`${base}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'x-mock-session': session },
  });
const APPS = '/v7/application?$select=id,app_name&$orderby=id asc';

describe('network faults', () => {
  it('bandwidth: the head comes at once, the body at the given bytes per second', async () => {
    const plain = await (await get('bw', APPS)).text();
    expect(plain.length).toBeGreaterThan(400);
    const bytesPerSecond = Math.ceil(plain.length / 1.2); // about 1.2 s for the whole body
    await addRule('bw', { match: { path: '/v7/application' }, effect: { kind: 'bandwidth', bytesPerSecond } });
    const started = performance.now();
    const res = await get('bw', APPS);
    const head = performance.now() - started;
    expect(res.status).toBe(200);
    const text = await res.text();
    const whole = performance.now() - started;
    expect(text).toBe(plain);
    expect(head).toBeLessThan(600);
    expect(whole).toBeGreaterThan(1000);
    expect(
      body<{ faults: { hits: number }[] }>(await s.req({ url: '/__mock/faults', session: 'bw' })).faults[0]?.hits,
    ).toBe(1);
  });

  it('hang: no answer until the client times out; with limitMs the connection closes unanswered', async () => {
    await addRule('hang', { id: 'h', match: { path: '/v7/application' }, effect: { kind: 'hang' } });
    const started = performance.now();
    await expect(get('hang', APPS, { signal: AbortSignal.timeout(400) })).rejects.toThrow(/abort|timeout/i);
    expect(performance.now() - started).toBeGreaterThan(350);
    await s.req({
      method: 'PUT',
      url: '/__mock/faults/h',
      session: 'hang',
      body: { match: { path: '/v7/application' }, effect: { kind: 'hang', limitMs: 300 } },
    });
    const limited = performance.now();
    await expect(get('hang', APPS, { signal: AbortSignal.timeout(5000) })).rejects.toThrow(/fetch failed/);
    const after = performance.now() - limited;
    expect(after).toBeGreaterThan(250);
    expect(after).toBeLessThan(4000);
    // One more left hanging: the server must still close (afterAll) instead of waiting for it.
    await s.req({
      method: 'PUT',
      url: '/__mock/faults/h',
      session: 'hang',
      body: { match: { path: '/v7/application' }, effect: { kind: 'hang' } },
    });
    void get('hang', APPS).catch(() => undefined);
  });

  it('reset: the head arrives, reading the body fails with a connection reset', async () => {
    await addRule('reset', { match: { path: '/v7/application' }, effect: { kind: 'reset', afterBytes: 50 } });
    const res = await get('reset', APPS);
    expect(res.status).toBe(200);
    const length = Number(res.headers.get('content-length'));
    expect(length).toBeGreaterThan(50);
    const error = await res.text().then(
      () => null,
      (e: unknown) => e as Error & { cause?: { code?: string } },
    );
    expect(error).not.toBeNull();
    expect(`${error?.message} ${error?.cause?.code ?? ''}`).toMatch(/terminated|ECONNRESET/);
  });
});
