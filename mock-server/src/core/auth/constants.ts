/**
 * Session and login constants (spec 01 §4 and §9, api-ground-truth §4 and §5). The signing key is a
 * fixed, documented value of the mock: it is NOT a secret and must never be used outside the mock.
 */

/**
 * HS256 key for the tokens of a mock on loopback or with a pinned epoch (documented in README; anyone
 * may forge such tokens, which tests do). Bound beyond loopback the CLI draws a random key per start.
 */
export const MOCK_JWT_SIGNING_KEY = 'fleetmock-public-mock-signing-key--not-a-secret';
export const MOCK_JWT_ALGORITHM = 'HS256';

/** Session tokens expire after 36 hours (spec 01 §4 "Session refresh", §9). */
export const SESSION_LIFETIME_MS = 36 * 60 * 60 * 1000;

/** POST /login_ allows 10 tries per username+IP, then blocks for 1 hour (api-ground-truth §4). */
export const LOGIN_MAX_ATTEMPTS = 10;
export const LOGIN_BLOCK_MS = 60 * 60 * 1000;

/** Verified-token cache size (a JWT signature check per request would dominate hot reads). */
export const TOKEN_CACHE_SIZE = 10_000;

/** Body of a 429 (api-ground-truth §1.4). */
export const TOO_MANY_REQUESTS_MESSAGE = 'Too Many Requests';

/** Query parameter carrying an API key (api-ground-truth §1.2). */
export const API_KEY_QUERY_PARAM = 'apikey';
