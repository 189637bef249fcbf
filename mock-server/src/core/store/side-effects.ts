/**
 * Built-in write side effects of the real API (api-ground-truth §3 "device"): connectivity events,
 * heartbeat change dates, update-status events, modified_at, and unpinning on a fleet move.
 * Values the same request sets explicitly always win.
 */
import type { Store } from './types.ts';
import type { StoredRow } from './rows.ts';
import { onBeforeUpdate } from './hooks.ts';

const now = (store: Store): string => new Date(store.clock.now()).toISOString();

/** A device that has not yet reached the API or the VPN (no connectivity event, heartbeat unknown). */
const neverCheckedIn = (d: StoredRow<'device'>): boolean =>
  d.last_connectivity_event == null && d.api_heartbeat_state === 'unknown' && d.is_connected_to_vpn !== true;

/** A write that brings a device online: the VPN, the online flag or an API heartbeat. */
const comesOnline = (patch: Readonly<Record<string, unknown>>): boolean =>
  patch.is_online === true || patch.is_connected_to_vpn === true || patch.api_heartbeat_state === 'online';

/** Installs the device side-effect hooks on a store (createStore does this). */
export function installSideEffects(store: Store): void {
  if (!store.resources.has('device')) return;
  const fields = new Set(store.resources.get('device')!.fields.map((f) => f.name));
  onBeforeUpdate(store, 'device', (_ctx, current, patch) => {
    if (!Object.keys(patch).some((k) => fields.has(k))) return;
    const ts = now(store);
    type Field = keyof typeof current & string;
    const setIfAbsent = (field: Field, value: unknown): void => {
      if (fields.has(field) && !Object.hasOwn(patch, field)) patch[field] = value;
    };
    const changes = (field: Field): boolean => Object.hasOwn(patch, field) && patch[field] !== current[field];
    if (changes('is_connected_to_vpn')) {
      setIfAbsent('is_online', patch.is_connected_to_vpn);
      setIfAbsent('last_vpn_event', ts);
    }
    if (changes('is_online')) setIfAbsent('last_connectivity_event', ts);
    // A registered device that never checked in becomes active when it first comes online (balena-sdk
    // tests/integration/models/device.spec.ts "Bring the device online just to reactivate it"); a device
    // deactivated after it was once online keeps its connectivity event and is left inactive.
    if (current.is_active === false && neverCheckedIn(current) && comesOnline(patch)) setIfAbsent('is_active', true);
    if (changes('api_heartbeat_state')) setIfAbsent('changed_api_heartbeat_state_on__date', ts);
    if (changes('update_status')) setIfAbsent('last_update_status_event', ts);
    if (changes('belongs_to__application')) setIfAbsent('is_pinned_on__release', null);
    setIfAbsent('modified_at', ts);
  });
  for (const res of ['credit_bundle', 'application_membership_role']) {
    if (!store.resources.get(res)?.fields.some((f) => f.name === 'modified_at')) continue;
    const known = new Set(store.resources.get(res)!.fields.map((f) => f.name));
    onBeforeUpdate(store, res, (_ctx, _current, patch) => {
      if (Object.keys(patch).some((k) => known.has(k)) && !Object.hasOwn(patch, 'modified_at'))
        patch.modified_at = now(store);
    });
  }
}
