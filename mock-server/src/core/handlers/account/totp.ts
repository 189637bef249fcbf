/**
 * Real TOTP (RFC 6238: SHA-1, 6 digits, 30 s) judged on the world's mock clock, and recovery codes
 * (spec 01 §3 "2FA recovery code", §4: regenerating invalidates the old ones, each is usable once).
 */
import * as OTPAuth from 'otpauth';
import type { World } from '../../world.ts';
import type { Credentials, RecoveryCode } from '../../store/private.ts';
import {
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  TOTP_ALGORITHM,
  TOTP_DIGITS,
  TOTP_PERIOD_S,
  TOTP_SECRET_LENGTH,
  TOTP_WINDOW,
} from './constants.ts';
import { randomBase32, randomToken } from './state.ts';

const totpFor = (secret: string): OTPAuth.TOTP =>
  new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
  });

/** True when `code` is the TOTP of `secret` at `now` (ms), allowing ±TOTP_WINDOW steps of drift. */
export function checkTotp(secret: string, code: string, now: number): boolean {
  const token = code.replace(/\s+/g, '');
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(token)) return false;
  try {
    return totpFor(secret).validate({ token, timestamp: now, window: TOTP_WINDOW }) !== null;
  } catch {
    return false;
  }
}

/** The current code of a secret (tests and QA helpers). */
export const totpAt = (secret: string, now: number): string => totpFor(secret).generate({ timestamp: now });

/** A fresh base32 TOTP secret from the world's seeded PRNG. */
export const newTotpSecret = (world: World): string => randomBase32(world, TOTP_SECRET_LENGTH);

const normalise = (code: string): string => code.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Replaces the user's recovery codes with RECOVERY_CODE_COUNT new ones and returns them. */
export function regenerateRecoveryCodes(world: World, creds: Credentials): string[] {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => randomToken(world, RECOVERY_CODE_LENGTH));
  creds.recoveryCodes = codes.map((code): RecoveryCode => ({ code, usedAt: null }));
  return codes;
}

/** Uses an unused recovery code (case, spaces and dashes ignored); false when unknown or used. */
export function consumeRecoveryCode(creds: Credentials, code: string, nowIso: string): boolean {
  const wanted = normalise(code);
  const hit = wanted ? creds.recoveryCodes.find((c) => c.usedAt === null && normalise(c.code) === wanted) : undefined;
  if (!hit) return false;
  hit.usedAt = nowIso;
  return true;
}
