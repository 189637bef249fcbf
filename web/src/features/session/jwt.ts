/**
 * Reading the session token on the client (api-ground-truth §5; spec 01 §4): claims are decoded, not
 * verified (the API verifies). Two-factor state: no flag → disabled, true → pending, false → passed.
 */

export interface TokenClaims {
  id: number;
  /** ms since epoch of the last password authentication (api-ground-truth §5). */
  authTime?: number;
  /** Seconds since epoch. */
  iat?: number;
  exp?: number;
  twoFactorRequired?: boolean;
  actualUser?: number;
  /** Permission strings such as `admin.home` and `support.home`, when the token carries them. */
  permissions?: string[];
}

export type TwoFactorState = 'disabled' | 'pending' | 'passed';

function base64UrlDecode(part: string): string {
  const b64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bin = atob(b64);
  const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Claims of a JWT, or null when the string is not a decodable JWT (then it is an API key). */
export function decodeToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  const body = parts[1];
  if (parts.length !== 3 || body === undefined) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(body));
    if (!payload || typeof payload !== 'object' || typeof (payload as { id?: unknown }).id !== 'number') return null;
    return payload as TokenClaims;
  } catch {
    return null;
  }
}

/** Spec 01 §4 "Two-factor state of a session". */
export function twoFactorState(claims: Pick<TokenClaims, 'twoFactorRequired'>): TwoFactorState {
  if (claims.twoFactorRequired === undefined) return 'disabled';
  return claims.twoFactorRequired ? 'pending' : 'passed';
}

/** A token has expired when its `exp` (seconds) is not after now (ms). Tokens without exp never expire here. */
export function isTokenExpired(claims: Pick<TokenClaims, 'exp'>, now: number): boolean {
  return claims.exp !== undefined && claims.exp * 1000 <= now;
}
