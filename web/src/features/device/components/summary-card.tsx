/**
 * The device summary card (spec 02 §2 "Device summary card"): every listed field, tags with an edit
 * dialog, inline markdown notes and the Actions menu. Empty values show a word, never "null".
 */
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Badge, Card, CopyButton } from '../../../components/ui/index.ts';
import { api } from '../../../api/client.ts';
import { publicConfigQuery } from '../../../api/config.ts';
import type { DeviceDetails, NamedRelease } from '../../../api/device/reads.ts';
import { durationSince } from '../domain/dates.ts';
import { formatDate } from '../../../lib/format.ts';
import { isInLocalMode } from '../domain/device-rules.ts';
import { heartbeatTone, overallStatusTone, statusLabel } from '../domain/status.ts';
import { msg } from '../messages.ts';
import { OsVersion } from './os-version.tsx';
import { TagsField } from './tags-field.tsx';
import { NotesEditor } from './notes-editor.tsx';
import { routes } from '../../../lib/paths.ts';

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="summary-field" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const orNone = (v: string | null | undefined, word = msg('none')) => (v ? v : <span className="muted">{word}</span>);

function ReleaseValue({ release, fleetId }: { release: NamedRelease | undefined; fleetId: number | undefined }) {
  if (!release) return <span className="muted">{msg('none')}</span>;
  const label = `${release.raw_version} (${release.commit.slice(0, 7)})`;
  return fleetId ? (
    <Link className="link" to={routes.fleet(fleetId).release(release.id).root()}>
      {label}
    </Link>
  ) : (
    <>{label}</>
  );
}

export interface SummaryCardProps {
  device: DeviceDetails;
  actions: ReactNode;
  canEditNotes: boolean;
  canEditTags: boolean;
}

export function DeviceSummaryCard({ device, actions, canEditNotes, canEditTags }: SummaryCardProps) {
  const fleet = device.belongs_to__application[0];
  const supportsWebUrl = fleet?.application_type[0]?.supports_web_url === true;
  const { data: apiConfig } = useQuery({ ...publicConfigQuery(), enabled: supportsWebUrl });
  const now = api.serverNow();
  const pinned = device.is_pinned_on__release[0];
  const target = pinned ?? device.should_be_running__release[0];
  const support = device.is_accessible_by_support_until__date;
  const addresses = (device.ip_address ?? '').split(/\s+/).filter(Boolean);
  const updateSince = durationSince(device.last_update_status_event, now);
  return (
    <Card title={msg('summaryCard')} actions={actions} className="device-summary">
      <dl className="summary-grid">
        <Field label={msg('name')}>{device.device_name}</Field>
        <Field label={msg('fleet')}>
          {fleet ? (
            <Link className="link" to={routes.fleet(fleet.id, fleet.is_of__class).root()}>
              {fleet.app_name}
            </Link>
          ) : (
            orNone(null)
          )}
        </Field>
        <Field label={msg('status')} testId="device-status">
          <Badge tone={overallStatusTone(device.overall_status)}>
            {statusLabel(device.overall_status, msg('unknown'))}
          </Badge>
          {typeof device.overall_progress === 'number' ? (
            <span className="muted"> {device.overall_progress}%</span>
          ) : null}
        </Field>
        <Field label={msg('cloudlink')}>
          <Badge tone={device.is_online ? 'success' : 'neutral'}>
            {device.is_online ? msg('online') : msg('offline')}
          </Badge>
        </Field>
        <Field label={msg('lastConnected')}>{orNone(formatDate(device.last_connectivity_event), msg('never'))}</Field>
        <Field label={msg('heartbeat')}>
          <Badge tone={heartbeatTone(device.api_heartbeat_state)}>
            {statusLabel(device.api_heartbeat_state, msg('unknown'))}
          </Badge>
        </Field>
        <Field label={msg('uuid')}>
          <code className="uuid">{device.uuid}</code> <CopyButton value={device.uuid} label={`Copy ${msg('uuid')}`} />
        </Field>
        <Field label={msg('deviceType')}>{orNone(device.is_of__device_type[0]?.name, msg('unknown'))}</Field>
        <Field label={msg('updateStatus')}>
          {device.update_status ? (
            statusLabel(device.update_status, msg('none'))
          ) : (
            <span className="muted">{msg('none')}</span>
          )}
          {updateSince ? <span className="muted"> · {updateSince}</span> : null}
        </Field>
        <Field label={msg('hostOs')} testId="os-version">
          <OsVersion device={device} />
        </Field>
        <Field label={msg('osVariant')}>{orNone(device.os_variant, msg('unknown'))}</Field>
        <Field label={msg('supervisor')}>{orNone(device.supervisor_version, msg('unknown'))}</Field>
        <Field label={msg('currentRelease')}>
          <ReleaseValue release={device.is_running__release[0]} fleetId={fleet?.id} />
        </Field>
        <Field label={msg('targetRelease')}>
          {target ? <ReleaseValue release={target} fleetId={fleet?.id} /> : msg('trackingLatest')}
        </Field>
        <Field label={msg('supportAccess')}>
          {support ? msg('grantedUntil', { date: formatDate(support) || support }) : msg('revoked')}
        </Field>
        <Field label={msg('active')}>{device.is_active ? msg('yes') : msg('no')}</Field>
        <Field label={msg('localMode')}>{isInLocalMode(device) ? msg('enabled') : msg('disabled')}</Field>
        {supportsWebUrl ? (
          <Field label={msg('publicUrl')}>
            {device.is_web_accessible && apiConfig?.deviceUrlsBase ? (
              <a
                className="link"
                href={`https://${device.uuid}.${apiConfig.deviceUrlsBase}`}
                target="_blank"
                rel="noreferrer"
              >
                {`https://${device.uuid}.${apiConfig.deviceUrlsBase}`}
              </a>
            ) : (
              msg('disabled')
            )}
          </Field>
        ) : null}
        <Field label={msg('localAddress')}>{addresses.length ? addresses.join(', ') : orNone(null)}</Field>
        {device.public_address ? <Field label={msg('publicAddress')}>{device.public_address}</Field> : null}
        {device.mac_address ? (
          <Field label={msg('macAddress')}>{device.mac_address.split(/\s+/).join(', ')}</Field>
        ) : null}
      </dl>
      <TagsField device={device} canEdit={canEditTags} />
      <NotesEditor device={device} canEdit={canEditNotes} />
    </Card>
  );
}
