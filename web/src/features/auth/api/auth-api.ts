/**
 * Sign-in calls (spec 01 §7 "Account"), each through the one API client. Token-returning calls
 * resolve with the token string (text/plain or JSON string, api-ground-truth §6.6).
 */
import { api, type ApiClient } from '../../../lib/api-client.ts';
import { EP } from './endpoints.ts';
import type { ProfileValues } from '../schemas/auth.schema.ts';

export interface RegisterInput {
  email: string;
  password: string;
  hasDisabledNewsletter: boolean;
  captcha: string;
  invitationType?: 'organization' | 'application';
  invitationToken?: string;
}

const asToken = (v: unknown): string => (typeof v === 'string' ? v : typeof (v as { token?: unknown })?.token === 'string' ? (v as { token: string }).token : '');

/** Registration sends only email, password, newsletter opt-out, captcha, invitation type and token (spec 01 §5). */
export async function register(input: RegisterInput, client: ApiClient = api): Promise<string> {
  const body: Record<string, unknown> = {
    email: input.email,
    password: input.password,
    has_disabled_newsletter: input.hasDisabledNewsletter,
    'g-recaptcha-response': input.captcha,
  };
  if (input.invitationType && input.invitationToken) {
    body.invitation_type = input.invitationType;
    body.invitation_token = input.invitationToken;
  }
  return asToken(await client.request({ method: 'POST', path: EP.register, body, sendToken: false }));
}

export async function verifyEmail(email: string, token: string, client: ApiClient = api): Promise<string> {
  return asToken(await client.request({ method: 'POST', path: EP.verifyEmail, body: { verificationToken: token, email }, sendToken: false }));
}

export const requestVerificationEmail = (client: ApiClient = api) => client.request({ method: 'POST', path: EP.requestVerification, body: {} });

export const requestPasswordReset = (email: string, captcha: string, client: ApiClient = api) =>
  client.request({ method: 'POST', path: EP.resetRequest(email), body: { 'g-recaptcha-response': captcha }, sendToken: false });

export const resetPassword = (input: { token: string; password: string; twoFactorCode?: string }, client: ApiClient = api) =>
  client.request({ method: 'POST', path: EP.reset, body: input, sendToken: false });

export async function verifyTotp(code: string, client: ApiClient = api): Promise<string> {
  return asToken(await client.request({ method: 'POST', path: EP.totpVerify, body: { code } }));
}

export async function verifyRecoveryCode(code: string, client: ApiClient = api): Promise<string> {
  return asToken(await client.request({ method: 'POST', path: EP.recoveryVerify, body: { code } }));
}

export async function samlFinalize(code: string, jwt?: string, client: ApiClient = api): Promise<string> {
  return asToken(await client.request({ method: 'POST', path: EP.samlFinalize, body: jwt ? { code, jwt } : { code } }));
}

export async function socialCallback(provider: string, query: string, client: ApiClient = api): Promise<string> {
  return asToken(await client.request({ path: EP.socialCallback(provider), query, parseAs: 'text', sendToken: false }));
}

export const acceptOrgInvitation = (token: string, client: ApiClient = api) => client.request({ method: 'POST', path: EP.orgInvitation(token) });
export const acceptFleetInvitation = (token: string, client: ApiClient = api) => client.request({ method: 'POST', path: EP.fleetInvitation(token) });

export interface OAuthApplication {
  id: number;
  client_id: string;
  redirect_uri: string;
  name: string;
  description: string | null;
}

export async function fetchOAuthApplication(clientId: string, client: ApiClient = api): Promise<OAuthApplication | null> {
  const res = await client.request<{ d: OAuthApplication[] }>({
    path: '/v7/oauth_application',
    query: { $select: 'id,client_id,redirect_uri,name,description', $filter: `client_id eq '${clientId.replace(/'/g, "''")}'` },
  });
  return res?.d?.[0] ?? null;
}

export const authorizeOAuth = (clientId: string, client: ApiClient = api) =>
  client.request<{ code: string }>({ method: 'POST', path: EP.oauthAuthorize, body: { client_id: clientId, response_type: 'code' } });

export const zendeskLogin = (returnTo: string, client: ApiClient = api) =>
  client.request<{ redirect: string }>({ path: EP.zendeskLogin, query: { return_to: returnTo } });

/** Absolute URL on the API host for browser redirects (SAML, social sign-in). */
export const apiUrl = (path: string, client: ApiClient = api): string => `${client.baseUrl()}${path}`;

/** PATCH /user/profile; the form's has_enabled_newsletter is the inverse of has_disabled_newsletter (spec 01 §3). */
export const saveProfile = (v: ProfileValues, client: ApiClient = api) =>
  client.request({
    method: 'PATCH',
    path: EP.profile,
    body: { first_name: v.first_name, last_name: v.last_name, company: v.company, account_type: v.account_type, has_disabled_newsletter: !v.has_enabled_newsletter },
  });
