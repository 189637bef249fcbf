/**
 * Shared request checks of the account routes: the password wording of their body validation
 * and the recent-login ("sudo") rule of api-ground-truth §1.4/§5 and spec 01 §4: authTime within
 * 20 minutes, else 401 `{"error":"Fresh authentication token required"}`.
 */
import { json, jsonError, type CoreResponse } from '../../http.ts';
import type { RequestContext } from '../../pipeline/context.ts';
import type { UserActor } from '../../auth/actor.ts';
import { isResponse, requireUser } from '../../auth/guards.ts';
import type { Credentials } from '../../store/private.ts';
import type { BodyRules } from '../../validate-body.ts';
import { FRESH_LOGIN_MS, FRESH_LOGIN_REQUIRED, PASSWORD_LENGTH_MESSAGE } from './constants.ts';

/**
 * Body rules of the account routes (validate-body.ts): a password length issue gets the spec's
 * wording (spec 01 §5) instead of the generic text.
 */
export const ACCOUNT_BODY: BodyRules = {
  issueMessage: (issue, field) =>
    field === 'password' && (issue.code === 'too_small' || issue.code === 'too_big')
      ? PASSWORD_LENGTH_MESSAGE
      : undefined,
};

/** True when the session authenticated with a password in the last 20 minutes (API keys never are). */
function isFreshLogin(user: UserActor, now: number): boolean {
  return user.via === 'jwt' && !!user.claims && now - user.claims.authTime <= FRESH_LOGIN_MS;
}

/** The 401 of sudo-guarded routes. */
const freshLoginRequired = (): CoreResponse => json(401, { error: FRESH_LOGIN_REQUIRED });

export interface AccountCaller {
  user: UserActor;
  creds: Credentials;
}

export interface CallerOptions {
  /** Apply the recent-login rule. */
  fresh?: boolean;
  /** Allow a 2FA-pending ("partial") session (only the second-factor routes do). */
  partial?: boolean;
  /** Only a session JWT will do (routes that answer a new session token). */
  jwtOnly?: boolean;
}

/** The calling user and their credentials, or the 401 to answer. */
export function caller(ctx: RequestContext, opts: CallerOptions = {}): AccountCaller | CoreResponse {
  const user = requireUser(ctx, { full: !opts.partial });
  if (isResponse(user)) return user;
  if (opts.jwtOnly && (user.via !== 'jwt' || !user.claims)) return jsonError(401, '');
  const creds = ctx.world.store.priv.credentials.get(user.userId);
  if (!creds) return jsonError(401, '');
  if (opts.fresh && !isFreshLogin(user, ctx.world.clock.now())) return freshLoginRequired();
  return { user, creds };
}

/** Narrowing helper for `caller`. */
export const isCaller = (v: AccountCaller | CoreResponse): v is AccountCaller => 'creds' in v;

/** Email rule of spec 01 §5: non-space text, an at-sign, then a part with a dot. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
