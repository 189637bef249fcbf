/**
 * The device summary card's Actions menu (spec 02 §2 "actions: blink, restart; dangerous purge,
 * reboot, shutdown"), fed by the one action registry (web/src/actions): each item is disabled with
 * the registry's reason; destructive items the caller may not run are not shown at all (read-only
 * roles see no destructive actions). The flow follows spec 02 §4: confirmation (typed for dangerous
 * actions), spinner, success toast; an update lock gives a warning toast with a forced retry.
 */
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog, Menu, TypedConfirmDialog, toast, type MenuItemDef } from '../../../components/ui/index.ts';
import { actionContext, deviceAction, evaluateSelection, runAction, toActionDevice, typedConfirmationText, type DeviceAction, type DeviceActionId } from '../../../actions/index.ts';
import type { FleetAccess } from '../../../lib/authz.ts';
import { deviceKeys } from '../api/keys.ts';
import type { DeviceDetails } from '../api/types.ts';
import { msg } from '../messages.ts';

/** The device page's actions, in menu order (spec 02 §2 "Device area" → actions). */
export const DEVICE_PAGE_ACTIONS: readonly DeviceActionId[] = ['blink', 'restart', 'purge', 'reboot', 'shutdown'];

/** The retry label after an update lock (spec 02 §4 "the user can force the action"). */
const FORCE_LABEL = 'Force';

export function DeviceActionsMenu({ device, access }: { device: DeviceDetails; access: FleetAccess }) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<DeviceAction | null>(null);
  const [force, setForce] = useState(false);
  const actionDevice = useMemo(() => toActionDevice(device), [device]);
  // Deactivation (the only plan-gated action) lives on the settings tab, not in this menu.
  const ctx = useMemo(() => actionContext(access, true), [access]);
  const entries = DEVICE_PAGE_ACTIONS.map((id) => {
    const action = deviceAction(id);
    return { action, reason: evaluateSelection(action, [actionDevice], ctx).disabledReason };
  }).filter(({ action }) => !(action.danger && !ctx.can(action.permission)));

  const perform = async () => {
    if (!chosen) return;
    const { outcome } = await runAction(chosen, [actionDevice], { force });
    await queryClient.invalidateQueries({ queryKey: deviceKeys.detail(device.uuid) });
    if (outcome.kind === 'locked') {
      // Keep the dialog open with a "Force …" button (spec 02 §4: the user can force the action).
      toast.show({ kind: 'warning', text: outcome.text, id: `locked-${chosen.id}-${device.uuid}` });
      setForce(true);
      throw new Error(outcome.text);
    }
    if (outcome.kind === 'success') toast.show({ kind: 'success', text: chosen.success(1) });
    else toast.show({ kind: 'danger', text: outcome.text });
  };

  if (entries.length === 0) return null;
  const items: MenuItemDef[] = entries.map(({ action, reason }, i) => ({
    id: action.id,
    textValue: action.label,
    label: (
      <span className="menu-item-body">
        <span>{action.label}</span>
        {reason ? <span className="menu-item-reason">{reason}</span> : null}
      </span>
    ),
    isDisabled: reason !== null,
    separatorBefore: action.danger && !entries[i - 1]?.action.danger && i > 0,
    onAction: () => {
      setForce(false);
      if (action.confirmation === 'none') {
        setChosen(action);
        void runAction(action, [actionDevice], {}).then(({ outcome }) => {
          setChosen(null);
          toast.show(outcome.kind === 'success' ? { kind: 'success', text: action.success(1) } : { kind: outcome.kind === 'locked' ? 'warning' : 'danger', text: outcome.text });
        });
      } else setChosen(action);
    },
  }));
  const dialogOpen = chosen !== null && chosen.confirmation !== 'none';
  const onOpenChange = (open: boolean) => {
    if (!open) {
      setChosen(null);
      setForce(false);
    }
  };
  const title = chosen ? `${chosen.label}: ${device.device_name}` : '';
  const confirmLabel = force ? `${FORCE_LABEL} ${chosen?.label.toLowerCase() ?? ''}` : chosen?.label;
  return (
    <>
      <Menu trigger={msg('actions')} label={msg('actions')} items={items} triggerClassName="device-actions-trigger" />
      {chosen?.confirmation === 'typed' ? (
        <TypedConfirmDialog title={title} isOpen={dialogOpen} onOpenChange={onOpenChange} onConfirm={perform} expected={typedConfirmationText([actionDevice])} confirmLabel={confirmLabel} danger>
          <p>{device.device_name}</p>
        </TypedConfirmDialog>
      ) : (
        <ConfirmDialog title={title} isOpen={dialogOpen} onOpenChange={onOpenChange} onConfirm={perform} confirmLabel={confirmLabel} danger={chosen?.danger}>
          <p>{device.device_name}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
