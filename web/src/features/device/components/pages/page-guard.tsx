/** Shows a no-permission notice instead of a device page the caller's role may not open (spec 02 §6). */
import type { ReactNode } from 'react';
import { Banner } from '../../../../components/ui/index.ts';
import { mayOpenDevicePage, type DevicePage } from '../../domain/page-access.ts';
import { useDeviceContext } from '../../device-context.ts';
import { PAGE_MSG } from '../../page-messages.ts';

export function DevicePageGuard({ page, children }: { page: DevicePage; children: ReactNode }) {
  const { access } = useDeviceContext();
  if (!mayOpenDevicePage(page, access.can)) return <Banner kind="warning">{PAGE_MSG.noAccess}</Banner>;
  return <>{children}</>;
}
