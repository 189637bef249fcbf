/**
 * Session JWTs with the claims open-balena issues (api-ground-truth §5): `id`, `jwt_secret`,
 * `authTime` (ms), `iat`/`exp` (s), and `twoFactorRequired: true` while 2FA is pending. Like the
 * cloud's token-data callback (open-balena-api `setUserTokenDataCallback`; the SDK's `JWTUser` type
 * lists `permissions` and `actualUser`), tokens of platform users also carry their non-resource
 * `permissions` (`admin.home`, `support.home`), and "log in as" tokens the impersonating `actualUser`.
 * Signed HS256 with the mock's public key, or with the key `setSessionSigningKey` installs (the CLI
 * installs a random one per start when the mock is shared on the network, so nobody can mint tokens);
 * expiry is judged on the world clock, not the wall clock.
 */
import { SignJWT, jwtVerify, decodeProtectedHeader } from 'jose';
import { MOCK_JWT_ALGORITHM, MOCK_JWT_SIGNING_KEY, SESSION_LIFETIME_MS, TOKEN_CACHE_SIZE } from './constants.ts';

export interface SessionClaims {
  id: number;
  jwt_secret: string;
  authTime: number;
  iat: number;
  exp: number;
  twoFactorRequired?: boolean;
  /** Set on "log in as" tokens: the admin who impersonates (spec 01 §6). */
  actualUser?: number;
  /** Non-resource permissions of platform users (`admin.home`, `support.home`). */
  permissions?: string[];
}

export interface SignInput {
  userId: number;
  jwtSecret: string;
  /** ms since epoch of the last password authentication. */
  authTime: number;
  /** World-clock now in ms. */
  now: number;
  /** true = 2FA pending; false = passed; undefined = user has no 2FA. */
  twoFactorRequired?: boolean;
  actualUser?: number;
  /** Non-resource permissions to state in the token; omitted when empty. */
  permissions?: readonly string[];
}

export type VerifyResult = { status: 'valid'; claims: SessionClaims } | { status: 'expired' | 'invalid' };

// Copied into the global Uint8Array: TextEncoder answers Node's own, and under jsdom (page tests in
// Vitest) the global one is another realm's, which jose's `instanceof Uint8Array` key check refuses.
const encodeKey = (text: string): Uint8Array => Uint8Array.from(new TextEncoder().encode(text));
let key = encodeKey(MOCK_JWT_SIGNING_KEY);
const verified = new Map<string, SessionClaims>();

/**
 * Signs and verifies every session token of this process with `signingKey` from now on; tokens signed
 * with the previous key stop verifying (the verified-token cache is cleared).
 */
export function setSessionSigningKey(signingKey: string): void {
  key = encodeKey(signingKey);
  verified.clear();
}

/** A fresh HS256 key from the platform's cryptographic source (64 hex characters, 256 bits). */
export function randomSigningKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Issues a session token (text/plain body of /login_ and refresh-token). */
export async function signSessionToken(input: SignInput): Promise<string> {
  const iat = Math.floor(input.now / 1000);
  const payload: Record<string, unknown> = { id: input.userId, jwt_secret: input.jwtSecret, authTime: input.authTime };
  if (input.twoFactorRequired !== undefined) payload.twoFactorRequired = input.twoFactorRequired;
  if (input.actualUser !== undefined) payload.actualUser = input.actualUser;
  if (input.permissions?.length) payload.permissions = [...input.permissions];
  return new SignJWT(payload)
    .setProtectedHeader({ alg: MOCK_JWT_ALGORITHM, typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(Math.floor((input.now + SESSION_LIFETIME_MS) / 1000))
    .sign(key);
}

/**
 * True when the string is shaped like a JWT the way `jsonwebtoken.decode` would accept it;
 * anything else is looked up as an API key (api-ground-truth §1.2, §5).
 */
export function looksLikeJwt(token: string): boolean {
  if (verified.has(token)) return true;
  if (token.split('.').length !== 3) return false;
  try {
    decodeProtectedHeader(token);
    return true;
  } catch {
    return false;
  }
}

function isClaims(p: Record<string, unknown>): p is Record<string, unknown> & SessionClaims {
  return (
    typeof p.id === 'number' &&
    typeof p.jwt_secret === 'string' &&
    typeof p.iat === 'number' &&
    typeof p.exp === 'number'
  );
}

/** Expiry of already-verified claims against `now` (ms, world clock). */
const judged = (claims: SessionClaims, now: number): VerifyResult =>
  claims.exp * 1000 <= now ? { status: 'expired' } : { status: 'valid', claims };

/**
 * The verdict for a token whose signature was checked before (the per-request path: no crypto and no
 * promise), or undefined when it still needs `verifySessionToken`.
 */
export function verifyCachedSessionToken(token: string, now: number): VerifyResult | undefined {
  const claims = verified.get(token);
  return claims && judged(claims, now);
}

/** Checks signature and shape (cached), then expiry against `now` (ms, world clock). */
export async function verifySessionToken(token: string, now: number): Promise<VerifyResult> {
  let claims = verified.get(token);
  if (!claims) {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: [MOCK_JWT_ALGORITHM], currentDate: new Date(0) });
      if (!isClaims(payload)) return { status: 'invalid' };
      claims = {
        id: payload.id,
        jwt_secret: payload.jwt_secret,
        authTime: typeof payload.authTime === 'number' ? payload.authTime : payload.iat * 1000,
        iat: payload.iat,
        exp: payload.exp,
        ...(typeof payload.twoFactorRequired === 'boolean' ? { twoFactorRequired: payload.twoFactorRequired } : {}),
        ...(typeof payload.actualUser === 'number' ? { actualUser: payload.actualUser } : {}),
      };
    } catch {
      return { status: 'invalid' };
    }
    if (verified.size >= TOKEN_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
    verified.set(token, claims);
  }
  return judged(claims, now);
}
