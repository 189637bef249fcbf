/**
 * Running an action over a selection and reporting it (spec 02 §4 "Action flow"): every device is
 * tried; a batch fails entirely only if every item fails, otherwise a warning reads "Operation
 * failed for N of M selected items" with the first error message. Update-locked devices (a 423 from
 * the supervisor) stop the action with a warning that offers to force it.
 */
import { ApiError, errorText, FALLBACK_ERROR_TEXT } from '../lib/errors.ts';
import { toast } from '../components/ui/toast.ts';
import { runEach } from '../lib/batch.ts';
import { BATCH_ACTION_CONCURRENCY } from '../lib/timing.ts';
import { ACTION_MSG } from './messages.ts';
import type { ActionDevice, BatchOutcome, ItemResult } from './types.ts';

/** HTTP status the supervisor answers for an update lock (api-ground-truth §4). */
const UPDATE_LOCKED_STATUS = 423;

/**
 * Runs `work` for each device with bounded concurrency and records per-device results;
 * `onProgress` hears how many devices are done (succeeded or failed) after each one.
 */
export async function runBatch(
  devices: readonly ActionDevice[],
  work: (d: ActionDevice) => Promise<void>,
  concurrency = BATCH_ACTION_CONCURRENCY,
  onProgress?: (done: number) => void,
): Promise<ItemResult[]> {
  const outcomes = await runEach(devices, work, concurrency, onProgress);
  return outcomes.map((o): ItemResult => {
    const device = o.item;
    if (o.ok) return { device, ok: true };
    const locked = o.error instanceof ApiError && o.error.status === UPDATE_LOCKED_STATUS;
    return { device, ok: false, locked, error: errorText(o.error) ?? FALLBACK_ERROR_TEXT };
  });
}

/** Turns per-device results into what the user sees (spec 02 §4 batch rule, §8 update-lock text). */
export function batchOutcome(results: readonly ItemResult[]): BatchOutcome {
  const failed = results.filter((r) => !r.ok);
  if (failed.length === 0) return { kind: 'success' };
  const locked = failed.filter((r) => r.locked);
  const others = failed.filter((r) => !r.locked);
  const first = (others[0] ?? failed[0])?.error ?? FALLBACK_ERROR_TEXT;
  if (locked.length > 0) {
    const otherFailures =
      others.length > 0 ? `${ACTION_MSG.batchPartial(others.length, results.length)}: ${first}` : null;
    return { kind: 'locked', text: ACTION_MSG.updateLocked, lockedDevices: locked.map((r) => r.device), otherFailures };
  }
  if (failed.length === results.length) return { kind: 'failed', text: first };
  return { kind: 'partial', text: `${ACTION_MSG.batchPartial(failed.length, results.length)}: ${first}` };
}

/** The outcome of a batch on items other than devices: no update locks there. */
export type ItemsOutcome = Extract<BatchOutcome, { kind: 'success' | 'partial' | 'failed' }>;

/**
 * The batch rule for any selection (spec 02 §4): success when every item succeeded; failed, with the
 * first error, only when every item failed; otherwise "Operation failed for N of M selected items"
 * with the first error.
 */
export function itemsOutcome(results: ReadonlyArray<{ ok: boolean; error?: string }>): ItemsOutcome {
  const failed = results.filter((r) => !r.ok);
  if (failed.length === 0) return { kind: 'success' };
  const first = failed[0]?.error ?? FALLBACK_ERROR_TEXT;
  if (failed.length === results.length) return { kind: 'failed', text: first };
  return { kind: 'partial', text: `${ACTION_MSG.batchPartial(failed.length, results.length)}: ${first}` };
}

/** Shows a batch's outcome: the success text, a warning for a partial failure, danger when all failed. */
export function showItemsOutcome(outcome: ItemsOutcome, successText: string): void {
  if (outcome.kind === 'success') toast.show({ kind: 'success', text: successText });
  else toast.show({ kind: outcome.kind === 'partial' ? 'warning' : 'danger', text: outcome.text });
}
