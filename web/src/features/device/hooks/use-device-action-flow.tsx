/**
 * The device page's use of the one action flow (actions/use-action-flow.tsx, shared with the devices
 * list): forms get the device's fleet and CPU architecture, a run refreshes every device read, and
 * the caller may react to the outcome (e.g. leave the page after a delete).
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  ActionFormDialog,
  actionContext,
  toActionDevice,
  useActionFlow,
  type ActionFlowOptions,
} from '../../../actions/index.ts';
import { useDeviceActionRefresh } from '../../../api/device/writes.ts';
import type { FleetAccess } from '../../../lib/authz.ts';
import type { DeviceDetails } from '../../../api/device/reads.ts';
import { fleetDevicesContextQuery } from '../../../api/application/fleet.ts';

export function useDeviceActionFlow(
  device: DeviceDetails,
  access: FleetAccess,
  onFinished?: ActionFlowOptions['onFinished'],
) {
  const refresh = useDeviceActionRefresh();
  const fleetId = device.belongs_to__application[0]?.id ?? 0;
  const cpuArch = device.is_of__device_type[0]?.is_of__cpu_architecture[0]?.slug ?? '';
  const fleet = useQuery({ ...fleetDevicesContextQuery(fleetId), enabled: fleetId > 0 });
  const flow = useActionFlow({
    refresh: (action, devices) => refresh.everyDevice(action.id === 'delete' ? devices.map((d) => d.uuid) : []),
    renderForm: (step) => <ActionFormDialog {...step} scope={{ fleetId, cpuArch, planCode: fleet.data?.planCode }} />,
    onFinished,
    deactivationFeeCents: fleet.data?.deactivationFeeCents ?? null,
  });
  const actionDevice = useMemo(() => toActionDevice(device), [device]);
  const ctx = useMemo(() => actionContext(access, fleet.data?.planIsPaid ?? false), [access, fleet.data?.planIsPaid]);
  return { flow, actionDevice, ctx };
}

export type DeviceActionFlow = ReturnType<typeof useDeviceActionFlow>;
