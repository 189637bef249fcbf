/**
 * device_history: one row per period in which a device's tracked state stayed the same. The hook that
 * writes it is not in the open-source API (the resource is cloud-only); what it records follows the
 * resource's fields in balena-sdk src/types/v7.ts (DeviceHistory) and the SDK's integration test
 * tests/integration/models/device.spec.ts "balena.models.device.history": registering a device opens
 * an entry (end_timestamp null), and a later change to the device ends it and opens the next, so a
 * device has exactly one open entry. Deleting a device ends its open entry. Each entry records who
 * opened and ended it (the acting actor of the request).
 */
import type { StoredRow } from '../../../store/rows.ts';
import type { Store } from '../../../store/store.ts';
import { onAfterWrite } from '../../../store/hooks.ts';
import { insert, update } from '../../../store/write.ts';
import { actingActor } from './acting-actor.ts';

/** The device fields an entry copies; a change to any of them starts a new entry. */
const TRACKED_DEVICE_FIELDS = [
  'uuid',
  'belongs_to__application',
  'is_active',
  'is_running__release',
  'is_pinned_on__release',
  'should_be_managed_by__release',
  'is_managed_by__service_instance',
  'os_version',
  'os_variant',
  'supervisor_version',
  'is_of__device_type',
  'cpu_id',
] as const;

const nowIso = (store: Store): string => new Date(store.clock.now()).toISOString();

function openEntry(store: Store, device: StoredRow<'device'>): void {
  const values: Record<string, unknown> = {
    tracks__device: device.id,
    tracks__actor: device.actor ?? null,
    is_created_by__actor: actingActor(store),
  };
  for (const f of TRACKED_DEVICE_FIELDS) values[f] = device[f] ?? null;
  // created_at is read-only for clients: the entry starts now, as the store stamps it.
  insert(store, 'device_history', values);
}

function endEntries(store: Store, entries: readonly StoredRow<'device_history'>[]): void {
  const ended = { end_timestamp: nowIso(store), is_ended_by__actor: actingActor(store) };
  for (const e of entries)
    if (e.end_timestamp === null || e.end_timestamp === undefined) update(store, 'device_history', e.id, ended);
}

/** Installs the device history hooks on a store. */
export function installDeviceHistoryHooks(store: Store): void {
  if (!store.resources.has('device_history') || !store.resources.has('device')) return;
  onAfterWrite(store, 'device', (ctx, before, after) => {
    if (ctx.trusted || !after) return;
    if (before && !TRACKED_DEVICE_FIELDS.some((f) => before[f] !== after[f])) return;
    if (before) endEntries(store, store.find('device_history', 'tracks__device', after.id));
    openEntry(store, after);
  });
  // A deleted device's entries lose their device (set null): the open one ends then.
  onAfterWrite(store, 'device_history', (_ctx, before, after) => {
    if (before && after && before.tracks__device !== null && after.tracks__device === null) endEntries(store, [after]);
  });
}
