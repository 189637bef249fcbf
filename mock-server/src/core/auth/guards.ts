/**
 * Guards for non-OData routes: they answer 401 with an empty body, the way open-balena's auth
 * routes do (api-ground-truth §1.4, §5), including for expired or invalid tokens.
 */
import { empty, type CoreResponse } from '../http.ts';
import type { RequestContext } from '../pipeline/context.ts';
import type { Actor, UserActor } from './actor.ts';

export interface GuardOptions {
  /** Refuse 2FA-pending ("partial") users (spec 01 §4; `/user/v1/whoami` does). */
  full?: boolean;
}

/** The calling user, or a 401 empty response. */
export function requireUser(ctx: RequestContext, opts: GuardOptions = {}): UserActor | CoreResponse {
  const actor = ctx.actor;
  if (!actor || actor.kind !== 'user') return empty(401);
  if (opts.full && actor.twoFactorPending) return empty(401);
  return actor;
}

/** Any valid credential (user, application key or device key), or a 401 empty response. */
export function requireActor(ctx: RequestContext): Actor | CoreResponse {
  return ctx.actor ?? empty(401);
}

/** Narrowing helper: true when a guard returned a response instead of an actor. */
export const isResponse = (v: Actor | CoreResponse): v is CoreResponse => 'status' in v && 'body' in v;
