/**
 * The bulk action bar: the most used registry actions as buttons and the others in a "More actions"
 * menu, so the bar stays one compact row; each is disabled with its reason (spec 02 §5, §6) in a
 * tooltip and as the button's accessible description, or under the menu item's label. While an
 * action runs on the selection (spec 02 §4 "Action flow": spinner), the bar shows which action and
 * how many of its devices are done, and its actions stay disabled until it ends with the reason
 * "There is an ongoing action, please wait" (spec 02 §8).
 */
import { type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { BulkAction } from '../../../components/ui/selection.tsx';
import { Menu, type MenuItemDef } from '../../../components/ui/menu.tsx';
import { ProgressBar } from '../../../components/ui/feedback.tsx';
import {
  ACTION_MSG,
  actionTitle,
  DEVICE_ACTIONS,
  selectionState,
  type ActionContext,
  type ActionDevice,
  type ActionProgress,
  type DeviceAction,
  type DeviceActionId,
  type SelectionState,
} from '../../../actions/index.ts';
import { MSG } from '../messages.ts';

/**
 * Why an action cannot start now: "There is an ongoing action, please wait" while another runs on the
 * selection (spec 02 §8), else the selection's own reason (spec 02 §5, §6), or null.
 */
function reasonOf(state: SelectionState, busy: boolean): string | null {
  return busy ? ACTION_MSG.ongoing : state.disabledReason;
}

function ActionButton({
  action,
  label,
  state,
  onRun,
  busy,
}: {
  action: DeviceAction;
  label: string;
  state: SelectionState;
  onRun: () => void;
  busy: boolean;
}) {
  return (
    <BulkAction
      variant={action.danger ? 'danger' : 'secondary'}
      reason={reasonOf(state, busy)}
      reasonShown={false}
      onClick={onRun}
      data-action={action.id}
    >
      {label}
    </BulkAction>
  );
}

/** Actions shown as buttons; the rest of the registry sits in the menu. */
const PRIMARY_BULK_ACTIONS: readonly DeviceActionId[] = ['restart', 'reboot', 'os-update', 'move'];

/** The running action's progress: "Reboot: 3 of 10 devices done", as a progress bar. */
function RunProgress({ progress }: { progress: ActionProgress }) {
  return (
    <div className="devices-bulk-progress" role="status">
      <ProgressBar
        label={MSG.actionProgress(progress.label, progress.done, progress.total)}
        value={progress.done}
        max={progress.total}
        showValue={false}
      />
    </div>
  );
}

/**
 * `extra`: further bulk controls shown after the registry's actions (the variables bulk edit).
 * `progress`: the action running on the selection, if any.
 */
export function DevicesBulkBar({
  devices,
  ctx,
  onRun,
  onClear,
  busy,
  progress = null,
  extra,
}: {
  devices: readonly ActionDevice[];
  ctx: ActionContext;
  onRun: (action: DeviceAction, state: SelectionState) => void;
  onClear: () => void;
  busy: boolean;
  progress?: ActionProgress | null;
  extra?: ReactNode;
}) {
  if (devices.length === 0 && !progress) return null;
  return (
    <section className="devices-bulk-bar" aria-label={MSG.bulkActions} aria-busy={busy}>
      <strong>{MSG.selected(devices.length)}</strong>
      {progress ? <RunProgress progress={progress} /> : null}
      <Button variant="ghost" onClick={onClear}>
        {MSG.clearSelection}
      </Button>
      <div className="devices-bulk-actions" role="group" aria-label={MSG.bulkActions}>
        {DEVICE_ACTIONS.filter((a) => PRIMARY_BULK_ACTIONS.includes(a.id)).map((action) => {
          const state = selectionState(action, devices, ctx);
          return (
            <ActionButton
              key={action.id}
              action={action}
              label={actionTitle(action, devices)}
              state={state}
              busy={busy}
              onRun={() => onRun(action, state)}
            />
          );
        })}
        <Menu
          trigger={MSG.moreActions}
          label={MSG.moreActions}
          placement="bottom start"
          triggerClassName="devices-more-actions"
          items={DEVICE_ACTIONS.filter((a) => !PRIMARY_BULK_ACTIONS.includes(a.id)).map(
            (action, i, all): MenuItemDef => {
              const state = selectionState(action, devices, ctx);
              const reason = reasonOf(state, busy);
              const title = actionTitle(action, devices);
              return {
                id: action.id,
                textValue: title,
                label: (
                  <span className="menu-item-body">
                    <span>{title}</span>
                    {reason ? <span className="menu-item-reason">{reason}</span> : null}
                  </span>
                ),
                isDisabled: reason !== null,
                separatorBefore: action.danger && i > 0 && !all[i - 1]?.danger,
                onAction: () => onRun(action, state),
              };
            },
          )}
        />
        {extra}
      </div>
    </section>
  );
}
