/**
 * Add device: an OS image download (spec 02 §2 "Add device offers an OS image download", §7
 * "Downloads go to the API host /download"): OS version of the fleet's device type, edition
 * (production or development), network (ethernet, or wifi with SSID and passphrase), update poll
 * interval and file type; shows the download size when the API knows it.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/feedback.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/errors.ts';
import { downloadSizeQuery, osVersionsQuery, type DownloadOptions } from '../../../api/os.ts';
import { OsImageDownload } from './os-image-download.tsx';
import { DEFAULT_POLL_INTERVAL_MIN } from '../constants.ts';
import { formatSize } from '../format.ts';
import { fill, MSG } from '../messages.ts';

const FILE_TYPES = ['.zip', '.gz', '.img'] as const;

export function AddDeviceDialog({ fleetId, deviceType, isOpen, onOpenChange }: { fleetId: number; deviceType: string; isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const versions = useQuery(osVersionsQuery(deviceType));
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
  const options: DownloadOptions | null = ready ? { appId: fleetId, deviceType, version, variant, fileType, network, wifiSsid, wifiKey, appUpdatePollInterval: pollMinutes } : null;

  return (
    <Dialog title={MSG.addDevice} isOpen={isOpen} onOpenChange={onOpenChange} size="large">
      {versions.isPending ? <Skeleton lines={4} /> : null}
      {versions.error ? <p role="alert">{errorText(versions.error)}</p> : null}
      {versions.data ? (
        <div className="dialog-stack">
          <Select label={MSG.osVersion} options={versions.data.versions.map((v) => ({ id: v, label: v }))} selectedKey={version} onSelectionChange={setChosen} />
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
              <TextField label={MSG.wifiKey} type="password" value={wifiKey} onChange={(e) => setWifiKey(e.target.value)} optional />
            </>
          ) : null}
          <TextField label={MSG.pollInterval} type="number" min={0} value={poll} onChange={(e) => setPoll(e.target.value)} inputMode="numeric" />
          <Select label={MSG.fileType} options={FILE_TYPES.map((f) => ({ id: f, label: f }))} selectedKey={fileType} onSelectionChange={(k) => setFileType(k as DownloadOptions['fileType'])} />
          {size.data ? <p className="muted">{fill(MSG.downloadSize, { size: formatSize(size.data.size) })}</p> : null}
          <OsImageDownload options={options} />
        </div>
      ) : null}
    </Dialog>
  );
}
