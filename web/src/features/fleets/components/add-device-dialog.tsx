/**
 * Add device: an OS image download (spec 02 §2 "Add device offers an OS image download", §7
 * "Downloads go to the API host /download"): OS version of the fleet's device type, edition
 * (production or development), network (ethernet, or wifi with SSID and passphrase), update poll
 * interval and file type; shows the download size when the API knows it. When the organization's
 * free plan allowance is reached, adding devices is blocked and the administrator (who may read the
 * billing account) is offered the upgrade instead (spec 02 §8, spec 03 §8 warnings).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/feedback.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/errors.ts';
import { downloadSizeQuery, osVersionsQuery, type DownloadOptions } from '../../../api/os.ts';
import { freeAllowanceQuery, planQuery } from '../../../api/billing.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { routes } from '../../../lib/paths.ts';
import { OsImageDownload } from './os-image-download.tsx';
import { DEFAULT_POLL_INTERVAL_MIN } from '../constants.ts';
import { formatSize } from '../format.ts';
import { fill, MSG } from '../messages.ts';

const FILE_TYPES = ['.zip', '.gz', '.img'] as const;

/** The free plan's allowance is used up: one more device would exceed it (the billing tier is "free"). */
export function freeAllowanceReached(
  planCode: string | null | undefined,
  allowance: { totalDeviceCount: number; freeDeviceAllowance: number } | null | undefined,
): boolean {
  return (
    !!allowance && /^free(-v\d+)?$/.test(planCode ?? '') && allowance.totalDeviceCount >= allowance.freeDeviceAllowance
  );
}

export interface AddDeviceDialogProps {
  fleetId: number;
  deviceType: string;
  /** The fleet's organization, for its free plan allowance. */
  organization: { id: number; name: string };
  /** Whether the user may read (and change) the organization's billing: only then is the allowance known. */
  canSeeBilling: boolean;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

export function AddDeviceDialog({
  fleetId,
  deviceType,
  organization,
  canSeeBilling,
  isOpen,
  onOpenChange,
}: AddDeviceDialogProps) {
  const plan = useQuery({ ...planQuery(organization.id), enabled: canSeeBilling, retry: false });
  const allowance = useQuery({ ...freeAllowanceQuery(organization.id), enabled: canSeeBilling, retry: false });
  const blocked = freeAllowanceReached(plan.data?.code, allowance.data);
  const checking = canSeeBilling && (plan.isPending || allowance.isPending);
  const versions = useQuery({ ...osVersionsQuery(deviceType), enabled: !blocked });
  const [chosen, setChosen] = useState<string | null>(null);
  const [variant, setVariant] = useState<DownloadOptions['variant']>('prod');
  const [network, setNetwork] = useState<DownloadOptions['network']>('ethernet');
  const [wifiSsid, setWifiSsid] = useState('');
  const [wifiKey, setWifiKey] = useState('');
  const [poll, setPoll] = useState(String(DEFAULT_POLL_INTERVAL_MIN));
  const [fileType, setFileType] = useState<DownloadOptions['fileType']>('.zip');
  const version = chosen ?? versions.data?.latest ?? versions.data?.versions[0] ?? null;
  const size = useQuery({ ...downloadSizeQuery(deviceType, version ?? ''), enabled: version !== null });
  const pollMinutes = Number.parseInt(poll, 10);
  const wifiIncomplete = network === 'wifi' && wifiSsid.trim() === '';
  const ready = version !== null && Number.isFinite(pollMinutes) && pollMinutes >= 0 && !wifiIncomplete;
  const options: DownloadOptions | null = ready
    ? {
        appId: fleetId,
        deviceType,
        version,
        variant,
        fileType,
        network,
        wifiSsid,
        wifiKey,
        appUpdatePollInterval: pollMinutes,
      }
    : null;

  return (
    <Dialog title={MSG.addDevice} isOpen={isOpen} onOpenChange={onOpenChange} size="large">
      {blocked && allowance.data ? (
        <Banner
          kind="warning"
          action={
            <Link to={`${routes.org(organization.id).billing()}#billing-plans`} button>
              {MSG.upgradePlan}
            </Link>
          }
        >
          {fill(MSG.freeAllowanceReached, {
            org: organization.name,
            count: allowance.data.totalDeviceCount,
            allowance: allowance.data.freeDeviceAllowance,
          })}
        </Banner>
      ) : null}
      {!blocked && (versions.isPending || checking) ? <Skeleton lines={4} /> : null}
      {!blocked && versions.error ? <p role="alert">{errorText(versions.error)}</p> : null}
      {!blocked && !checking && versions.data ? (
        <div className="dialog-stack">
          <Select
            label={MSG.osVersion}
            options={versions.data.versions.map((v) => ({ id: v, label: v }))}
            selectedKey={version}
            onSelectionChange={setChosen}
          />
          <Select
            label={MSG.osEdition}
            options={[
              { id: 'prod', label: MSG.edition.prod },
              { id: 'dev', label: MSG.edition.dev },
            ]}
            selectedKey={variant}
            onSelectionChange={(k) => setVariant(k as DownloadOptions['variant'])}
          />
          <Select
            label={MSG.network}
            options={[
              { id: 'ethernet', label: MSG.ethernetOnly },
              { id: 'wifi', label: MSG.wifiEthernet },
            ]}
            selectedKey={network}
            onSelectionChange={(k) => setNetwork(k as DownloadOptions['network'])}
          />
          {network === 'wifi' ? (
            <>
              <TextField label={MSG.wifiSsid} value={wifiSsid} onChange={(e) => setWifiSsid(e.target.value)} />
              <TextField
                label={MSG.wifiKey}
                type="password"
                value={wifiKey}
                onChange={(e) => setWifiKey(e.target.value)}
                optional
              />
            </>
          ) : null}
          <TextField
            label={MSG.pollInterval}
            type="number"
            min={0}
            value={poll}
            onChange={(e) => setPoll(e.target.value)}
            inputMode="numeric"
          />
          <Select
            label={MSG.fileType}
            options={FILE_TYPES.map((f) => ({ id: f, label: f }))}
            selectedKey={fileType}
            onSelectionChange={(k) => setFileType(k as DownloadOptions['fileType'])}
          />
          {size.data ? <p className="muted">{fill(MSG.downloadSize, { size: formatSize(size.data.size) })}</p> : null}
          <OsImageDownload options={options} />
        </div>
      ) : null}
    </Dialog>
  );
}
