/**
 * /devices/{uuid}/summary (spec 02 §2 "summary: undervoltage warning, metric bars, logs, terminal"):
 * the undervoltage and connectivity warnings (spec 02 §8), the summary card with the Actions menu,
 * metrics, the container table, live logs and the terminal
 * (a lazy chunk). "Show logs" on a service filters the logs to it.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Banner, Skeleton } from '../../../components/ui/index.ts';
import { DEVICE_PERMISSIONS } from '../../../lib/authz.ts';
import { actionContext } from '../../../actions/index.ts';
import { hostAccessQuery } from '../../../api/device/reads.ts';
import { DEVICE_POLL_MS } from '../../../lib/timing.ts';
import { connectivityWarning, currentServices, isInLocalMode, serviceNames } from '../domain/device-rules.ts';
import { useDeviceContext } from '../device-context.ts';
import { DeviceSummaryCard } from '../components/summary-card.tsx';
import { MetricBars } from '../components/metric-bars.tsx';
import { ContainerTable } from '../components/container-table.tsx';
import { DeviceActionsMenu } from '../components/device-actions-menu.tsx';
import { LogsPanel } from '../logs/logs-panel.tsx';
import type { ServiceFilter } from '../logs/log-buffer.ts';
import { msg } from '../messages.ts';

const TerminalPanel = lazy(() => import('../terminal/terminal-panel.tsx'));

export default function DeviceSummaryPage() {
  const { device, access } = useDeviceContext();
  const [logService, setLogService] = useState<ServiceFilter>('all');
  const services = useMemo(() => currentServices(device), [device]);
  const names = useMemo(() => serviceNames(device), [device]);
  const localMode = isInLocalMode(device);
  const connectivity = connectivityWarning(device);
  const ctx = useMemo(() => actionContext(access, true), [access]);
  const canHost = access.can(DEVICE_PERMISSIONS.sshHost);
  const { data: hostAccess } = useQuery({
    ...hostAccessQuery(device.uuid),
    staleTime: DEVICE_POLL_MS,
    enabled: canHost && device.is_online,
  });
  return (
    <div className="device-summary-page">
      {device.is_undervolted ? <Banner kind="warning">{msg('undervolted')}</Banner> : null}
      {connectivity ? (
        <Banner kind="warning">{msg(connectivity === 'offline' ? 'deviceOffline' : 'cloudLinkMissing')}</Banner>
      ) : null}
      <DeviceSummaryCard
        device={device}
        actions={<DeviceActionsMenu device={device} access={access} />}
        canEditNotes={access.can(DEVICE_PERMISSIONS.update)}
        canEditTags={access.can(DEVICE_PERMISSIONS.tags)}
      />
      <MetricBars device={device} />
      <ContainerTable
        device={device}
        canControl={access.can(DEVICE_PERMISSIONS.supervisorProxy)}
        permissionReason={ctx.permissionReason(DEVICE_PERMISSIONS.supervisorProxy)}
        onShowLogs={(id) => {
          setLogService(id);
          document.getElementById('device-logs')?.scrollIntoView({ block: 'start' });
        }}
      />
      <div id="device-logs">
        <LogsPanel
          key={device.uuid}
          uuid={device.uuid}
          localMode={localMode}
          services={names}
          service={logService}
          onServiceChange={setLogService}
        />
      </div>
      <Suspense fallback={<Skeleton lines={4} />}>
        <TerminalPanel
          key={device.uuid}
          uuid={device.uuid}
          services={services}
          context={{
            isOnline: device.is_online,
            osVersion: device.os_version,
            localMode,
            hostAccess: canHost ? hostAccess : undefined,
          }}
          canSshHost={canHost}
          canSsh={access.can(DEVICE_PERMISSIONS.ssh)}
          permissionReason={ctx.permissionReason(canHost ? DEVICE_PERMISSIONS.ssh : DEVICE_PERMISSIONS.sshHost)}
        />
      </Suspense>
    </div>
  );
}
