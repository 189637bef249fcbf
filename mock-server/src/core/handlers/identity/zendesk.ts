/**
 * GET /zendesk/v1/login?return_to (spec 01 §2 "/zendesk-login", §7): for a signed-in user, the
 * support-portal URL carrying a `jwt` parameter (HS256, Zendesk's JWT SSO claims: iat, jti, email,
 * name, external_id) and the return_to path; the dashboard submits it as a form POST. The portal is
 * private support: users it does not serve (login-as, unverified, no administered organization with
 * private support) get 403 with the reason.
 */
import { SignJWT } from 'jose';
import { json, jsonError, type CoreResponse } from '../../http.ts';
import { supportPortalProblem } from '../support/eligibility.ts';
import type { RequestContext } from '../../pipeline/context.ts';
import { isResponse, requireUser } from '../../auth/guards.ts';
import { SUPPORT_PORTAL_JWT_KEY, SUPPORT_PORTAL_URL } from './constants.ts';
import { randomAlnum } from './random.ts';

const key = new TextEncoder().encode(SUPPORT_PORTAL_JWT_KEY);
const JTI_LENGTH = 16;

/** Handles a support-portal login request. */
export async function zendeskLogin(ctx: RequestContext): Promise<CoreResponse> {
  const user = requireUser(ctx, { full: true });
  if (isResponse(user)) return user;
  const problem = supportPortalProblem(ctx.world, user);
  if (problem) return jsonError(403, problem);
  const profile = ctx.world.store.resources.has('user_profile')
    ? ctx.world.store.find('user_profile', 'is_of__user', user.userId)[0]
    : undefined;
  const name =
    [profile?.first_name, profile?.last_name].filter((p) => typeof p === 'string' && p).join(' ') || user.username;
  const jwt = await new SignJWT({ email: user.email ?? '', name, external_id: String(user.userId) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(Math.floor(ctx.world.clock.now() / 1000))
    .setJti(randomAlnum(JTI_LENGTH))
    .sign(key);
  const url = new URL('/access/jwt', SUPPORT_PORTAL_URL);
  url.searchParams.set('jwt', jwt);
  const returnTo = ctx.query.get('return_to');
  if (returnTo) url.searchParams.set('return_to', returnTo);
  return json(200, { redirect: url.toString() });
}
