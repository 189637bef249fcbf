/**
 * Password checking for the mock (Node only: imports node:crypto; not re-exported by the store's
 * index so browser bundles stay clean). Format `scrypt$N$r$p$<salt b64>$<hash b64>`.
 */
import { scryptSync, timingSafeEqual } from 'node:crypto';

/** Checks a password against a stored hash; false on any malformed hash. */
export function verifyPassword(password: string, stored: string | null): boolean {
  if (!stored) return false;
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  try {
    const actual = scryptSync(password, Buffer.from(salt, 'base64'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
    });
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}
