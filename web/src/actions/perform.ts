/**
 * The calls behind each device action (spec 02 §7 "Device operations"; wire shapes from
 * api-ground-truth §2.4 and §4), all through the one API client. One request per device so the
 * batch can report per-device results.
 */
import { api } from '../lib/api-client.ts';
import { ApiError } from '../lib/errors.ts';
import { compileUrl } from '../lib/odata/index.ts';
import type { ActionDevice } from './types.ts';

/** The config variable behind local mode (spec 02 §4). */
export const LOCAL_MODE_VAR = 'RESIN_SUPERVISOR_LOCAL_MODE';
/** The OS update action of the actions service (api-ground-truth §4). */
export const OS_UPDATE_ACTION = 'resinhup';

export type SupervisorCommand = 'restart' | 'reboot' | 'shutdown' | 'purge' | 'blink';

/**
 * POST /supervisor/v1/{command} with the SDK's body: reboot/shutdown `{deviceId, data:{force}}`,
 * restart/purge `{deviceId, appId, data:{appId, force}}`, blink `{uuid}`. A 423 (update lock) throws
 * an ApiError with status 423.
 */
export async function supervisorCommand(command: SupervisorCommand, d: ActionDevice, force = false): Promise<void> {
  const body =
    command === 'blink'
      ? { uuid: d.uuid }
      : command === 'restart' || command === 'purge'
        ? { deviceId: d.id, appId: d.fleet_id, data: { appId: d.fleet_id, force } }
        : { deviceId: d.id, data: { force } };
  await api.request({ method: 'POST', path: `/supervisor/v1/${command}`, body, resource: 'device' });
}

/** PATCH /v7/device(id) with a body of fields (200 empty on success). */
export async function patchDevice(d: ActionDevice, body: Record<string, unknown>): Promise<void> {
  await api.request({ method: 'PATCH', path: compileUrl('device', undefined, d.id), body, resource: 'device' });
}

/** DELETE /v7/device(id). */
export async function deleteDevice(d: ActionDevice): Promise<void> {
  await api.request({ method: 'DELETE', path: compileUrl('device', undefined, d.id), resource: 'device' });
}

const isConflict = (e: unknown) => e instanceof ApiError && e.status === 409;

/**
 * Sets a device tag: POST device_tag, and on a unique conflict PATCH the existing one, as the SDK's
 * tags.set does (spec 02 §7 "tag set and remove per resource id and tag_key").
 */
export async function setDeviceTag(d: ActionDevice, tagKey: string, value: string): Promise<void> {
  try {
    await api.request({ method: 'POST', path: compileUrl('device_tag'), body: { device: d.id, tag_key: tagKey, value }, resource: 'device_tag' });
  } catch (e) {
    if (!isConflict(e)) throw e;
    const path = compileUrl('device_tag', { $filter: { device: d.id, tag_key: tagKey } });
    await api.request({ method: 'PATCH', path, body: { value }, resource: 'device_tag' });
  }
}

/** Sets a device config variable the same way (POST, then PATCH on conflict). */
export async function setDeviceConfigVar(d: ActionDevice, name: string, value: string): Promise<void> {
  try {
    await api.request({ method: 'POST', path: compileUrl('device_config_variable'), body: { device: d.id, name, value }, resource: 'device_config_variable' });
  } catch (e) {
    if (!isConflict(e)) throw e;
    const path = compileUrl('device_config_variable', { $filter: { device: d.id, name } });
    await api.request({ method: 'PATCH', path, body: { value }, resource: 'device_config_variable' });
  }
}

/**
 * POST /v1/{uuid}/resinhup with `{parameters:{target_version}}`; an answer other than `triggered`
 * is an error (spec 02 §7 "start OS update").
 */
export async function startOsUpdate(d: ActionDevice, targetVersion: string): Promise<void> {
  const answer = await api.request<{ status?: string; error?: string }>({
    method: 'POST',
    path: `/v1/${d.uuid}/${OS_UPDATE_ACTION}`,
    body: { parameters: { target_version: targetVersion } },
    resource: 'device',
  });
  if (answer?.status !== 'triggered') throw new Error(answer?.error ?? `OS update ${answer?.status ?? 'not started'}`);
}
