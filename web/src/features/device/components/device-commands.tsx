/**
 * The device page's actions offered to the command palette: every action of the one registry that
 * works on a single device, evaluated against this device with the page's access (the same rules
 * as the Actions menu: destructive actions the caller may not run are left out, the others carry
 * their disabled reason). Choosing one runs the page's action flow — its form, its confirmation
 * (typed for destructive actions), spinner and toast — rendered here.
 */
import { useMemo, useRef } from 'react';
import { DEVICE_ACTIONS, selectionState, usePageCommands, type PageCommand } from '../../../actions/index.ts';
import type { FleetAccess } from '../../../lib/authz.ts';
import type { DeviceDetails } from '../../../api/device/reads.ts';
import { useDeviceActionFlow } from '../hooks/use-device-action-flow.tsx';
import { msg } from '../messages.ts';

/** Actions that leave the device page afterwards stay on their settings tab. */
const PAGE_ONLY = new Set(['delete', 'deactivate', 'move']);

export function DeviceCommands({ device, access }: { device: DeviceDetails; access: FleetAccess }) {
  const flow = useDeviceActionFlow(device, access);
  const { actionDevice, ctx } = flow;
  // The flow's start changes every render; the commands call the latest one.
  const start = useRef(flow.flow.start);
  start.current = flow.flow.start;
  const commands = useMemo<PageCommand[]>(
    () =>
      DEVICE_ACTIONS.filter((a) => !PAGE_ONLY.has(a.id) && !(a.danger && !ctx.can(a.permission))).map((action) => {
        const state = selectionState(action, [actionDevice], ctx);
        return {
          id: `device-action-${action.id}`,
          label: action.label,
          scope: msg('pageTitle', { name: device.device_name }),
          disabledReason: state.disabledReason,
          danger: action.danger,
          run: () => start.current(action, state),
        };
      }),
    [actionDevice, ctx, device.device_name],
  );
  usePageCommands(commands);
  return <>{flow.flow.dialog}</>;
}
