/**
 * The calls behind each device action (spec 02 §7 "Device operations"), addressed by the action's
 * device: thin adapters over web/src/api/device/writes.ts. One request per device so the batch can report
 * per-device results.
 */
import * as device from '../api/device/writes.ts';
import type { ActionDevice } from './types.ts';

import { LOCAL_MODE_VARIABLES } from '../../../shared/local-mode.ts';
import { setDeviceConfigVar as upsertDeviceConfigVar } from '../api/variable/writes.ts';

/** The config variable the dashboard writes for local mode (spec 02 §4). */
export const LOCAL_MODE_VAR = LOCAL_MODE_VARIABLES[0];

/** A supervisor command (restart, reboot, shutdown, purge, blink); a 423 (update lock) rejects with status 423. */
export const performSupervisorCommand = (command: device.SupervisorCommand, d: ActionDevice, force = false) =>
  device.supervisorCommand(command, d, force);

/** PATCH /v7/device(id) with a body of fields. */
export const performPatchDevice = (d: ActionDevice, body: Parameters<typeof device.patchDevice>[1]) =>
  device.patchDevice(d.id, body);

/** DELETE /v7/device(id). */
export const performDeleteDevice = (d: ActionDevice) => device.deleteDevice(d.id);

/** Sets a device tag (POST, PATCH on conflict). */
export const performSetDeviceTag = (d: ActionDevice, tagKey: string, value: string) =>
  device.setDeviceTag(d.id, tagKey, value);

/** Sets a device config variable (POST, PATCH on conflict). */
export const performSetDeviceConfigVar = (d: ActionDevice, name: string, value: string) =>
  upsertDeviceConfigVar(d.id, name, value);

/** Starts the OS update to a version; an answer other than `triggered` is an error. */
export const performStartOsUpdate = (d: ActionDevice, targetVersion: string) =>
  device.startOsUpdate(d.uuid, targetVersion);
