/**
 * The device container table (spec 02 §2 "Each service has start, stop, restart and show-logs";
 * §4 service status colours and download progress; §5 controls shown from supervisor 7 or with more
 * than one service, disabled by permission, while busy and by state).
 */
import { useState } from 'react';
import { Badge, Button, Card, ProgressBar, Table, column, toast, Tooltip } from '../../../components/ui/index.ts';
import { errorText } from '../../../lib/errors.ts';
import { useServiceAction, type ServiceAction } from '../../../api/device/writes.ts';
import { type DeviceDetails } from '../../../api/device/reads.ts';
import { formatDate } from '../../../lib/format.ts';
import {
  containerActionBlocked,
  currentServices,
  showContainerControls,
  type ServiceEntry,
} from '../domain/device-rules.ts';
import { SERVICE_TONES, serviceStatusColour, showsServiceProgress } from '../domain/status.ts';
import { msg } from '../messages.ts';

const ACTIONS: readonly ServiceAction[] = ['start', 'stop', 'restart'];

export interface ContainerTableProps {
  device: DeviceDetails;
  /** resin.device.supervisor-proxy-write; the reason text when missing. */
  canControl: boolean;
  permissionReason: string;
  onShowLogs: (serviceId: number) => void;
}

export function ContainerTable({ device, canControl, permissionReason, onShowLogs }: ContainerTableProps) {
  const service = useServiceAction(device.uuid);
  const [busy, setBusy] = useState<string | null>(null);
  const services = currentServices(device);
  const controls = showContainerControls(device.supervisor_version, services.length);
  const fleetId = device.belongs_to__application[0]?.id;
  const run = async (action: ServiceAction, s: ServiceEntry) => {
    if (fleetId === undefined) return;
    setBusy(`${action}:${s.id}`);
    try {
      await service.mutateAsync({ action, deviceId: device.id, appId: fleetId, imageId: s.imageId });
      toast.show({ kind: 'success', text: msg('serviceActionDone', { action: msg(action), service: s.serviceName }) });
    } catch (e) {
      toast.show({ kind: 'danger', text: errorText(e) ?? msg('connectionError') });
    } finally {
      setBusy(null);
    }
  };
  const columns = [
    column<ServiceEntry>('service', msg('service'), (s) => s.serviceName, { rowHeader: true }),
    column<ServiceEntry>('status', msg('serviceStatus'), (s) => (
      <>
        <Badge tone={SERVICE_TONES[serviceStatusColour(s.status)]}>{s.status}</Badge>
        {showsServiceProgress(s.status, s.downloadProgress) ? (
          <ProgressBar label={msg('progress', { service: s.serviceName })} value={s.downloadProgress ?? 0} />
        ) : null}
      </>
    )),
    column<ServiceEntry>('release', msg('release'), (s) =>
      s.release ? (
        `${s.release.raw_version} (${s.release.commit.slice(0, 7)})`
      ) : (
        <span className="muted">{msg('none')}</span>
      ),
    ),
    column<ServiceEntry>(
      'installDate',
      msg('installDate'),
      (s) => formatDate(s.installDate) || <span className="muted">{msg('unknown')}</span>,
    ),
    column<ServiceEntry>(
      'actions',
      <span className="visually-hidden">{msg('actions')}</span>,
      (s) => (
        <>
          {controls
            ? ACTIONS.map((a) => {
                const button = (
                  <Button
                    key={a}
                    variant="ghost"
                    pending={busy === `${a}:${s.id}`}
                    disabled={!canControl || busy !== null || containerActionBlocked(a, s.status)}
                    aria-label={`${msg(a)} ${s.serviceName}`}
                    onClick={() => void run(a, s)}
                  >
                    {msg(a)}
                  </Button>
                );
                return canControl ? (
                  button
                ) : (
                  <Tooltip key={a} content={permissionReason} wrapDisabled>
                    {button}
                  </Tooltip>
                );
              })
            : null}
          <Button
            variant="ghost"
            aria-label={`${msg('showLogs')} ${s.serviceName}`}
            onClick={() => onShowLogs(s.serviceId)}
          >
            {msg('showLogs')}
          </Button>
        </>
      ),
      { className: 'row-actions' },
    ),
  ];
  return (
    <Card title={msg('containers')} className="device-containers">
      {services.length === 0 ? (
        <p className="muted">{msg('noServices')}</p>
      ) : (
        <Table
          label={msg('containers')}
          className="container-table"
          data={services}
          columns={columns}
          getRowId={(s) => String(s.id)}
          getRowProps={(s) => ({ 'data-testid': `service-${s.serviceName}` })}
        />
      )}
    </Card>
  );
}
