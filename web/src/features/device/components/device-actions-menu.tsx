/**
 * The device summary card's Actions menu (spec 02 §2 "actions: blink, restart; dangerous purge,
 * reboot, shutdown"), fed by the one action registry (web/src/actions): each item is disabled with
 * the registry's reason; destructive items the caller may not run are not shown at all (read-only
 * roles see no destructive actions). Choosing an item runs the shared action flow of the devices
 * list too (actions/use-action-flow.tsx): confirmation (typed for dangerous actions), spinner, toast,
 * and a warning with a forced retry on an update lock.
 */
import { useMemo } from 'react';
import { Menu, type MenuItemDef } from '../../../components/ui/index.ts';
import {
  actionContext,
  deviceAction,
  selectionState,
  toActionDevice,
  useActionFlow,
  type DeviceActionId,
} from '../../../actions/index.ts';
import type { FleetAccess } from '../../../lib/authz.ts';
import type { DeviceDetails } from '../../../api/device/reads.ts';
import { useDeviceActionRefresh } from '../../../api/device/writes.ts';
import { msg } from '../messages.ts';

/** The device page's actions, in menu order (spec 02 §2 "Device area" → actions). */
const DEVICE_PAGE_ACTIONS: readonly DeviceActionId[] = ['blink', 'restart', 'purge', 'reboot', 'shutdown'];

export function DeviceActionsMenu({ device, access }: { device: DeviceDetails; access: FleetAccess }) {
  const refresh = useDeviceActionRefresh();
  const flow = useActionFlow({ refresh: () => refresh.device(device.uuid) });
  const actionDevice = useMemo(() => toActionDevice(device), [device]);
  // Deactivation (the only plan-gated action) lives on the settings tab, not in this menu.
  const ctx = useMemo(() => actionContext(access, true), [access]);
  const entries = DEVICE_PAGE_ACTIONS.map((id) => {
    const action = deviceAction(id);
    return { action, state: selectionState(action, [actionDevice], ctx) };
  }).filter(({ action }) => !(action.danger && !ctx.can(action.permission)));

  if (entries.length === 0) return null;
  const items: MenuItemDef[] = entries.map(({ action, state }, i) => ({
    id: action.id,
    textValue: action.label,
    label: (
      <span className="menu-item-body">
        <span>{action.label}</span>
        {state.disabledReason ? <span className="menu-item-reason">{state.disabledReason}</span> : null}
      </span>
    ),
    isDisabled: state.disabledReason !== null,
    separatorBefore: action.danger && !entries[i - 1]?.action.danger && i > 0,
    onAction: () => flow.start(action, state),
  }));
  return (
    <>
      <Menu trigger={msg('actions')} label={msg('actions')} items={items} triggerClassName="device-actions-trigger" />
      {flow.dialog}
    </>
  );
}
