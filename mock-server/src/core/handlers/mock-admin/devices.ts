/**
 * Admin API: a device's live state and its simulated release updates (`/__mock/devices/{uuid}*`,
 * operations mockGetDeviceLive, mockStartDeviceUpdate, mockFailDeviceUpdate,
 * mockDisarmDeviceUpdateFailure). The simulation itself is live/release-update.ts.
 */
import * as z from 'zod';
import { json, type CoreRequest, type CoreResponse } from '../../http.ts';
import type { RouteDef } from '../../router.ts';
import type { World } from '../../world.ts';
import type { Row } from '../../model/data-source.ts';
import { deviceByUuid, deviceFlags, FlagError } from '../../faults/flags.ts';
import {
  armedUpdateFailure,
  disarmUpdateFailure,
  failReleaseUpdate,
  releaseUpdateView,
  startReleaseUpdate,
  targetReleaseOf,
  UpdateError,
} from '../../live/release-update.ts';
import { validateBody } from '../../validate-body.ts';
import { adminError, adminRules, worldOf } from './respond.ts';
import { param } from '../../router.ts';

const StartBody = z.object({ downloadSeconds: z.int().min(1).max(3600).optional() }).strict();
const FailBody = z.object({ reason: z.string().trim().min(1).max(200).optional() }).strict();

const releaseRef = (world: World, id: unknown): { id: number; commit: string } | null => {
  const row = typeof id === 'number' ? world.store.get('release', id) : undefined;
  return row ? { id: row.id, commit: String(row.commit) } : null;
};

/** The `MockDeviceLive` body of a device. */
export function deviceLiveView(world: World, device: Row): Record<string, unknown> {
  const update = releaseUpdateView(world, device);
  const row = world.store.get('device', device.id) ?? device;
  const value = (field: string): unknown => world.store.value('device', row, field);
  const progress = value('overall_progress');
  return {
    uuid: String(row.uuid),
    deviceName: String(row.device_name),
    overallStatus: String(value('overall_status')),
    overallProgress: typeof progress === 'number' ? progress : null,
    updateStatus: typeof row.update_status === 'string' ? row.update_status : null,
    isOnline: row.is_online === true,
    heartbeat: String(row.api_heartbeat_state),
    isFrozen: row.is_frozen === true,
    lockedUntil: typeof row.is_locked_until__date === 'string' ? row.is_locked_until__date : null,
    runningRelease: releaseRef(world, row.is_running__release),
    targetRelease: releaseRef(world, targetReleaseOf(world, row)?.id),
    flags: [...deviceFlags(world, String(row.uuid)).flags],
    update,
    failNext: armedUpdateFailure(world, row),
  };
}

/** Runs `act` on the addressed device; 404 for an unknown uuid, the UpdateError's status for a refusal. */
function onDevice(req: CoreRequest, uuid: string, act: (w: World, d: Row) => void): CoreResponse {
  const world = worldOf(req);
  try {
    const device = deviceByUuid(world, uuid);
    act(world, device);
    return json(200, deviceLiveView(world, device));
  } catch (err) {
    if (err instanceof FlagError || err instanceof UpdateError) return adminError(err.status, err.message);
    throw err;
  }
}

/** `/__mock/devices/{uuid}`, `.../update`, `.../update/fail`. */
export function deviceAdminRoutes(): RouteDef[] {
  return [
    {
      method: 'GET',
      path: '/__mock/devices/:uuid',
      operationId: 'mockGetDeviceLive',
      handler: ({ req, params }) => onDevice(req, param(params, 'uuid'), () => undefined),
    },
    {
      method: 'POST',
      path: '/__mock/devices/:uuid/update',
      operationId: 'mockStartDeviceUpdate',
      handler: ({ req, params }): CoreResponse => {
        const body = validateBody(StartBody, req.body, adminRules('update options'));
        if (!body.ok) return body.response;
        const seconds = body.value.downloadSeconds;
        return onDevice(req, param(params, 'uuid'), (world, device) =>
          startReleaseUpdate(world, device, seconds === undefined ? {} : { downloadMs: seconds * 1000 }),
        );
      },
    },
    {
      method: 'POST',
      path: '/__mock/devices/:uuid/update/fail',
      operationId: 'mockFailDeviceUpdate',
      handler: ({ req, params }): CoreResponse => {
        const body = validateBody(FailBody, req.body, adminRules('update failure'));
        if (!body.ok) return body.response;
        return onDevice(
          req,
          param(params, 'uuid'),
          (world, device) => void failReleaseUpdate(world, device, body.value.reason),
        );
      },
    },
    {
      method: 'DELETE',
      path: '/__mock/devices/:uuid/update/fail',
      operationId: 'mockDisarmDeviceUpdateFailure',
      handler: ({ req, params }) =>
        onDevice(req, param(params, 'uuid'), (world, device) => void disarmUpdateFailure(world, device)),
    },
  ];
}
