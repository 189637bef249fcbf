/**
 * Writes to devices (spec 02 §7 "Device operations", "Location", "Terminal, keys and sources"; wire
 * shapes from api-ground-truth §2.4 and §4): fields (PATCH), delete, note, custom location, tags and
 * config variables (POST; on a unique conflict PATCH the existing row, as the SDK's upsert does),
 * supervisor commands, container start/stop/restart and the OS update. One request per device, so a
 * batch can report per-device results. The hooks refresh the device reads they change; the action
 * registry (web/src/actions) writes outside React and refreshes through `useDeviceActionRefresh`.
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api, ApiError, client, ok, read, type paths } from '../client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { refreshExcept, useWrite } from '../mutation.ts';
import { releaseKeys } from '../release/keys.ts';
import { deviceActionKeys, deviceKeys } from './keys.ts';
import type { DeviceDetails } from './reads.ts';

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
export const useSetDeviceNote = (uuid: string) =>
  useWrite(
    ({ deviceId, note }: { deviceId: number; note: string }) => setDeviceNote(deviceId, note),
    () => [],
    {
      put: (_data, { note }) => [[deviceKeys.detail(uuid), (d) => (d ? { ...(d as DeviceDetails), note } : d)]],
    },
  );

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

/**
 * A run of the action registry that pins devices to a release (the release page's "Pin devices"):
 * runs `run` and refreshes every device and release read after every attempt, since a batch that
 * failed half-way pinned some devices all the same (and the release's device counts follow).
 */
export const usePinDevicesRun = <T>() =>
  useWrite(
    (run: () => Promise<T>) => run(),
    () => [deviceKeys.all(), releaseKeys.all()],
    { when: 'settled' },
  );

/** Sets (coordinates) or clears (null) the custom location, then refreshes the device reads. */
export const useCustomLocation = (deviceId: number) =>
  useWrite(
    (at: { latitude: number; longitude: number } | null) =>
      ok(
        client.PATCH('/v7/device({id})', {
          params: { path: { id: deviceId } },
          body: at
            ? { custom_latitude: String(at.latitude), custom_longitude: String(at.longitude) }
            : { custom_latitude: '', custom_longitude: '' },
        }),
      ),
    () => [deviceKeys.all()],
  );

/**
 * What the action registry's runs change. Its actions write devices through this module and
 * device/actions.ts outside React; after a run, the screen that ran it refreshes through one of
 * these, so the keys stay in the API layer.
 */
export function useDeviceActionRefresh() {
  const queries = useQueryClient();
  const refresh = (...keys: QueryKey[]) => Promise.all(keys.map((queryKey) => queries.invalidateQueries({ queryKey })));
  return {
    /** One device's page (its own action menu). */
    device: (uuid: string) => refresh(deviceKeys.detail(uuid)),
    /** A fleet's device list (the list's action bar). */
    fleetDevices: (fleetId: number) => refresh(deviceKeys.fleet(fleetId)),
    /**
     * Every device read and the action states (the device page's action flow). The pages of
     * `deleted` devices are not fetched again: the page is leaving, and a refetch would answer
     * "Resource not found" while it is still on screen.
     */
    everyDevice: (deleted: readonly string[] = []) =>
      refreshExcept(
        queries,
        [deviceKeys.all(), deviceActionKeys.all()],
        deleted.map((uuid) => queryKeys.detail('device', uuid)),
      ),
  };
}
