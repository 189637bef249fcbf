/**
 * Device OS-update eligibility (spec 02 §4): the shared rules the actions service also enforces
 * (shared/os-update-eligibility.ts over the contract's domain rules), so the dashboard offers
 * exactly the updates the API would start. On top of it: the split of a selection for one target
 * (who is updated, who is left out and why), the ESR/default line of a version, the takeover rule
 * and the target string sent with the device's variant.
 */
import { isUpdatable, osUpdateEligibility, type OsUpdateEligibility } from '../../../shared/os-update-eligibility.ts';
import { isEsr, parseOsVersion } from '../../../shared/version.ts';
import type { ActionDevice } from './types.ts';
import { SdkError } from '../lib/sdk-errors.ts';

export {
  isUpdatable,
  osUpdateEligibility,
  type EligibilityInput,
  type OsUpdateEligibility,
} from '../../../shared/os-update-eligibility.ts';

/** The two OS release lines a device type may offer (spec 02 §4: ESR is a major above 2000). */
export type OsLine = 'default' | 'esr';

/**
 * Whether a plan may use the ESR line (spec 02 §5: some OS types are plan-restricted, production and
 * enterprise plans only), by the plan's billing code (`production-v2`, `enterprise-v2`, …). An
 * unknown plan (not readable by this user) is not restricted here: the API decides.
 */
export function esrAllowedOnPlan(billingCode: string | null | undefined): boolean {
  if (billingCode == null) return true;
  return /^(production|enterprise)(-v\d+)?$/.test(billingCode);
}

/** The line of a catalogue label (`2025.7.0` → esr, `6.1.24` → default). */
export function lineOf(label: string): OsLine {
  const v = parseOsVersion(label);
  return v !== null && isEsr(v) ? 'esr' : 'default';
}

/** The line a device runs; null when its OS cannot be read. */
export function deviceLine(osVersion: string | null): OsLine | null {
  const v = parseOsVersion(osVersion);
  return v === null ? null : isEsr(v) ? 'esr' : 'default';
}

/**
 * Updates from a balenaOS major below this to this major or newer repartition the boot media (a
 * takeover update) and need an extra confirmation (spec 02 §4). The threshold is UNCONFIRMED.
 */
const TAKEOVER_TO_MAJOR = 5;

/** True when updating from `current` to `target` is a takeover (repartitioning) update. */
function isTakeover(current: string | null, target: string): boolean {
  const c = parseOsVersion(current);
  const t = parseOsVersion(target);
  if (!c || !t || isEsr(c) || isEsr(t)) return false;
  return c.major < TAKEOVER_TO_MAJOR && t.major >= TAKEOVER_TO_MAJOR;
}

/** The target sent to the actions service: the catalogue label with the device's variant (`6.1.24.prod`). */
export function targetWithVariant(label: string, variant: string | null): string {
  return `${label}.${variant === 'dev' ? 'dev' : 'prod'}`;
}

/**
 * Why a device is left out of an OS update (spec 02 §8 device action messages); a device that reports
 * an OS version which cannot be parsed gets could_not_parse_os_version rather than "not supported".
 */
function eligibilityReason(
  result: OsUpdateEligibility,
  label: string,
  deviceType: string,
  currentOs: string | null,
): string {
  if (result === 'notSupported' && currentOs && currentOs.trim() !== '' && parseOsVersion(currentOs) === null)
    return new SdkError('couldNotParseOsVersion', { version: currentOs }).message;
  switch (result) {
    case 'offline':
      return 'Update disabled for offline devices'; // spec
    case 'notSupported':
      return 'Update not supported for this device type and OS version'; // spec
    case 'versionNotAvailable':
      return `OS version ${label} not supported for device type ${deviceType}`; // spec
    case 'upToDate':
      return `Already on ${label} or newer`;
    case 'downgradeCannotSwitchToEsr':
      return `Cannot switch to ESR ${label}: it is based on an older OS than the device runs`;
    case 'forbiddenSwitchToNonEsr':
      return `An ESR device cannot switch to the non-ESR OS ${label}`;
    default:
      return '';
  }
}

export interface OsUpdateSplit {
  eligible: ActionDevice[];
  skipped: Array<{ device: ActionDevice; reason: string }>;
  /** Eligible devices whose update is a takeover. */
  takeover: ActionDevice[];
}

/**
 * Splits a selection for one target label: the devices the rules allow (updatable or switching to
 * ESR) and the others with their reason. `offered` gives the labels per device type slug, `esrBase`
 * the non-ESR base of an ESR label when known.
 */
export function splitOsUpdate(
  devices: readonly ActionDevice[],
  label: string,
  offered: (slug: string) => readonly string[],
  esrBase?: (label: string) => string | undefined,
): OsUpdateSplit {
  const split: OsUpdateSplit = { eligible: [], skipped: [], takeover: [] };
  for (const device of devices) {
    const result = osUpdateEligibility({
      online: device.is_online,
      currentOs: device.os_version,
      target: targetWithVariant(label, device.os_variant),
      offered: offered(device.device_type_slug),
      esrBase,
    });
    if (isUpdatable(result)) {
      split.eligible.push(device);
      if (isTakeover(device.os_version, label)) split.takeover.push(device);
    } else
      split.skipped.push({
        device,
        reason: eligibilityReason(result, label, device.device_type_slug, device.os_version),
      });
  }
  return split;
}
