/**
 * Auth routes (api-ground-truth §4 first rows, §5): POST /login_, GET /actor/v1/whoami,
 * GET /user/v1/whoami, GET|POST /user/v1/refresh-token.
 */
import { empty, json, jsonError, text, type CoreResponse } from '../http.ts';
import type { RouteDef } from '../router.ts';
import { requestContext, type RequestContext } from '../pipeline/context.ts';
import { isResponse, requireActor, requireUser } from './guards.ts';
import { issueToken, login } from './login.ts';
import { validateBody } from '../validate-body.ts';
import { zRefreshTokenWithPasswordBody } from '../../../../generated/zod/zod.gen.ts';
import type { PasswordVerifier } from './password-check.ts';

export interface AuthRouteDeps {
  verifyPassword: PasswordVerifier;
}

/** `/actor/v1/whoami`: `id` is the actor id, `actorTypeId` the user/application/device id (§4, §6.12). */
function actorWhoami(ctx: RequestContext): CoreResponse {
  const actor = requireActor(ctx);
  if (isResponse(actor)) return actor;
  switch (actor.kind) {
    case 'user':
      return json(200, {
        id: actor.actorId,
        actorType: 'user',
        actorTypeId: actor.userId,
        username: actor.username,
        email: actor.email,
      });
    case 'application':
      return json(200, {
        id: actor.actorId,
        actorType: 'application',
        actorTypeId: actor.applicationId,
        slug: actor.slug,
      });
    case 'device':
      return json(200, { id: actor.actorId, actorType: 'device', actorTypeId: actor.deviceId, uuid: actor.uuid });
  }
}

/** `/user/v1/whoami`: fully authenticated users only (401 while 2FA is pending, §5). */
function userWhoami(ctx: RequestContext): CoreResponse {
  const user = requireUser(ctx, { full: true });
  if (isResponse(user)) return user;
  return json(200, { id: user.userId, username: user.username, email: user.email });
}

/** 400 for a refresh-token body that is not a JSON object. */
export const REFRESH_BODY_MESSAGE = 'Invalid body: expected a JSON object such as {"password": "..."}';

/**
 * `/user/v1/refresh-token`: a new token for the same session; a password resets authTime
 * (401 if wrong); no session JWT → 401; any other failure → 404 (§4).
 */
export async function refreshToken(ctx: RequestContext, verify: PasswordVerifier): Promise<CoreResponse> {
  const user = requireUser(ctx);
  if (isResponse(user)) return user;
  if (user.via !== 'jwt' || !user.claims) return empty(404);
  const creds = ctx.world.store.priv.credentials.get(user.userId);
  if (!creds) return empty(404);
  // The body is optional, but when sent it must be the documented object (an array or a string is a client bug).
  const parsed = validateBody(zRefreshTokenWithPasswordBody, ctx.req.body, {
    optional: true,
    invalid: () => jsonError(400, REFRESH_BODY_MESSAGE),
  });
  if (!parsed.ok) return parsed.response;
  const body = parsed.value;
  let authTime = user.claims.authTime;
  if (body.password !== undefined) {
    if (!(await verify(body.password, creds.passwordHash))) return empty(401);
    authTime = ctx.world.clock.now();
  }
  const token = await issueToken(ctx.world, creds, {
    authTime,
    twoFactorRequired: user.claims.twoFactorRequired,
    actualUser: user.claims.actualUser,
  });
  return text(200, token);
}

/** The auth route group. */
export function authRoutes(deps: AuthRouteDeps): RouteDef[] {
  return [
    {
      method: 'POST',
      path: '/login_',
      operationId: 'login',
      handler: ({ req }) => login(requestContext(req).world, req.body, req.ip, deps.verifyPassword),
    },
    {
      method: 'GET',
      path: '/actor/v1/whoami',
      operationId: 'getActorWhoami',
      handler: ({ req }) => actorWhoami(requestContext(req)),
    },
    {
      method: 'GET',
      path: '/user/v1/whoami',
      operationId: 'getUserWhoami',
      handler: ({ req }) => userWhoami(requestContext(req)),
    },
    {
      method: ['GET', 'POST'],
      path: '/user/v1/refresh-token',
      operationId: 'refreshToken',
      handler: ({ req }) => refreshToken(requestContext(req), deps.verifyPassword),
    },
  ];
}
