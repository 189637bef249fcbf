/**
 * Limits, defaults and texts of fault injection. One place, so reviewers can compare them
 * with the spec and tests can refer to them by name.
 */

/** Body of a rate-limited answer (api-ground-truth §1.4: 429 `Too Many Requests` + `Retry-After`). */
export const TOO_MANY_REQUESTS_TEXT = 'Too Many Requests';
/** Retry-After a 429 rule sends when it names none (seconds). */
export const DEFAULT_RETRY_AFTER_S = 30;
/** `X-RateLimit-Limit` a plain 429 rule reports when it names none. */
export const DEFAULT_RATE_LIMIT = 100;

/** Most rules one world may hold; more is a runaway script, answered with 400. */
export const MAX_RULES = 500;
/** Longest delay a latency rule may ask for (ms): stays under the SDK's 59 s timeout (ground truth §1.2). */
export const MAX_LATENCY_MS = 58_000;
/** Delay of a slow log stream when neither rule nor flag names one (ms between lines). */
export const DEFAULT_SLOW_LOG_DELAY_MS = 2_000;
/** Default websocket close code of a `socketClose` rule (1011 = server error). */
export const DEFAULT_WS_CLOSE_CODE = 1011;

/** A flapping device changes between online and offline every this many ms of mock time. */
export const FLAP_PERIOD_MS = 30_000;
/** An update lock set through the flags lasts this long on the mock clock (`is_locked_until__date`). */
export const UPDATE_LOCK_MS = 30 * 24 * 60 * 60 * 1000;
/** Days past due written when an organization is frozen (spec 01 §9: freeze after 60 days). */
export const FROZEN_PAST_DUE_DAYS = 65;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Per-request override header; ignored with `--strict`. */
export const FAULT_HEADER = 'x-mock-fault';
/** Marks responses produced by a fault (handy in devtools; the real API never sends it). */
export const FAULT_MARK_HEADER = 'x-mock-fault-rule';

/** Longest a `hang` effect may hold a request before closing its socket (10 minutes of real time). */
export const MAX_HANG_MS = 600_000;
/** Fastest `bandwidth` a rule may set (100 MB/s). */
export const MAX_BANDWIDTH_BPS = 100_000_000;
