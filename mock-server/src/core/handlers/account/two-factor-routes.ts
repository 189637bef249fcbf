/**
 * Two-factor authentication (spec 01 §3, §4 "Login with two-factor", "Enabling two-factor", §7;
 * api-ground-truth §5): GET /auth/totp/setup (recent login; the base32 key), POST /auth/totp/verify
 * {code} (passes a pending login or pairs the authenticator; answers a token with
 * twoFactorRequired false), POST /auth/totp/disable {password}, POST /auth/v1/2fa-recover/create
 * (recent login; new codes, old ones dead) and /verify {code} (each code once). Wrong codes are
 * limited per client address and per account: 429 with Retry-After after ten (auth/failure-limiter.ts).
 */
import { empty, json, jsonError, text, type CoreResponse } from '../../http.ts';
import type { RouteDef } from '../../router.ts';
import { requestContext, type RequestContext } from '../../pipeline/context.ts';
import type { PasswordVerifier } from '../../auth/password-check.ts';
import { issueToken } from '../../auth/login.ts';
import { zDisableTotpBody, zVerifyRecoveryCodeBody, zVerifyTotpBody } from '../../../../../generated/zod/zod.gen.ts';
import { MESSAGES } from './constants.ts';
import { caller, isCaller, ACCOUNT_BODY, type AccountCaller } from './guards.ts';
import { validateBody } from '../../validate-body.ts';
import { checkPassword } from '../../auth/password-hash.ts';
import { GUESS_LIMITER, guessKeys } from '../../auth/failure-limiter.ts';
import { checkTotp, consumeRecoveryCode, newTotpSecret, regenerateRecoveryCodes } from './totp.ts';

/** A token of the same session with the second factor passed. */
function passedToken(ctx: RequestContext, who: AccountCaller): Promise<string> {
  const claims = who.user.claims;
  return issueToken(ctx.world, who.creds, {
    authTime: claims?.authTime,
    twoFactorRequired: false,
    actualUser: claims?.actualUser,
  });
}

/** GET /auth/totp/setup: a new secret, pending until a code for it is verified. */
function setupTotp(ctx: RequestContext): CoreResponse {
  const who = caller(ctx, { fresh: true });
  if (!isCaller(who)) return who;
  if (who.creds.twoFactorEnabled) return jsonError(400, MESSAGES.twoFactorAlreadyEnabled);
  who.creds.totpSecret = newTotpSecret(ctx.world);
  return text(200, who.creds.totpSecret);
}

/** POST /auth/totp/verify. */
export async function verifyTotp(ctx: RequestContext): Promise<CoreResponse> {
  const who = caller(ctx, { partial: true, jwtOnly: true });
  if (!isCaller(who)) return who;
  const parsed = validateBody(zVerifyTotpBody, ctx.req.body, ACCOUNT_BODY);
  if (!parsed.ok) return parsed.response;
  const { creds } = who;
  if (!creds.totpSecret) return jsonError(400, MESSAGES.twoFactorNotSetUp);
  const blocked = GUESS_LIMITER.tooMany(ctx.world, guessKeys('two-factor', ctx.req.ip, creds.userId));
  if (blocked) return blocked;
  if (!checkTotp(creds.totpSecret, parsed.value.code, ctx.world.clock.now())) {
    GUESS_LIMITER.fail(ctx.world, guessKeys('two-factor', ctx.req.ip, creds.userId));
    return jsonError(400, MESSAGES.invalidTotp);
  }
  if (!creds.twoFactorEnabled) {
    creds.twoFactorEnabled = true;
    creds.recoveryCodes = [];
  }
  return text(200, await passedToken(ctx, who));
}

/** POST /auth/totp/disable: a wrong password is 401 (contract); disabling twice is harmless. */
export async function disableTotp(ctx: RequestContext, verify: PasswordVerifier): Promise<CoreResponse> {
  const who = caller(ctx);
  if (!isCaller(who)) return who;
  const parsed = validateBody(zDisableTotpBody, ctx.req.body, ACCOUNT_BODY);
  if (!parsed.ok) return parsed.response;
  if (!(await checkPassword(parsed.value.password, who.creds.passwordHash, verify))) return empty(401);
  Object.assign(who.creds, { twoFactorEnabled: false, totpSecret: null, recoveryCodes: [] });
  const claims = who.user.claims;
  return text(200, await issueToken(ctx.world, who.creds, { actualUser: claims?.actualUser }));
}

/** POST /auth/v1/2fa-recover/create. */
export function createRecoveryCodes(ctx: RequestContext): CoreResponse {
  const who = caller(ctx, { fresh: true });
  if (!isCaller(who)) return who;
  if (!who.creds.twoFactorEnabled) return jsonError(400, MESSAGES.twoFactorNotEnabled);
  return json(200, regenerateRecoveryCodes(ctx.world, who.creds));
}

/** POST /auth/v1/2fa-recover/verify. */
export async function verifyRecoveryCode(ctx: RequestContext): Promise<CoreResponse> {
  const who = caller(ctx, { partial: true, jwtOnly: true });
  if (!isCaller(who)) return who;
  const parsed = validateBody(zVerifyRecoveryCodeBody, ctx.req.body, ACCOUNT_BODY);
  if (!parsed.ok) return parsed.response;
  if (!who.creds.twoFactorEnabled) return jsonError(400, MESSAGES.twoFactorNotEnabled);
  const blocked = GUESS_LIMITER.tooMany(ctx.world, guessKeys('recovery-code', ctx.req.ip, who.creds.userId));
  if (blocked) return blocked;
  const nowIso = new Date(ctx.world.clock.now()).toISOString();
  if (!consumeRecoveryCode(who.creds, parsed.value.code, nowIso)) {
    GUESS_LIMITER.fail(ctx.world, guessKeys('recovery-code', ctx.req.ip, who.creds.userId));
    return jsonError(400, MESSAGES.invalidRecoveryCode);
  }
  return text(200, await passedToken(ctx, who));
}

/** The two-factor route group. */
export function twoFactorRoutes(verify: PasswordVerifier): RouteDef[] {
  return [
    {
      method: 'GET',
      path: '/auth/totp/setup',
      operationId: 'getTotpSetupKey',
      handler: ({ req }) => setupTotp(requestContext(req)),
    },
    {
      method: 'POST',
      path: '/auth/totp/verify',
      operationId: 'verifyTotp',
      handler: ({ req }) => verifyTotp(requestContext(req)),
    },
    {
      method: 'POST',
      path: '/auth/totp/disable',
      operationId: 'disableTotp',
      handler: ({ req }) => disableTotp(requestContext(req), verify),
    },
    {
      method: 'POST',
      path: '/auth/v1/2fa-recover/create',
      operationId: 'createRecoveryCodes',
      handler: ({ req }) => createRecoveryCodes(requestContext(req)),
    },
    {
      method: 'POST',
      path: '/auth/v1/2fa-recover/verify',
      operationId: 'verifyRecoveryCode',
      handler: ({ req }) => verifyRecoveryCode(requestContext(req)),
    },
  ];
}
