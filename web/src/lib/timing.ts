/**
 * Every interval, debounce, limit and duration of the dashboard taken from the spec, in one place
 * so reviewers can compare them with spec 01 §4 and §9 (and tests can fake time against them).
 * Values are milliseconds unless the name says otherwise.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** User interface version tagged on every request (spec 01 §1, §7). */
export const UI_VERSION = '31.1.22';

// --- Connectivity (spec 01 §4 "Connectivity", §9) ---
/** Consecutive failed pings after which the app is flagged offline. */
export const OFFLINE_AFTER_PING_FAILURES = 3;
/** Retry delay per failure: 200 ms × failure count... */
export const RETRY_DELAY_STEP_MS = 200;
/** ...capped at 10 steps (2 s). */
export const RETRY_DELAY_MAX_STEPS = 10;
/**
 * "Initial delay 10 s": once flagged offline, the first automatic reconnect ping waits this long
 * (the Retry action pings at once). UNCONFIRMED reading of spec 01 §4.
 */
export const OFFLINE_INITIAL_RETRY_DELAY_MS = 10 * SECOND;
/** The throttled notice stays at least this long after a 429 (spec 01 §4 "Rate limiting"). */
export const THROTTLE_NOTICE_MIN_MS = 5 * SECOND;
/** How often a 429'd request is retried before its error is surfaced (spec: "retries rate-limited requests"; count not shown). */
export const RATE_LIMIT_MAX_RETRIES = 3;
/** Most requests in flight at once ("the HTTP client has a request limit of 350", spec 01 §7). */
export const REQUEST_LIMIT = 350;

// --- Session (spec 01 §4 "Session refresh", §9) ---
/** The session is refreshed 20 minutes after authTime. */
export const SESSION_REFRESH_AFTER_AUTH_MS = 20 * MINUTE;
/** The token is refreshed every hour. */
export const TOKEN_REFRESH_INTERVAL_MS = HOUR;
/** The token (expiry, refresh deadline) is checked every second. */
export const TOKEN_CHECK_INTERVAL_MS = SECOND;
/** Session tokens expire after 36 hours and cannot be revoked. */
export const SESSION_LIFETIME_MS = 36 * HOUR;
/** Account deletion logs out after 2 s (spec 01 §4, §9). */
export const ACCOUNT_DELETION_LOGOUT_DELAY_MS = 2 * SECOND;

// --- Sign-in area (spec 01 §2, §4, §5, §9) ---
/** Verification e-mail resend requests are debounced 300 ms. */
export const RESEND_VERIFICATION_DEBOUNCE_MS = 300;
/** A two-factor token of this length auto-submits once. */
export const TWO_FACTOR_TOKEN_LENGTH = 6;
/** Deploy-link parameters are kept 1 day. */
export const DEPLOY_PARAMS_TTL_MS = DAY;
/** Password length bounds (spec 01 §5, §9). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
/** Support access is granted this many days ahead by default (spec 02 §4, §9), for devices and fleets. */
export const SUPPORT_ACCESS_DEFAULT_DAYS = 5;
/** SSO identifier minimum length (spec 01 §9). */
export const SSO_IDENTIFIER_MIN_LENGTH = 3;

// --- Preferences (spec 01 §5, §7, §9) ---
/** API key expiry presets in days. */
export const API_KEY_EXPIRY_PRESET_DAYS = [1, 7, 30, 90] as const;
/** The API key list is refreshed every 6 s. */
export const API_KEY_LIST_REFRESH_MS = 6 * SECOND;
/** Length of one day, for expiry arithmetic. */
export const DAY_MS = DAY;

// --- Errors (spec 01 §8) ---
/** Error texts are trimmed and capped at 500 characters. */
export const ERROR_TEXT_MAX_LENGTH = 500;

// --- Shell (spec 01 §1, §9) ---
/** The build-time marker is re-read every 10 minutes. */
export const VERSION_CHECK_INTERVAL_MS = 10 * MINUTE;
/**
 * An account created less than this long ago counts as new (spec 01 §4 "New user", §9 "New-user
 * window 1 day"): its fleets list greets it with the getting-started steps.
 */
export const NEW_USER_WINDOW_MS = DAY;
/** Usernames longer than 20 characters are shown as their first 17 plus an ellipsis. */
export const USERNAME_DISPLAY_MAX = 20;
export const USERNAME_DISPLAY_CUT = 17;
/** Feature-flag fetch timeout. */
export const FEATURE_FLAG_TIMEOUT_MS = 4 * SECOND;
/** Status-page check starts after 3 s and polls every 60 s. */
export const STATUS_PAGE_FIRST_CHECK_MS = 3 * SECOND;
export const STATUS_PAGE_POLL_MS = 60 * SECOND;
/** The start-up spinner gives up after 59 s and offers a retry. */
export const BOOTSTRAP_TIMEOUT_MS = 59 * SECOND;
/** After a failed start the spinner shows the failure, waits this long and retries (spec 03 §4 "Bootstrap failure"). */
export const BOOTSTRAP_RETRY_DELAY_MS = 10 * SECOND;
/** A chunk that has not loaded after 120 s yields a chunk-load error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120 * SECOND;

// --- Polling (spec 02 §4 "Polling", §9) ---
/** A read that polls without an interval of its own refreshes every 15 s ("default polling interval 15 s"). */
export const DEFAULT_POLL_INTERVAL_MS = 15 * SECOND;
/**
 * "With a grace of 33 percent": polled data counts as fresh for its interval × 1.33, so a refocus or a
 * remount within that time shows the cached data without a read, and one after it reads again.
 */
export const POLL_GRACE_FACTOR = 1.33;
/** The selected device(s) refresh every 60 s ("device polling 60 s"). */
export const DEVICE_POLL_MS = 60 * SECOND;
/** Fleet and device lists refresh every 8 s ("Fleet and device list refresh 8 s"). */
export const LIST_REFRESH_MS = 8 * SECOND;
/**
 * The device page reads its device as often as the fleet's devices table does (LIST_REFRESH_MS), so
 * a device never looks older on its own page than in the list; the 60 s DEVICE_POLL_MS would leave a
 * running update unseen for up to a minute, and a short one unseen altogether.
 */
export const DEVICE_PAGE_POLL_MS = LIST_REFRESH_MS;
/** While the device applies a release (overall status "updating"), its page follows the progress every 2 s. */
export const DEVICE_UPDATING_POLL_MS = 2 * SECOND;

// --- Fleets, devices and releases (spec 02 §9) ---
/** The fleet's release-track state (track latest or pinned release) is refetched every 15 s. */
export const RELEASE_TRACK_REFETCH_MS = 15 * SECOND;
/** Device actions over a selection run this many devices at once (spec 02 §9 "concurrency 10"). */
export const BATCH_ACTION_CONCURRENCY = 10;
/**
 * After a device or fleet rename succeeds, reads show the new name this long even when they answer
 * with the old one (a list poll that left before the write), then the server's value wins
 * (spec 02 §9 "rename cache 8 s").
 */
export const RENAME_CACHE_MS = 8 * SECOND;
/**
 * A computed disabled reason is kept this long for the same action, devices and caller (spec 02 §9
 * "disabled-reason caches last 5000 ms"): re-rendering a selection does not judge it again.
 */
export const DISABLED_REASON_CACHE_MS = 5 * SECOND;
/** The fleet search of the move-device form filters 300 ms after typing stops ("device move delay debounce 300 ms"). */
export const MOVE_FLEET_SEARCH_DEBOUNCE_MS = 300;

// --- Keyboard and command palette (ours: the spec names no values) ---
/** How long after `g` the second key of a go-to shortcut (`g f`, `g d`, `g o`) is awaited. */
export const GO_SEQUENCE_TIMEOUT_MS = 1500;
/** Pause in typing before the command palette asks the server for matching items. */
export const PALETTE_SEARCH_DEBOUNCE_MS = 200;
