/**
 * Timing constants and limits of the device page, named after spec 02 §4 and §9 so reviewers can
 * compare them with the spec (lib/timing.ts holds the app-wide ones). Milliseconds unless named.
 */

const SECOND = 1000;

/** Notes are saved 500 ms after the last keystroke (spec 02 §2 "Device summary card", §9). */
export const NOTES_SAVE_DEBOUNCE_MS = 500;
/** The log filter applies 500 ms after typing stops (spec 02 §9). */
export const LOG_FILTER_DEBOUNCE_MS = 500;
/** Lines kept in the log view (spec 02 §9 "Log buffer 5000 lines"). */
export const LOG_BUFFER_MAX = 5000;
/** History lines asked for when the stream first opens (spec 02 §7 "logs.subscribe(uuid, count 100 first, 0 on reconnect)"). */
export const LOG_HISTORY_COUNT = 100;
/** "No logs yet" shows after this long with nothing (spec 02 §4 "Logs"). */
export const LOG_EMPTY_AFTER_MS = 3 * SECOND;
/** Wait before re-opening the stream after an error (spec 02 §4 "Logs"). */
export const LOG_RECONNECT_MS = SECOND;
/** ...at least this long after a network error or a 503. */
export const LOG_RECONNECT_NETWORK_MS = 10 * SECOND;
/** Terminal reconnect attempts and their spacing (spec 02 §4 "Terminal sessions", §9). */
export const TERMINAL_RECONNECT_ATTEMPTS = 5;
export const TERMINAL_RECONNECT_DELAY_MS = 2 * SECOND;
/** Metric bar colour thresholds in percent (spec 02 §9): success up to 60, warning up to 80, error above. */
export const METRIC_WARNING_ABOVE_PCT = 60;
export const METRIC_ERROR_ABOVE_PCT = 80;
/** Tag writes run at most this many at once (spec 02 §7, §9 "Tag update concurrency 50"). */
export const TAG_UPDATE_CONCURRENCY = 50;
/** Supervisor major version from which container controls are shown (spec 02 §5). */
export const CONTAINER_CONTROLS_MIN_SUPERVISOR_MAJOR = 7;
/** Host OS terminal needs an OS at or above this (api-ground-truth §4 GET /access/v1/hostos). */
export const HOST_TERMINAL_MIN_OS = '2.0.0';
/** Config variable names that turn local mode on when their value is 1 (spec 02 §4 "Device action states"). */
export { LOCAL_MODE_VARIABLES } from '../../../../shared/local-mode.ts';
/** Incoming log lines are handed to React in batches at most this often (keeps 50 lines/s smooth). */
export const LOG_RENDER_BATCH_MS = 100;
/** Height of one log row in px (fixed: rows do not wrap, so the virtual list needs no measuring). */
export const LOG_ROW_HEIGHT_PX = 20;
/** localStorage key of the log display preferences (spec 02 §9 "stored locally"). */
export const LOG_PREFS_STORAGE_KEY = 'fleetmock:device-logs:prefs';
