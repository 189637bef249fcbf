/**
 * Secrets made at run time (API keys, provisioning keys, reset and verification tokens, one-time
 * codes, per-user token secrets, salts, TOTP secrets) come from the platform's cryptographic source
 * (Web Crypto `getRandomValues`, in Node and in the browser), never from the world's seeded PRNG: a
 * fresh world must not hand out the same strings as every other fresh world of the same seed. The
 * seeded data itself (personas, the demo API key) stays byte-identical for a seed and epoch.
 */

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const HEX = '0123456789abcdef';
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** `length` characters drawn uniformly from `alphabet` (rejection sampling, no modulo bias). */
function secretString(alphabet: string, length: number): string {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(Math.max(16, (length - out.length) * 2)));
    for (const b of bytes) {
      if (b >= limit) continue;
      out += alphabet[b % alphabet.length];
      if (out.length === length) break;
    }
  }
  return out;
}

/** `length` random alphanumerics (A–Z, a–z, 0–9). */
export const secretAlnum = (length: number): string => secretString(ALNUM, length);
/** `length` random lower-case hex characters. */
export const secretHex = (length: number): string => secretString(HEX, length);
/** `length` random base32 characters (RFC 4648 alphabet, TOTP secrets). */
export const secretBase32 = (length: number): string => secretString(BASE32, length);
