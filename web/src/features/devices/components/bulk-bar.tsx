/**
 * The bulk action bar: the most used registry actions as buttons and the others in a "More actions"
 * menu, so the bar stays one compact row; each is disabled with its reason (spec 02 §5, §6) in a
 * tooltip and as the button's accessible description, or under the menu item's label. While an
 * action runs on the selection (spec 02 §4 "Action flow": spinner), the bar shows which action and
 * how many of its devices are done, and its actions stay disabled until it ends.
 */
import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { Menu, type MenuItemDef } from '../../../components/ui/menu.tsx';
import { ProgressBar } from '../../../components/ui/feedback.tsx';
import { DEVICE_ACTIONS, evaluateSelection, type ActionContext, type ActionDevice, type ActionProgress, type DeviceAction, type DeviceActionId, type SelectionState } from '../../../actions/index.ts';
import { MSG } from '../messages.ts';

function ActionButton({ action, state, onRun, busy }: { action: DeviceAction; state: SelectionState; onRun: () => void; busy: boolean }) {
  const id = useId();
  const reason = state.disabledReason;
  const button = (
    <Button variant={action.danger ? 'danger' : 'secondary'} disabled={reason !== null || busy} aria-describedby={reason ? id : undefined} onClick={onRun} data-action={action.id}>
      {action.label}
    </Button>
  );
  if (!reason) return button;
  return (
    <>
      <Tooltip content={reason} wrapDisabled>
        {button}
      </Tooltip>
      <span id={id} className="visually-hidden">
        {reason}
      </span>
    </>
  );
}

/** Actions shown as buttons; the rest of the registry sits in the menu. */
export const PRIMARY_BULK_ACTIONS: readonly DeviceActionId[] = ['restart', 'reboot', 'os-update', 'move'];

/** The running action's progress: "Reboot: 3 of 10 devices done", as a progress bar. */
function RunProgress({ progress }: { progress: ActionProgress }) {
  return (
    <div className="devices-bulk-progress" role="status">
      <ProgressBar label={MSG.actionProgress(progress.label, progress.done, progress.total)} value={progress.done} max={progress.total} showValue={false} />
    </div>
  );
}

/**
 * `extra`: further bulk controls shown after the registry's actions (the variables bulk edit).
 * `progress`: the action running on the selection, if any.
 */
export function BulkBar({
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
          const state = evaluateSelection(action, devices, ctx);
          return <ActionButton key={action.id} action={action} state={state} busy={busy} onRun={() => onRun(action, state)} />;
        })}
        <Menu
          trigger={MSG.moreActions}
          label={MSG.moreActions}
          placement="bottom start"
          triggerClassName="devices-more-actions"
          items={DEVICE_ACTIONS.filter((a) => !PRIMARY_BULK_ACTIONS.includes(a.id)).map((action, i, all): MenuItemDef => {
            const state = evaluateSelection(action, devices, ctx);
            return {
              id: action.id,
              textValue: action.label,
              label: (
                <span className="menu-item-body">
                  <span>{action.label}</span>
                  {state.disabledReason ? <span className="menu-item-reason">{state.disabledReason}</span> : null}
                </span>
              ),
              isDisabled: state.disabledReason !== null || busy,
              separatorBefore: action.danger && i > 0 && !all[i - 1].danger,
              onAction: () => onRun(action, state),
            };
          })}
        />
        {extra}
      </div>
    </section>
  );
}
