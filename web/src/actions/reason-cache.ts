/**
 * Disabled reasons kept for 5 s (spec 02 §9 "Computing disabled reasons in the summary card uses
 * concurrency 10; disabled-reason caches last 5000 ms").
 *
 * What it caches: every reason of the registry is derived from data the page has already loaded —
 * the device rows (online state, versions, variant, LED, local mode...) and the caller's access and
 * plan — so judging needs no API read (and so nothing to run 10 at a time); its cost is the rules run
 * over every device of the selection for every action of the bar or menu, again on every render (a
 * bulk bar over 1,000 selected devices re-renders with each progress tick of a running action, each
 * poll of the page and count, each view change). The cache keeps a selection's `SelectionState` per
 * action for 5 s, keyed by its inputs: the selection (the devices array, or the one device object of
 * a single-device surface), the caller's context object and the action. Polled rows are new objects
 * (`toActionDevice` of a fresh row, a new selection array), so a device that changed is judged again
 * at once; only identical inputs are served from the cache, and an entry older than 5 s is recomputed.
 */
import { DISABLED_REASON_CACHE_MS } from '../lib/timing.ts';
import type { DeviceAction } from './registry.ts';
import { evaluateSelection, type SelectionState } from './selection.ts';
import type { ActionContext, ActionDevice, DeviceActionId } from './types.ts';

type Entry = { at: number; state: SelectionState };

export interface ReasonCache {
  /** `evaluateSelection(action, devices, ctx)`, served from the cache for the same inputs within 5 s. */
  evaluate(action: DeviceAction, devices: readonly ActionDevice[], ctx: ActionContext): SelectionState;
}

export interface ReasonCacheOptions {
  now?: () => number;
  ttlMs?: number;
  /** The judgement cached (tests count its calls). */
  compute?: typeof evaluateSelection;
}

export function createReasonCache({
  now = () => Date.now(),
  ttlMs = DISABLED_REASON_CACHE_MS,
  compute = evaluateSelection,
}: ReasonCacheOptions = {}): ReasonCache {
  // Weak keys: a selection or context nobody holds any more takes its entries with it.
  const bySelection = new WeakMap<object, WeakMap<ActionContext, Map<DeviceActionId, Entry>>>();
  return {
    evaluate(action, devices, ctx) {
      // A single-device surface builds `[device]` anew on each render: its key is the device itself.
      const key: object = devices.length === 1 && devices[0] ? devices[0] : devices;
      let byCtx = bySelection.get(key);
      if (!byCtx) bySelection.set(key, (byCtx = new WeakMap()));
      let byAction = byCtx.get(ctx);
      if (!byAction) byCtx.set(ctx, (byAction = new Map()));
      const at = now();
      const hit = byAction.get(action.id);
      if (hit && at - hit.at < ttlMs) return hit.state;
      const state = compute(action, devices, ctx);
      byAction.set(action.id, { at, state });
      return state;
    },
  };
}

const shared = createReasonCache();

/** The disabled reason, eligible and skipped devices of an action for a selection, from the shared 5 s cache. */
export const selectionState = (
  action: DeviceAction,
  devices: readonly ActionDevice[],
  ctx: ActionContext,
): SelectionState => shared.evaluate(action, devices, ctx);
