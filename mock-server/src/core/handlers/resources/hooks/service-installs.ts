/**
 * service_install rows, one per device and service it should run (open-balena-api
 * src/features/ci-cd/hooks/service-installs.ts): created for the services of the fleet's target release
 * when a device is created in a fleet or moves to one (the installs of its old fleet's services go),
 * for a release a device is pinned to (or the fleet's target again when unpinned), for a supervisor or
 * host OS release set on a device, and for every unpinned device when its fleet's target changes.
 * Deleting a service deletes its installs (cascade-rules.ts). Existing installs are never duplicated.
 */
import type { Store } from '../../../store/store.ts';
import { onAfterWrite, onBeforeUpdate } from '../../../store/hooks.ts';
import { insert } from '../../../store/write.ts';
import { removeMany } from '../../../store/delete.ts';

const SYSTEM_RELEASE_FIELDS = ['should_be_managed_by__release', 'should_be_operated_by__release'] as const;

const idOf = (v: unknown): number | null => (typeof v === 'number' ? v : null);

/** The services built by the images of a release. */
function servicesOfRelease(store: Store, releaseId: number): number[] {
  const out = new Set<number>();
  for (const link of store.find('release_image', 'is_part_of__release', releaseId)) {
    const image = typeof link.image === 'number' ? store.get('image', link.image) : undefined;
    const service = idOf(image?.is_a_build_of__service);
    if (service !== null) out.add(service);
  }
  return [...out];
}

/** Creates the missing service installs of a release's services on each device. */
function ensureServiceInstalls(store: Store, deviceIds: Iterable<number>, releaseId: number | null): void {
  if (releaseId === null) return;
  const services = servicesOfRelease(store, releaseId);
  if (services.length === 0) return;
  for (const device of deviceIds) {
    const have = new Set(store.find('service_install', 'device', device).map((si) => si.installs__service));
    for (const service of services)
      if (!have.has(service)) insert(store, 'service_install', { device, installs__service: service });
  }
}

const targetOfApp = (store: Store, appId: number | null): number | null =>
  appId === null ? null : idOf(store.get('application', appId)?.should_be_running__release);

/** Installs the service-install hooks on a store. */
export function installServiceInstallHooks(store: Store): void {
  if (!store.resources.has('service_install') || !store.resources.has('release_image')) return;
  onAfterWrite(store, 'device', (ctx, before, after) => {
    if (ctx.trusted || !after || before) return;
    ensureServiceInstalls(store, [after.id], targetOfApp(store, idOf(after.belongs_to__application)));
    ensureServiceInstalls(store, [after.id], idOf(after.is_pinned_on__release));
    for (const f of SYSTEM_RELEASE_FIELDS) ensureServiceInstalls(store, [after.id], idOf(after[f]));
  });
  // Which fields a device PATCH named: the real hooks act on the request's values, changed or not.
  const named = new Map<number, Set<string>>();
  onBeforeUpdate(store, 'device', (ctx, current, patch) => {
    if (ctx.trusted) return;
    named.set(current.id, new Set(Object.keys(patch)));
    const newApp = idOf(patch.belongs_to__application);
    if (newApp === null || newApp === current.belongs_to__application) return;
    // Moving fleets: the installs of services of the fleet the device leaves go.
    const leaving = store
      .find('service_install', 'device', current.id)
      .filter((si) => {
        const service =
          typeof si.installs__service === 'number' ? store.get('service', si.installs__service) : undefined;
        return (
          service !== undefined &&
          service.application !== newApp &&
          service.application === current.belongs_to__application
        );
      })
      .map((si) => si.id);
    if (leaving.length > 0) removeMany(store, 'service_install', leaving);
  });
  onAfterWrite(store, 'device', (ctx, before, after) => {
    if (ctx.trusted || !after || !before) return;
    const fields = named.get(after.id);
    named.delete(after.id);
    if (!fields) return;
    const app = idOf(after.belongs_to__application);
    if (fields.has('belongs_to__application') && app !== null) {
      ensureServiceInstalls(store, [after.id], targetOfApp(store, app));
    } else if (fields.has('is_pinned_on__release')) {
      ensureServiceInstalls(store, [after.id], idOf(after.is_pinned_on__release) ?? targetOfApp(store, app));
    }
    for (const f of SYSTEM_RELEASE_FIELDS) if (fields.has(f)) ensureServiceInstalls(store, [after.id], idOf(after[f]));
  });
  const retargeted = new Set<number>();
  onBeforeUpdate(store, 'application', (ctx, current, patch) => {
    if (!ctx.trusted && patch.should_be_running__release != null) retargeted.add(current.id);
  });
  onAfterWrite(store, 'application', (ctx, before, after) => {
    if (ctx.trusted || !after || !before || !retargeted.delete(after.id)) return;
    const target = idOf(after.should_be_running__release);
    if (target === null) return;
    const unpinned = store
      .find('device', 'belongs_to__application', after.id)
      .filter((d) => d.is_pinned_on__release === null || d.is_pinned_on__release === undefined)
      .map((d) => d.id);
    ensureServiceInstalls(store, unpinned, target);
  });
}
