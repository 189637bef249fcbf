/**
 * Who may reach the billing API: a fully authenticated user with `organization.access_billing` on
 * the organization (its administrators; spec 03 §6). Everyone else, and unknown organizations, get
 * 401 with an empty body like the real API's permission failures (api-ground-truth §1.4, §6.5).
 */
import { empty, jsonError, type CoreResponse, type CoreRequest } from '../../http.ts';
import type { RequestContext } from '../../pipeline/context.ts';
import { isResponse, requireUser, type UserActor } from '../../auth/index.ts';
import { can, isPlatformAdmin } from '../../permissions/index.ts';
import { accessFor } from '../resources/subject-of.ts';
import type { StoredRow } from '../../store/rows.ts';
import type { World } from '../../world.ts';
import { ORG_ID_NOT_NUMBER } from './constants.ts';

export interface BillingCaller {
  ctx: RequestContext;
  world: World;
  user: UserActor;
  org: StoredRow<'organization'>;
  orgId: number;
}

/**
 * `billing`: organization.access_billing (administrators, spec 03 §6). `member`: any member of the
 * organization (the support menu serves every logged-in user, spec 03 §1).
 */
export type AccessLevel = 'billing' | 'member';

/** Parses the numeric organization id of a billing path (api-ground-truth §4: numeric, not a handle). */
function parseOrgId(raw: string): number | undefined {
  return /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : undefined;
}

/**
 * The caller and organization of a billing request, or the response refusing it: 400 for a
 * non-numeric id, 401 without a full user or without access_billing on an existing organization.
 */
export function billingCaller(
  context: (req: CoreRequest) => RequestContext,
  req: CoreRequest,
  rawOrgId: string,
  level: AccessLevel = 'billing',
): BillingCaller | CoreResponse {
  const ctx = context(req);
  const user = requireUser(ctx, { full: true });
  if (isResponse(user)) return user;
  const orgId = parseOrgId(rawOrgId);
  if (orgId === undefined) return jsonError(400, ORG_ID_NOT_NUMBER);
  const world = ctx.world;
  const org = world.store.get('organization', orgId);
  if (!org) return empty(401);
  const { subject } = accessFor(world, ctx.actor);
  const member = level === 'member' && (subject.orgRoles.has(orgId) || isPlatformAdmin(subject));
  if (!member && !can(subject, 'access_billing', 'organization', org, world.store)) return empty(401);
  return { ctx, world, user, org, orgId };
}

/** Narrowing helper for `billingCaller`. */
export const isCaller = (v: BillingCaller | CoreResponse): v is BillingCaller => 'org' in v && 'world' in v;
