/**
 * Organization invites (spec 01 §7): the pending invites (list, create, revoke, resend) and the plan
 * charges and usage the invite dialog shows.
 */
import { queryOptions } from '@tanstack/react-query';
import { client, ok, read } from '../client.ts';
import { useWrite, type WriteOptions } from '../mutation.ts';
import { orgKeys } from './keys.ts';
import { roleOf, type OrgRole } from './memberships.ts';

// --- invites ------------------------------------------------------------------------------------

export interface InviteRow {
  id: number;
  email: string;
  roleName: string;
  message: string | null;
  createdAt: string;
}

/** Pending invites of an organization (administrators only). */
export const invitesQuery = (orgId: number) =>
  queryOptions({
    queryKey: orgKeys.invites(orgId),
    queryFn: async ({ signal }): Promise<InviteRow[]> => {
      const rows = await read(
        'organization_invite',
        {
          $select: ['id', 'created_at', 'message'],
          $filter: { is_invited_to__organization: orgId },
          $expand: { invitee: { $select: ['email'] }, organization_membership_role: { $select: ['name'] } },
          $orderby: { id: 'asc' },
        },
        { signal },
      );
      return rows.map((r) => ({
        id: r.id,
        email: r.invitee[0]?.email ?? '',
        roleName: roleOf(r.organization_membership_role),
        message: r.message ?? null,
        createdAt: r.created_at,
      }));
    },
  });

/** POST organization_invite {invitee (an e-mail), organization, roleName, message} (the SDK's invite.create). */
async function createInvite(
  orgId: number,
  invite: { invitee: string; roleName: OrgRole; message: string },
): Promise<void> {
  await ok(
    client.POST('/v7/organization_invite', {
      body: {
        invitee: invite.invitee.trim(),
        is_invited_to__organization: orgId,
        roleName: invite.roleName,
        ...(invite.message ? { message: invite.message } : {}),
      },
    }),
  );
}

/** DELETE an invite (revoke). */
const revokeInvite = (inviteId: number) =>
  ok(client.DELETE('/v7/organization_invite({id})', { params: { path: { id: inviteId } } }));

/** Resend: the invite is revoked and created again with the same invitee, role and message (a new mail goes out). */
async function resendInvite(orgId: number, invite: InviteRow): Promise<void> {
  await revokeInvite(invite.id);
  await createInvite(orgId, {
    invitee: invite.email,
    roleName: invite.roleName === 'administrator' ? 'administrator' : 'member',
    message: invite.message ?? '',
  });
}

/**
 * The pricing and the billing usage the invite dialog shows (spec 01 §7 "The invite dialog also
 * reads pricing and billing usage"); each null when it cannot be read (no billing account, no access).
 */
export const inviteBillingQuery = (orgId: number) =>
  queryOptions({
    queryKey: orgKeys.billing(orgId),
    retry: false,
    queryFn: async ({ signal }) => {
      const [pricing, usage] = await Promise.all([
        client
          .GET('/billing/v1/account/{orgId}/pricing', { params: { path: { orgId } }, signal })
          .then((r) => r.data ?? null)
          .catch(() => null),
        client
          .GET('/billing/v1/account/{orgId}/usage', { params: { path: { orgId } }, signal })
          .then((r) => r.data ?? null)
          .catch(() => null),
      ]);
      return { pricing, usage };
    },
  });

// --- writes -------------------------------------------------------------------------------------

/** An invite write of organization `orgId`: its pending invites refresh. */
const useInviteWrite = <TVars, TData>(orgId: number, write: (vars: TVars) => Promise<TData>, options?: WriteOptions) =>
  useWrite(write, () => [orgKeys.invites(orgId)], options);

export const useCreateOrgInvite = (orgId: number) =>
  useInviteWrite(orgId, (invite: { invitee: string; roleName: OrgRole; message: string }) =>
    createInvite(orgId, invite),
  );
/** Revokes an invite; the list refreshes after a failure too (the invite may be gone already). */
export const useRevokeOrgInvite = (orgId: number) => useInviteWrite(orgId, revokeInvite, { when: 'settled' });
/** Sends an invite again; the list refreshes after a failure too (the first half may have run). */
export const useResendOrgInvite = (orgId: number) =>
  useInviteWrite(orgId, (invite: InviteRow) => resendInvite(orgId, invite), { when: 'settled', wait: false });
