/**
 * Who may use a fleet (spec 02 §7 "Members and teams"): direct members
 * (user_application_membership with the user and role, ordered by username), pending invites,
 * team access (team_application_access with the team and role), the fleet roles, the organization's
 * members and teams to choose from; and the fleet's provisioning keys (api_key of the fleet's actor,
 * created through POST /api-key/application/{id}/provisioning and answered once, revoked by DELETE).
 * Writes: POST membership with `username`, POST application_invite with `invitee`, PATCH the role,
 * DELETE by id; POST, PATCH and DELETE team_application_access. Batches: a role change or removal
 * per selected membership (membership.changeRole / membership.remove take one id), each item's
 * result kept for the batch rule; team access removed in one DELETE filtered by the fleet and the
 * selected ids.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { client, count, navOrder, ok, read, type RowOf } from './client.ts';
import { MEMBERS_PAGE_SIZE } from './organization/memberships.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { settleEach } from '../lib/batch.ts';
import { fleetKeys } from './application/keys.ts';
import { useWrite } from './mutation.ts';
import { LEGACY_OS_PREFIX } from '../../../shared/member-delete.ts';
import type { FleetRole } from '../../../shared/permissions.ts';
import { SdkError } from '../lib/sdk-errors.ts';
import { orgKeys } from './organization/keys.ts';
import { roleKeys } from './roles/keys.ts';

const fleetAccessKeys = {
  members: (fleetId: number) => [...queryKeys.resource('user_application_membership'), 'fleet', fleetId] as const,
  invites: (fleetId: number) => [...queryKeys.resource('application_invite'), 'fleet', fleetId] as const,
  roles: () => [...queryKeys.resource('application_membership_role'), 'all'] as const,
  ownMembership: (fleetId: number, userId: number) =>
    [...queryKeys.resource('user_application_membership'), 'own', fleetId, userId] as const,
  /** Every organization's members who are not members of a fleet (api/user.ts), refreshed when a fleet's members change. */
  memberChoices: () => [...queryKeys.resource('user'), 'org-members'] as const,
};

/**
 * Rows per page of a fleet's members, invites and teams lists: the organization member table's page
 * size, one shared constant (spec 02 §9 "Members and teams page size: shared constant").
 */
export const ACCESS_PAGE_SIZE = MEMBERS_PAGE_SIZE;

/** One page of a list with the total the count query gives (spec 02 §7 "… top, skip plus a count query"). */
export interface AccessPage<T> {
  rows: T[];
  total: number;
}

/** `$top`/`$skip` of a page of a fleet's access lists. */
export const accessPageOf = (page: number) => ({ $top: ACCESS_PAGE_SIZE, $skip: page * ACCESS_PAGE_SIZE });

const memberRead = (fleetId: number, orgId: number) =>
  ({
    $select: ['id'],
    $expand: {
      user: {
        $select: ['id', 'username'],
        $expand: {
          // The member's organization membership with its effective seat role, their SAML accounts and
          // their profile e-mail (spec 02 §3 "Fleet membership"; the API answers a profile to its own
          // user only).
          organization_membership: {
            $select: ['id', 'effective_seat_role'],
            $filter: { is_member_of__organization: orgId },
          },
          owns__saml_account: { $count: {} },
          user_profile: { $select: ['email'] },
          // The member's active legacy-OS devices in this fleet, which hold up the member's removal
          // (shared/member-delete.ts).
          owns__device: {
            $select: ['id', 'os_version'],
            $filter: {
              belongs_to__application: fleetId,
              is_active: true,
              os_version: { $startswith: LEGACY_OS_PREFIX },
            },
          },
        },
      },
      application_membership_role: { $select: ['id', 'name'] },
    },
  }) as const;

/** A direct member of a fleet as the members page reads it. */
export type FleetMemberRow = RowOf<'user_application_membership', ReturnType<typeof memberRead>>;

/**
 * One page of the fleet's direct members by username, with the count (spec 02 §7 "GET
 * user_application_membership (select, expand, filter, orderby user/username, top, skip) plus a count
 * query"). Each user comes with their membership of the fleet's organization (`orgId`), whose id is
 * what the organization's member pages are addressed by; a member outside the organization, or one
 * the reader may not see, has none and gets no link.
 */
export const fleetMembersQuery = (fleetId: number, orgId: number, page = 0) =>
  queryOptions({
    queryKey: [...fleetAccessKeys.members(fleetId), orgId, page],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<AccessPage<FleetMemberRow>> => {
      const $filter = { is_member_of__application: fleetId };
      const [rows, total] = await Promise.all([
        read(
          'user_application_membership',
          {
            ...memberRead(fleetId, orgId),
            $filter,
            $orderby: [navOrder('user_application_membership', 'user', 'username', 'asc'), { id: 'asc' }],
            ...accessPageOf(page),
          },
          { signal },
        ),
        count('user_application_membership', { $filter }, { signal }),
      ]);
      return { rows, total };
    },
  });

/** One page of the fleet's pending invites, with the count (invite.getAllByApplication, paged as the members). */
export const fleetInvitesQuery = (fleetId: number, page = 0) =>
  queryOptions({
    queryKey: [...fleetAccessKeys.invites(fleetId), page],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const $filter = { is_invited_to__application: fleetId };
      const [rows, total] = await Promise.all([
        read(
          'application_invite',
          {
            $select: ['id', 'message'],
            $expand: { invitee: { $select: ['email'] }, application_membership_role: { $select: ['name'] } },
            $filter,
            $orderby: { id: 'asc' },
            ...accessPageOf(page),
          },
          { signal },
        ),
        count('application_invite', { $filter }, { signal }),
      ]);
      return { rows, total };
    },
  });

/** The fleet roles a member or team may be given (the role catalogue). */
export const fleetRoleCatalogQuery = () =>
  queryOptions({
    queryKey: fleetAccessKeys.roles(),
    queryFn: ({ signal }) =>
      read('application_membership_role', { $select: ['id', 'name'], $orderby: { id: 'asc' } }, { signal }),
    staleTime: Infinity,
  });

const useInvalidating = <T>(key: readonly unknown[], call: (input: T) => Promise<unknown>, also?: readonly unknown[]) =>
  useWrite(call, () => (also ? [key, also] : [key]));

/** Adds a member by username, or invites an e-mail address (spec 02 §5 "Invitee"). */
export function useAddMember(fleetId: number) {
  return useWrite(
    ({ invitee, roleId, message }: { invitee: string; roleId: number; message?: string }) =>
      invitee.includes('@')
        ? ok(
            client.POST('/v7/application_invite', {
              body: {
                invitee,
                is_invited_to__application: fleetId,
                application_membership_role: roleId,
                ...(message ? { message } : {}),
              },
            }),
          )
        : ok(
            client.POST('/v7/user_application_membership', {
              body: { username: invitee, is_member_of__application: fleetId, application_membership_role: roleId },
            }),
          ),
    () => [fleetAccessKeys.members(fleetId), fleetAccessKeys.invites(fleetId), fleetAccessKeys.memberChoices()],
  );
}

export const useChangeMemberRole = (fleetId: number) =>
  useInvalidating(fleetAccessKeys.members(fleetId), ({ id, roleId }: { id: number; roleId: number }) =>
    ok(
      client.PATCH('/v7/user_application_membership({id})', {
        params: { path: { id } },
        body: { application_membership_role: roleId },
      }),
    ),
  );

export const useRemoveMember = (fleetId: number) =>
  useInvalidating(
    fleetAccessKeys.members(fleetId),
    (id: number) => ok(client.DELETE('/v7/user_application_membership({id})', { params: { path: { id } } })),
    fleetAccessKeys.memberChoices(),
  );

/** Changes the role of each selected membership; resolves with every item's result (spec 02 §4 batch rule). */
export function useChangeMembersRole(fleetId: number) {
  return useWrite(
    ({ ids, roleId }: { ids: readonly number[]; roleId: number }) =>
      settleEach(ids, (id) =>
        ok(
          client.PATCH('/v7/user_application_membership({id})', {
            params: { path: { id } },
            body: { application_membership_role: roleId },
          }),
        ),
      ),
    () => [fleetAccessKeys.members(fleetId)],
    { when: 'settled' },
  );
}

/** Removes each selected membership; resolves with every item's result (spec 02 §4 batch rule). */
export function useRemoveMembers(fleetId: number) {
  return useWrite(
    (ids: readonly number[]) =>
      settleEach(ids, (id) => ok(client.DELETE('/v7/user_application_membership({id})', { params: { path: { id } } }))),
    () => [fleetAccessKeys.members(fleetId), fleetAccessKeys.memberChoices()],
    { when: 'settled' },
  );
}

export const useRevokeInvite = (fleetId: number) =>
  useInvalidating(fleetAccessKeys.invites(fleetId), (id: number) =>
    ok(client.DELETE('/v7/application_invite({id})', { params: { path: { id } } })),
  );

/** The user's own direct membership of the fleet (null when access comes only through the organization or a team). */
export const ownFleetMembershipQuery = (fleetId: number, userId: number) =>
  queryOptions({
    queryKey: fleetAccessKeys.ownMembership(fleetId, userId),
    queryFn: async ({ signal }) =>
      (
        await read(
          'user_application_membership',
          { $select: ['id'], $filter: { user: userId, is_member_of__application: fleetId } },
          { signal },
        )
      )[0] ?? null,
  });

/** Removes the user's own access: deletes their direct fleet membership. */
export const useLeaveFleet = () =>
  useWrite(
    (membershipId: number) =>
      ok(client.DELETE('/v7/user_application_membership({id})', { params: { path: { id: membershipId } } })),
    () => [fleetKeys.all, queryKeys.resource('user_application_membership')],
  );

/** The id of the fleet role `name` (membership.create(application, username, roleName) resolves it the same way). */
export async function fleetRoleId(name: FleetRole): Promise<number> {
  const rows = await read('application_membership_role', { $select: ['id'], $filter: { name } });
  const id = rows[0]?.id;
  if (id === undefined) throw new SdkError('fleetMembershipRoleNotFound', { role: name });
  return id;
}

/**
 * Gives an organization member direct access to a fleet with a role, from the member's page (spec 02
 * §2 "assign fleets to a team or member"): POST user_application_membership {username,
 * is_member_of__application, application_membership_role}, as membership.create(application,
 * username, roleName) does.
 */
async function grantMemberAccess(username: string, fleetId: number, role: FleetRole): Promise<void> {
  const roleId = await fleetRoleId(role);
  await ok(
    client.POST('/v7/user_application_membership', {
      body: { username, is_member_of__application: fleetId, application_membership_role: roleId },
    }),
  );
}
export const useGrantMemberAccess = (orgId: number) =>
  useWrite(
    ({ username, fleetId, role }: { username: string; fleetId: number; role: FleetRole }) =>
      grantMemberAccess(username, fleetId, role),
    () => [orgKeys.one(orgId), roleKeys.all(), fleetKeys.all],
  );

// --- the signed-in user's own memberships (api/roles/reads.ts turns them into roles) -------------

const ownRoleName = { application_membership_role: { $select: ['name'] } } as const;

/** The user's direct membership of fleet `fleetId` with its role name (none when not a member). */
export const readOwnFleetMembership = (userId: number, fleetId: number, signal?: AbortSignal) =>
  read(
    'user_application_membership',
    { $select: ['id'], $filter: { user: userId, is_member_of__application: fleetId }, $expand: ownRoleName },
    { signal },
  );

/** Every direct fleet membership of the user with its role name. */
export const readOwnFleetMemberships = (userId: number, signal?: AbortSignal) =>
  read(
    'user_application_membership',
    { $select: ['is_member_of__application'], $filter: { user: userId }, $expand: ownRoleName },
    { signal },
  );
