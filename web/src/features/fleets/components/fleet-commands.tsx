/**
 * The fleet's actions offered to the command palette while a fleet page is open: "Add device"
 * (fleets only, for roles that may create devices) and "Create release" (for roles that may create
 * releases), the same permission checks as the summary page's buttons. Choosing one opens the same
 * dialog as the summary page, rendered here; the devices page's Add device button opens it too.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { usePageCommands, type PageCommand } from '../../../actions/index.ts';
import { fleetSummaryQuery } from '../../../api/application/fleet.ts';
import { canAccessBilling } from '../../billing/index.ts';
import { useSession } from '../../session/index.ts';
import type { FleetHeader } from '../fleet-header.ts';
import { MSG } from '../messages.ts';
import { t } from '../../../lib/i18n.ts';
import { AddDeviceDialog } from './add-device-dialog.tsx';
import { AddReleaseDialog } from './add-release-dialog.tsx';

/** Which of the fleet's dialogs is open. */
export type FleetDialog = 'device' | 'release' | null;

/** Add device is for fleets only, for roles that may create devices (spec 02 §2, §6). */
export const canAddDeviceTo = (header: FleetHeader): boolean =>
  header.fleetClass === 'fleet' && header.access.can('device.create');

export function FleetCommands({
  header,
  open,
  setOpen,
}: {
  header: FleetHeader;
  /** The open dialog, owned by the layout so its buttons (the devices page's Add device) open it too. */
  open: FleetDialog;
  setOpen: (dialog: FleetDialog) => void;
}) {
  const { user } = useSession();
  const canAddDevice = canAddDeviceTo(header);
  const summary = useQuery({ ...fleetSummaryQuery(header.id), enabled: canAddDevice });
  const canCreateRelease = header.access.can('release.create');
  const scope = header.name;
  const commands = useMemo<PageCommand[]>(() => {
    const out: PageCommand[] = [];
    if (canAddDevice)
      out.push({
        id: 'fleet-add-device',
        label: MSG.addDevice,
        scope,
        disabledReason: summary.data ? null : t('common.loading'),
        danger: false,
        run: () => setOpen('device'),
      });
    if (canCreateRelease)
      out.push({
        id: 'fleet-create-release',
        label: MSG.createRelease,
        scope,
        disabledReason: null,
        danger: false,
        run: () => setOpen('release'),
      });
    return out;
  }, [canAddDevice, canCreateRelease, scope, summary.data, setOpen]);
  usePageCommands(commands);
  const close = (next: boolean) => (next ? undefined : setOpen(null));
  return (
    <>
      {open === 'device' && summary.data ? (
        <AddDeviceDialog
          fleetId={header.id}
          fleetSlug={header.slug}
          deviceType={summary.data.deviceTypeSlug}
          organization={header.organization}
          canSeeBilling={canAccessBilling(header.organization.role, user?.isAdmin ?? false)}
          isOpen
          onOpenChange={close}
        />
      ) : null}
      {open === 'release' ? <AddReleaseDialog fleetSlug={header.slug} isOpen onOpenChange={close} /> : null}
    </>
  );
}
