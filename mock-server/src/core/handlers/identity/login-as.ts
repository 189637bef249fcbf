/**
 * POST /user/v1/login-as {username} (spec 01 §6 "Admins may log in as another user", §7): a
 * platform admin gets a text/plain session token for another user, carrying `actualUser` (the
 * admin's user id) so the impersonation stays visible; the target's 2FA counts as passed. Anyone
 * else gets 401 empty; an unknown user 400.
 */
import { empty, jsonError, text, type CoreResponse } from '../../http.ts';
import type { RequestContext } from '../../pipeline/context.ts';
import { isResponse, requireUser } from '../../auth/guards.ts';
import { findCredentials, issueToken } from '../../auth/login.ts';
import { zLoginAsBody } from '../../../../../generated/zod/zod.gen.ts';
import { BODY_REQUIRED, validateBody } from '../../validate-body.ts';

/** Handles a login-as request. */
export async function loginAs(ctx: RequestContext): Promise<CoreResponse> {
  const admin = requireUser(ctx, { full: true });
  if (isResponse(admin)) return admin;
  if (!admin.platformRoles.includes('admin')) return empty(401);
  const parsed = validateBody(zLoginAsBody, ctx.req.body, { absentMessage: BODY_REQUIRED });
  if (!parsed.ok) return parsed.response;
  const username = parsed.value.username.trim();
  if (!username) return jsonError(400, 'username is required');
  const target = findCredentials(ctx.world, username);
  if (!target) return jsonError(400, `User not found: ${username}`);
  const token = await issueToken(ctx.world, target, {
    twoFactorRequired: target.twoFactorEnabled ? false : undefined,
    actualUser: admin.claims?.actualUser ?? admin.userId,
  });
  return text(200, token);
}
