/**
 * Password reset (spec 01 §2 "/user/reset-password/{loginCode}", §5, §7, §8): POST
 * /user/reset-password/{email} {g-recaptcha-response} mails a reset link (200 whether or not the
 * address has an account; 429 with nextValidRequestDate when asked too often); POST
 * /user/reset-password {token, password, twoFactorCode?} sets the password, or answers 400
 * {code, message}: 1 two-factor required, 2 two-factor invalid, 3 code expired, 4 code invalid.
 * Wrong tokens and two-factor codes are limited per client address (and per account): 429 with
 * Retry-After after ten (auth/failure-limiter.ts).
 */
import { empty, json, jsonError, type CoreResponse } from '../../http.ts';
import type { RouteDef } from '../../router.ts';
import { requestContext, type RequestContext } from '../../pipeline/context.ts';
import { credentialsByEmail } from '../../store/private.ts';
import { zRequestPasswordResetBody, zResetPasswordBody } from '../../../../../generated/zod/zod.gen.ts';
import {
  CAPTCHA_NOT_VERIFIED,
  MESSAGES,
  RESET_ERRORS,
  RESET_RATE_LIMIT_MESSAGE,
  RESET_REQUEST_WINDOW_MS,
  RESET_REQUESTS_PER_WINDOW,
} from './constants.ts';
import { EMAIL_PATTERN, ACCOUNT_BODY } from './guards.ts';
import { validateBody } from '../../validate-body.ts';
import { accountState, createResetCode } from './state.ts';
import { sendResetMail } from './mail.ts';
import { captchaRejected } from './signup-routes.ts';
import { checkTotp } from './totp.ts';
import { GUESS_LIMITER, guessKeys } from '../../auth/failure-limiter.ts';
import { credentialsOf, rotateJwtSecret, setPassword } from './users.ts';

const resetError = (e: (typeof RESET_ERRORS)[keyof typeof RESET_ERRORS]): CoreResponse =>
  json(400, { code: e.code, message: e.message });

/**
 * Records a reset request for an address; returns the time the next one is allowed when the
 * address already used up RESET_REQUESTS_PER_WINDOW requests in the window, else undefined.
 */
function throttleReset(ctx: RequestContext, email: string): number | undefined {
  const now = ctx.world.clock.now();
  const log = accountState(ctx.world).resetRequests;
  const recent = (log.get(email) ?? []).filter((t) => now - t < RESET_REQUEST_WINDOW_MS);
  const [oldest] = recent;
  if (oldest !== undefined && recent.length >= RESET_REQUESTS_PER_WINDOW) {
    log.set(email, recent);
    return oldest + RESET_REQUEST_WINDOW_MS;
  }
  log.set(email, [...recent, now]);
  return undefined;
}

/** POST /user/reset-password/{email}. */
function requestReset(ctx: RequestContext, rawEmail: string): CoreResponse {
  // No captcha answer (no body, or no g-recaptcha-response) reads as a captcha that failed.
  const parsed = validateBody(zRequestPasswordResetBody, ctx.req.body, {
    invalid: () => jsonError(400, CAPTCHA_NOT_VERIFIED),
  });
  if (!parsed.ok) return parsed.response;
  if (captchaRejected(parsed.value['g-recaptcha-response'], true)) return jsonError(400, CAPTCHA_NOT_VERIFIED);
  const email = rawEmail.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) return jsonError(400, MESSAGES.invalidEmail);
  const next = throttleReset(ctx, email);
  if (next !== undefined) {
    const now = ctx.world.clock.now();
    return json(
      429,
      { message: RESET_RATE_LIMIT_MESSAGE, nextValidRequestDate: new Date(next).toISOString() },
      { 'retry-after': String(Math.max(1, Math.ceil((next - now) / 1000))) },
    );
  }
  const creds = credentialsByEmail(ctx.world.store.priv, email);
  if (creds?.email) {
    const reset = createResetCode(ctx.world, creds.userId);
    sendResetMail(ctx.world, ctx.req, creds.email, reset.code);
  }
  return empty(200);
}

/** POST /user/reset-password. */
export async function resetPassword(ctx: RequestContext): Promise<CoreResponse> {
  const parsed = validateBody(zResetPasswordBody, ctx.req.body, ACCOUNT_BODY);
  if (!parsed.ok) return parsed.response;
  const { token, password, twoFactorCode } = parsed.value;
  const { world } = ctx;
  const ip = ctx.req.ip;
  const { resets } = accountState(world);
  const blocked = GUESS_LIMITER.tooMany(world, guessKeys('reset-token', ip));
  if (blocked) return blocked;
  const reset = resets.get(token.trim());
  const creds = reset && credentialsOf(world, reset.userId);
  if (!reset || !creds) {
    GUESS_LIMITER.fail(world, guessKeys('reset-token', ip));
    return resetError(RESET_ERRORS.resetInvalid);
  }
  if (reset.expiresAt <= world.clock.now()) {
    resets.delete(reset.code);
    return resetError(RESET_ERRORS.resetExpired);
  }
  if (creds.twoFactorEnabled && creds.totpSecret) {
    if (!twoFactorCode?.trim()) return resetError(RESET_ERRORS.twoFactorRequired);
    const tooMany = GUESS_LIMITER.tooMany(world, guessKeys('two-factor', ip, creds.userId));
    if (tooMany) return tooMany;
    if (!checkTotp(creds.totpSecret, twoFactorCode, world.clock.now())) {
      GUESS_LIMITER.fail(world, guessKeys('two-factor', ip, creds.userId));
      return resetError(RESET_ERRORS.twoFactorInvalid);
    }
  }
  await setPassword(world, creds, password);
  // A reset ends every session of the account (its tokens carry the old jwt_secret).
  rotateJwtSecret(world, creds);
  resets.delete(reset.code);
  return empty(200);
}

/** The password-reset route group. */
export function resetRoutes(): RouteDef[] {
  return [
    {
      method: 'POST',
      path: '/user/reset-password/:email',
      operationId: 'requestPasswordReset',
      handler: ({ req, params }) => requestReset(requestContext(req), params.email ?? ''),
    },
    {
      method: 'POST',
      path: '/user/reset-password',
      operationId: 'resetPassword',
      handler: ({ req }) => resetPassword(requestContext(req)),
    },
  ];
}
