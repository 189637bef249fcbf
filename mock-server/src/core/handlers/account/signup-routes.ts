/**
 * Sign-up and e-mail verification (spec 01 §2, §4 "Sign-up", "Email verification", §5; api-ground-truth
 * §4): POST /user/register → token text and a verification mail; POST /user/v1/verify-email
 * {verificationToken, email} → token text; POST /user/v1/sendVerifyEmail → a new mail (the
 * dashboard's resend call).
 */
import { empty, jsonError, text, type CoreResponse } from '../../http.ts';
import type { RouteDef } from '../../router.ts';
import { requestContext, type RequestContext } from '../../pipeline/context.ts';
import { issueToken } from '../../auth/login.ts';
import { credentialsByEmail } from '../../store/private.ts';
import { zRegisterUserBody, zVerifyEmailBody } from '../../../../../generated/zod/zod.gen.ts';
import { CAPTCHA_FAILING_RESPONSE, CAPTCHA_NOT_VERIFIED, MESSAGES } from './constants.ts';
import { caller, EMAIL_PATTERN, isCaller, ACCOUNT_BODY } from './guards.ts';
import { validateBody } from '../../validate-body.ts';
import { accountState, createVerification, pendingVerificationOf } from './state.ts';
import { sendVerificationMail } from './mail.ts';
import { createUser, credentialsOf, profileOf, setEmail, updateProfile } from './users.ts';

/** Captcha rule (spec 01 §5): no site key is configured, so anything but the documented failing value passes. */
export function captchaRejected(response: unknown, required: boolean): boolean {
  if (response === undefined) return required;
  return typeof response !== 'string' || response.trim() === '' || response === CAPTCHA_FAILING_RESPONSE;
}

/** POST /user/register. */
export async function register(ctx: RequestContext): Promise<CoreResponse> {
  const parsed = validateBody(zRegisterUserBody, ctx.req.body, ACCOUNT_BODY);
  if (!parsed.ok) return parsed.response;
  const body = parsed.value;
  if (captchaRejected(body['g-recaptcha-response'], false)) return jsonError(400, CAPTCHA_NOT_VERIFIED);
  const email = body.email.trim();
  if (!EMAIL_PATTERN.test(email)) return jsonError(400, MESSAGES.invalidEmail);
  const { world } = ctx;
  if (credentialsByEmail(world.store.priv, email)) return jsonError(409, MESSAGES.emailTaken);
  const creds = await createUser(world, {
    email,
    password: body.password,
    hasDisabledNewsletter: body.has_disabled_newsletter ?? false,
  });
  if (!creds) return jsonError(409, MESSAGES.emailTaken);
  const pending = createVerification(world, creds.userId, creds.email ?? email);
  sendVerificationMail(world, ctx.req, pending.email, pending.token);
  return text(200, await issueToken(world, creds));
}

/** POST /user/v1/verify-email: unknown, expired or mismatched tokens → 401 (the dashboard's "invalid or expired link"). */
export async function verifyEmail(ctx: RequestContext): Promise<CoreResponse> {
  const parsed = validateBody(zVerifyEmailBody, ctx.req.body, ACCOUNT_BODY);
  if (!parsed.ok) return parsed.response;
  const { world } = ctx;
  const { verifications } = accountState(world);
  const pending = verifications.get(parsed.value.verificationToken.trim());
  if (!pending || pending.email !== parsed.value.email.trim().toLowerCase()) return empty(401);
  if (pending.expiresAt <= world.clock.now()) {
    verifications.delete(pending.token);
    return empty(401);
  }
  const creds = credentialsOf(world, pending.userId);
  if (!creds) return empty(401);
  if (creds.email !== pending.email) {
    const owner = credentialsByEmail(world.store.priv, pending.email);
    if (owner && owner.userId !== creds.userId) return jsonError(409, MESSAGES.emailTaken);
    setEmail(world, creds, pending.email);
  }
  verifications.delete(pending.token);
  updateProfile(world, pending.userId, { is_verified: true });
  return text(200, await issueToken(world, credentialsOf(world, pending.userId) ?? creds));
}

/** POST /user/v1/sendVerifyEmail: a new link for the unverified address, or for a pending e-mail change. */
function resendVerification(ctx: RequestContext): CoreResponse {
  const who = caller(ctx);
  if (!isCaller(who)) return who;
  const { world } = ctx;
  const change = pendingVerificationOf(world, who.user.userId);
  const target = change?.email ?? who.creds.email;
  if (!target) return jsonError(400, MESSAGES.noEmail);
  if (!change && profileOf(world, who.user.userId)?.is_verified === true)
    return jsonError(400, MESSAGES.alreadyVerified);
  const pending = createVerification(world, who.user.userId, target);
  sendVerificationMail(world, ctx.req, pending.email, pending.token);
  return empty(200);
}

/** The sign-up route group. */
export function signupRoutes(): RouteDef[] {
  return [
    {
      method: 'POST',
      path: '/user/register',
      operationId: 'registerUser',
      handler: ({ req }) => register(requestContext(req)),
    },
    {
      method: 'POST',
      path: '/user/v1/verify-email',
      operationId: 'verifyEmail',
      handler: ({ req }) => verifyEmail(requestContext(req)),
    },
    {
      method: 'POST',
      path: '/user/v1/sendVerifyEmail',
      operationId: 'requestVerificationEmail',
      handler: ({ req }) => resendVerification(requestContext(req)),
    },
  ];
}
