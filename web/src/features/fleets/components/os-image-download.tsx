/**
 * The Add device download buttons (spec 02 §2, §7): the OS image is fetched with the session's
 * credentials (through the API client, not a plain link) and streamed with a progress bar, then
 * saved under the name the API gives; "Download configuration file only" saves the fleet's
 * config.json (os.getConfig) for flashing an image obtained elsewhere.
 */
import { saveBlob } from '../../../lib/download.ts';
import { useRef, useState } from 'react';
import { Button, ProgressBar, toast } from '../../../components/ui/index.ts';
import { downloadDeviceConfig, downloadOsImage, type DownloadProgress } from '../../../api/os-image.ts';
import { errorText } from '../../../lib/errors.ts';
import { downloadQuery, type DownloadOptions } from '../../../api/os.ts';
import { formatSize } from '../format.ts';
import { messages, t } from '../../../lib/i18n.ts';

const DOWNLOAD_MSG = {
  ...messages('fleets.osImage'),
  progress: (loaded: string, total: string | null) =>
    total ? t('fleets.osImage.progressOf', { loaded, total }) : t('fleets.osImage.progress', { loaded }),
  done: (file: string) => t('fleets.osImage.done', { file }),
};

export function OsImageDownload({ options }: { options: DownloadOptions | null }) {
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [configBusy, setConfigBusy] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const busy = progress !== null;

  const downloadImage = async () => {
    if (!options) return;
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ loaded: 0, total: null });
    try {
      const q = downloadQuery(options);
      const { blob, fileName } = await downloadOsImage(
        {
          deviceType: q.deviceType,
          version: q.version,
          fileType: options.fileType,
          imageType: 'raw',
          developmentMode: options.variant === 'dev' ? 'true' : 'false',
          appId: options.appId,
          network: options.network,
          appUpdatePollInterval: options.appUpdatePollInterval,
          ...(options.network === 'wifi' ? { wifiSsid: options.wifiSsid ?? '', wifiKey: options.wifiKey ?? '' } : {}),
        },
        setProgress,
        controller.signal,
      );
      saveBlob(fileName, blob);
      toast.show({ kind: 'success', text: DOWNLOAD_MSG.done(fileName) });
    } catch (e) {
      if (!controller.signal.aborted) toast.show({ kind: 'danger', text: errorText(e) ?? String(e) });
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  const downloadConfig = async () => {
    if (!options) return;
    setConfigBusy(true);
    try {
      const config = await downloadDeviceConfig({
        appId: options.appId,
        version: options.version,
        deviceType: options.deviceType,
        network: options.network,
        developmentMode: options.variant === 'dev',
        appUpdatePollInterval: options.appUpdatePollInterval,
        ...(options.network === 'wifi' ? { wifiSsid: options.wifiSsid ?? '', wifiKey: options.wifiKey ?? '' } : {}),
      });
      saveBlob('config.json', new Blob([JSON.stringify(config, null, 2)], { type: 'application/json' }));
      toast.show({ kind: 'success', text: DOWNLOAD_MSG.configDone });
    } catch (e) {
      toast.show({ kind: 'danger', text: errorText(e) ?? String(e) });
    } finally {
      setConfigBusy(false);
    }
  };

  const progressText = progress
    ? DOWNLOAD_MSG.progress(formatSize(progress.loaded), progress.total ? formatSize(progress.total) : null)
    : '';
  return (
    <div className="os-image-download">
      <div className="dialog-actions-row">
        <Button variant="primary" disabled={!options || busy} pending={busy} onClick={() => void downloadImage()}>
          {DOWNLOAD_MSG.downloadImage}
        </Button>
        <Button disabled={!options || configBusy} pending={configBusy} onClick={() => void downloadConfig()}>
          {DOWNLOAD_MSG.configOnly}
        </Button>
        {busy ? (
          <Button variant="ghost" onClick={() => abort.current?.abort()}>
            {DOWNLOAD_MSG.cancel}
          </Button>
        ) : null}
      </div>
      {progress ? (
        <div role="status">
          <ProgressBar
            label={progressText}
            value={progress.total ? progress.loaded : undefined}
            max={progress.total ?? undefined}
          />
        </div>
      ) : null}
    </div>
  );
}
