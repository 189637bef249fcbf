/**
 * The device action registry (spec 02 §4–§8). Menus, the bulk bar and
 * shortcuts import from here:
 *
 * ```ts
 * import { DEVICE_ACTIONS, selectionState, runAction, toActionDevice } from '../../actions/index.ts';
 * const state = selectionState(action, [toActionDevice(row)], ctx); // disabledReason | eligible | skipped (kept 5 s)
 * const { outcome } = await runAction(action, state.eligible, { force: false });
 * // outcome.kind: 'success' | 'partial' | 'failed' | 'locked' (offer a retry with { force: true })
 * ```
 *
 * `ctx` comes from `actionContext(access, planIsPaid)` with the fleet access of lib/authz.ts.
 */
export { DEVICE_ACTIONS, deviceAction, type ActionForm, type DeviceAction } from './registry.ts';
export { evaluateSelection, actionTitle, deviceReason, runAction, type SelectionState } from './selection.ts';
export { selectionState } from './reason-cache.ts';
export { itemsOutcome, showItemsOutcome, type ItemsOutcome } from './batch.ts';
export { type EligibilityInput, type OsUpdateEligibility } from './os-update.ts';
export { actionContext, toActionDevice, type DeviceRowForActions } from './device-row.ts';
export { ACTION_MSG } from './messages.ts';
export { ActionFormDialog, type ActionFormScope } from './action-forms.tsx';
export { type OsLine, type OsUpdateSplit } from './os-update.ts';
export { type SupervisorChoice } from './supervisor-update.ts';
export { useActionFlow, type ActionFlowOptions, type ActionFormStep, type ActionProgress } from './use-action-flow.tsx';
export type {
  ActionContext,
  ActionDevice,
  ActionInput,
  BatchOutcome,
  ConfirmationLevel,
  DeviceActionId,
  ItemResult,
} from './types.ts';
export { usePageCommands, usePageCommandList, type PageCommand } from './page-commands.ts';
