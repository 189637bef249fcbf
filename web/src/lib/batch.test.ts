import { expect, it } from 'vitest';
import { runEach, runLimited } from './batch.ts';

it('never runs more than the limit at once and reports outcomes in order', async () => {
  let active = 0;
  let peak = 0;
  const tasks = Array.from({ length: 25 }, (_, i) => async () => {
    active++;
    peak = Math.max(peak, active);
    await new Promise((r) => setTimeout(r, 1 + (i % 3)));
    active--;
    if (i === 7) throw new Error('seven');
    return i;
  });
  const results = await runLimited(tasks, 10);
  expect(peak).toBe(10);
  expect(results.map((r) => (r.ok ? r.value : (r.error as Error).message))).toEqual(
    Array.from({ length: 25 }, (_, i) => (i === 7 ? 'seven' : i)),
  );
  expect(await runLimited([], 10)).toEqual([]);
});

it('reports progress after each settled task and runs an empty list', async () => {
  const progress: number[] = [];
  const outcomes = await runLimited(
    [async () => 1, async () => Promise.reject(new Error('x')), async () => 3],
    2,
    (done) => progress.push(done),
  );
  expect(progress).toEqual([1, 2, 3]);
  expect(outcomes.map((o) => o.ok)).toEqual([true, false, true]);
});

it('pairs each outcome with its item, in input order, whatever order the items settle in', async () => {
  const items = ['slow', 'fails', 'fast'];
  const delay = { slow: 15, fails: 5, fast: 1 } as Record<string, number>;
  const outcomes = await runEach(
    items,
    async (item) => {
      await new Promise((r) => setTimeout(r, delay[item]));
      if (item === 'fails') throw new Error('no');
      return item.length;
    },
    3,
  );
  expect(outcomes.map((o) => [o.item, o.ok ? o.value : (o.error as Error).message])).toEqual([
    ['slow', 4],
    ['fails', 'no'],
    ['fast', 4],
  ]);
});
