/**
 * Account settings (spec 01 §4 "Email change", "Session refresh", §5, §7 "Account"):
 * PATCH /user/password {currentPassword?, password} (8–64; current password required when one is
 * set; recent login required), PATCH /user/email {email, password} (204 = verification of the new
 * address pending, 200 text = new token), PATCH /user/profile, POST /logout-others (rotates the
 * jwt_secret so every other token dies; the caller gets a fresh token).
 */
import { empty, jsonError, text, type CoreResponse } from '../../http.ts';
import type { RouteDef } from '../../router.ts';
import { requestContext, type RequestContext } from '../../pipeline/context.ts';
import type { PasswordVerifier } from '../../auth/password-check.ts';
import { issueToken } from '../../auth/login.ts';
import { credentialsByEmail } from '../../store/private.ts';
import { zChangeEmailBody, zChangePasswordBody, zUpdateProfileBody } from '../../../../../generated/zod/zod.gen.ts';
import { MESSAGES } from './constants.ts';
import { caller, EMAIL_PATTERN, isCaller, ACCOUNT_BODY, type AccountCaller } from './guards.ts';
import { validateBody } from '../../validate-body.ts';
import { checkPassword } from '../../auth/password-hash.ts';
import { createVerification } from './state.ts';
import { sendVerificationMail } from './mail.ts';
import { credentialsOf, profileOf, rotateJwtSecret, setEmail, setPassword, updateProfile } from './users.ts';

/** A new token for the same session (authTime, 2FA state and impersonation kept). */
function sameSessionToken(ctx: RequestContext, who: AccountCaller): Promise<string> {
  const claims = who.user.claims;
  const creds = credentialsOf(ctx.world, who.user.userId) ?? who.creds;
  return issueToken(
    ctx.world,
    creds,
    claims
      ? { authTime: claims.authTime, twoFactorRequired: claims.twoFactorRequired, actualUser: claims.actualUser }
      : {},
  );
}

/** PATCH /user/password. */
export async function changePassword(ctx: RequestContext, verify: PasswordVerifier): Promise<CoreResponse> {
  const who = caller(ctx, { fresh: true });
  if (!isCaller(who)) return who;
  const parsed = validateBody(zChangePasswordBody, ctx.req.body, ACCOUNT_BODY);
  if (!parsed.ok) return parsed.response;
  const { currentPassword, password } = parsed.value;
  if (who.creds.passwordHash !== null) {
    if (!currentPassword) return jsonError(400, MESSAGES.currentPasswordRequired);
    if (!(await checkPassword(currentPassword, who.creds.passwordHash, verify)))
      return jsonError(400, MESSAGES.currentPasswordIncorrect);
  }
  await setPassword(ctx.world, who.creds, password);
  return empty(200);
}

/** PATCH /user/email. */
export async function changeEmail(ctx: RequestContext, verify: PasswordVerifier): Promise<CoreResponse> {
  const who = caller(ctx);
  if (!isCaller(who)) return who;
  const parsed = validateBody(zChangeEmailBody, ctx.req.body, ACCOUNT_BODY);
  if (!parsed.ok) return parsed.response;
  const email = parsed.value.email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) return jsonError(400, MESSAGES.invalidEmail);
  if (!(await checkPassword(parsed.value.password, who.creds.passwordHash, verify)))
    return jsonError(400, MESSAGES.passwordIncorrect);
  const { world } = ctx;
  const owner = credentialsByEmail(world.store.priv, email);
  if (owner && owner.userId !== who.user.userId) return jsonError(409, MESSAGES.emailTaken);
  if (email !== who.creds.email && profileOf(world, who.user.userId)?.must_be_verified === true) {
    // Accounts that must verify their address keep the old one until the new one is confirmed.
    const pending = createVerification(world, who.user.userId, email);
    sendVerificationMail(world, ctx.req, email, pending.token);
    return empty(204);
  }
  if (email !== who.creds.email) setEmail(world, who.creds, email);
  return text(200, await sameSessionToken(ctx, who));
}

/** PATCH /user/profile: first_name, last_name and account_type required, company optional (spec 01 §5). */
function saveProfile(ctx: RequestContext): CoreResponse {
  const who = caller(ctx);
  if (!isCaller(who)) return who;
  const parsed = validateBody(zUpdateProfileBody, ctx.req.body, ACCOUNT_BODY);
  if (!parsed.ok) return parsed.response;
  const v = parsed.value;
  for (const field of ['first_name', 'last_name'] as const)
    if (!v[field].trim()) return jsonError(400, MESSAGES.fieldRequired(field));
  const company = typeof v.company === 'string' && v.company.trim() ? v.company.trim() : null;
  updateProfile(ctx.world, who.user.userId, {
    first_name: v.first_name.trim(),
    last_name: v.last_name.trim(),
    company,
    account_type: v.account_type,
    ...(v.has_disabled_newsletter !== undefined ? { has_disabled_newsletter: v.has_disabled_newsletter } : {}),
  });
  return empty(200);
}

/** POST /logout-others. */
export async function logoutOthers(ctx: RequestContext): Promise<CoreResponse> {
  const who = caller(ctx, { jwtOnly: true });
  if (!isCaller(who)) return who;
  rotateJwtSecret(ctx.world, who.creds);
  return text(200, await sameSessionToken(ctx, who));
}

/** The settings route group. */
export function settingsRoutes(verify: PasswordVerifier): RouteDef[] {
  return [
    {
      method: 'PATCH',
      path: '/user/password',
      operationId: 'changePassword',
      handler: ({ req }) => changePassword(requestContext(req), verify),
    },
    {
      method: 'PATCH',
      path: '/user/email',
      operationId: 'changeEmail',
      handler: ({ req }) => changeEmail(requestContext(req), verify),
    },
    {
      method: 'PATCH',
      path: '/user/profile',
      operationId: 'updateProfile',
      handler: ({ req }) => saveProfile(requestContext(req)),
    },
    {
      method: 'POST',
      path: '/logout-others',
      operationId: 'logoutOthers',
      handler: ({ req }) => logoutOthers(requestContext(req)),
    },
  ];
}
