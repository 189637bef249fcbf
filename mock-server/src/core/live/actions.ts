/**
 * The device actions service (spec 02 §7 "Device actions service", §4 "Diagnostic run states";
 * api-ground-truth §4 OS update row): resinhup (OS update), checks and diagnose runs per device,
 * moving configuring → in_progress → done | error on the world's mock clock. `advanceActions`
 * writes the effects into the store (update progress on the device, new OS and a reboot when done).
 */
import type { World } from '../world.ts';
import { diagnoseReport, healthChecks, type HealthCheck } from './action-results.ts';
import { OFFLINE_FIELDS, ONLINE_FIELDS, patchDevice, schedule } from './pending.ts';
import { isReachable } from './supervisor.ts';
import { osVersionLabel, parseOsVersion } from '../../../../shared/version.ts';
import { REBOOT_DOWNTIME_MS } from './constants.ts';
import type { StoredRow } from '../store/rows.ts';

export type ActionName = 'resinhup' | 'checks' | 'diagnose';
export type ActionState = 'idle' | 'triggered' | 'configuring' | 'in_progress' | 'done' | 'error';
export const ACTION_NAMES: readonly ActionName[] = ['resinhup', 'checks', 'diagnose'];

/** Mock-clock time each action spends configuring, then in progress. */
export const ACTION_TIMINGS: Readonly<Record<ActionName, { configuringMs: number; runMs: number }>> = {
  resinhup: { configuringMs: 5_000, runMs: 90_000 },
  checks: { configuringMs: 3_000, runMs: 12_000 },
  diagnose: { configuringMs: 3_000, runMs: 20_000 },
};
/** Error when the device loses its cloud link during a run. */
export const LOST_LINK_ERROR = 'The device went offline during the action';

export interface ActionRecord {
  id: string;
  action: ActionName;
  deviceId: number;
  startedAt: number;
  parameters?: Record<string, unknown>;
  /** Set once finished. */
  final?: {
    state: 'done' | 'error';
    at: number;
    error?: string;
    result?: { checks?: HealthCheck[]; diagnose?: string };
  };
}

interface ActionTable {
  byId: Map<string, ActionRecord>;
  counter: number;
}
const tables = new WeakMap<World, ActionTable>();
function table(world: World): ActionTable {
  let t = tables.get(world);
  if (!t) tables.set(world, (t = { byId: new Map(), counter: 0 }));
  return t;
}

/** The state of a record at `now` (the finished state once final). */
function stateAt(r: ActionRecord, now: number): { state: ActionState; progress?: number } {
  if (r.final)
    return { state: r.final.state, progress: r.final.state === 'done' && r.action === 'resinhup' ? 100 : undefined };
  const t = ACTION_TIMINGS[r.action];
  const elapsed = now - r.startedAt;
  if (elapsed < t.configuringMs) return { state: 'configuring' };
  const progress = Math.min(100, Math.floor(((elapsed - t.configuringMs) / t.runMs) * 100));
  return progress >= 100 ? { state: 'done', progress: 100 } : { state: 'in_progress', progress };
}

/** The unfinished action of a device, if any (only one runs at a time, spec 02 §8). */
export function runningAction(world: World, deviceId: number): ActionRecord | undefined {
  advanceActions(world);
  return [...table(world).byId.values()].find((r) => r.deviceId === deviceId && !r.final);
}

/** Starts an action; callers check eligibility and `runningAction` first. */
export function startAction(
  world: World,
  device: StoredRow<'device'>,
  action: ActionName,
  parameters?: Record<string, unknown>,
): ActionRecord {
  const t = table(world);
  const id =
    action === 'resinhup' ? `resinhup_${++t.counter}` : `act_${String(device.uuid).slice(0, 8)}_${++t.counter}`;
  const record: ActionRecord = { id, action, deviceId: device.id, startedAt: world.clock.now(), parameters };
  t.byId.set(id, record);
  return record;
}

/** An action of a device by id; `resinhup` means the device's latest OS update. */
export function findAction(world: World, deviceId: number, id: string): ActionRecord | undefined {
  advanceActions(world);
  const all = [...table(world).byId.values()].filter((r) => r.deviceId === deviceId);
  if (id === 'resinhup') return all.filter((r) => r.action === 'resinhup').at(-1);
  return all.find((r) => r.id === id);
}

function finish(world: World, r: ActionRecord, device: StoredRow<'device'>, at: number): void {
  if (r.action === 'resinhup') {
    // A draft target (`5.1.10-1706616336246+rev2`, a pre-release's raw_version) installs its version.
    const target = parseOsVersion(String(r.parameters?.target_version ?? '').replace(/^(\d+\.\d+\.\d+)-[\w.-]+/, '$1'));
    patchDevice(world, device.id, {
      status: 'Idle',
      download_progress: null,
      ...(target
        ? {
            os_version: `balenaOS ${osVersionLabel(target)}`,
            ...(target.variant ? { os_variant: target.variant } : {}),
          }
        : {}),
      ...OFFLINE_FIELDS,
    });
    schedule(world, device.id, at + REBOOT_DOWNTIME_MS, {
      ...ONLINE_FIELDS,
      last_connectivity_event: new Date(at + REBOOT_DOWNTIME_MS).toISOString(),
    });
    r.final = { state: 'done', at };
  } else {
    r.final = {
      state: 'done',
      at,
      result:
        r.action === 'checks'
          ? { checks: healthChecks(world, device) }
          : { diagnose: diagnoseReport(world, device, at) },
    };
  }
}

/**
 * Applies what the mock clock says happened: progress on updating devices, completion effects, and
 * `error` for runs whose device lost its cloud link. Returns how many records changed state.
 */
export function advanceActions(world: World): number {
  const now = world.clock.now();
  let changed = 0;
  for (const r of table(world).byId.values()) {
    if (r.final) continue;
    const device = world.store.get('device', r.deviceId);
    if (!device) {
      r.final = { state: 'error', at: now, error: 'Device not found' };
      changed++;
      continue;
    }
    if (!isReachable(world, device)) {
      r.final = { state: 'error', at: now, error: LOST_LINK_ERROR };
      if (r.action === 'resinhup') patchDevice(world, device.id, { status: 'Idle', download_progress: null });
      changed++;
      continue;
    }
    const { state, progress } = stateAt(r, now);
    if (state === 'done') {
      finish(
        world,
        r,
        device,
        Math.min(now, r.startedAt + ACTION_TIMINGS[r.action].configuringMs + ACTION_TIMINGS[r.action].runMs),
      );
      changed++;
    } else if (r.action === 'resinhup' && state === 'in_progress' && device.download_progress !== progress) {
      patchDevice(world, device.id, { status: 'Downloading', download_progress: progress });
    }
  }
  return changed;
}

/** The wire form of a record at `now` (contract ActionStatus). */
export function actionStatus(r: ActionRecord, now: number): Record<string, unknown> {
  const { state, progress } = stateAt(r, now);
  const updatedAt = r.final?.at ?? now;
  return {
    id: r.action === 'resinhup' ? 'resinhup' : r.id,
    action: r.action,
    status: state,
    ...(r.parameters ? { parameters: r.parameters } : {}),
    ...(progress !== undefined ? { progress } : {}),
    ...(r.final?.result ? { result: r.final.result } : {}),
    ...(state === 'error' ? { error: r.final?.error ?? null, fatal: false } : {}),
    createdAt: new Date(r.startedAt).toISOString(),
    updatedAt: new Date(updatedAt).toISOString(),
  };
}
