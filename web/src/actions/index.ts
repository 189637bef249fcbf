/**
 * The device action registry (spec 02 §4–§8). Menus, the bulk bar and
 * shortcuts import from here:
 *
 * ```ts
 * import { DEVICE_ACTIONS, evaluateSelection, runAction, toActionDevice } from '../../actions/index.ts';
 * const state = evaluateSelection(action, [toActionDevice(row)], ctx); // disabledReason | eligible | skipped
 * const { outcome } = await runAction(action, state.eligible, { force: false });
 * // outcome.kind: 'success' | 'partial' | 'failed' | 'locked' (offer a retry with { force: true })
 * ```
 *
 * `ctx` comes from `actionContext(access, planIsPaid)` with the fleet access of lib/authz.ts.
 */
export { DEVICE_ACTIONS, deviceAction, type ActionForm, type DeviceAction } from './registry.ts';
export {
  evaluateSelection,
  actionTitle,
  supportGranted,
  deviceReason,
  runAction,
  typedConfirmationText,
  CONFIRM_LIST_MAX,
  NOTHING_SELECTED,
  SINGLE_DEVICE_ONLY,
  type SelectionState,
} from './selection.ts';
export {
  batchOutcome,
  itemsOutcome,
  runBatch,
  showItemsOutcome,
  BATCH_CONCURRENCY,
  UPDATE_LOCKED_STATUS,
  type ItemsOutcome,
} from './batch.ts';
export { osUpdateEligibility, isUpdatable, type EligibilityInput, type OsUpdateEligibility } from './os-update.ts';
export { actionContext, toActionDevice, ACTION_DEVICE_SELECT, type DeviceRowForActions } from './device-row.ts';
export { ACTION_MSG, ACTION_LABEL, FORM_MSG } from './messages.ts';
export { ActionFormDialog, OsVersionForm, SupervisorForm, type ActionFormScope } from './action-forms.tsx';
export { splitOsUpdate, targetWithVariant, isTakeover, lineOf, type OsLine, type OsUpdateSplit } from './os-update.ts';
export { supervisorChoices, splitSupervisorUpdate, type SupervisorChoice } from './supervisor-update.ts';
export {
  useActionFlow,
  MOVE_KEEPS_DATA_FROM_OS,
  type ActionFlowOptions,
  type ActionFormStep,
  type ActionProgress,
} from './use-action-flow.tsx';
export { LOCAL_MODE_VAR } from './perform.ts';
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
