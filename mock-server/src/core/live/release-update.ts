/**
 * A simulated device applying its target release (spec 02 §3 device fields `update_status`,
 * `overall_status` "updating", `overall_progress`; §4 "Downloading or updating shows a progress
 * percentage"). Started from the mock's admin API, it moves on the world's mock clock:
 *
 * 1. downloading: one image_install per image of the target release, status `Downloading` with a
 *    rising `download_progress` (the computed overall_status reads "updating"); update_status
 *    `downloading`.
 * 2. downloaded: installs `Downloaded`; update_status `downloaded`. A device holding its update lock
 *    (flag or a future `is_locked_until__date`) waits here, as the supervisor does.
 * 3. installing: installs `Installing`; update_status `applying changes`.
 * 4. done: installs `Running`, the previous release's installs `deleted`, `is_running__release` set;
 *    update_status `done`.
 *
 * A failed update leaves its installs `failed` and update_status `aborted`; the old release keeps
 * running. Time only counts while the device works: offline (VPN down or the offline flag) or frozen
 * (`is_frozen`, see faults/flags.ts) devices do not progress until they are back.
 */
import type { World } from '../world.ts';
import type { StoredRow } from '../store/rows.ts';

type Device = StoredRow<'device'>;
import { insert, update } from '../store/index.ts';
import { deviceFlags } from '../faults/flags.ts';
import { isReachable } from './supervisor.ts';

/** Mock-clock time a device spends downloading by default. */
export const UPDATE_DOWNLOAD_MS = 60_000;
/** Mock-clock time between the download and the new release running. */
export const UPDATE_INSTALL_MS = 5_000;
/** An armed failure strikes when the download reaches this percentage. */
export const UPDATE_FAIL_AT_PERCENT = 50;
/** Error recorded when a failure is forced without a reason. */
export const DEFAULT_UPDATE_FAILURE = 'Failed to download image';

export type UpdatePhase = 'downloading' | 'downloaded' | 'installing' | 'done' | 'failed';
/** Why an update is not progressing right now. */
export type UpdateWait = 'offline' | 'frozen' | 'update-locked';

interface UpdateRecord {
  deviceId: number;
  releaseId: number;
  installIds: number[];
  startedAt: number;
  downloadMs: number;
  /** Mock-clock ms the device has spent working on the update (online and not frozen). */
  workedMs: number;
  /** Worked time at which installing began. */
  installFrom?: number;
  lastAt: number;
  phase: UpdatePhase;
  error?: string;
  finishedAt?: number;
}

interface UpdateTable {
  byDevice: Map<number, UpdateRecord>;
  /** Devices whose next (or running) download fails, with the reason. */
  failNext: Map<number, string>;
}

const tables = new WeakMap<World, UpdateTable>();
function table(world: World): UpdateTable {
  let t = tables.get(world);
  if (!t) tables.set(world, (t = { byDevice: new Map(), failNext: new Map() }));
  return t;
}

/** Refusal of an update request: the admin API answers `status` with `message`. */
export class UpdateError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'UpdateError';
  }
}

const fk = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);
const iso = (ms: number): string => new Date(ms).toISOString();
const isFinal = (r: UpdateRecord): boolean => r.phase === 'done' || r.phase === 'failed';

/** The release a device should run: its pinned release, else its fleet's (spec 02 §3). */
export function targetReleaseOf(world: World, device: Device): StoredRow<'release'> | undefined {
  const app = world.store.get('application', fk(device.belongs_to__application) ?? -1);
  const id = fk(device.is_pinned_on__release) ?? fk(app?.should_be_running__release);
  return id === undefined ? undefined : world.store.get('release', id);
}

/** Why the device cannot progress now, or null when it can. */
export function updateWait(world: World, device: StoredRow<'device'>): UpdateWait | null {
  if (!isReachable(world, device)) return 'offline';
  if (device.is_frozen === true) return 'frozen';
  return null;
}

function lockHeld(world: World, device: Device): boolean {
  if (deviceFlags(world, String(device.uuid)).updateLocked) return true;
  const until = typeof device.is_locked_until__date === 'string' ? Date.parse(device.is_locked_until__date) : NaN;
  return Number.isFinite(until) && until > world.clock.now();
}

const patchInstalls = (world: World, r: UpdateRecord, patch: Record<string, unknown>): void => {
  for (const id of r.installIds)
    if (world.store.get('image_install', id)) update(world.store, 'image_install', id, patch, { trusted: true });
};
const patchDevice = (world: World, r: UpdateRecord, patch: Record<string, unknown>): void => {
  update(world.store, 'device', r.deviceId, patch, { trusted: true });
};

function fail(world: World, r: UpdateRecord, reason: string, at: number): void {
  r.phase = 'failed';
  r.error = reason;
  r.finishedAt = at;
  patchInstalls(world, r, { status: 'failed', download_progress: null });
  patchDevice(world, r, { update_status: 'aborted', last_update_status_event: iso(at) });
  table(world).failNext.delete(r.deviceId);
}

function complete(world: World, r: UpdateRecord, at: number): void {
  const keep = new Set(r.installIds);
  for (const ii of world.store.find('image_install', 'device', r.deviceId))
    if (!keep.has(ii.id) && ii.status !== 'deleted')
      update(world.store, 'image_install', ii.id, { status: 'deleted', download_progress: null }, { trusted: true });
  patchInstalls(world, r, { status: 'Running', download_progress: null, install_date: iso(at) });
  patchDevice(world, r, { is_running__release: r.releaseId, update_status: 'done', last_update_status_event: iso(at) });
  r.phase = 'done';
  r.finishedAt = at;
}

/** Moves one update as far as the worked time allows. */
function advance(world: World, r: UpdateRecord, device: Device, now: number): void {
  if (updateWait(world, device) === null) r.workedMs += now - r.lastAt;
  r.lastAt = now;
  const failure = table(world).failNext.get(r.deviceId);
  if (r.phase === 'downloading') {
    const progress = Math.min(100, Math.floor((r.workedMs / r.downloadMs) * 100));
    if (failure !== undefined && progress >= UPDATE_FAIL_AT_PERCENT) return fail(world, r, failure, now);
    if (progress < 100) {
      const current = world.store.get('image_install', r.installIds[0] ?? -1)?.download_progress;
      if (current !== progress) patchInstalls(world, r, { download_progress: progress });
      return;
    }
    r.phase = 'downloaded';
    patchInstalls(world, r, { status: 'Downloaded', download_progress: null });
    patchDevice(world, r, { update_status: 'downloaded', last_update_status_event: iso(now) });
  }
  if (r.phase === 'downloaded') {
    if (lockHeld(world, device) || updateWait(world, device) !== null) return;
    r.phase = 'installing';
    r.installFrom = r.workedMs;
    patchInstalls(world, r, { status: 'Installing' });
    patchDevice(world, r, { update_status: 'applying changes', last_update_status_event: iso(now) });
  }
  if (r.phase === 'installing' && r.workedMs - (r.installFrom ?? 0) >= UPDATE_INSTALL_MS) complete(world, r, now);
}

/** Applies what the mock clock says happened to every running update. Returns how many are running. */
export function advanceReleaseUpdates(world: World): number {
  const t = tables.get(world);
  if (!t) return 0;
  const now = world.clock.now();
  let running = 0;
  for (const [deviceId, r] of t.byDevice) {
    if (isFinal(r)) continue;
    const device = world.store.get('device', deviceId);
    if (!device) {
      t.byDevice.delete(deviceId);
      continue;
    }
    advance(world, r, device, now);
    if (!isFinal(r)) running++;
  }
  return running;
}

export interface StartUpdateOptions {
  /** Mock-clock time the download takes (default UPDATE_DOWNLOAD_MS). */
  downloadMs?: number;
}

/**
 * Starts downloading the device's target release. UpdateError 409 when an update is already running,
 * the device has no target release, or it already runs it.
 */
export function startReleaseUpdate(world: World, device: Device, options: StartUpdateOptions = {}): void {
  advanceReleaseUpdates(world);
  const t = table(world);
  const current = t.byDevice.get(device.id);
  if (current && !isFinal(current)) throw new UpdateError(409, 'An update is already running on this device');
  const release = targetReleaseOf(world, device);
  if (!release)
    throw new UpdateError(409, 'The device has no target release (its fleet tracks none and it is not pinned)');
  if (fk(device.is_running__release) === release.id)
    throw new UpdateError(
      409,
      `The device already runs its target release ${String(release.commit).slice(0, 7)}; pin it to another release or change the fleet's release first`,
    );
  const images = world.store
    .find('release_image', 'is_part_of__release', release.id)
    .map((ri) => fk(ri.image))
    .filter((id): id is number => id !== undefined);
  if (images.length === 0) throw new UpdateError(409, `Release ${String(release.commit).slice(0, 7)} has no images`);
  const now = world.clock.now();
  const existing = world.store.find('image_install', 'device', device.id);
  const fields = {
    status: 'Downloading',
    download_progress: 0,
    is_provided_by__release: release.id,
    install_date: iso(now),
  };
  const installIds = images.map((image) => {
    const prior = existing.find((ii) => fk(ii.installs__image) === image);
    if (prior) return update(world.store, 'image_install', prior.id, fields, { trusted: true })?.id ?? prior.id;
    return insert(
      world.store,
      'image_install',
      { device: device.id, installs__image: image, ...fields },
      { trusted: true },
    ).id;
  });
  t.byDevice.set(device.id, {
    deviceId: device.id,
    releaseId: release.id,
    installIds,
    startedAt: now,
    downloadMs: options.downloadMs ?? UPDATE_DOWNLOAD_MS,
    workedMs: 0,
    lastAt: now,
    phase: 'downloading',
  });
  update(
    world.store,
    'device',
    device.id,
    { update_status: 'downloading', last_update_status_event: iso(now) },
    { trusted: true },
  );
}

/**
 * Makes the device's update fail: a download in progress fails now; otherwise the next update
 * fails when its download reaches UPDATE_FAIL_AT_PERCENT. Returns whether it failed now.
 */
export function failReleaseUpdate(world: World, device: Device, reason = DEFAULT_UPDATE_FAILURE): boolean {
  advanceReleaseUpdates(world);
  const t = table(world);
  const current = t.byDevice.get(device.id);
  if (current && !isFinal(current)) {
    fail(world, current, reason, world.clock.now());
    return true;
  }
  t.failNext.set(device.id, reason);
  return false;
}

/** Disarms a failure armed for the device's next update; returns whether one was armed. */
export function disarmUpdateFailure(world: World, device: Device): boolean {
  return table(world).failNext.delete(device.id);
}

/** The wire form of a device's latest update (contract MockDeviceUpdate), or null when it has had none. */
export function releaseUpdateView(world: World, device: Device): Record<string, unknown> | null {
  advanceReleaseUpdates(world);
  const r = tables.get(world)?.byDevice.get(device.id);
  if (!r) return null;
  const release = world.store.get('release', r.releaseId);
  const progress =
    r.phase === 'downloading'
      ? Math.min(100, Math.floor((r.workedMs / r.downloadMs) * 100))
      : r.phase === 'failed'
        ? null
        : 100;
  return {
    release: { id: r.releaseId, commit: String(release?.commit ?? '') },
    phase: r.phase,
    progress,
    waiting: isFinal(r)
      ? null
      : r.phase === 'downloaded' && lockHeld(world, device)
        ? 'update-locked'
        : updateWait(world, device),
    error: r.error ?? null,
    startedAt: iso(r.startedAt),
    finishedAt: r.finishedAt === undefined ? null : iso(r.finishedAt),
  };
}

/** The reason the next update will fail, or null. */
export const armedUpdateFailure = (world: World, device: Device): string | null =>
  tables.get(world)?.failNext.get(device.id) ?? null;
