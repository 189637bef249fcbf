/** Constants of the live device side (spec 02 §4, §9; api-ground-truth §4). */

/** Proxy answer when none of the targeted devices is online (api-ground-truth §4). */
export const NO_ONLINE_DEVICES = 'No online device(s) found';
/** Proxy answer for a body without a target (contract SupervisorBadRequest). */
export const NO_TARGET = 'You must specify a uuid, deviceId or appId';
/** Supervisor 423 text prefix when an update lock is held (api-ground-truth §6.14). */
export const UPDATE_LOCKED_MESSAGE = 'Updates are locked';
/** Plain-text success answer of the supervisor. */
export const SUPERVISOR_OK = 'OK';
/** Mock-clock time a rebooting device stays offline before it is back online. */
export const REBOOT_DOWNTIME_MS = 45_000;
/** Port the supervisor API listens on (SDK getSupervisorState). */
export const SUPERVISOR_API_PORT = 48484;
