/**
 * /devices/{uuid} layout (spec 02 §2 "Device area"): reads the device (polled as often as the fleet's
 * devices table, every 2 s while it applies a release, paused in hidden tabs), applies the redirects (unknown device → root, frozen organization → organization,
 * frozen device → its fleet) and renders the header and the child route (the shell's sidebar holds
 * the device area's section links).
 */
import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, Outlet, useParams } from 'react-router';
import { PageHeader, Skeleton, toast, useDocumentTitle } from '../../../components/ui/index.ts';
import { errorText, isApiError } from '../../../lib/errors.ts';
import { NO_ACCESS, withSupportAccess } from '../../../lib/authz.ts';
import { useSession } from '../../session/index.ts';
import { deviceQuery, hostAccessQuery } from '../../../api/device/reads.ts';
import { recordDeviceAccess } from '../device-access-store.ts';
import { fleetAccessQuery } from '../../../api/roles/reads.ts';
import { DEVICE_PAGE_POLL_MS, DEVICE_UPDATING_POLL_MS } from '../../../lib/timing.ts';
import { polling } from '../../../lib/polling.ts';
import { deviceRedirect } from '../domain/device-rules.ts';
import { msg } from '../messages.ts';
import type { DeviceOutletContext } from '../device-context.ts';
import { routes } from '../../../lib/paths.ts';
import { DeviceCommands } from '../components/device-commands.tsx';
import '../device.css';

/** An unknown device: the "Resource not found" danger notice, then the root (spec 02 §2, §8). */
function NotFoundRedirect() {
  useEffect(() => {
    toast.show({ kind: 'danger', text: msg('notFound'), id: 'resource-not-found' });
  }, []);
  return <Navigate to={deviceRedirect(null) ?? '/'} replace />;
}

export default function DeviceLayout() {
  const { uuid = '' } = useParams();
  const { user } = useSession();
  const {
    data: device,
    error,
    isPending,
  } = useQuery({
    ...deviceQuery(uuid),
    ...polling(DEVICE_PAGE_POLL_MS),
    // Status, progress and services all come from this one read: an update in progress is followed closely.
    refetchInterval: (q) =>
      q.state.data?.overall_status === 'updating' ? DEVICE_UPDATING_POLL_MS : DEVICE_PAGE_POLL_MS,
  });
  const fleet = device?.belongs_to__application[0];
  const orgId = fleet?.organization[0]?.id ?? 0;
  const { data: roleAccess } = useQuery({
    ...fleetAccessQuery(user?.id ?? 0, { id: fleet?.id ?? 0, organizationId: orgId }),
    enabled: !!user && !!fleet,
  });
  // The API opens the host OS to platform staff only while support access is granted: when it says
  // yes although no fleet role grants ssh-host, the caller uses the device through support access.
  // Only platform staff can hold support access, so nobody else is asked (the API's 401 for a role
  // without ssh-host, an observer's, would only add a failed request to every device page).
  const staff = !!user && (user.isAdmin || user.isSupport);
  const { data: hostAllowed } = useQuery({ ...hostAccessQuery(uuid), enabled: !!device && staff });
  // A device whose fleet the caller cannot read (support access on the device only) has no fleet roles.
  const baseAccess = device && !fleet ? NO_ACCESS : roleAccess;
  const access = useMemo(
    () =>
      baseAccess && hostAllowed && !baseAccess.can('device.ssh-host') ? withSupportAccess(baseAccess) : baseAccess,
    [baseAccess, hostAllowed],
  );
  useEffect(() => {
    if (access) recordDeviceAccess(uuid, access);
  }, [uuid, access]);
  useDocumentTitle(msg('pageTitle', { name: device?.device_name ?? uuid.slice(0, 7) }));

  if (isPending) {
    return (
      <div aria-busy="true">
        <p className="muted">{msg('loading')}</p>
        <Skeleton lines={8} />
      </div>
    );
  }
  if (error && isApiError(error) && (error.status === 404 || error.status === 400)) return <NotFoundRedirect />;
  if (error) {
    return (
      <p role="alert" className="error-text">
        {errorText(error) ?? msg('notFound')}
      </p>
    );
  }
  if (!device) return <NotFoundRedirect />;
  const redirect = deviceRedirect(device);
  if (redirect !== null) return <Navigate to={redirect} replace />;
  const context: DeviceOutletContext = { device, access: access ?? NO_ACCESS };
  return (
    <div className="device-page">
      <PageHeader
        title={<span className="device-title">{device.device_name}</span>}
        description={
          fleet ? (
            <Link className="link" to={routes.fleet(fleet.id, fleet.is_of__class).root()}>
              {fleet.app_name}
            </Link>
          ) : undefined
        }
      />
      <Outlet context={context} />
      <DeviceCommands device={device} access={context.access} />
    </div>
  );
}
