/** Account calls of /preferences (spec 01 §7 "Account"; api-ground-truth §4). */
import { api, type ApiClient } from '../../../lib/api-client.ts';
import { EP } from '../../auth/index.ts';

/** PATCH /user/password {currentPassword, password}; currentPassword only when one is set. */
export const changePassword = (password: string, currentPassword: string | undefined, client: ApiClient = api) =>
  client.request({ method: 'PATCH', path: EP.password, body: currentPassword ? { currentPassword, password } : { password } });

export type EmailChangeResult = { kind: 'pending' } | { kind: 'updated'; token?: string };

/**
 * PATCH /user/email {email, password} (spec 01 §4 "Email change"): an empty body means verification
 * pending; otherwise updated, and a string body is a new token.
 */
export async function changeEmail(email: string, password: string, client: ApiClient = api): Promise<EmailChangeResult> {
  const res = await client.request<unknown>({ method: 'PATCH', path: EP.email, body: { email, password } });
  if (res === undefined || res === '') return { kind: 'pending' };
  return typeof res === 'string' ? { kind: 'updated', token: res } : { kind: 'updated' };
}

export const logoutOtherSessions = (client: ApiClient = api) => client.request({ method: 'POST', path: EP.logoutOthers });
