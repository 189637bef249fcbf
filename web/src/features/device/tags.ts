/**
 * Tag edits of the device page (spec 02 §7 "tag set and remove per resource id and tag_key", §9):
 * the writes that turn one tag list into another, run at most TAG_UPDATE_CONCURRENCY at a time.
 */
import { removeDeviceTag, setDeviceTag } from '../../api/device/writes.ts';
import { TAG_UPDATE_CONCURRENCY } from './constants.ts';
import { runLimited } from '../../lib/batch.ts';

export interface TagChange {
  set: Array<{ tag_key: string; value: string }>;
  remove: string[];
}

/** The writes that turn `before` into `after` (unchanged tags are not written). */
export function diffTags(
  before: ReadonlyArray<{ tag_key: string; value: string }>,
  after: ReadonlyArray<{ tag_key: string; value: string }>,
): TagChange {
  const old = new Map(before.map((t) => [t.tag_key, t.value]));
  const next = new Map(after.map((t) => [t.tag_key, t.value]));
  return {
    set: [...next].filter(([k, v]) => old.get(k) !== v).map(([tag_key, value]) => ({ tag_key, value })),
    remove: [...old.keys()].filter((k) => !next.has(k)),
  };
}

/** Runs tasks with at most `limit` in flight; rejects with the first error (in task order) after all settle. */
export async function runAll(tasks: Array<() => Promise<unknown>>, limit = TAG_UPDATE_CONCURRENCY): Promise<void> {
  const failed = (await runLimited(tasks, limit)).find((o) => !o.ok);
  if (failed && !failed.ok) throw failed.error;
}

/** Applies a tag diff. */
export function applyTagChange(deviceId: number, change: TagChange): Promise<void> {
  return runAll([
    ...change.remove.map((k) => () => removeDeviceTag(deviceId, k)),
    ...change.set.map((t) => () => setDeviceTag(deviceId, t.tag_key, t.value)),
  ]);
}
