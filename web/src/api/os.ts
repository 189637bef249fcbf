/**
 * Device types and OS images (spec 02 §2 "Add device offers an OS image download", §5, §7 "Downloads
 * go to the API host /download"; api-ground-truth §4 /download row): the device type catalog, the OS
 * versions of a device type, an image's download size and the download address.
 */
import { queryOptions } from '@tanstack/react-query';
import { api, ok, read } from './client.ts';
import { queryKeys } from '../lib/query-keys.ts';

/** Keys, general → specific. */
const osKeys = {
  all: () => queryKeys.resource('device_type'),
  catalog: () => [...osKeys.all(), 'catalog'] as const,
  sameArch: (arch: string) => [...queryKeys.resource('device_type'), 'same-arch', arch] as const,
  versions: (slug: string) => [...osKeys.all(), 'images', slug] as const,
  downloadSize: (slug: string, version: string) => [...osKeys.all(), 'download-size', slug, version] as const,
};

/** The device type catalog (GET /device-types/v1). */
export const deviceTypesQuery = () =>
  queryOptions({
    queryKey: osKeys.catalog(),
    queryFn: ({ signal }) => ok(api.client.GET('/device-types/v1', { signal })),
  });

/** A device type of the catalog. */
export type CatalogDeviceType = Awaited<
  ReturnType<NonNullable<ReturnType<typeof deviceTypesQuery>['queryFn']>>
>[number];

/** Discontinued device types are hidden unless asked for (spec 02 §5). */
export const isDiscontinued = (dt: Pick<CatalogDeviceType, 'state'>): boolean =>
  dt.state?.toLowerCase() === 'discontinued';

/** The OS versions offered for a device type and the latest one (GET /device-types/v1/{slug}/images). */
export const osVersionsQuery = (slug: string) =>
  queryOptions({
    queryKey: osKeys.versions(slug),
    queryFn: ({ signal }) =>
      ok(api.client.GET('/device-types/v1/{slug}/images', { params: { path: { slug } }, signal })),
    staleTime: Infinity,
  });

export const downloadSizeQuery = (slug: string, version: string) =>
  queryOptions({
    queryKey: osKeys.downloadSize(slug, version),
    queryFn: ({ signal }) =>
      ok(
        api.client.GET('/device-types/v1/{slug}/images/{version}/download-size', {
          params: { path: { slug, version } },
          signal,
        }),
      ),
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

/** The /download query parameters, as sent. */
export type DownloadQuery = {
  deviceType: string;
  version: string;
  fileType: string;
  imageType: 'raw';
  developmentMode: string;
  appId: string;
  network: string;
  appUpdatePollInterval: string;
  wifiSsid?: string;
  wifiKey?: string;
};

/** The /download query (values as the contract lists them; the variant rides on the version). */
export function downloadQuery(o: DownloadOptions): DownloadQuery {
  const query: DownloadQuery = {
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

/** Device types of one CPU architecture (spec 02 §5: only the same architecture is offered). */
export const sameArchDeviceTypesQuery = (arch: string) =>
  queryOptions({
    queryKey: osKeys.sameArch(arch),
    queryFn: ({ signal }) =>
      read(
        'device_type',
        {
          $select: ['id', 'slug', 'name'],
          $filter: { is_of__cpu_architecture: { $any: { $alias: 'c', $expr: { c: { slug: arch } } } } },
          $orderby: { name: 'asc' },
        },
        { signal },
      ),
  });

/** The id of the device type `slug`, or undefined when there is none. */
export async function deviceTypeIdOf(slug: string): Promise<number | undefined> {
  return (await read('device_type', { $select: ['id'], $filter: { slug } }))[0]?.id;
}
