/**
 * Network faults in the MSW adapter (no socket): `bandwidth` streams the body at the rate, `reset`
 * fails the body's read after the first bytes, `hang` answers nothing until the request is aborted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestMock, type TestMock } from '../../mock-server/src/msw/node.ts';

let mock: TestMock;
beforeAll(() => void (mock = startTestMock()));
afterAll(() => mock.server.close());

const rule = (session: string, effect: Record<string, unknown>) =>
  fetch(`${mock.baseUrl}/__mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-mock-session': session },
    body: JSON.stringify({ match: { path: '/config*' }, effect }),
  });
const get = (session: string, init: RequestInit = {}) =>
  fetch(`${mock.baseUrl}/config/vars`, { ...init, headers: { 'x-mock-session': session } });

describe('network faults under MSW', () => {
  it('bandwidth: the same body, read slowly', async () => {
    const plain = await (await get('m-bw')).text();
    expect((await rule('m-bw', { kind: 'bandwidth', bytesPerSecond: Math.ceil(plain.length / 0.6) })).status).toBe(201);
    const started = performance.now();
    expect(await (await get('m-bw')).text()).toBe(plain);
    expect(performance.now() - started).toBeGreaterThan(450);
  });

  it('reset: the body read fails; hang: nothing until the abort', async () => {
    await rule('m-reset', { kind: 'reset', afterBytes: 10 });
    const res = await get('m-reset');
    await expect(res.text()).rejects.toThrow();
    await rule('m-hang', { kind: 'hang' });
    const started = performance.now();
    await expect(get('m-hang', { signal: AbortSignal.timeout(300) })).rejects.toThrow();
    expect(performance.now() - started).toBeGreaterThan(250);
  });
});
