/**
 * An action against a selection: disabled with a reason when nothing in the selection can take it
 * (spec 02 §5, §6), otherwise enabled for the eligible devices with the rest listed as skipped.
 */
import { ACTION_MSG, FORM_MSG } from './messages.ts';
import { batchOutcome, runBatch } from './batch.ts';
import type { DeviceAction } from './registry.ts';
import type { ActionContext, ActionDevice, ActionInput, BatchOutcome, ItemResult } from './types.ts';

/** Text when an action that works on one device at a time has several selected. */
export const SINGLE_DEVICE_ONLY = 'Select a single device for this action';
/** Text when nothing is selected. */
const NOTHING_SELECTED = 'Select at least one device';
/** The confirmation list shows at most this many names (spec 02 §4 "Action flow"). */
export const CONFIRM_LIST_MAX = 10;

export interface SelectionState {
  /** Null when the action can run; else the reason shown in its tooltip. */
  disabledReason: string | null;
  eligible: ActionDevice[];
  skipped: Array<{ device: ActionDevice; reason: string }>;
}

/** The reason one device cannot take the action, or null. */
export function deviceReason(action: DeviceAction, device: ActionDevice, ctx: ActionContext): string | null {
  if (!ctx.can(action.permission)) return ctx.permissionReason(action.permission);
  if (action.id === 'deactivate' && !ctx.planIsPaid) return ACTION_MSG.upgradeToDeactivate;
  for (const rule of action.rules) {
    const reason = rule(device);
    if (reason) return reason;
  }
  return null;
}

/** Evaluates an action for a selection of devices. */
export function evaluateSelection(
  action: DeviceAction,
  devices: readonly ActionDevice[],
  ctx: ActionContext,
): SelectionState {
  const none = (disabledReason: string): SelectionState => ({ disabledReason, eligible: [], skipped: [] });
  if (devices.length === 0) return none(NOTHING_SELECTED);
  if (!action.bulk && devices.length > 1) return none(SINGLE_DEVICE_ONLY);
  if (!ctx.can(action.permission)) return none(ctx.permissionReason(action.permission));
  if (action.id === 'deactivate' && !ctx.planIsPaid) return none(ACTION_MSG.upgradeToDeactivate);
  const eligible: ActionDevice[] = [];
  const skipped: SelectionState['skipped'] = [];
  for (const device of devices) {
    const reason = deviceReason(action, device, ctx);
    if (reason) skipped.push({ device, reason });
    else eligible.push(device);
  }
  if (eligible.length > 0) return { disabledReason: null, eligible, skipped };
  // Blink counts the devices that lack an LED (spec 02 §8).
  const noLed = skipped.filter((s) => s.reason === ACTION_MSG.noBlink(1)).length;
  const reason = noLed === skipped.length ? ACTION_MSG.noBlink(noLed) : (skipped[0]?.reason ?? NOTHING_SELECTED);
  return { disabledReason: reason, eligible, skipped };
}

/** Support access is granted (until a date still ahead) on every device, so the action revokes it (spec 02 §4). */
export function supportGranted(devices: readonly ActionDevice[], now = Date.now()): boolean {
  return (
    devices.length > 0 &&
    devices.every(
      (d) =>
        d.is_accessible_by_support_until__date !== null && Date.parse(d.is_accessible_by_support_until__date) > now,
    )
  );
}

/**
 * The action's title for a selection: support access flips between grant and revoke (spec 02 §4
 * "The action title flips between grant and revoke"); the others keep their label.
 */
export function actionTitle(action: DeviceAction, devices: readonly ActionDevice[]): string {
  if (action.id !== 'support-access') return action.label;
  return supportGranted(devices) ? FORM_MSG.revokeSupport : FORM_MSG.grantSupport;
}

/** What the user types to confirm a destructive action: the device name for one, else the count (spec 02 §4). */
export function typedConfirmationText(devices: readonly ActionDevice[]): string {
  const [only] = devices;
  return only && devices.length === 1 ? only.device_name : String(devices.length);
}

/** Runs an action over devices and summarises the results (spec 02 §4 batch rule); `onProgress` hears the devices done so far. */
export async function runAction(
  action: DeviceAction,
  devices: readonly ActionDevice[],
  input: ActionInput,
  onProgress?: (done: number) => void,
): Promise<{ results: ItemResult[]; outcome: BatchOutcome }> {
  const results = await runBatch(devices, (d) => action.perform(d, input), undefined, onProgress);
  return { results, outcome: batchOutcome(results) };
}
