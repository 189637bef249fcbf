/**
 * When removing a fleet member waits for a device update (spec 02 §5 "Member delete is disabled with
 * 'device update required' when a device needs updating; a batch member delete reports the user and
 * the required version"; §8 errors.device_update_required). The mock refuses the DELETE of such a
 * membership with `memberDeleteRefusal`; the dashboard disables the remove control with the same text.
 *
 * The spec does not say which device needs updating, and no public source of the vendor's dashboard
 * or API describes the rule, so this is the reading that follows from the data model: a device has
 * an owner (`device.belongs_to__user`, the user it was provisioned by), and a device on the legacy OS
 * line (spec 02 §4 "Legacy OS is one starting with Resin OS 1") talks to the API with that user's
 * credentials instead of a device key of its own. Removing the user's access to the fleet would cut
 * such a device off, so the removal waits until every active device of the fleet that the member owns
 * runs a current OS: 2.0.0, the first version after the legacy line, or newer.
 */
import { isLegacyOs } from './version.ts';

/** The OS a member's devices need before the member can be removed: the first non-legacy version. */
export const MEMBER_DELETE_MIN_OS = '2.0.0';

/** How a legacy OS version string starts (for `$startswith` reads of the devices that block a removal). */
export const LEGACY_OS_PREFIX = 'Resin OS 1.';

/** A device the member owns in the fleet: only its OS matters here (callers pass active devices of the fleet). */
export interface OwnedDevice {
  os_version?: string | null;
}

/**
 * The OS version the member's devices must reach before the member can be removed, or null when
 * nothing blocks the removal (the member owns no active legacy-OS device in the fleet).
 */
export function memberDeleteBlock(devices: readonly OwnedDevice[] | undefined): string | null {
  return (devices ?? []).some((d) => isLegacyOs(d.os_version)) ? MEMBER_DELETE_MIN_OS : null;
}

/** The reason a removal is refused (the API's 400 text and the dashboard's disabled-control text). */
export const memberDeleteRefusal = (username: string, version: string): string =>
  `device update required: devices of ${username} in this fleet need OS ${version} or newer`;
