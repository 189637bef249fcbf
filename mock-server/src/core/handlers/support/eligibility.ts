/**
 * Private-support eligibility (spec 03 §6): a plan whose support tier includes private support, an
 * e-mail set and verified, and not while logged in as another user.
 */
import type { UserActor } from '../../auth/index.ts';
import type { World } from '../../world.ts';
import { currentPlan, supportTierOf } from '../billing/plans.ts';
import { accessFor } from '../resources/subject-of.ts';
import { EMAIL_NOT_VERIFIED, IMPERSONATING, NO_PRIVATE_SUPPORT, NO_PORTAL_ORGANIZATION } from './constants.ts';

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

/**
 * Why the user may not sign in to the support portal (GET /zendesk/v1/login), or undefined: the
 * portal is private support, so the ticket form's rules hold (spec 03 §6, the same as
 * privateSupportProblem): not while logged in as another user, an e-mail set and verified, and
 * membership (any role) of an organization whose plan includes private support. Whoever may file a
 * ticket may open the portal; free-plan-only users may do neither.
 */
export function supportPortalProblem(world: World, user: UserActor): string | undefined {
  const store = world.store;
  if (user.claims?.actualUser !== undefined) return IMPERSONATING;
  const email = store.priv.credentials.get(user.userId)?.email;
  const profile = store.resources.has('user_profile')
    ? store.find('user_profile', 'is_of__user', user.userId)[0]
    : undefined;
  if (!email || profile?.is_verified === false) return EMAIL_NOT_VERIFIED;
  const { subject } = accessFor(world, user);
  const eligible = [...subject.orgRoles.keys()].some((orgId) => {
    const plan = currentPlan(store, orgId);
    return !!store.get('organization', orgId) && !!plan && supportTierOf(store, plan.id).includesPrivate;
  });
  return eligible ? undefined : NO_PORTAL_ORGANIZATION;
}
