/**
 * The supervisor proxy (api-ground-truth §4 "POST /supervisor/<path>"; spec 02 §4 "Action flow"):
 * target resolution, what each supervisor endpoint answers, and the state changes it causes.
 */
import type { World } from '../world.ts';
import { deviceFlags } from '../faults/index.ts';
import { update } from '../store/index.ts';
import { OFFLINE_FIELDS, ONLINE_FIELDS, cancelTransitions, patchDevice, schedule } from './pending.ts';
import { REBOOT_DOWNTIME_MS, SUPERVISOR_API_PORT, SUPERVISOR_OK, UPDATE_LOCKED_MESSAGE } from './constants.ts';
import type { StoredRow } from '../store/rows.ts';

/** The supervisor operations the proxy routes. */
export type SupervisorOp =
  | 'ping'
  | 'restart'
  | 'blink'
  | 'reboot'
  | 'shutdown'
  | 'purge'
  | 'update'
  | 'device'
  | 'start-service'
  | 'stop-service'
  | 'restart-service';

/** One device's answer: status and a JSON body or plain text. */
export interface DeviceAnswer {
  statusCode: number;
  body: unknown;
  text: boolean;
}

/** Parsed proxy body (contract SupervisorProxyRequest). */
export interface ProxyRequest {
  uuid?: string;
  deviceId?: number;
  appId?: number;
  data: Record<string, unknown>;
}

const ENVELOPE_OPS: ReadonlySet<SupervisorOp> = new Set(['reboot', 'shutdown', 'purge']);
const LOCKABLE_OPS: ReadonlySet<SupervisorOp> = new Set([
  'reboot',
  'shutdown',
  'purge',
  'restart',
  'start-service',
  'stop-service',
  'restart-service',
]);
const SERVICE_STATUS: Partial<Record<SupervisorOp, string>> = {
  'start-service': 'Running',
  'stop-service': 'Stopped',
  'restart-service': 'Running',
};

/** Parses a proxy body; a string error for a malformed one. */
export function parseProxyRequest(body: unknown): ProxyRequest | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'Invalid request body';
  const b = body as Record<string, unknown>;
  const out: ProxyRequest = { data: {} };
  if (b.uuid !== undefined) {
    if (typeof b.uuid !== 'string' || !/^[0-9a-f]{32}([0-9a-f]{30})?$/i.test(b.uuid)) return 'Invalid uuid';
    out.uuid = b.uuid.toLowerCase();
  }
  for (const key of ['deviceId', 'appId'] as const) {
    const v = b[key];
    if (v === undefined) continue;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) return `Invalid ${key}`;
    out[key] = v;
  }
  if (b.data !== undefined) {
    if (typeof b.data !== 'object' || b.data === null || Array.isArray(b.data)) return 'Invalid data';
    out.data = b.data as Record<string, unknown>;
  }
  return out;
}

/** Devices the body targets (before permission and online filtering). */
export function targetDevices(world: World, req: ProxyRequest): readonly StoredRow<'device'>[] {
  if (req.uuid !== undefined)
    return world.store
      .find('device', 'uuid', req.uuid)
      .filter((d) => req.appId === undefined || fkId(d.belongs_to__application) === req.appId);
  if (req.deviceId !== undefined) {
    const d = world.store.get('device', req.deviceId);
    return d && (req.appId === undefined || fkId(d.belongs_to__application) === req.appId) ? [d] : [];
  }
  if (req.appId !== undefined) return world.store.find('device', 'belongs_to__application', req.appId);
  return [];
}

/** Online over the cloudlink (`is_online`, which the API keeps equal to `is_connected_to_vpn`) and not forced offline by a fault flag (faults/flags.ts). */
export function isReachable(world: World, device: StoredRow<'device'>): boolean {
  return device.is_online === true && !deviceFlags(world, String(device.uuid)).offline;
}

function fkId(v: unknown): number | undefined {
  if (typeof v === 'number') return v;
  if (typeof v === 'object' && v !== null && typeof (v as { __id?: unknown }).__id === 'number')
    return (v as { __id: number }).__id;
  return undefined;
}

function lockedAnswer(op: SupervisorOp, device: StoredRow<'device'>): DeviceAnswer {
  const message = `${UPDATE_LOCKED_MESSAGE}: ${String(device.device_name ?? device.uuid)} holds the update lock`;
  return ENVELOPE_OPS.has(op)
    ? { statusCode: 423, body: { Data: '', Error: message }, text: false }
    : { statusCode: 423, body: message, text: false };
}

function ok(op: SupervisorOp): DeviceAnswer {
  if (!ENVELOPE_OPS.has(op)) return { statusCode: 200, body: SUPERVISOR_OK, text: true };
  return { statusCode: op === 'purge' ? 200 : 202, body: { Data: SUPERVISOR_OK, Error: null }, text: false };
}

/** The supervisor state of a device (contract SupervisorDeviceState). */
function supervisorState(device: StoredRow<'device'>): Record<string, unknown> {
  return {
    api_port: SUPERVISOR_API_PORT,
    ip_address: device.ip_address ?? null,
    mac_address: device.mac_address ?? null,
    os_version: device.os_version ?? null,
    supervisor_version: String(device.supervisor_version ?? ''),
    update_pending: false,
    update_failed: false,
    update_downloaded: false,
    status: 'Idle',
    download_progress: null,
    commit: null,
  };
}

/**
 * Performs one supervisor operation on one reachable device and answers as the supervisor would:
 * 423 for lockable operations when the update-locked flag is set and `data.force` is not true.
 */
export function performOnDevice(
  world: World,
  op: SupervisorOp,
  device: StoredRow<'device'>,
  data: Record<string, unknown>,
): DeviceAnswer {
  if (LOCKABLE_OPS.has(op) && deviceFlags(world, String(device.uuid)).updateLocked && data.force !== true)
    return lockedAnswer(op, device);
  const now = world.clock.now();
  switch (op) {
    case 'reboot':
      patchDevice(world, device.id, OFFLINE_FIELDS);
      schedule(world, device.id, now + REBOOT_DOWNTIME_MS, {
        ...ONLINE_FIELDS,
        last_connectivity_event: new Date(now + REBOOT_DOWNTIME_MS).toISOString(),
      });
      return ok(op);
    case 'shutdown':
      cancelTransitions(world, device.id);
      patchDevice(world, device.id, OFFLINE_FIELDS);
      return ok(op);
    case 'update':
      return { statusCode: 204, body: '', text: true };
    case 'device':
      return { statusCode: 200, body: supervisorState(device), text: false };
    case 'start-service':
    case 'stop-service':
    case 'restart-service': {
      const imageId = data.imageId;
      const status = SERVICE_STATUS[op] as string;
      for (const ii of world.store.find('image_install', 'device', device.id)) {
        if (imageId === undefined || fkId(ii.installs__image) === imageId)
          update(world.store, 'image_install', ii.id, { status }, { trusted: true });
      }
      return ok(op);
    }
    default:
      return ok(op);
  }
}
