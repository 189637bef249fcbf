/**
 * The read budget (core/odata/budget.ts) over HTTP: self-referencing `$expand` chains that multiply
 * by the fleet size at each level answer 400 naming the limit, quickly, and other requests keep
 * being answered meanwhile; ordinary reads are untouched.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  MAX_EXPAND_DEPTH,
  MAX_READ_ROWS,
  ReadBudget,
  depthMessage,
  rowsMessage,
} from '../../mock-server/src/core/odata/budget.ts';
import { startTestServer, type TestServer } from '../server/helpers.ts';

/**
 * A refusal takes tens of milliseconds; an unbudgeted chain would walk millions of rows for minutes.
 * The limit sits far from both, so a busy CI machine does not fail it and a missing budget does.
 */
const REFUSAL_MS = 3_000;

let s: TestServer;
let observer: string;

/** `application → owns__device → belongs_to__application → …`, `levels` expansions deep. */
function chain(levels: number): string {
  let inner = '$select=id';
  for (let i = levels; i >= 1; i--)
    inner = `$select=id;$expand=${i % 2 === 1 ? 'owns__device' : 'belongs_to__application'}(${inner})`;
  return `/v7/application?${inner.replace(/;/, '&')}`;
}

beforeAll(async () => {
  s = await startTestServer({ defaults: { seed: 42, scale: 'small', devices: 3000 } });
  observer = await s.login('observer');
});
afterAll(() => s.app.close());

describe('read budget', () => {
  test('the observer sees the large fleet (the chains below multiply by it)', async () => {
    const res = await s.req({ url: '/v7/device/$count', token: observer });
    expect(JSON.parse(res.body).d).toBeGreaterThan(2000);
  });

  test(`$expand nested deeper than ${MAX_EXPAND_DEPTH} levels gets 400 naming the limit`, async () => {
    const res = await s.req({ url: chain(7), token: observer });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toBe(depthMessage(MAX_EXPAND_DEPTH));
  });

  test('a chain within the depth limit that multiplies by the fleet size gets 400 naming the row limit, fast', async () => {
    for (const levels of [3, 5]) {
      const started = performance.now();
      const res = await s.req({ url: chain(levels), token: observer });
      expect(res.statusCode, `depth ${levels}`).toBe(400);
      expect(JSON.parse(res.body)).toBe(rowsMessage(MAX_READ_ROWS));
      expect(performance.now() - started).toBeLessThan(REFUSAL_MS);
    }
  });

  test('a multiplying chain is refused before a single wire row is built (work counted, not timed)', async () => {
    const built = vi.spyOn(ReadBudget.prototype, 'row');
    try {
      for (const levels of [3, 5]) {
        built.mockClear();
        const res = await s.req({ url: chain(levels), token: observer });
        expect(res.statusCode).toBe(400);
        expect(JSON.parse(res.body)).toBe(rowsMessage(MAX_READ_ROWS));
        expect(built, `depth ${levels}`).not.toHaveBeenCalled();
      }
      // An ordinary nested read still builds its rows.
      const ok = await s.req({
        url: '/v7/application?$select=id&$top=1&$expand=owns__device($select=id;$top=2;$expand=belongs_to__application($select=id))',
        token: observer,
      });
      expect(ok.statusCode).toBe(200);
      expect(built).toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });

  test('ordinary expands still answer', async () => {
    const res = await s.req({
      url: '/v7/application?$select=id&$expand=owns__device($select=id;$top=2;$expand=belongs_to__application($select=id))',
      token: observer,
    });
    expect(res.statusCode).toBe(200);
    const d = JSON.parse(res.body).d as { owns__device: { belongs_to__application: unknown[] }[] }[];
    expect(d.some((a) => a.owns__device.length === 2 && a.owns__device[0]?.belongs_to__application.length === 1)).toBe(
      true,
    );
  });

  test('while a chain is refused, /ping keeps answering (no request blocks others for long)', async () => {
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
    const heavy = Array.from({ length: 3 }, () =>
      fetch(base + chain(5), { headers: { authorization: `Bearer ${observer}` } }),
    );
    const pings: number[] = [];
    for (let i = 0; i < 10; i++) {
      const t = performance.now();
      await fetch(`${base}/ping`);
      pings.push(performance.now() - t);
    }
    for (const r of await Promise.all(heavy)) expect(r.status).toBe(400);
    // Three refused chains in front of a ping cost a fraction of REFUSAL_MS together.
    expect(Math.max(...pings)).toBeLessThan(REFUSAL_MS);
  });
});
