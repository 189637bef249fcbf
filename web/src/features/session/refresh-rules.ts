/**
 * When the session token is refreshed or dropped (spec 01 §4 "Session refresh", §9): checked every
 * second; an expired token (36 h lifetime) logs out; the token is refreshed every hour and once the
 * 20-minute deadline after authTime has passed; logins count as recent for 20 minutes after authTime.
 */
import { SESSION_LIFETIME_MS, SESSION_REFRESH_AFTER_AUTH_MS, TOKEN_REFRESH_INTERVAL_MS } from '../../lib/timing.ts';
import { isTokenExpired, type TokenClaims } from './jwt.ts';

export type TokenAction = 'logout' | 'refresh' | 'none';

export interface TokenCheckInput {
  claims: TokenClaims;
  now: number;
  /** ms epoch of the last refresh (or of the login). */
  lastRefreshAt: number;
  /** Some operations hold the token: refresh is paused (spec 01 §4). */
  paused?: boolean;
}

/** The refresh deadline: authTime plus 20 minutes. */
function refreshDeadline(claims: TokenClaims): number | null {
  return claims.authTime === undefined ? null : claims.authTime + SESSION_REFRESH_AFTER_AUTH_MS;
}

/** When the token stops being valid: its exp, else iat + 36 h, else never. */
function tokenExpiry(claims: TokenClaims): number | null {
  if (claims.exp !== undefined) return claims.exp * 1000;
  if (claims.iat !== undefined) return claims.iat * 1000 + SESSION_LIFETIME_MS;
  return null;
}

/** What the once-a-second token check does. */
export function tokenAction({ claims, now, lastRefreshAt, paused }: TokenCheckInput): TokenAction {
  const expiry = tokenExpiry(claims);
  if (isTokenExpired(claims, now) || (expiry !== null && expiry <= now)) return 'logout';
  if (paused) return 'none';
  if (now - lastRefreshAt >= TOKEN_REFRESH_INTERVAL_MS) return 'refresh';
  const deadline = refreshDeadline(claims);
  if (deadline !== null && now >= deadline && lastRefreshAt < deadline) return 'refresh';
  return 'none';
}

/** Whether identity re-verification is needed before sensitive actions (spec 01 §4 "Enabling two-factor"). */
export function isRecentLogin(claims: TokenClaims, now: number): boolean {
  const deadline = refreshDeadline(claims);
  return deadline !== null && now < deadline;
}
