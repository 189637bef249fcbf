/**
 * One device (spec 02 §3 "Device", §7 "Device reads"; wire shapes from api-ground-truth §2.4 and §4):
 * the device page read by uuid, the variables pages' basics (ids, fleet, device type, services), the
 * location fields, the host OS access check and the log stream.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  api,
  IGNORE_UNAUTHORIZED,
  NO_RETRY,
  ok,
  readOne,
  readOptions,
  type DashboardClient,
  type RowOf,
} from '../client.ts';
import type { ServiceRef } from '../application/fleet.ts';
import { deviceKeys } from './keys.ts';

const RELEASE = { $select: ['id', 'commit', 'raw_version'] } as const;

/** The device page's selection. */
const devicePageRead = readOptions('device', {
  $select: [
    'id',
    'uuid',
    'device_name',
    'note',
    'created_at',
    'is_online',
    'is_active',
    'is_frozen',
    'is_connected_to_vpn',
    'overall_status',
    'overall_progress',
    'provisioning_state',
    'api_heartbeat_state',
    'last_connectivity_event',
    'update_status',
    'last_update_status_event',
    'os_version',
    'os_variant',
    'supervisor_version',
    'ip_address',
    'public_address',
    'mac_address',
    'is_web_accessible',
    'is_accessible_by_support_until__date',
    'is_locked_until__date',
    'memory_usage',
    'memory_total',
    'storage_usage',
    'storage_total',
    'storage_block_device',
    'cpu_usage',
    'cpu_temp',
    'is_undervolted',
  ],
  $expand: {
    belongs_to__application: {
      $select: ['id', 'app_name', 'slug', 'is_of__class'],
      $expand: {
        organization: { $select: ['id', 'handle', 'name', 'is_frozen'] },
        application_type: { $select: ['supports_web_url', 'supports_multicontainer'] },
      },
    },
    is_of__device_type: {
      $select: ['id', 'slug', 'name', 'contract'],
      $expand: { is_of__cpu_architecture: { $select: ['slug'] } },
    },
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
});

/** The device as the device page reads it. */
export type DeviceDetails = RowOf<'device', typeof devicePageRead>;
/** A release as the device page names it. */
export type NamedRelease = DeviceDetails['is_running__release'][number];

/** Reads the device by uuid; null when it is unknown or not visible (`{d: []}`, api-ground-truth §6.1). */
const fetchDevice = (uuid: string, signal?: AbortSignal): Promise<DeviceDetails | null> =>
  readOne('device', { uuid }, devicePageRead, { signal }).then((row) => row ?? null);

/** The device page read (the page polls it). */
export const deviceQuery = (uuid: string) =>
  queryOptions({ queryKey: deviceKeys.detail(uuid), queryFn: ({ signal }) => fetchDevice(uuid, signal) });

/**
 * GET /access/v1/hostos/{uuid}: 200 when the host OS terminal is allowed, 401 otherwise (answered as
 * data, without a logged-in check).
 */
export const hostAccessQuery = (uuid: string) =>
  queryOptions({
    queryKey: deviceKeys.hostAccess(uuid),
    queryFn: async ({ signal }) => {
      try {
        await ok(
          api.client.GET('/access/v1/hostos/{uuid}', {
            params: { path: { uuid } },
            headers: IGNORE_UNAUTHORIZED,
            signal,
          }),
        );
        return true;
      } catch {
        return false;
      }
    },
  });

/** What the device variables pages need: ids, fleet, device type and the services installed on the device. */
export interface DeviceBasics {
  id: number;
  uuid: string;
  name: string;
  fleetId: number;
  organizationId: number;
  deviceType: string;
  /** Services running on the device, with their service install ids. */
  services: Array<ServiceRef & { installId: number }>;
}

const deviceBasicsRead = readOptions('device', {
  $select: ['id', 'uuid', 'device_name'],
  $expand: {
    belongs_to__application: { $select: ['id', 'organization'] },
    is_of__device_type: { $select: ['slug'] },
    service_install: { $select: ['id'], $expand: { installs__service: { $select: ['id', 'service_name'] } } },
  },
});

export const deviceBasicsQuery = (uuid: string) =>
  queryOptions({
    queryKey: deviceKeys.basics(uuid),
    queryFn: async ({ signal }): Promise<DeviceBasics | null> => {
      const row = await readOne('device', { uuid }, deviceBasicsRead, { signal });
      if (!row) return null;
      const fleet = row.belongs_to__application[0];
      return {
        id: row.id,
        uuid: row.uuid,
        name: row.device_name,
        fleetId: fleet?.id ?? 0,
        organizationId: fleet?.organization?.__id ?? 0,
        deviceType: row.is_of__device_type[0]?.slug ?? '',
        services: row.service_install
          .flatMap((si) => si.installs__service.map((s) => ({ id: s.id, name: s.service_name, installId: si.id })))
          .sort((a, b) => a.name.localeCompare(b.name)),
      };
    },
  });

/** The location fields of a device (reported and custom). */
export const deviceLocationQuery = (uuid: string) =>
  queryOptions({
    queryKey: deviceKeys.location(uuid),
    queryFn: ({ signal }) =>
      readOne(
        'device',
        { uuid },
        { $select: ['id', 'uuid', 'latitude', 'longitude', 'custom_latitude', 'custom_longitude', 'location'] },
        { signal },
      ),
  });

/**
 * Opens the device log stream GET /device/v2/{uuid}/logs?stream=1&count=N (api-ground-truth §4:
 * NDJSON, backlog first, then live lines, bare-newline heartbeats) and resolves with the unread body
 * once the answer's headers arrived; an error answer rejects with ApiError. No retries: the log view
 * reconnects itself.
 */
export async function openLogStream(
  uuid: string,
  count: number,
  signal: AbortSignal,
  c: DashboardClient = api,
): Promise<ReadableStream<Uint8Array>> {
  const { response } = await c.client.GET('/device/v2/{uuid}/logs', {
    params: { path: { uuid }, query: { stream: '1', count } },
    headers: NO_RETRY,
    parseAs: 'stream',
    signal,
  });
  return response.body ?? new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });
}
