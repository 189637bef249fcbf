/**
 * Private-support eligibility (spec 03 §6): a plan whose support tier includes private support, an
 * e-mail set and verified, and not while logged in as another user.
 */
import type { UserActor } from '../../auth/index.ts';
import type { World } from '../../world.ts';
import { currentPlan, supportTierOf } from '../billing/plans.ts';
import { EMAIL_NOT_VERIFIED, IMPERSONATING, NO_PRIVATE_SUPPORT } from './constants.ts';

/** Why the user may not file a private ticket for the organization, or undefined when they may. */
export function privateSupportProblem(world: World, orgId: number, user: UserActor): string | undefined {
  const store = world.store;
  const plan = currentPlan(store, orgId);
  if (!plan || !supportTierOf(store, plan.id).includesPrivate) return NO_PRIVATE_SUPPORT;
  if (user.claims?.actualUser !== undefined) return IMPERSONATING;
  const email = store.priv.credentials.get(user.userId)?.email;
  const profile = store.find('user_profile', 'is_of__user', user.userId)[0];
  if (!email || profile?.is_verified === false) return EMAIL_NOT_VERIFIED;
  return undefined;
}
