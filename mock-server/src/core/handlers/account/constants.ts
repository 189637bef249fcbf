/**
 * Limits, lifetimes and texts of the account flows (spec 01 §4, §5, §8, §9; api-ground-truth §1.4, §5).
 * Values the spec does not fix are marked "mock choice".
 */

/** Password length 8 to 64 (spec 01 §5, §9). */
const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 64;
/** Same wording as the dashboard's form rule (web/src/features/auth/messages.ts). */
export const PASSWORD_LENGTH_MESSAGE = `The password must be between ${PASSWORD_MIN_LENGTH} and ${PASSWORD_MAX_LENGTH} characters`;

/** "Sudo" freshness: authTime within the last 20 minutes (api-ground-truth §5; spec 01 §4, §9). */
export const FRESH_LOGIN_MS = 20 * 60 * 1000;
/** Body of the 401 for sudo-guarded routes (api-ground-truth §1.4). */
export const FRESH_LOGIN_REQUIRED = 'Fresh authentication token required';

/** Verification links stay valid 24 hours (mock choice). */
export const VERIFICATION_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Password-reset links stay valid 1 hour (mock choice). */
export const RESET_CODE_LIFETIME_MS = 60 * 60 * 1000;
/** At most 3 reset mails per address per hour, then 429 with nextValidRequestDate (spec 01 §8; mock choice of numbers). */
export const RESET_REQUESTS_PER_WINDOW = 3;
export const RESET_REQUEST_WINDOW_MS = 60 * 60 * 1000;
export const RESET_RATE_LIMIT_MESSAGE = 'Too many password reset requests.';

/**
 * Captcha (spec 01 §5): the mock configures no reCAPTCHA site key, so any non-empty response is
 * accepted (the dashboard sends `fleetmock-captcha-skipped`). This one documented value always
 * fails, so QA can exercise "ReCaptcha was not verified".
 */
export const CAPTCHA_FAILING_RESPONSE = 'fleetmock-captcha-fail';
export const CAPTCHA_NOT_VERIFIED = 'ReCaptcha was not verified';

/** TOTP parameters (RFC 6238; README persona table): SHA-1, 6 digits, 30 s, ±1 step of clock drift. */
export const TOTP_ALGORITHM = 'SHA1';
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_S = 30;
export const TOTP_WINDOW = 1;
/** Base32 characters of a generated TOTP secret (160 bits, like authenticator apps expect). */
export const TOTP_SECRET_LENGTH = 32;

/** Recovery codes per generation and characters per code (the seed uses the same shape). */
export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_LENGTH = 10;

/** Reset-password error codes (spec 01 §8): 1 two-factor required, 2 invalid, 3 reset expired, 4 invalid. */
export const RESET_ERRORS = {
  twoFactorRequired: { code: 1, message: 'Two-factor authentication code required' },
  twoFactorInvalid: { code: 2, message: 'Invalid two-factor authentication code' },
  resetExpired: { code: 3, message: 'Password reset code has expired' },
  resetInvalid: { code: 4, message: 'Invalid password reset code' },
} as const;

/** JSON-string error texts of the account routes. */
export const MESSAGES = {
  invalidEmail: 'Invalid email',
  emailTaken: '"email" must be unique.',
  invalidTotp: 'Invalid two-factor authentication code',
  invalidRecoveryCode: 'Invalid recovery code',
  twoFactorAlreadyEnabled: 'Two-factor authentication is already enabled',
  twoFactorNotEnabled: 'Two-factor authentication is not enabled',
  twoFactorNotSetUp: 'Two-factor authentication has not been set up',
  currentPasswordRequired: 'Current password is required',
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordIncorrect: 'Password is incorrect',
  alreadyVerified: 'Email is already verified',
  noEmail: 'No email address is set',
  fieldRequired: (field: string) => `${field} is required`,
} as const;
