/**
 * Accepting invitations (spec 01 §2, §7 "accept by token", §8 "Invalid or expired invitation";
 * api-ground-truth §4): POST /org/v1/invitation/{token} makes the signed-in user a member of the
 * organization with the invited role; POST /user/v1/invitation/{token} makes them a member of the
 * fleet with the invited fleet role (and of its organization as `member`, since fleet membership
 * needs one, §6.11). The invite row is removed; 200 empty. A malformed, unknown, expired token, or
 * one addressed to another e-mail: 400 JSON string. Not logged in: 401 empty.
 */
import { empty, jsonError, type CoreResponse } from '../../http.ts';
import type { RequestContext } from '../../pipeline/context.ts';
import type { Row } from '../../model/data-source.ts';
import type { Store } from '../../store/store.ts';
import { insert } from '../../store/write.ts';
import { remove } from '../../store/delete.ts';
import { isResponse, requireUser } from '../../auth/guards.ts';
import { INVALID_INVITATION, INVITATION_LIFETIME_MS } from './constants.ts';
import { INVITE_KINDS, inviteForToken, type InviteKind } from './invitation-tokens.ts';
import { ensureOrgMembership } from './users.ts';

const fk = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

function joinFleet(store: Store, userId: number, invite: Row): boolean {
  const app = store.get('application', Number(invite.is_invited_to__application));
  const orgId = fk(app?.organization);
  if (!app || orgId === undefined) return false;
  ensureOrgMembership(store, userId, orgId, 'member');
  const member = store
    .find('user_application_membership', 'user', userId)
    .some((m) => m.is_member_of__application === app.id);
  if (!member) {
    insert(
      store,
      'user_application_membership',
      {
        user: userId,
        is_member_of__application: app.id,
        application_membership_role: fk(invite.application_membership_role),
      },
      { trusted: true },
    );
  }
  return true;
}

function joinOrganization(store: Store, userId: number, invite: Row): boolean {
  const orgId = fk(invite.is_invited_to__organization);
  const role = store.get('organization_membership_role', Number(invite.organization_membership_role));
  if (orgId === undefined || !role) return false;
  ensureOrgMembership(store, userId, orgId, String(role.name));
  return true;
}

/** Handles POST /org/v1/invitation/{token} (`org`) and POST /user/v1/invitation/{token} (`fleet`). */
export function acceptInvitation(ctx: RequestContext, kind: InviteKind, token: string): CoreResponse {
  const user = requireUser(ctx, { full: true });
  if (isResponse(user)) return user;
  const { world } = ctx;
  const invite = inviteForToken(world, kind, token);
  if (!invite) return jsonError(400, INVALID_INVITATION);
  const createdAt = Date.parse(String(invite.created_at));
  if (!Number.isNaN(createdAt) && world.clock.now() - createdAt > INVITATION_LIFETIME_MS)
    return jsonError(400, INVALID_INVITATION);
  const invitee = world.store.get('invitee', Number(invite.invitee));
  if (!user.email || String(invitee?.email ?? '').toLowerCase() !== user.email.toLowerCase())
    return jsonError(400, INVALID_INVITATION);
  const joined =
    kind === 'org' ? joinOrganization(world.store, user.userId, invite) : joinFleet(world.store, user.userId, invite);
  if (!joined) return jsonError(400, INVALID_INVITATION);
  remove(world.store, INVITE_KINDS[kind], invite.id);
  return empty(200);
}
