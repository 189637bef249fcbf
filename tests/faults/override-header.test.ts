/**
 * The per-request override header `x-mock-fault`, and `strict` turning it off.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { startFaultServer, body, handle, rawInject, recordingSleep } from './helpers.ts';
import type { TestServer } from '../server/helpers.ts';
import type { JournalEntry } from '../../mock-server/src/core/journal/index.ts';
import { at } from '../present.ts';

describe('x-mock-fault header', () => {
  let s: TestServer;
  const rec = recordingSleep();
  beforeAll(async () => {
    s = await startFaultServer({ sleep: rec.sleep });
  });
  const withHeader = (value: string, url = '/v7/device') =>
    s.req({ url, headers: { 'x-mock-fault': value }, session: 'hdr' });

  it('status=429;retry-after=5', async () => {
    const res = await withHeader('status=429;retry-after=5');
    expect([res.statusCode, res.headers['retry-after'], res.body]).toEqual([429, '5', 'Too Many Requests']);
  });

  it('latency=300 (with jitter) then the normal answer', async () => {
    rec.delays.length = 0;
    const res = await withHeader('latency=300', '/ping');
    expect([res.statusCode, res.body]).toEqual([200, 'OK']);
    await withHeader('latency=300;jitter=50', '/ping');
    expect(rec.delays[0]).toBe(300);
    expect(Math.abs(at(rec.delays, 1, 'the delays') - 300)).toBeLessThanOrEqual(50);
  });

  it('destroy, empty, truncated', async () => {
    expect((await handle(s.core, 'GET', '/ping', { headers: { 'x-mock-fault': 'destroy' } })).body.kind).toBe(
      'destroy',
    );
    const emptied = await rawInject(s, '/config', { 'x-mock-fault': 'empty' });
    expect([emptied.statusCode, emptied.body]).toEqual([200, '']);
    const cut = await handle(s.core, 'GET', '/config', { headers: { 'x-mock-fault': 'truncated=12' } });
    expect(cut.body).toMatchObject({ kind: 'truncated', bytes: 12 });
  });

  it('is journaled under the pseudo rule id', async () => {
    await withHeader('status=500', '/ping');
    const entries = body<{ entries: JournalEntry[] }>(
      await s.req({ url: '/__mock/journal?status=500', session: 'hdr' }),
    ).entries;
    expect(entries.at(-1)).toMatchObject({ path: '/ping', status: 500, faults: ['x-mock-fault'] });
  });

  it.each(['status=abc', 'retry-after=5', 'status=99', 'frobnicate', 'latency=-1', ';'])(
    'a bad header %j is a 400 naming the problem',
    async (value) => {
      const res = await withHeader(value, '/ping');
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body)).toMatch(/^Invalid x-mock-fault header: /);
    },
  );

  it('is ignored in strict mode', async () => {
    const strict = await startFaultServer({ strict: true });
    const res = await strict.req({ url: '/ping', headers: { 'x-mock-fault': 'status=429;retry-after=5' } });
    expect([res.statusCode, res.body]).toEqual([200, 'OK']);
    const bad = await strict.req({ url: '/ping', headers: { 'x-mock-fault': 'garbage' } });
    expect(bad.statusCode).toBe(200);
  });
});
