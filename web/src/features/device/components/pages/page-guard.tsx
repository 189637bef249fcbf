/**
 * Shows a no-permission notice instead of a device page the caller's role may not open (spec 02 §6);
 * a platform admin on another user's device is told the supervisor update needs login-as (spec 02 §4).
 */
import type { ReactNode } from 'react';
import { useSession } from '../../../session/index.ts';
import { Banner } from '../../../../components/ui/index.ts';
import { mayOpenDevicePage, type DevicePage } from '../../domain/page-access.ts';
import { useDeviceContext } from '../../device-context.ts';
import { PAGE_MSG } from '../../page-messages.ts';

export function DevicePageGuard({ page, children }: { page: DevicePage; children: ReactNode }) {
  const { access } = useDeviceContext();
  const { user } = useSession();
  if (!mayOpenDevicePage(page, access.can))
    return (
      <Banner kind="warning">
        {PAGE_MSG.noAccess}
        {user?.isAdmin && page === 'actions' ? ` ${PAGE_MSG.adminLoginAs}` : null}
      </Banner>
    );
  return <>{children}</>;
}
