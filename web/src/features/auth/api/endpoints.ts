/**
 * Paths of the account calls (spec 01 §7; api-ground-truth §4). Cloud-only routes are UNCONFIRMED
 * in the ground truth; these follow the contract's `openapi/paths/auth.yaml`.
 */
export const EP = {
  login: '/login_',
  register: '/user/register',
  verifyEmail: '/user/v1/verify-email',
  requestVerification: '/user/v1/sendVerifyEmail',
  resetRequest: (email: string) => `/user/reset-password/${encodeURIComponent(email)}`,
  reset: '/user/reset-password',
  password: '/user/password',
  email: '/user/email',
  profile: '/user/profile',
  logoutOthers: '/logout-others',
  totpSetup: '/auth/totp/setup',
  totpVerify: '/auth/totp/verify',
  totpDisable: '/auth/totp/disable',
  recoveryCreate: '/auth/v1/2fa-recover/create',
  recoveryVerify: '/auth/v1/2fa-recover/verify',
  samlStart: (sso: string) => `/auth/saml/${encodeURIComponent(sso)}`,
  samlFinalize: '/auth/saml/finalize',
  socialStart: (provider: string) => `/auth/${encodeURIComponent(provider)}`,
  socialCallback: (provider: string) => `/auth/${encodeURIComponent(provider)}/callback`,
  oauthAuthorize: '/oauth/authorize',
  orgInvitation: (token: string) => `/org/v1/invitation/${encodeURIComponent(token)}`,
  fleetInvitation: (token: string) => `/user/v1/invitation/${encodeURIComponent(token)}`,
  zendeskLogin: '/zendesk/v1/login',
  userApiKey: '/api-key/user/full',
} as const;
