/**
 * Per-world state of the account flows: pending e-mail verifications, password-reset codes and the
 * reset-request log for the rate limit. Kept in a WeakMap per world (like the outbox), so a reset
 * world starts clean. Random values come from the store's seeded PRNG (same seed → same tokens).
 */
import type { World } from '../../world.ts';
import { secretBase32, secretHex } from '../../auth/secret.ts';
import { RESET_CODE_LIFETIME_MS, VERIFICATION_TOKEN_LIFETIME_MS } from './constants.ts';

export interface PendingVerification {
  token: string;
  userId: number;
  /** The address being verified (a new address when an e-mail change is pending). */
  email: string;
  expiresAt: number;
}

export interface ResetCode {
  code: string;
  userId: number;
  expiresAt: number;
}

interface AccountState {
  verifications: Map<string, PendingVerification>;
  resets: Map<string, ResetCode>;
  /** lower-case e-mail → mock-clock times of reset requests inside the window. */
  resetRequests: Map<string, number[]>;
}

const states = new WeakMap<World, AccountState>();

/** The account state of a world (created on first use). */
export function accountState(world: World): AccountState {
  let s = states.get(world);
  if (!s) states.set(world, (s = { verifications: new Map(), resets: new Map(), resetRequests: new Map() }));
  return s;
}

/** Issues a verification token for `email`; earlier tokens of the same user stop working. */
export function createVerification(world: World, userId: number, email: string): PendingVerification {
  const { verifications } = accountState(world);
  for (const [token, v] of verifications) if (v.userId === userId) verifications.delete(token);
  const pending = {
    token: secretHex(32),
    userId,
    email: email.toLowerCase(),
    expiresAt: world.clock.now() + VERIFICATION_TOKEN_LIFETIME_MS,
  };
  verifications.set(pending.token, pending);
  return pending;
}

/** The pending e-mail change of a user (a verification for an address other than the current one). */
export function pendingVerificationOf(world: World, userId: number): PendingVerification | undefined {
  for (const v of accountState(world).verifications.values()) if (v.userId === userId) return v;
  return undefined;
}

/** Issues a reset code; earlier codes of the same user stop working. */
export function createResetCode(world: World, userId: number): ResetCode {
  const { resets } = accountState(world);
  for (const [code, r] of resets) if (r.userId === userId) resets.delete(code);
  const reset = { code: secretHex(40), userId, expiresAt: world.clock.now() + RESET_CODE_LIFETIME_MS };
  resets.set(reset.code, reset);
  return reset;
}

/** `length` random base32 characters from the cryptographic source (TOTP secrets). */
export const randomBase32 = (_world: World, length: number): string => secretBase32(length);

/** `length` random lower-case hex characters from the cryptographic source (tokens, salts, secrets). */
export const randomToken = (_world: World, length: number): string => secretHex(length);
