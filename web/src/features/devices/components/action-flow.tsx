/**
 * The devices list's use of the shared action flow (actions/use-action-flow.tsx): forms get the
 * fleet context, and a run refreshes the fleet's device list.
 */
import { ActionFormDialog, useActionFlow as useSharedActionFlow, type DeviceAction } from '../../../actions/index.ts';
import { useDeviceActionRefresh } from '../../../api/device/writes.ts';
import { type FleetDevicesContext } from '../../../api/application/fleet.ts';

export function useDevicesActionFlow(
  fleet: FleetDevicesContext | undefined,
  onFinished: (action: DeviceAction) => void,
) {
  const refresh = useDeviceActionRefresh();
  return useSharedActionFlow({
    refresh: () => (fleet ? refresh.fleetDevices(fleet.id) : Promise.resolve()),
    renderForm: (step) =>
      fleet ? (
        <ActionFormDialog {...step} scope={{ fleetId: fleet.id, cpuArch: fleet.cpuArch, planCode: fleet.planCode }} />
      ) : null,
    onFinished,
    deactivationFeeCents: fleet?.deactivationFeeCents ?? null,
  });
}
