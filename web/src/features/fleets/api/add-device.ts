/**
 * The add-device dialog's reads (spec 02 §2 "Add device offers an OS image download", §7 "Downloads
 * go to the API host /download"): OS versions per device type, the image size, and the download URL
 * with the options the SDK's os.download takes (api-ground-truth §4 /download row).
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { fleetKeys } from './keys.ts';

export const osVersionsQuery = (slug: string) =>
  queryOptions({
    queryKey: fleetKeys.osVersions(slug),
    queryFn: ({ signal }) => api.request<{ versions: string[]; latest: string | null }>({ path: `/device-types/v1/${encodeURIComponent(slug)}/images`, signal }),
    staleTime: Infinity,
  });

export const downloadSizeQuery = (slug: string, version: string) =>
  queryOptions({
    queryKey: fleetKeys.downloadSize(slug, version),
    queryFn: ({ signal }) =>
      api.request<{ size: number }>({ path: `/device-types/v1/${encodeURIComponent(slug)}/images/${encodeURIComponent(version)}/download-size`, signal }),
    staleTime: Infinity,
  });

export interface DownloadOptions {
  appId: number;
  deviceType: string;
  version: string;
  variant: 'prod' | 'dev';
  fileType: '.zip' | '.gz' | '.img';
  network: 'ethernet' | 'wifi';
  wifiSsid?: string;
  wifiKey?: string;
  /** Minutes. */
  appUpdatePollInterval: number;
}

/** The /download query string (values as the contract lists them; the variant rides on the version). */
export function downloadQuery(o: DownloadOptions): Record<string, string> {
  const query: Record<string, string> = {
    deviceType: o.deviceType,
    version: `${o.version}.${o.variant}`,
    fileType: o.fileType,
    imageType: 'raw',
    developmentMode: String(o.variant === 'dev'),
    appId: String(o.appId),
    network: o.network,
    appUpdatePollInterval: String(o.appUpdatePollInterval),
  };
  if (o.network === 'wifi') {
    query.wifiSsid = o.wifiSsid ?? '';
    query.wifiKey = o.wifiKey ?? '';
  }
  return query;
}
