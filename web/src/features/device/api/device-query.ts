/**
 * The device read of the device page (spec 02 §7 "Device reads": GET device with select and expand,
 * `getWithServiceDetails(uuid)` polled every 60 s): one OData call by the uuid key, shared by the
 * route loader and the components.
 */
import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../../../lib/api-client.ts';
import { compileUrl } from '../../../lib/odata/index.ts';
import { DEVICE_POLL_MS } from '../constants.ts';
import { deviceKeys } from './keys.ts';
import type { DeviceDetails } from './types.ts';

const RELEASE = { $select: ['id', 'commit', 'raw_version'] } as const;

/** The OData URL of the device page read. */
export function deviceUrl(uuid: string): string {
  return compileUrl(
    'device',
    {
      $select: [
        'id', 'uuid', 'device_name', 'note', 'created_at', 'is_online', 'is_active', 'is_frozen', 'is_connected_to_vpn',
        'overall_status', 'overall_progress', 'provisioning_state', 'api_heartbeat_state', 'last_connectivity_event',
        'update_status', 'last_update_status_event', 'os_version', 'os_variant', 'supervisor_version', 'ip_address',
        'public_address', 'mac_address', 'is_web_accessible', 'is_accessible_by_support_until__date', 'is_locked_until__date',
        'memory_usage', 'memory_total', 'storage_usage', 'storage_total', 'storage_block_device', 'cpu_usage', 'cpu_temp', 'is_undervolted',
      ],
      $expand: {
        belongs_to__application: {
          $select: ['id', 'app_name', 'slug', 'is_of__class'],
          $expand: { organization: { $select: ['id', 'handle', 'name', 'is_frozen'] }, application_type: { $select: ['supports_web_url', 'supports_multicontainer'] } },
        },
        is_of__device_type: { $select: ['id', 'slug', 'name', 'contract'], $expand: { is_of__cpu_architecture: { $select: ['slug'] } } },
        is_running__release: RELEASE,
        should_be_running__release: RELEASE,
        is_pinned_on__release: RELEASE,
        should_be_operated_by__release: { $select: ['id', 'raw_version', 'phase'] },
        should_be_managed_by__release: { $select: ['id', 'raw_version'] },
        device_tag: { $select: ['id', 'tag_key', 'value'], $orderby: { tag_key: 'asc' } },
        device_config_variable: { $select: ['id', 'name', 'value'] },
        image_install: {
          $select: ['id', 'download_progress', 'status', 'install_date'],
          $filter: { status: { $ne: 'deleted' } },
          $expand: {
            installs__image: { $select: ['id'], $expand: { is_a_build_of__service: { $select: ['id', 'service_name'] } } },
            is_provided_by__release: RELEASE,
          },
        },
        service_install: { $select: ['id'], $expand: { installs__service: { $select: ['id', 'service_name'] } } },
      },
    } as never,
    { uuid } as never,
  );
}

/** Reads the device by uuid; null when it is unknown or not visible (`{d: []}`, api-ground-truth §6.1). */
export async function fetchDevice(uuid: string, signal?: AbortSignal, client: ApiClient = api): Promise<DeviceDetails | null> {
  const res = await client.request<{ d: DeviceDetails[] }>({ path: deviceUrl(uuid), resource: 'device', signal });
  return res.d[0] ?? null;
}

/** The device query: refetched every 60 s, paused while the tab is hidden (spec 02 §4 "Polling"). */
export const deviceQuery = (uuid: string) =>
  queryOptions({
    queryKey: deviceKeys.detail(uuid),
    queryFn: ({ signal }) => fetchDevice(uuid, signal),
    refetchInterval: DEVICE_POLL_MS,
    refetchIntervalInBackground: false,
  });

/** The API's public `/config` (deviceUrlsBase for the public device URL, spec 02 §9). */
export const apiConfigQuery = () =>
  queryOptions({
    queryKey: deviceKeys.config(),
    queryFn: ({ signal }) => api.request<{ deviceUrlsBase?: string }>({ path: '/config', sendToken: false, signal }),
    staleTime: Infinity,
  });

/**
 * GET /access/v1/hostos/{uuid} (spec 02 §7 "Terminal, keys and sources"): 200 when the host OS
 * terminal is allowed, 401 otherwise (answered as data, without a logged-in check).
 */
export const hostAccessQuery = (uuid: string) =>
  queryOptions({
    queryKey: deviceKeys.hostAccess(uuid),
    queryFn: async ({ signal }) => {
      try {
        await api.request({ path: `/access/v1/hostos/${encodeURIComponent(uuid)}`, ignoreUnauthorized: true, signal });
        return true;
      } catch {
        return false;
      }
    },
    staleTime: DEVICE_POLL_MS,
  });
