/** The batch result rule (spec 02 §4, §8) and the update-lock detection. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/errors.ts';
import { batchOutcome, runBatch } from './batch.ts';
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
    expect(batchOutcome(r)).toEqual({ kind: 'partial', text: 'Operation failed for 2 of 3 selected items: No online device(s) found' });
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
    expect(o.kind === 'locked' && o.otherFailures).toBe('Operation failed for 1 of 3 selected items: No online device(s) found');
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
});
