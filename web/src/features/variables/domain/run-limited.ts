/**
 * Runs tasks with at most `limit` in flight and reports each outcome in input order (spec 02 §9
 * "Config application concurrency 10"; bulk device edits report per device).
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

export async function runLimited<T>(tasks: ReadonlyArray<() => Promise<T>>, limit: number): Promise<Array<Outcome<T>>> {
  const results: Array<Outcome<T>> = new Array(tasks.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const index = next++;
      try {
        results[index] = { ok: true, value: await tasks[index]() };
      } catch (error) {
        results[index] = { ok: false, error };
      }
    }
  };
  const workers = Math.max(1, Math.min(limit, tasks.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return results;
}
