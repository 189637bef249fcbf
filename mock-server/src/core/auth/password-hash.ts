/**
 * Browser-safe hashes for passwords set through the API (sign-up, change, reset): PBKDF2-SHA256 over
 * Web Crypto, format `pbkdf2-sha256$<iterations>$<salt hex>$<hash b64>`. The seeded personas keep
 * their scrypt hash (store/password.ts); `checkPassword` answers for both, so /login_ and every
 * password-confirming account route accept passwords set at run time, in Node and in the MSW demo.
 */
/** Checks a password against a stored hash (the Node adapters pass store/password.ts's scrypt check). */
export type PasswordVerifier = (password: string, hash: string | null) => boolean | Promise<boolean>;

/** PBKDF2 work factor for passwords set through the API (a mock: kept cheap on purpose). */
const PBKDF2_ITERATIONS = 10_000;

const SCHEME = 'pbkdf2-sha256';
const KEY_BITS = 256;

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

async function derive(password: string, salt: string, iterations: number): Promise<string> {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', enc.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: enc.encode(salt), iterations },
    key,
    KEY_BITS,
  );
  return toBase64(new Uint8Array(bits));
}

/** Hashes a password with a caller-supplied salt (from the world's seeded PRNG, so runs are reproducible). */
export async function hashPassword(password: string, salt: string): Promise<string> {
  return [SCHEME, PBKDF2_ITERATIONS, salt, await derive(password, salt, PBKDF2_ITERATIONS)].join('$');
}

/** True for hashes made by `hashPassword`. */
export const isMockHash = (hash: string | null): hash is string =>
  typeof hash === 'string' && hash.startsWith(`${SCHEME}$`);

/** Checks a password against a `hashPassword` hash; false on a malformed one. */
export async function verifyMockHash(password: string, hash: string): Promise<boolean> {
  const [scheme, iter, salt, expected] = hash.split('$');
  const iterations = Number(iter);
  if (scheme !== SCHEME || !salt || !expected || !Number.isInteger(iterations) || iterations < 1) return false;
  try {
    return (await derive(password, salt, iterations)) === expected;
  } catch {
    return false;
  }
}

/** A password check that knows the mock scheme and otherwise defers to `verify` (persona/scrypt). */
export async function checkPassword(password: string, hash: string | null, verify: PasswordVerifier): Promise<boolean> {
  if (isMockHash(hash)) return verifyMockHash(password, hash);
  return verify(password, hash);
}
