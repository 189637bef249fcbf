/**
 * The new-user window (spec 01 §4 "New user: an account created within 1 day counts as new", §9
 * "New-user window 1 day").
 */
import { NEW_USER_WINDOW_MS } from './timing.ts';

/**
 * True while the account is less than a day old at `now` (the server's clock, so the mock's clock
 * controls decide it too). An unknown or unreadable creation date is not new.
 */
export function isNewAccount(createdAt: string | null | undefined, now: number): boolean {
  if (!createdAt) return false;
  const created = Date.parse(createdAt);
  return Number.isFinite(created) && now - created < NEW_USER_WINDOW_MS;
}
