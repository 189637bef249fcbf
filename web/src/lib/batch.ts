/**
 * Bounded concurrency, one helper for every batch of requests: `runLimited` runs tasks with at most
 * `limit` in flight and reports each outcome in input order (spec 02 §9 "Config application
 * concurrency 10", "Tag update concurrency 50"), `runEach` does the same for a
 * list of items and pairs each outcome with its item. `settleEach` runs one request per selected item
 * and keeps each item's result, for batch actions on anything other than devices (fleet members,
 * team access). Every item is tried; how the results are reported (spec 02 §4 "Action flow" batch
 * rule) is `itemsOutcome` in actions/batch.ts.
 */
import { errorText, FALLBACK_ERROR_TEXT } from './errors.ts';

/** Requests in flight at once (the same bound as the device actions, spec 02 §9). */
const ITEM_BATCH_CONCURRENCY = 10;

/** One item's result: ok, or the error text to show. */
export interface SettledItem<T> {
  item: T;
  ok: boolean;
  error?: string;
}

/** A task's outcome: its value, or what it threw. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** An item's outcome, with the item it belongs to. */
export type ItemOutcome<I, T> = Outcome<T> & { item: I };

/**
 * Runs `work` for each item with at most `limit` in flight; resolves with every item's outcome in
 * input order, never rejects. `onSettled` hears how many items are done (succeeded or failed) after
 * each one.
 */
export async function runEach<I, T>(
  items: readonly I[],
  work: (item: I) => Promise<T>,
  limit: number,
  onSettled?: (done: number) => void,
): Promise<Array<ItemOutcome<I, T>>> {
  const results: Array<ItemOutcome<I, T>> = new Array(items.length);
  // One queue for every worker: each takes the next item when it is free.
  const queue = items.entries();
  let done = 0;
  const worker = async (): Promise<void> => {
    for (const [index, item] of queue) {
      try {
        results[index] = { item, ok: true, value: await work(item) };
      } catch (error) {
        results[index] = { item, ok: false, error };
      }
      onSettled?.(++done);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/**
 * Runs `tasks` with at most `limit` in flight; resolves with every outcome in input order, never
 * rejects. `onSettled` hears how many tasks are done (succeeded or failed) after each one.
 */
export async function runLimited<T>(
  tasks: ReadonlyArray<() => Promise<T>>,
  limit: number,
  onSettled?: (done: number) => void,
): Promise<Array<Outcome<T>>> {
  const outcomes = await runEach(tasks, (task) => task(), limit, onSettled);
  return outcomes.map((o): Outcome<T> => (o.ok ? { ok: true, value: o.value } : { ok: false, error: o.error }));
}

/** Runs `work` for each item, at most `concurrency` at a time; resolves with every item's result, in order. */
export async function settleEach<T>(
  items: readonly T[],
  work: (item: T) => Promise<unknown>,
  concurrency = ITEM_BATCH_CONCURRENCY,
): Promise<SettledItem<T>[]> {
  const outcomes = await runEach(items, work, concurrency);
  return outcomes.map((o) =>
    o.ok ? { item: o.item, ok: true } : { item: o.item, ok: false, error: errorText(o.error) ?? FALLBACK_ERROR_TEXT },
  );
}
