/**
 * The device-level rules of spec 02 §5 "Device actions are disabled with a reason when", as pure
 * predicates. Each returns the spec's reason text, or null when the rule does not block.
 */
import { ACTION_MSG } from './messages.ts';
import type { ActionDevice } from './types.ts';
import { isEsr, isLegacyOs, parseVersion } from '../../../shared/version.ts';

type Rule = (d: ActionDevice) => string | null;

/** The action needs an online device. */
export const needsOnline: Rule = (d) => (d.is_online ? null : ACTION_MSG.mustBeOnline);

/** The action needs an offline device. */
export const needsOffline: Rule = (d) => (d.is_online ? ACTION_MSG.mustBeOffline : null);

/** The device type has no LED (blink). */
export const needsLed: Rule = (d) => (d.has_led ? null : ACTION_MSG.noBlink(1));

/** The device is already inactive. */
export const needsActive: Rule = (d) => (d.is_active ? null : ACTION_MSG.alreadyInactive);

/** Not fully provisioned: no supervisor version and no connectivity event (spec 02 §5). */
export const needsProvisioned: Rule = (d) =>
  !d.supervisor_version && !d.last_connectivity_event ? ACTION_MSG.notProvisioned : null;

/** Blocked while the device is in local mode ("for some actions", spec 02 §5). */
export const notInLocalMode: Rule = (d) => (d.is_in_local_mode ? ACTION_MSG.inLocalMode : null);

/** Supervisor majors up to this one are too old for local mode (spec 02 §5 "0.x to 3.x"). */
const LOCAL_MODE_MIN_SUPERVISOR_MAJOR = 4;

/**
 * Local mode needs a dev OS variant, a supervisor above 3.x and a current (non-legacy) OS
 * (spec 02 §5). Turning it off is always allowed once it is on.
 */
export const supportsLocalMode: Rule = (d) => {
  if (d.is_in_local_mode) return null;
  if (d.os_variant !== 'dev') return ACTION_MSG.localModeNeedsDev;
  const sup = parseVersion(d.supervisor_version);
  if (sup === null || sup[0] < LOCAL_MODE_MIN_SUPERVISOR_MAJOR) return ACTION_MSG.localModeOldSupervisor;
  if (isLegacyOs(d.os_version) || parseVersion(d.os_version) === null) return ACTION_MSG.localModeOldOs;
  return null;
};

/**
 * ESR devices need supervisor 14 or newer to take the ESR supervisor update. Spec 02 §5 says only
 * "the supervisor is too old for the ESR supervisor update"; the threshold is UNCONFIRMED.
 */
const ESR_SUPERVISOR_MIN_MAJOR = 14;

/** The supervisor is too old for the ESR supervisor update. */
export const esrSupervisorUpdatable: Rule = (d) => {
  if (!isEsr(d.os_version)) return null;
  const sup = parseVersion(d.supervisor_version);
  return sup === null || sup[0] < ESR_SUPERVISOR_MIN_MAJOR ? ACTION_MSG.esrSupervisor : null;
};

/** OS update needs an online device ("Update disabled for offline devices", spec 02 §8). */
export const osUpdateOnline: Rule = (d) => (d.is_online ? null : ACTION_MSG.osUpdateOffline);

/** OS update is not supported for legacy or unparseable OS versions (spec 02 §4 "not supported"). */
export const osUpdateSupported: Rule = (d) =>
  isLegacyOs(d.os_version) || parseVersion(d.os_version) === null ? ACTION_MSG.osUpdateUnsupported : null;

/** The OS update picks versions by device type: a device whose type is unknown cannot take it (spec 02 §8). */
export const knownDeviceType: Rule = (d) => (d.device_type_slug ? null : ACTION_MSG.noDeviceType);

export type { Rule };
