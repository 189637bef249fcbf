/**
 * Device hooks (api-ground-truth §3 "device" defaults, open-balena defaults-validation): a haiku
 * name `adjective-noun` when empty, uuid must be 32 or 62 lower-case hex characters, no newline in
 * device_name, device type given as a slug or alias, and an actor row. A device beyond the free
 * allowance of a free-plan organization is created frozen (spec 03 §4 "Free plan"); deactivating a
 * device on a paid plan bills the deactivation fee (spec 03 §9).
 */
import type { Store } from '../../../store/store.ts';
import type { StoredRow } from '../../../store/rows.ts';
import { nextRandom } from '../../../store/store.ts';
import { onBeforeInsert, onBeforeUpdate } from '../../../store/hooks.ts';
import { DEVICE_DEACTIVATE_ONLINE, DEVICE_NAME_NEWLINE, DEVICE_UUID_INVALID, deviceTypeUnknown } from './messages.ts';
import { bad, ensureActor } from './util.ts';
import { exceedsFreeAllowance } from '../../billing/free-allowance.ts';
import { billDeactivationFee } from '../../billing/deactivation-fee.ts';
import { compareVersions, parseVersion } from '../../../../../../shared/version.ts';
import { entry } from '../../../lists.ts';

const DEVICE_UUID_PATTERN = /^(?:[0-9a-f]{32}|[0-9a-f]{62})$/;
const ADJECTIVES = [
  'shy',
  'bold',
  'calm',
  'eager',
  'fancy',
  'gentle',
  'happy',
  'jolly',
  'kind',
  'lively',
  'misty',
  'nimble',
  'proud',
  'quiet',
  'rapid',
  'silent',
  'sunny',
  'tidy',
  'vivid',
  'wild',
  'young',
  'zesty',
  'amber',
  'brave',
  'cosmic',
  'dusty',
  'frosty',
  'golden',
  'hidden',
  'icy',
];
const NOUNS = [
  'river',
  'forest',
  'meadow',
  'breeze',
  'canyon',
  'dawn',
  'ember',
  'field',
  'glade',
  'harbor',
  'island',
  'lake',
  'moon',
  'night',
  'ocean',
  'pine',
  'rain',
  'sky',
  'star',
  'thunder',
  'valley',
  'wave',
  'willow',
  'brook',
  'cloud',
  'dune',
  'fjord',
  'grove',
  'hill',
  'reef',
];

/** A generated device name from the store's seeded PRNG. */
function haikuName(store: Store): string {
  const pick = (list: readonly string[]): string => entry(list, Math.floor(nextRandom(store) * list.length));
  return `${pick(ADJECTIVES)}-${pick(NOUNS)}`;
}

/** A device type id for a slug or alias, via device_type_alias (api-ground-truth §3, §6.9). */
export function deviceTypeId(store: Store, slugOrAlias: string): number {
  if (store.resources.has('device_type_alias')) {
    const alias = store.find('device_type_alias', 'is_referenced_by__alias', slugOrAlias)[0];
    if (typeof alias?.device_type === 'number') return alias.device_type;
  }
  const direct = store.find('device_type', 'slug', slugOrAlias)[0];
  if (direct) return direct.id;
  throw bad(deviceTypeUnknown(slugOrAlias));
}

/** Answer when a supervisor release older than the running supervisor is set (open-balena supervisor-app hook). */
const SUPERVISOR_DOWNGRADE = 'Attempt to downgrade supervisor, which is not allowed';

/** Refuses a should_be_managed_by__release whose version is below the device's running supervisor. */
function checkSupervisorRelease(store: Store, current: StoredRow<'device'>, target: unknown): void {
  const id =
    typeof target === 'number'
      ? target
      : typeof target === 'object' && target !== null && typeof (target as { __id?: unknown }).__id === 'number'
        ? (target as { __id: number }).__id
        : null;
  if (id === null) return;
  const release = store.get('release', id);
  // raw_version is computed from the stored semver parts.
  const to =
    release && typeof release.semver_major === 'number'
      ? ([release.semver_major, Number(release.semver_minor), Number(release.semver_patch)] as [number, number, number])
      : null;
  const from = parseVersion(typeof current.supervisor_version === 'string' ? current.supervisor_version : null);
  if (!to || !from) return;
  if (compareVersions(to, from) < 0) throw bad(SUPERVISOR_DOWNGRADE);
}

function checkName(name: unknown): void {
  if (typeof name === 'string' && /[\r\n]/.test(name)) throw bad(DEVICE_NAME_NEWLINE);
}

/** Installs the device hooks on a store. */
export function installDeviceHooks(store: Store): void {
  if (!store.resources.has('device')) return;
  onBeforeInsert(store, 'device', (ctx, values) => {
    if (ctx.trusted) return;
    if (values.uuid !== undefined && (typeof values.uuid !== 'string' || !DEVICE_UUID_PATTERN.test(values.uuid)))
      throw bad(DEVICE_UUID_INVALID);
    if (values.device_name === undefined || values.device_name === null || values.device_name === '')
      values.device_name = haikuName(store);
    checkName(values.device_name);
    if (typeof values.is_of__device_type === 'string')
      values.is_of__device_type = deviceTypeId(store, values.is_of__device_type);
    ensureActor(store, values);
    if (values.is_active !== false && exceedsFreeAllowance(store, values.belongs_to__application))
      values.is_frozen = true;
  });
  onBeforeUpdate(store, 'device', (ctx, current, patch) => {
    if (ctx.trusted) return;
    // Only an offline device may be deactivated (balena-sdk tests/integration/models/device.spec.ts
    // "deactivate() should be rejected if the device is online with statusCode 400"; cloud-only hook).
    if (patch.is_active === false && current.is_active !== false && current.is_online === true)
      throw bad(DEVICE_DEACTIVATE_ONLINE);
    if (patch.is_active === false && current.is_active !== false)
      billDeactivationFee(store, current.belongs_to__application);
    checkName(patch.device_name);
    if (Object.hasOwn(patch, 'should_be_managed_by__release'))
      checkSupervisorRelease(store, current, patch.should_be_managed_by__release);
    if (Object.hasOwn(patch, 'uuid') && (typeof patch.uuid !== 'string' || !DEVICE_UUID_PATTERN.test(patch.uuid)))
      throw bad(DEVICE_UUID_INVALID);
    if (typeof patch.is_of__device_type === 'string')
      patch.is_of__device_type = deviceTypeId(store, patch.is_of__device_type);
  });
}
