/**
 * The one username rule for users the API creates (sign-up, spec 01 §4, and just-in-time SAML users,
 * spec 01 §3 "SAML account"): the e-mail's local part, lower-cased, with every character other than
 * a-z, 0-9 and `_` made `_` (seeded users follow the same alphabet), `user` when nothing is left, cut
 * to USERNAME_BASE_MAX characters; a taken name gets the first free suffix 2, 3, … So one e-mail gives
 * one username whichever way the account is made.
 */
import type { Store } from '../../store/store.ts';
import { localPart } from '../../email-address.ts';

/** Longest username (base plus suffix room) the API gives. */
export const USERNAME_MAX = 50;
/** The base keeps room for a numeric suffix within USERNAME_MAX. */
const USERNAME_BASE_MAX = USERNAME_MAX - 6;
const USERNAME_UNSAFE = /[^a-z0-9_]/g;

/** The username a new user with this e-mail gets: free in the store at the time of the call. */
export function usernameForEmail(store: Store, email: string): string {
  const base = (localPart(email).toLowerCase().replace(USERNAME_UNSAFE, '_') || 'user').slice(0, USERNAME_BASE_MAX);
  let name = base;
  for (let i = 2; store.find('user', 'username', name).length > 0; i++) name = `${base}${i}`;
  return name;
}
