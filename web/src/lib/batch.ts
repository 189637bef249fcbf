/**
 * Running one request per selected item with bounded concurrency, keeping each item's result, for
 * batch actions on anything other than devices (fleet members, team access). Every item is tried;
 * how the results are reported (spec 02 §4 "Action flow" batch rule) is `itemsOutcome` in
 * actions/batch.ts.
 */
import { errorText, FALLBACK_ERROR_TEXT } from './errors.ts';

/** Requests in flight at once (the same bound as the device actions, spec 02 §9). */
export const ITEM_BATCH_CONCURRENCY = 10;

/** One item's result: ok, or the error text to show. */
export interface SettledItem<T> {
  item: T;
  ok: boolean;
  error?: string;
}

/** Runs `work` for each item, at most `concurrency` at a time; resolves with every item's result, in order. */
export async function settleEach<T>(
  items: readonly T[],
  work: (item: T) => Promise<unknown>,
  concurrency = ITEM_BATCH_CONCURRENCY,
): Promise<SettledItem<T>[]> {
  const results: SettledItem<T>[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      try {
        await work(items[i]);
        results[i] = { item: items[i], ok: true };
      } catch (e) {
        results[i] = { item: items[i], ok: false, error: errorText(e) ?? FALLBACK_ERROR_TEXT };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
