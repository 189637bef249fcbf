/**
 * Limits, lifetimes and fixed texts of the identity flows (spec 01 §2, §4, §8; api-ground-truth
 * §4, §5). Values the spec does not give are the mock's own choice and are marked UNCONFIRMED.
 */

/** API keys are 32 random alphanumerics, never a decodable JWT (api-ground-truth §5). */
export const API_KEY_LENGTH = 32;
/** Length of one-time codes handed to the dashboard (SAML, social, OAuth). */
export const ONE_TIME_CODE_LENGTH = 24;
/** One-time codes expire after 10 minutes on the mock clock, room for a login before a SAML merge (UNCONFIRMED). */
export const ONE_TIME_CODE_TTL_MS = 10 * 60 * 1000;
/** At most this many pending codes per world; the oldest are dropped first. */
export const MAX_PENDING_CODES = 1_000;
/** "Sudo" freshness: authTime within the last 20 minutes (api-ground-truth §5, spec 01 §4). */
export const FRESH_AUTH_WINDOW_MS = 20 * 60 * 1000;
/** Invitations expire 7 days after they were created (UNCONFIRMED: the cloud's value is not public). */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Social sign-in providers the mock plays (the /config list, spec 01 §3 "Social service account"). */
export const SOCIAL_PROVIDERS = ['github', 'google'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
/** Display names on the mock provider pages. */
export const SOCIAL_PROVIDER_TITLES: Record<SocialProvider, string> = { github: 'GitHub', google: 'Google' };

/** Dashboard routes the mock pages send the browser back to (spec 01 §2). */
export const DASHBOARD_SAML_CALLBACK = '/saml/callback/signon';
export const dashboardSocialCallback = (provider: string): string => `/auth/${provider}/callback`;

/** SAML error keys (spec 01 §8), sent as JSON strings or as the callback's `error` parameter. */
export const SAML_ERRORS = {
  loginFail: 'saml_login_fail',
  accountMismatch: 'saml_login_fail_account_mismatch',
  requireLogin: 'saml_login_fail_require_login',
  emailMismatch: 'saml_login_fail_email_mismatch',
  unknownSso: 'saml_unknown_sso_identifier',
} as const;

/** Spec 01 §8 "Sign-in": the invitation failure text. */
export const INVALID_INVITATION = 'Invalid or expired invitation';
/** 401 body of sudo-guarded routes (api-ground-truth §1.4). */
export const FRESH_AUTH_REQUIRED = 'Fresh authentication token required';

/** The support portal the mock's Zendesk login points at (not reachable; the dashboard only posts a form there). */
export const SUPPORT_PORTAL_URL = 'https://support.fleetmock.test';
/** Shared secret of the support-portal JWT: a documented mock constant, not a secret. */
export const SUPPORT_PORTAL_JWT_KEY = 'fleetmock-public-support-portal-key--not-a-secret';
