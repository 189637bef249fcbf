/**
 * Password checking without a hard dependency on node:crypto: the core takes a verifier, the Node
 * adapters pass store/password.ts's scrypt check, and the known persona hash is recognised directly
 * so the browser demo (MSW) can log personas in (spec: every persona password is `fleetmock-demo`).
 */
import { PERSONA_PASSWORD, PERSONA_PASSWORD_HASH } from '../seed/personas.ts';
import { isMockHash, verifyMockHash, type PasswordVerifier } from './password-hash.ts';

export type { PasswordVerifier } from './password-hash.ts';

/**
 * Wraps a verifier with the persona fast path (same answer, no 50 ms scrypt per login) and the
 * browser-safe hashes of passwords set at run time (sign-up, change, reset: password-hash.ts), so
 * every password check (login, refresh-token re-verification, account routes) accepts both.
 */
export function withPersonaFastPath(inner?: PasswordVerifier): PasswordVerifier {
  return (password, hash) => {
    if (hash === null) return false;
    if (hash === PERSONA_PASSWORD_HASH) return password === PERSONA_PASSWORD;
    if (isMockHash(hash)) return verifyMockHash(password, hash);
    return inner ? inner(password, hash) : false;
  };
}
