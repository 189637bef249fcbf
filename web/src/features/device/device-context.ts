/** What the device layout hands to its child routes (the device row and the caller's access). */
import { useOutletContext } from 'react-router';
import type { DeviceDetails } from '../../api/device/reads.ts';
import type { FleetAccess } from '../../lib/authz.ts';

export interface DeviceOutletContext {
  device: DeviceDetails;
  access: FleetAccess;
}

/** The device of the current /devices/{uuid} page. */
export const useDeviceContext = (): DeviceOutletContext => useOutletContext<DeviceOutletContext>();
