/**
 * Session calls (spec 01 §7 "Connectivity and session"; api-ground-truth §4): login, whoami, the
 * user profile read, SAML-account check and token refresh. All go through the one API client.
 */
import { ApiError } from '../../lib/errors.ts';
import type { ApiClient } from '../../lib/api-client.ts';

export interface ActorWhoami {
  id: number;
  actorType: 'user' | 'application' | 'device';
  actorTypeId: number;
  username?: string;
  email?: string | null;
  /** Not in the ground truth's shape; read when the API adds it (admin.home / support.home). */
  permissions?: string[];
}

export interface UserProfile {
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  account_type: 'personal' | 'professional' | null;
  has_password_set: boolean;
  has_disabled_newsletter: boolean;
  is_verified: boolean;
  must_be_verified: boolean;
}

export const PROFILE_FIELDS = [
  'email', 'first_name', 'last_name', 'company', 'account_type', 'has_password_set',
  'has_disabled_newsletter', 'is_verified', 'must_be_verified',
] as const;

/** POST /login_ → text/plain JWT; a 401 is "invalid login credentials" (api-ground-truth §4). */
export async function loginWithPassword(api: ApiClient, username: string, password: string): Promise<string> {
  try {
    return await api.request<string>({ method: 'POST', path: '/login_', body: { username, password }, sendToken: false, parseAs: 'text' });
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) {
      throw new ApiError({ status: 401, body: e.body, code: 'InvalidLoginCredentials' });
    }
    throw e;
  }
}

/** GET /actor/v1/whoami; null when the credential is not accepted (401). */
export async function fetchWhoami(api: ApiClient): Promise<ActorWhoami | null> {
  try {
    return await api.request<ActorWhoami>({ path: '/actor/v1/whoami', ignoreUnauthorized: true, parseAs: 'json' });
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) return null;
    throw e;
  }
}

/** The user's profile row (cloud `user_profile`, api-ground-truth §3). */
export async function fetchUserProfile(api: ApiClient, userId: number): Promise<UserProfile | null> {
  const res = await api.request<{ d: UserProfile[] }>({
    path: '/v7/user_profile',
    query: { $select: PROFILE_FIELDS.join(','), $filter: `is_of__user eq ${userId}` },
  });
  return res?.d?.[0] ?? null;
}

/** Whether the user signs in through SAML (owns a saml_account); false when unknown. */
export async function fetchIsSaml(api: ApiClient, userId: number): Promise<boolean> {
  try {
    const res = await api.request<{ d: number }>({ path: '/v7/saml_account/$count', query: { $filter: `belongs_to__user eq ${userId}` } });
    return typeof res?.d === 'number' && res.d > 0;
  } catch {
    return false;
  }
}

/** GET /user/v1/refresh-token (POST with a password resets authTime) → the new token as text. */
export function refreshToken(api: ApiClient, password?: string): Promise<string> {
  return api.request<string>(
    password === undefined
      ? { path: '/user/v1/refresh-token', parseAs: 'text', ignoreUnauthorized: true }
      : { method: 'POST', path: '/user/v1/refresh-token', body: { password }, parseAs: 'text', ignoreUnauthorized: true },
  );
}
