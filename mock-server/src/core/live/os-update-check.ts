/**
 * Server-side OS-update gate of the actions service (spec 02 §4 "Device OS-update eligibility", §8
 * device action messages): evaluates `osUpdateEligibility` for a device row against the seed's OS
 * catalogue and turns a refusal into the message the action answers with (the rule name in brackets).
 */
import type { World } from '../world.ts';
import { esrLineOf, osLabel, osLineOf } from '../seed/os-catalog.ts';
import { OS_ORG_HANDLE } from '../seed/platform.ts';
import { isFinal, rawVersion } from '../store/computed/release-version.ts';
import { findDeviceType, imageVersions } from './device-types.ts';
import { isReachable } from './supervisor.ts';
import {
  STARTS_UPDATE,
  hasLegacyUpdatePath,
  osUpdateEligibility,
  type OsUpdateEligibility,
} from './os-update-eligibility.ts';
import type { StoredRow } from '../store/rows.ts';

/** The device type slug of a device row. */
export function deviceTypeSlug(world: World, device: StoredRow<'device'>): string {
  const id = typeof device.is_of__device_type === 'number' ? device.is_of__device_type : -1;
  return String(world.store.get('device_type', id)?.slug ?? '');
}

/**
 * A draft (pre-release) target names its release by raw_version (`5.1.10-1706616336246+rev2`), which the
 * SDK's startOsUpdate accepts (balena-sdk `models/device.ts`: a prerelease target reads the OS
 * versions with `includeDraft`). When the device type's host app has that draft and it is not
 * invalidated, the update targets its version (`5.1.10`); any other target is returned unchanged.
 */
function resolveDraftTarget(world: World, slug: string, target: string): string {
  if (!/^\d+\.\d+\.\d+-/.test(target)) return target;
  const [app] = world.store.find('application', 'slug', `${OS_ORG_HANDLE}/${slug}`);
  if (!app) return target;
  const draft = world.store
    .find('release', 'belongs_to__application', app.id)
    .find((r) => !isFinal(r) && !r.is_invalidated && r.status === 'success' && rawVersion(r) === target);
  return draft ? `${Number(draft.semver_major)}.${Number(draft.semver_minor)}.${Number(draft.semver_patch)}` : target;
}

/** The eligibility of a device for `target` (e.g. `2.54.2+rev1.prod`, or a draft's raw_version). */
export function deviceOsEligibility(world: World, device: StoredRow<'device'>, target: string): OsUpdateEligibility {
  const slug = deviceTypeSlug(world, device);
  const dt = findDeviceType(slug);
  const resolved = resolveDraftTarget(world, slug, target);
  const drafts =
    dt && resolved !== target
      ? osLineOf(dt)
          .filter((v) => v.draftCreatedAt !== undefined)
          .map((v) => v.version)
      : [];
  return osUpdateEligibility({
    online: isReachable(world, device),
    currentOs: typeof device.os_version === 'string' ? device.os_version : null,
    target: resolved,
    legacyPath: hasLegacyUpdatePath(dt?.updateFamily),
    offered: dt ? [...imageVersions(dt).versions, ...drafts] : [],
    esrBase: (label) => (dt ? esrLineOf(dt).find((v) => osLabel(v) === label)?.metaBalenaBase : undefined),
  });
}

/** Why the update cannot start (a message naming the rule), or null when it may. */
export function osUpdateRefusal(world: World, device: StoredRow<'device'>, target: string): string | null {
  const result = deviceOsEligibility(world, device, target);
  if (STARTS_UPDATE.has(result)) return null;
  const slug = deviceTypeSlug(world, device);
  const current = String(device.os_version ?? 'unknown');
  const text: Record<Exclude<OsUpdateEligibility, 'updatable' | 'updatableSwitchToEsr'>, string> = {
    offline: 'Update disabled for offline devices',
    notSupported: `Update not supported for this device type and OS version (${slug}, ${current})`,
    versionNotAvailable: `OS version ${target} not supported for device type ${slug}`,
    upToDate: `The device already runs ${current}, at or above ${target}`,
    downgradeCannotSwitchToEsr: `Cannot switch to ESR ${target}: it is based on an older OS than ${current}`,
    forbiddenSwitchToNonEsr: `An ESR device cannot switch to the non-ESR OS ${target}`,
  };
  return `${text[result as keyof typeof text]} (${result})`;
}
