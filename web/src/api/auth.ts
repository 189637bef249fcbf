/**
 * Session and sign-in calls (spec 01 §7 "Connectivity and session", "Account"; api-ground-truth §4):
 * login, whoami, the user profile read, the SAML-account check, token refresh, registration, e-mail
 * verification, password reset, two-factor verification, SAML and social sign-in, invitations and the
 * support sign-in (OAuth authorization: oauth.ts). Token-returning calls resolve with the token string
 * (text/plain or a JSON string, api-ground-truth §6.6). Every call takes the connection to use
 * (default: the app's), so the session store and tests can bring their own.
 */
import {
  api,
  ApiError,
  IGNORE_UNAUTHORIZED,
  NO_RETRY,
  NO_TOKEN,
  ok,
  type DashboardClient,
  type paths,
} from './client.ts';
import { queryKeys } from '../lib/query-keys.ts';
import type { components } from '../../../generated/types/api.gen.ts';
import { countSamlAccounts } from './saml-account.ts';

/**
 * Sign-in calls answer a 429 at once instead of waiting out Retry-After: the login block lasts an
 * hour (api-ground-truth §4), so the form says "too many requests" rather than spinning that long.
 */
const SIGN_IN = { ...NO_TOKEN, ...NO_RETRY };

type Schemas = components['schemas'];

/** Keys of the sign-in area, general → specific. */
export const authKeys = {
  all: () => [...queryKeys.session(), 'auth'] as const,
  oauthApplication: (clientId: string) => [...authKeys.all(), 'oauth-application', clientId] as const,
  deployConfig: (url: string) => [...authKeys.all(), 'deploy-config', url] as const,
};

/** The token of a token-returning answer: the text itself, or the `token` of a JSON object. */
const asToken = (v: unknown): string => {
  if (typeof v === 'string') return v;
  if (typeof v === 'object' && v !== null && 'token' in v && typeof v.token === 'string') return v.token;
  return '';
};

// --- session ------------------------------------------------------------------------------------

/** POST /login_ → text/plain JWT; a 401 is "invalid login credentials" (api-ground-truth §4). */
export async function loginWithPassword(username: string, password: string, c: DashboardClient = api): Promise<string> {
  try {
    return asToken(await ok(c.client.POST('/login_', { body: { username, password }, headers: SIGN_IN })));
  } catch (e) {
    if (e instanceof ApiError && e.status === 401)
      throw new ApiError({ status: 401, body: e.body, code: 'InvalidLoginCredentials' });
    throw e;
  }
}

/** The actor behind the token, as the contract describes it. */
export type ActorWhoami = Schemas['ActorWhoami'];

/** GET /actor/v1/whoami; null when the credential is not accepted (401). */
export async function fetchWhoami(c: DashboardClient = api): Promise<ActorWhoami | null> {
  try {
    return await ok(c.client.GET('/actor/v1/whoami', { headers: IGNORE_UNAUTHORIZED }));
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) return null;
    throw e;
  }
}

/** Extra permission names an API may add to whoami (admin.home / support.home); none in the contract's shape. */
export function whoamiPermissions(who: ActorWhoami): string[] {
  const extra: unknown = 'permissions' in who ? who.permissions : undefined;
  return Array.isArray(extra) ? extra.filter((p): p is string => typeof p === 'string') : [];
}

/** The profile fields the session reads. */
const PROFILE_FIELDS = [
  'email',
  'first_name',
  'last_name',
  'company',
  'account_type',
  'has_password_set',
  'has_disabled_newsletter',
  'is_verified',
  'must_be_verified',
] as const;

/** The user's profile row (cloud `user_profile`, api-ground-truth §3). */
export async function fetchUserProfile(userId: number, c: DashboardClient = api) {
  const rows = await c.read('user_profile', { $select: PROFILE_FIELDS, $filter: { is_of__user: userId } });
  return rows[0] ?? null;
}

/** Whether the user signs in through SAML (owns a saml_account); false when unknown. */
export async function fetchIsSaml(userId: number, c: DashboardClient = api): Promise<boolean> {
  try {
    return (await countSamlAccounts({ belongs_to__user: userId }, undefined, c)) > 0;
  } catch {
    return false;
  }
}

/** GET /user/v1/refresh-token (POST with a password resets authTime) → the new token as text. */
export async function refreshToken(password?: string, c: DashboardClient = api): Promise<string> {
  const call =
    password === undefined
      ? c.client.GET('/user/v1/refresh-token', { headers: IGNORE_UNAUTHORIZED })
      : c.client.POST('/user/v1/refresh-token', { body: { password }, headers: IGNORE_UNAUTHORIZED });
  return asToken(await ok(call));
}

// --- sign-up, verification, reset ---------------------------------------------------------------

export interface RegisterInput {
  email: string;
  password: string;
  hasDisabledNewsletter: boolean;
  captcha: string;
  invitationType?: 'organization' | 'application';
  invitationToken?: string;
}

/** Registration sends only email, password, newsletter opt-out, captcha, invitation type and token (spec 01 §5). */
export async function register(input: RegisterInput, c: DashboardClient = api): Promise<string> {
  const invitation =
    input.invitationType && input.invitationToken
      ? { invitation_type: input.invitationType, invitation_token: input.invitationToken }
      : {};
  const body = {
    email: input.email,
    password: input.password,
    has_disabled_newsletter: input.hasDisabledNewsletter,
    'g-recaptcha-response': input.captcha,
    ...invitation,
  };
  return asToken(await ok(c.client.POST('/user/register', { body, headers: SIGN_IN })));
}

export async function verifyEmail(email: string, token: string, c: DashboardClient = api): Promise<string> {
  return asToken(
    await ok(c.client.POST('/user/v1/verify-email', { body: { verificationToken: token, email }, headers: NO_TOKEN })),
  );
}

export const requestVerificationEmail = (c: DashboardClient = api) => ok(c.client.POST('/user/v1/sendVerifyEmail'));

export const requestPasswordReset = (email: string, captcha: string, c: DashboardClient = api) =>
  ok(
    c.client.POST('/user/reset-password/{email}', {
      params: { path: { email } },
      body: { 'g-recaptcha-response': captcha },
      headers: SIGN_IN,
    }),
  );

export const resetPassword = (
  input: { token: string; password: string; twoFactorCode?: string },
  c: DashboardClient = api,
) => ok(c.client.POST('/user/reset-password', { body: input, headers: SIGN_IN }));

// --- two-factor ---------------------------------------------------------------------------------

export async function verifyTotp(code: string, c: DashboardClient = api): Promise<string> {
  return asToken(await ok(c.client.POST('/auth/totp/verify', { body: { code } })));
}

export async function verifyRecoveryCode(code: string, c: DashboardClient = api): Promise<string> {
  return asToken(await ok(c.client.POST('/auth/v1/2fa-recover/verify', { body: { code } })));
}

/** GET /auth/totp/setup → the setup key (text). */
export const fetchTotpSetupKey = async (c: DashboardClient = api): Promise<string> =>
  asToken(await ok(c.client.GET('/auth/totp/setup')));

/** POST /auth/totp/disable with the password → a new token (text). */
export const disableTwoFactor = async (password: string, c: DashboardClient = api): Promise<string> =>
  // A wrong password is a 401 answer (api-ground-truth §4), not a sign that the session is over.
  asToken(await ok(c.client.POST('/auth/totp/disable', { body: { password }, headers: IGNORE_UNAUTHORIZED })));

/** POST /auth/v1/2fa-recover/create → the new codes; the old ones stop working (spec 01 §4). */
export async function createRecoveryCodes(c: DashboardClient = api): Promise<string[]> {
  const res: unknown = await ok(c.client.POST('/auth/v1/2fa-recover/create'));
  const list: unknown = Array.isArray(res)
    ? res
    : typeof res === 'object' && res !== null && 'codes' in res
      ? res.codes
      : [];
  return (Array.isArray(list) ? list : [])
    .map((item: unknown) =>
      typeof item === 'object' && item !== null && 'recovery_code' in item ? item.recovery_code : item,
    )
    .filter((code): code is string => typeof code === 'string');
}

// --- SAML, social sign-in, invitations, OAuth ---------------------------------------------------

export async function samlFinalize(code: string, jwt?: string, c: DashboardClient = api): Promise<string> {
  return asToken(await ok(c.client.POST('/auth/saml/finalize', { body: jwt ? { code, jwt } : { code } })));
}

/** Checks that an SSO identifier is known (the start of the SAML redirect answers 2xx). */
export const checkSamlIdentifier = (ssoIdentifier: string, c: DashboardClient = api) =>
  ok(c.client.GET('/auth/saml/{ssoIdentifier}', { params: { path: { ssoIdentifier } }, headers: NO_TOKEN }));

/** The browser address starting SAML sign-in on the API host. */
export const samlStartUrl = (ssoIdentifier: string, c: DashboardClient = api): string =>
  `${c.baseUrl}/auth/saml/${encodeURIComponent(ssoIdentifier)}`;

/** The browser address starting a third-party sign-in on the API host. */
export const socialStartUrl = (provider: string, c: DashboardClient = api): string =>
  `${c.baseUrl}/auth/${encodeURIComponent(provider)}`;

/** The third-party sign-in providers the contract knows. */
type SocialProvider = paths['/auth/{provider}/callback']['get']['parameters']['path']['provider'];
const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['github', 'google'];
const isSocialProvider = (p: string): p is SocialProvider => SOCIAL_PROVIDERS.some((known) => known === p);

/** GET /auth/{provider}/callback with the provider's answer (the page's own query string) → token. */
export async function socialCallback(
  provider: string,
  search: URLSearchParams,
  c: DashboardClient = api,
): Promise<string> {
  if (!isSocialProvider(provider)) throw new ApiError({ status: 404, body: 'Unknown sign-in provider' });
  const query = Object.fromEntries(search.entries());
  return asToken(
    await ok(c.client.GET('/auth/{provider}/callback', { params: { path: { provider }, query }, headers: NO_TOKEN })),
  );
}

export const acceptOrgInvitation = (token: string, c: DashboardClient = api) =>
  ok(c.client.POST('/org/v1/invitation/{token}', { params: { path: { token } } }));
export const acceptFleetInvitation = (token: string, c: DashboardClient = api) =>
  ok(c.client.POST('/user/v1/invitation/{token}', { params: { path: { token } } }));

export const zendeskLogin = (returnTo: string, c: DashboardClient = api) =>
  ok(c.client.GET('/zendesk/v1/login', { params: { query: { return_to: returnTo } } }));
