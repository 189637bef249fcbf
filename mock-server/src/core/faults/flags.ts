/**
 * Entity flags: mark a device flapping, offline, update-locked,
 * slow-logs, undervolted or frozen. Flags are written through to the store (`is_online`,
 * `is_connected_to_vpn`, `api_heartbeat_state`, `is_locked_until__date`, `is_undervolted`,
 * `is_frozen`), so the
 * OData answers agree, and kept in a per-world table that other handlers (supervisor proxy, log
 * stream, terminal) read with `deviceFlags(world, uuid)`. Clearing a flag restores the prior values.
 */
import type { World } from '../world.ts';
import { update } from '../store/write.ts';
import type { StoredRow } from '../store/rows.ts';

type Device = StoredRow<'device'>;
type DeviceField = keyof Device & string;
import { FLAP_PERIOD_MS, UPDATE_LOCK_MS } from './constants.ts';

export const DEVICE_FLAGS = ['flapping', 'offline', 'update-locked', 'slow-logs', 'undervolted', 'frozen'] as const;
export type DeviceFlag = (typeof DEVICE_FLAGS)[number];

/** What handlers ask about a device. `offline` is the effective state (a flapping device in its down phase counts). */
export interface DeviceFlagState {
  flags: readonly DeviceFlag[];
  offline: boolean;
  flapping: boolean;
  updateLocked: boolean;
  slowLogs: boolean;
  undervolted: boolean;
  /**
   * `is_frozen` (spec 02 §3; the dashboard's frozen-device dialog and redirects): the device stays
   * connected but applies no target state changes (live/release-update.ts pauses its updates) and
   * stops reporting metrics (the simulation skips flagged devices) until unfrozen.
   */
  frozen: boolean;
}

interface Entry {
  flags: Set<DeviceFlag>;
  /** Field values before the first flag touched them (restored when the last such flag clears). */
  saved: Record<string, unknown>;
  /** Mock-clock ms the flapping started (phase 0 = offline). */
  flapSince: number;
}

const tables = new WeakMap<World, Map<string, Entry>>();
const CONNECTIVITY_FIELDS = ['is_online', 'is_connected_to_vpn', 'api_heartbeat_state'] as const;
const OFFLINE_PATCH = { is_connected_to_vpn: false, is_online: false, api_heartbeat_state: 'offline' };
const ONLINE_PATCH = { is_connected_to_vpn: true, is_online: true, api_heartbeat_state: 'online' };

export class FlagError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'FlagError';
  }
}

function table(world: World): Map<string, Entry> {
  let t = tables.get(world);
  if (!t) tables.set(world, (t = new Map()));
  return t;
}

/** The device row of a uuid (case-insensitive); FlagError 404 when the world has none. */
export function deviceByUuid(world: World, uuid: string): Device {
  const row = world.store.find('device', 'uuid', uuid.toLowerCase())[0] ?? world.store.find('device', 'uuid', uuid)[0];
  if (!row) throw new FlagError(404, `Unknown device '${uuid}'`);
  return row;
}

const write = (world: World, row: Device, patch: Record<string, unknown>): void => {
  update(world.store, 'device', row.id, patch, { trusted: true });
};

function save(entry: Entry, row: Device, fields: readonly DeviceField[]): void {
  for (const f of fields) if (!(f in entry.saved)) entry.saved[f] = row[f];
}
function restore(world: World, entry: Entry, row: Device, fields: readonly DeviceField[]): void {
  const patch: Record<string, unknown> = {};
  for (const f of fields) {
    if (f in entry.saved) patch[f] = entry.saved[f];
    delete entry.saved[f];
  }
  if (Object.keys(patch).length) write(world, row, patch);
}

/** True while a flapping device is in its offline phase (even periods since it started). */
const flapDown = (entry: Entry, now: number): boolean => Math.floor((now - entry.flapSince) / FLAP_PERIOD_MS) % 2 === 0;

function applyConnectivity(world: World, entry: Entry, row: Device): void {
  const down = entry.flags.has('offline') || (entry.flags.has('flapping') && flapDown(entry, world.clock.now()));
  const patch = down ? OFFLINE_PATCH : ONLINE_PATCH;
  if (CONNECTIVITY_FIELDS.some((f) => row[f] !== patch[f])) write(world, row, patch);
}

/**
 * Sets a device's flags to exactly `flags` and writes the change through to the store.
 * Throws FlagError(404) for an unknown uuid.
 */
export function setDeviceFlags(world: World, uuid: string, flags: readonly DeviceFlag[]): DeviceFlagState {
  const row = deviceByUuid(world, uuid);
  const key = String(row.uuid);
  const t = table(world);
  const entry = t.get(key) ?? { flags: new Set<DeviceFlag>(), saved: {}, flapSince: world.clock.now() };
  const next = new Set(flags);
  const had = (f: DeviceFlag): boolean => entry.flags.has(f);
  if (next.has('flapping') && !had('flapping')) entry.flapSince = world.clock.now();
  const connectivity = next.has('offline') || next.has('flapping');
  if (connectivity) save(entry, row, CONNECTIVITY_FIELDS);
  if (next.has('update-locked') && !had('update-locked')) {
    save(entry, row, ['is_locked_until__date']);
    write(world, row, { is_locked_until__date: new Date(world.clock.now() + UPDATE_LOCK_MS).toISOString() });
  }
  if (next.has('undervolted') && !had('undervolted')) {
    save(entry, row, ['is_undervolted']);
    write(world, row, { is_undervolted: true });
  }
  if (next.has('frozen') && !had('frozen')) {
    save(entry, row, ['is_frozen']);
    write(world, row, { is_frozen: true });
  }
  entry.flags = next;
  if (connectivity) applyConnectivity(world, entry, deviceByUuid(world, key));
  else restore(world, entry, row, CONNECTIVITY_FIELDS);
  if (!next.has('update-locked')) restore(world, entry, row, ['is_locked_until__date']);
  if (!next.has('undervolted')) restore(world, entry, row, ['is_undervolted']);
  if (!next.has('frozen')) restore(world, entry, row, ['is_frozen']);
  if (next.size === 0) t.delete(key);
  else t.set(key, entry);
  return deviceFlags(world, key);
}

/** The flags of a device (all false when none are set). Handlers call this; it never throws. */
export function deviceFlags(world: World, uuid: string): DeviceFlagState {
  const entry = tables.get(world)?.get(uuid.toLowerCase()) ?? tables.get(world)?.get(uuid);
  const has = (f: DeviceFlag): boolean => entry?.flags.has(f) ?? false;
  const flapping = has('flapping');
  return {
    flags: entry ? DEVICE_FLAGS.filter((f) => entry.flags.has(f)) : [],
    offline: has('offline') || (flapping && !!entry && flapDown(entry, world.clock.now())),
    flapping,
    updateLocked: has('update-locked'),
    slowLogs: has('slow-logs'),
    undervolted: has('undervolted'),
    frozen: has('frozen'),
  };
}

/** Every flagged device of a world: uuid → flags. */
export function allDeviceFlags(world: World): Record<string, DeviceFlag[]> {
  const out: Record<string, DeviceFlag[]> = {};
  for (const [uuid, entry] of tables.get(world) ?? []) out[uuid] = DEVICE_FLAGS.filter((f) => entry.flags.has(f));
  return out;
}

/** Brings flapping devices' stored connectivity in line with the mock clock (run before each request). */
export function syncFlapping(world: World): void {
  const t = tables.get(world);
  if (!t) return;
  for (const [uuid, entry] of t) {
    if (!entry.flags.has('flapping') || entry.flags.has('offline')) continue;
    const row = world.store.find('device', 'uuid', uuid)[0];
    if (row) applyConnectivity(world, entry, row);
  }
}

/** A device's flag entry as a world snapshot keeps it (the values to restore included). */
export interface DeviceFlagRecord {
  uuid: string;
  flags: DeviceFlag[];
  saved: Record<string, unknown>;
  /** Mock-clock ms the flapping started. */
  flapSince: number;
}

/** Every flag entry of a world, for a snapshot. */
export function exportDeviceFlags(world: World): DeviceFlagRecord[] {
  return [...(tables.get(world) ?? [])].map(([uuid, e]) => ({
    uuid,
    flags: DEVICE_FLAGS.filter((f) => e.flags.has(f)),
    saved: { ...e.saved },
    flapSince: e.flapSince,
  }));
}

/**
 * Puts snapshot flag entries back on a restored world. The store already holds the written-through
 * field values, so only the side table is rebuilt; entries of devices the store lacks are skipped.
 */
export function importDeviceFlags(world: World, records: readonly DeviceFlagRecord[]): void {
  const t = table(world);
  for (const r of records) {
    if (!r.flags.length || !world.store.find('device', 'uuid', r.uuid).length) continue;
    t.set(r.uuid, { flags: new Set(r.flags), saved: { ...r.saved }, flapSince: r.flapSince });
  }
}
