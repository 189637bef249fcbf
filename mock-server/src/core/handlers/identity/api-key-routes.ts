/**
 * The key endpoints (api-ground-truth §4, contract openapi/paths/auth.yaml): each answers the new
 * key once as a JSON string.
 * - POST /api-key/user/full {name, expiryDate?, description?}: a named key of the caller (no expiryDate: never expires); a
 *   session older than 20 minutes gets 401 {"error":"Fresh authentication token required"} (§5 sudo);
 * - POST /api-key/v2/ {actorType, actorTypeId, roles:[role], name?, description?, expiryDate}:
 *   provisioning (application), device or named user key; expiryDate must be present;
 * - POST /api-key/application/{appId}/provisioning and /api-key/device/{deviceId}/device-key.
 * Targets the caller may not manage (or that do not exist) answer 401 empty, like pinejs. A login-as
 * session creates no key at all, and user keys need a fresh password login (never an API key).
 */
import { empty, json, jsonError, type CoreResponse } from '../../http.ts';
import type { RequestContext } from '../../pipeline/context.ts';
import type { Row } from '../../model/data-source.ts';
import { isResponse, requireActor, requireUser } from '../../auth/guards.ts';
import type { UserActor } from '../../auth/index.ts';
import { can, managesProvisioningKey } from '../../permissions/index.ts';
import { accessFor } from '../resources/subject-of.ts';
import {
  zCreateApiKeyV2Body,
  zCreateDeviceKeyBody,
  zCreateProvisioningKeyBody,
  zCreateUserApiKeyBody,
} from '../../../../../generated/zod/zod.gen.ts';
import { createApiKey, chosenKeyProblem } from './api-keys.ts';
import { FRESH_AUTH_REQUIRED, FRESH_AUTH_WINDOW_MS } from './constants.ts';
import { BODY_REQUIRED, validateBody } from '../../validate-body.ts';

/** The role each actor type's key carries (api-ground-truth §3 "Roles"). */
const ROLE_OF = { application: 'provisioning-api-key', device: 'device-api-key', user: 'named-user-api-key' } as const;

const fk = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** A path id: decimal digits only, else undefined. */
const pathId = (s: string): number | undefined => (/^\d{1,15}$/.test(s) ? Number(s) : undefined);

/** May the caller manage keys of this fleet (update it, or add devices to it)? */
function managesApp(ctx: RequestContext, app: Row | undefined): app is Row {
  if (!app) return false;
  const { subject } = accessFor(ctx.world, ctx.actor);
  return (
    can(subject, 'update', 'application', app, ctx.world.store) ||
    managesProvisioningKey(subject, ctx.world.store, { is_of__actor: app.actor })
  );
}

/** May the caller create a key for this device (update permission, or a key of the device's fleet)? */
function managesDevice(ctx: RequestContext, device: Row | undefined): device is Row {
  if (!device) return false;
  const actor = ctx.actor;
  if (actor?.kind === 'application') return fk(device.belongs_to__application) === actor.applicationId;
  return can(accessFor(ctx.world, actor).subject, 'update', 'device', device, ctx.world.store);
}

/** Refusal of key creation under a login-as session: an admin must not leave a lasting key to someone else's account. */
const IMPERSONATION_KEY_REFUSED = 'API keys cannot be created while logged in as another user';

/**
 * The caller's user, or the 401 to answer: a login-as session may create no key, and a user key
 * (a lasting credential of the account) needs a session password-authenticated in the last 20
 * minutes; an API key is never such a session (§5 sudo).
 */
function keyCreator(ctx: RequestContext, userKey: boolean): UserActor | CoreResponse {
  const user = requireUser(ctx, { full: true });
  if (isResponse(user)) return user;
  if (user.claims?.actualUser !== undefined) return jsonError(401, IMPERSONATION_KEY_REFUSED);
  if (
    userKey &&
    (user.via !== 'jwt' || !user.claims || ctx.world.clock.now() - user.claims.authTime > FRESH_AUTH_WINDOW_MS)
  )
    return json(401, { error: FRESH_AUTH_REQUIRED });
  return user;
}

/** POST /api-key/user/full. */
export function createUserKey(ctx: RequestContext): CoreResponse {
  const user = keyCreator(ctx, true);
  if (isResponse(user)) return user;
  const parsed = validateBody(zCreateUserApiKeyBody, ctx.req.body, { absentMessage: BODY_REQUIRED });
  if (!parsed.ok) return parsed.response;
  if (!parsed.value.name.trim()) return jsonError(400, 'name must not be blank');
  return json(200, createApiKey(ctx.world, { actorId: user.actorId, kind: 'user', ...parsed.value }));
}

/** POST /api-key/v2/. */
export function createKeyV2(ctx: RequestContext): CoreResponse {
  const parsed = validateBody(zCreateApiKeyV2Body, ctx.req.body, { absentMessage: BODY_REQUIRED });
  const user = keyCreator(ctx, parsed.ok && parsed.value.actorType === 'user');
  if (isResponse(user)) return user;
  if (!parsed.ok) return parsed.response;
  const { actorType, actorTypeId, roles, name, description, expiryDate } = parsed.value;
  if (roles[0] !== ROLE_OF[actorType])
    return jsonError(400, `Role '${roles[0]}' cannot be given to a key of a ${actorType}; use '${ROLE_OF[actorType]}'`);
  const { store } = ctx.world;
  let target: Row | undefined;
  if (actorType === 'application') target = store.get('application', actorTypeId);
  else if (actorType === 'device') target = store.get('device', actorTypeId);
  else target = actorTypeId === user.userId ? store.get('user', actorTypeId) : undefined;
  const allowed =
    actorType === 'application'
      ? managesApp(ctx, target)
      : actorType === 'device'
        ? managesDevice(ctx, target)
        : !!target;
  const actorId = fk(target?.actor);
  if (!allowed || actorId === undefined) return empty(401);
  const kind = actorType === 'application' ? 'provisioning' : actorType;
  return json(200, createApiKey(ctx.world, { actorId, kind, name, description, expiryDate }));
}

/** POST /api-key/application/{appId}/provisioning. */
export function createProvisioningKey(ctx: RequestContext, appIdText: string): CoreResponse {
  const user = keyCreator(ctx, false);
  if (isResponse(user)) return user;
  const appId = pathId(appIdText);
  if (appId === undefined) return jsonError(400, 'Application id must be a number');
  const parsed = validateBody(zCreateProvisioningKeyBody, ctx.req.body, { optional: true });
  if (!parsed.ok) return parsed.response;
  const app = ctx.world.store.get('application', appId);
  const actorId = fk(app?.actor);
  if (!managesApp(ctx, app) || actorId === undefined) return empty(401);
  const { name, description, expiryDate } = parsed.value;
  return json(200, createApiKey(ctx.world, { actorId, kind: 'provisioning', name, description, expiryDate }));
}

/** POST /api-key/device/{deviceId}/device-key. */
export function createDeviceKey(ctx: RequestContext, deviceIdText: string): CoreResponse {
  const actor = requireActor(ctx);
  if (isResponse(actor)) return actor;
  if (actor.kind === 'user' && actor.twoFactorPending) return empty(401);
  if (actor.kind === 'user' && actor.claims?.actualUser !== undefined) return jsonError(401, IMPERSONATION_KEY_REFUSED);
  const deviceId = pathId(deviceIdText);
  if (deviceId === undefined) return jsonError(400, 'Device id must be a number');
  const parsed = validateBody(zCreateDeviceKeyBody, ctx.req.body, { optional: true });
  if (!parsed.ok) return parsed.response;
  const device = ctx.world.store.get('device', deviceId);
  const actorId = fk(device?.actor);
  if (!managesDevice(ctx, device) || actorId === undefined) return empty(401);
  const { name, description, expiryDate, apiKey } = parsed.value;
  if (apiKey !== undefined) {
    const problem = chosenKeyProblem(ctx.world, apiKey);
    if (problem) return jsonError(problem.includes('unique') ? 409 : 400, problem);
  }
  return json(200, createApiKey(ctx.world, { actorId, kind: 'device', name, description, expiryDate, key: apiKey }));
}
