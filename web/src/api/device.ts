/**
 * One device (spec 02 §3 "Device", §7 "Device reads", "Device operations", "Terminal, keys and
 * sources"; wire shapes from api-ground-truth §2.4 and §4): the device page read by uuid, the host OS
 * access check, the log stream, and the writes — fields (PATCH), delete, note, tags and config
 * variables (POST; on a unique conflict PATCH the existing row, as the SDK's upsert does), supervisor
 * commands, container start/stop/restart and the OS update. One request per device, so a batch can
 * report per-device results.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  ApiError,
  IGNORE_UNAUTHORIZED,
  NO_RETRY,
  ok,
  read,
  readOne,
  readOptions,
  type DashboardClient,
  type paths,
  type RowOf,
} from './client.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { useWrite } from './mutation.ts';

/** Keys, general → specific. */
export const deviceKeys = {
  all: () => queryKeys.resource('device'),
  detail: (uuid: string) => [...queryKeys.detail('device', uuid), 'page'] as const,
  hostAccess: (uuid: string) => [...queryKeys.detail('device', uuid), 'host-os-access'] as const,
};

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

// --- writes -------------------------------------------------------------------------------------

/** A device the writes address. */
export interface DeviceRef {
  id: number;
  uuid: string;
  /** The fleet (application) id. */
  fleet_id: number;
}

type DevicePatch = NonNullable<paths['/v7/device({id})']['patch']['requestBody']>['content']['application/json'];

/**
 * PATCH /v7/device(id) with a body of fields (200 empty on success). A new name is shown by every read
 * for the next 8 s, whatever a read that left before the write answers (spec 02 §9 "rename cache 8 s").
 */
export async function patchDevice(deviceId: number, body: DevicePatch): Promise<void> {
  await ok(api.client.PATCH('/v7/device({id})', { params: { path: { id: deviceId } }, body }));
  if (body.device_name !== undefined) api.renames.remember('device', deviceId, body.device_name);
}

/** DELETE /v7/device(id). */
export async function deleteDevice(deviceId: number): Promise<void> {
  await ok(api.client.DELETE('/v7/device({id})', { params: { path: { id: deviceId } } }));
}

/** PATCH the device note (spec 02 §7 "set note (id, text)"). */
const setDeviceNote = (deviceId: number, note: string) => patchDevice(deviceId, { note });

const isConflict = (e: unknown) => e instanceof ApiError && e.status === 409;

/** The id of a device's tag by key, if it has one. */
async function tagId(deviceId: number, tagKey: string): Promise<number | undefined> {
  return (await read('device_tag', { $select: ['id'], $filter: { device: deviceId, tag_key: tagKey } }))[0]?.id;
}

/** Sets a device tag: POST device_tag; on a unique conflict PATCH the existing one (the SDK's tags.set). */
export async function setDeviceTag(deviceId: number, tagKey: string, value: string): Promise<void> {
  try {
    await ok(api.client.POST('/v7/device_tag', { body: { device: deviceId, tag_key: tagKey, value } }));
  } catch (e) {
    if (!isConflict(e)) throw e;
    const id = await tagId(deviceId, tagKey);
    if (id === undefined) throw e;
    await ok(api.client.PATCH('/v7/device_tag({id})', { params: { path: { id } }, body: { value } }));
  }
}

/** Removes a device's tag by key (nothing to do when it has none). */
export async function removeDeviceTag(deviceId: number, tagKey: string): Promise<void> {
  const id = await tagId(deviceId, tagKey);
  if (id !== undefined) await ok(api.client.DELETE('/v7/device_tag({id})', { params: { path: { id } } }));
}

/** Sets a device config variable the same way (POST, then PATCH on conflict). */
export async function setDeviceConfigVar(deviceId: number, name: string, value: string): Promise<void> {
  try {
    await ok(api.client.POST('/v7/device_config_variable', { body: { device: deviceId, name, value } }));
  } catch (e) {
    if (!isConflict(e)) throw e;
    const id = (await read('device_config_variable', { $select: ['id'], $filter: { device: deviceId, name } }))[0]?.id;
    if (id === undefined) throw e;
    await ok(api.client.PATCH('/v7/device_config_variable({id})', { params: { path: { id } }, body: { value } }));
  }
}

export type SupervisorCommand = 'restart' | 'reboot' | 'shutdown' | 'purge' | 'blink';

/**
 * POST /supervisor/v1/{command} with the SDK's body: reboot/shutdown `{deviceId, data:{force}}`,
 * restart/purge `{deviceId, appId, data:{appId, force}}`, blink `{uuid}`. A 423 (update lock) rejects
 * with an ApiError of status 423.
 */
export async function supervisorCommand(command: SupervisorCommand, d: DeviceRef, force = false): Promise<void> {
  const withApp = { body: { deviceId: d.id, appId: d.fleet_id, data: { appId: d.fleet_id, force } } };
  const deviceOnly = { body: { deviceId: d.id, data: { force } } };
  switch (command) {
    case 'blink':
      await ok(api.client.POST('/supervisor/v1/blink', { body: { uuid: d.uuid } }));
      return;
    case 'restart':
      await ok(api.client.POST('/supervisor/v1/restart', withApp));
      return;
    case 'purge':
      await ok(api.client.POST('/supervisor/v1/purge', withApp));
      return;
    case 'reboot':
      await ok(api.client.POST('/supervisor/v1/reboot', deviceOnly));
      return;
    default:
      await ok(api.client.POST('/supervisor/v1/shutdown', deviceOnly));
  }
}

export type ServiceAction = 'start' | 'stop' | 'restart';

/**
 * POST /supervisor/v2/applications/{appId}/{action}-service with the SDK's body
 * `{deviceId, appId, data: {appId, imageId}}` (api-ground-truth §4; spec 02 §7 "Device service start,
 * stop and restart by device id and image id").
 */
async function serviceAction(action: ServiceAction, deviceId: number, appId: number, imageId: number): Promise<void> {
  const init = { params: { path: { appId } }, body: { deviceId, appId, data: { appId, imageId } } };
  if (action === 'start') await ok(api.client.POST('/supervisor/v2/applications/{appId}/start-service', init));
  else if (action === 'stop') await ok(api.client.POST('/supervisor/v2/applications/{appId}/stop-service', init));
  else await ok(api.client.POST('/supervisor/v2/applications/{appId}/restart-service', init));
}

/** The OS update action of the actions service (api-ground-truth §4). */
export const OS_UPDATE_ACTION = 'resinhup';

/**
 * POST /v1/{uuid}/resinhup with `{parameters:{target_version}}`; an answer other than `triggered`
 * is an error (spec 02 §7 "start OS update").
 */
export async function startOsUpdate(uuid: string, targetVersion: string): Promise<void> {
  const answer = await ok(
    api.client.POST('/v1/{uuid}/{action}', {
      params: { path: { uuid, action: OS_UPDATE_ACTION } },
      body: { parameters: { target_version: targetVersion } },
    }),
  );
  // Any answer but `triggered` means the update did not start (spec 02 §7); its error, else spec 02 §8's text.
  if (answer?.status !== 'triggered') throw new Error(answer?.error || 'cannot start the update process');
}

// --- logs ---------------------------------------------------------------------------------------

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

// --- mutation hooks -----------------------------------------------------------------------------

/** Starts, stops or restarts a service of device `uuid`; its page read refreshes. */
export const useServiceAction = (uuid: string) =>
  useWrite(
    ({
      action,
      deviceId,
      appId,
      imageId,
    }: {
      action: ServiceAction;
      deviceId: number;
      appId: number;
      imageId: number;
    }) => serviceAction(action, deviceId, appId, imageId),
    () => [deviceKeys.detail(uuid)],
  );

/**
 * Saves the note of device `uuid`. The page's read takes the saved text in place, without a
 * refetch: the editor saves while the user types.
 */
export function useSetDeviceNote(uuid: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ deviceId, note }: { deviceId: number; note: string }) => setDeviceNote(deviceId, note),
    onSuccess: (_data, { note }) =>
      queries.setQueryData(deviceKeys.detail(uuid), (d: DeviceDetails | null | undefined) => (d ? { ...d, note } : d)),
  });
}

/**
 * A batch of this module's writes to device `uuid` (the tag editor's sets and removals): runs
 * `write` and refreshes the page's read after every attempt, since a batch that failed half-way
 * changed some rows all the same.
 */
export const useDeviceBatchWrite = (uuid: string) =>
  useWrite(
    (write: () => Promise<unknown>) => write(),
    () => [deviceKeys.detail(uuid)],
    { when: 'settled' },
  );
