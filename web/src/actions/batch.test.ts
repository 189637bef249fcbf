/** The batch result rule (spec 02 §4, §8) and the update-lock detection. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/errors.ts';
import { batchOutcome, itemsOutcome, runBatch } from './batch.ts';
import { settleEach } from '../lib/batch.ts';
import type { ActionDevice } from './types.ts';

const d = (id: number) => ({ id, uuid: `u${id}`, device_name: `d${id}` }) as ActionDevice;

describe('batchOutcome', () => {
  it('success when every item succeeds', async () => {
    expect(batchOutcome(await runBatch([d(1), d(2)], async () => undefined))).toEqual({ kind: 'success' });
  });
  it('fails entirely only when every item fails, with the first error', async () => {
    const r = await runBatch([d(1), d(2)], async (x) => {
      throw new ApiError({ status: 500, body: `boom ${x.id}` });
    });
    expect(batchOutcome(r)).toEqual({ kind: 'failed', text: 'boom 1' });
  });
  it('"Operation failed for N of M selected items" with the first error otherwise', async () => {
    const r = await runBatch([d(1), d(2), d(3)], async (x) => {
      if (x.id !== 2) throw new ApiError({ status: 404, body: `No online device(s) found` });
    });
    expect(batchOutcome(r)).toEqual({
      kind: 'partial',
      text: 'Operation failed for 2 of 3 selected items: No online device(s) found',
    });
  });
  it('a 423 makes a locked outcome naming the locked devices', async () => {
    const r = await runBatch([d(1), d(2)], async (x) => {
      if (x.id === 2) throw new ApiError({ status: 423, body: { Data: '', Error: 'Updates are locked' } });
    });
    const o = batchOutcome(r);
    expect(o.kind).toBe('locked');
    expect(o.kind === 'locked' && o.lockedDevices.map((x) => x.id)).toEqual([2]);
    expect(o.kind === 'locked' && o.text).toBe('Some devices did not run the action because an update lock is set');
    expect(o.kind === 'locked' && o.otherFailures).toBeNull();
  });
  it('other failures beside a lock are still reported', async () => {
    const r = await runBatch([d(1), d(2), d(3)], async (x) => {
      if (x.id === 1) throw new ApiError({ status: 423, body: 'locked' });
      if (x.id === 2) throw new ApiError({ status: 404, body: 'No online device(s) found' });
    });
    const o = batchOutcome(r);
    expect(o.kind === 'locked' && o.otherFailures).toBe(
      'Operation failed for 1 of 3 selected items: No online device(s) found',
    );
  });
  it('keeps the input order and bounds concurrency', async () => {
    let active = 0;
    let peak = 0;
    const r = await runBatch(
      Array.from({ length: 25 }, (_, i) => d(i)),
      async () => {
        active++;
        peak = Math.max(peak, active);
        await new Promise((res) => setTimeout(res, 1));
        active--;
      },
      4,
    );
    expect(peak).toBe(4);
    expect(r.map((x) => x.device.id)).toEqual(Array.from({ length: 25 }, (_, i) => i));
  });
  it('runs 10 devices at once by default (spec 02 §9)', async () => {
    let active = 0;
    let peak = 0;
    await runBatch(
      Array.from({ length: 25 }, (_, i) => d(i)),
      async () => {
        active++;
        peak = Math.max(peak, active);
        await new Promise((res) => setTimeout(res, 1));
        active--;
      },
    );
    expect(peak).toBe(10);
  });
});

describe('itemsOutcome over settleEach (members, team access)', () => {
  const fail = (ids: number[]) => (id: number) =>
    ids.includes(id) ? Promise.reject(new ApiError({ status: 409, body: `refused ${id}` })) : Promise.resolve();
  it('success when every item succeeds', async () => {
    expect(itemsOutcome(await settleEach([1, 2], fail([])))).toEqual({ kind: 'success' });
  });
  it('fails entirely only when every item fails, with the first error', async () => {
    expect(itemsOutcome(await settleEach([1, 2], fail([1, 2])))).toEqual({ kind: 'failed', text: 'refused 1' });
  });
  it('otherwise "Operation failed for N of M selected items" with the first error', async () => {
    const results = await settleEach([1, 2, 3], fail([2, 3]));
    expect(results.map((r) => r.ok)).toEqual([true, false, false]);
    expect(itemsOutcome(results)).toEqual({
      kind: 'partial',
      text: 'Operation failed for 2 of 3 selected items: refused 2',
    });
  });
  it('runs at most the given number of items at once and keeps their order', async () => {
    let running = 0;
    let peak = 0;
    const results = await settleEach(
      [1, 2, 3, 4, 5],
      async () => {
        peak = Math.max(peak, ++running);
        await new Promise((r) => setTimeout(r, 1));
        running--;
      },
      2,
    );
    expect(peak).toBe(2);
    expect(results.map((r) => r.item)).toEqual([1, 2, 3, 4, 5]);
  });
});
