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
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { client, ok, read } from './client.ts';
import { compileFilter } from '../../../shared/odata/compile.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { settleEach } from '../lib/batch.ts';
import { fleetKeys } from './application/keys.ts';
import { useWrite } from './mutation.ts';
import { LEGACY_OS_PREFIX } from '../../../shared/member-delete.ts';

const fleetAccessKeys = {
  members: (fleetId: number) => [...queryKeys.resource('user_application_membership'), 'fleet', fleetId] as const,
  invites: (fleetId: number) => [...queryKeys.resource('application_invite'), 'fleet', fleetId] as const,
  teams: (fleetId: number) => [...queryKeys.resource('team_application_access'), 'fleet', fleetId] as const,
  roles: () => [...queryKeys.resource('application_membership_role'), 'all'] as const,
  orgTeams: (orgId: number) => [...queryKeys.resource('team'), 'org', orgId] as const,
  keys: (fleetId: number) => [...queryKeys.resource('api_key'), 'provisioning', fleetId] as const,
  ownMembership: (fleetId: number, userId: number) =>
    [...queryKeys.resource('user_application_membership'), 'own', fleetId, userId] as const,
};

/**
 * The fleet's direct members. Each user comes with their membership of the fleet's organization
 * (`orgId`), whose id is what the organization's member pages are addressed by; a member outside
 * the organization, or one the reader may not see, has none and gets no link.
 */
export const fleetMembersQuery = (fleetId: number, orgId: number) =>
  queryOptions({
    queryKey: [...fleetAccessKeys.members(fleetId), orgId],
    queryFn: ({ signal }) =>
      read(
        'user_application_membership',
        {
          $select: ['id'],
          $expand: {
            user: {
              $select: ['id', 'username'],
              $expand: {
                organization_membership: { $select: ['id'], $filter: { is_member_of__organization: orgId } },
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
          $filter: { is_member_of__application: fleetId },
          $orderby: { id: 'asc' },
        },
        { signal },
      ),
  });

/**
 * The organization's members by username, for picking an existing member to add to a fleet (spec 01
 * §7 "GET user with organization_membership for the add-members list", spec 02 §5 "In existing-user
 * mode only organization members not yet fleet members are selectable").
 */
export const orgMemberUsersQuery = (orgId: number) =>
  queryOptions({
    queryKey: [...queryKeys.resource('user'), 'org-members', orgId],
    queryFn: ({ signal }) =>
      read(
        'user',
        {
          $select: ['id', 'username'],
          $filter: {
            organization_membership: {
              $any: { $alias: 'om', $expr: { om: { is_member_of__organization: orgId } } },
            },
          },
          $orderby: { username: 'asc' },
        },
        { signal },
      ),
  });

export const fleetInvitesQuery = (fleetId: number) =>
  queryOptions({
    queryKey: fleetAccessKeys.invites(fleetId),
    queryFn: ({ signal }) =>
      read(
        'application_invite',
        {
          $select: ['id', 'message'],
          $expand: { invitee: { $select: ['email'] }, application_membership_role: { $select: ['name'] } },
          $filter: { is_invited_to__application: fleetId },
          $orderby: { id: 'asc' },
        },
        { signal },
      ),
  });

export const fleetTeamsQuery = (fleetId: number) =>
  queryOptions({
    queryKey: fleetAccessKeys.teams(fleetId),
    queryFn: ({ signal }) =>
      read(
        'team_application_access',
        {
          $select: ['id'],
          $expand: {
            team: { $select: ['id', 'name'], $expand: { team_membership: { $count: {} } } },
            application_membership_role: { $select: ['id', 'name'] },
          },
          $filter: { grants_access_to__application: fleetId },
          $orderby: { id: 'asc' },
        },
        { signal },
      ),
  });

/** The fleet roles a member or team may be given (the role catalogue). */
export const fleetRoleCatalogQuery = () =>
  queryOptions({
    queryKey: fleetAccessKeys.roles(),
    queryFn: ({ signal }) =>
      read('application_membership_role', { $select: ['id', 'name'], $orderby: { id: 'asc' } }, { signal }),
    staleTime: Infinity,
  });

export const orgTeamsQuery = (orgId: number) =>
  queryOptions({
    queryKey: fleetAccessKeys.orgTeams(orgId),
    queryFn: ({ signal }) =>
      read(
        'team',
        { $select: ['id', 'name'], $filter: { belongs_to__organization: orgId }, $orderby: { name: 'asc' } },
        { signal },
      ),
  });

const useInvalidating = <T>(key: readonly unknown[], call: (input: T) => Promise<unknown>) =>
  useWrite(call, () => [key]);

/** Adds a member by username, or invites an e-mail address (spec 02 §5 "Invitee"). */
export function useAddMember(fleetId: number) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ invitee, roleId, message }: { invitee: string; roleId: number; message?: string }) =>
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
    onSuccess: () =>
      Promise.all([
        queries.invalidateQueries({ queryKey: fleetAccessKeys.members(fleetId) }),
        queries.invalidateQueries({ queryKey: fleetAccessKeys.invites(fleetId) }),
      ]),
  });
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
  useInvalidating(fleetAccessKeys.members(fleetId), (id: number) =>
    ok(client.DELETE('/v7/user_application_membership({id})', { params: { path: { id } } })),
  );

/** Changes the role of each selected membership; resolves with every item's result (spec 02 §4 batch rule). */
export function useChangeMembersRole(fleetId: number) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, roleId }: { ids: readonly number[]; roleId: number }) =>
      settleEach(ids, (id) =>
        ok(
          client.PATCH('/v7/user_application_membership({id})', {
            params: { path: { id } },
            body: { application_membership_role: roleId },
          }),
        ),
      ),
    onSettled: () => queries.invalidateQueries({ queryKey: fleetAccessKeys.members(fleetId) }),
  });
}

/** Removes each selected membership; resolves with every item's result (spec 02 §4 batch rule). */
export function useRemoveMembers(fleetId: number) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[]) =>
      settleEach(ids, (id) => ok(client.DELETE('/v7/user_application_membership({id})', { params: { path: { id } } }))),
    onSettled: () => queries.invalidateQueries({ queryKey: fleetAccessKeys.members(fleetId) }),
  });
}

export const useRevokeInvite = (fleetId: number) =>
  useInvalidating(fleetAccessKeys.invites(fleetId), (id: number) =>
    ok(client.DELETE('/v7/application_invite({id})', { params: { path: { id } } })),
  );

export const useGrantTeam = (fleetId: number) =>
  useInvalidating(fleetAccessKeys.teams(fleetId), ({ teamId, roleId }: { teamId: number; roleId: number }) =>
    ok(
      client.POST('/v7/team_application_access', {
        body: { team: teamId, grants_access_to__application: fleetId, application_membership_role: roleId },
      }),
    ),
  );

export const useChangeTeamRole = (fleetId: number) =>
  useInvalidating(fleetAccessKeys.teams(fleetId), ({ id, roleId }: { id: number; roleId: number }) =>
    ok(
      client.PATCH('/v7/team_application_access({id})', {
        params: { path: { id } },
        body: { application_membership_role: roleId },
      }),
    ),
  );

export const useRevokeTeam = (fleetId: number) =>
  useInvalidating(fleetAccessKeys.teams(fleetId), (id: number) =>
    ok(client.DELETE('/v7/team_application_access({id})', { params: { path: { id } } })),
  );

/**
 * Removes the selected teams' access in one request: DELETE team_application_access filtered by the
 * fleet and the ids (spec 02 §7). The API applies it whole, so it succeeds or fails for every item.
 */
export const useRevokeTeams = (fleetId: number) =>
  useInvalidating(fleetAccessKeys.teams(fleetId), (ids: readonly number[]) =>
    ok(
      client.DELETE('/v7/team_application_access', {
        params: {
          query: {
            $filter: compileFilter('team_application_access', {
              grants_access_to__application: fleetId,
              id: { $in: [...ids] },
            }),
          },
        },
      }),
    ),
  );

// --- provisioning keys ----------------------------------------------------------------------------

export const provisioningKeysQuery = (fleetId: number, actorId: number) =>
  queryOptions({
    queryKey: fleetAccessKeys.keys(fleetId),
    queryFn: ({ signal }) =>
      read(
        'api_key',
        {
          $select: ['id', 'name', 'description', 'expiry_date', 'created_at'],
          $filter: { is_of__actor: actorId },
          $orderby: { id: 'asc' },
        },
        { signal },
      ),
  });

/** What a provisioning key is created with; no expiry date means it never expires. */
export interface ProvisioningKeyInput {
  name: string;
  description: string;
  expiryDate: string | null;
}

/** POST /api-key/application/{id}/provisioning; resolves to the key itself, which is answered only this once. */
const createProvisioningKey = (fleetId: number, { name, description, expiryDate }: ProvisioningKeyInput) =>
  ok(
    client.POST('/api-key/application/{appId}/provisioning', {
      params: { path: { appId: fleetId } },
      body: { name, ...(description ? { description } : {}), ...(expiryDate ? { expiryDate } : {}) },
    }),
  );

/** Creates a provisioning key of this fleet; resolves to the key, shown only this once. */
export const useCreateProvisioningKey = (fleetId: number) =>
  useInvalidating(fleetAccessKeys.keys(fleetId), (input: ProvisioningKeyInput) =>
    createProvisioningKey(fleetId, input),
  );

/** Creates a provisioning key of the fleet the variables name (the preferences' key form picks it). */
export const useCreateProvisioningKeyOf = () =>
  useWrite(
    ({ fleetId, ...input }: ProvisioningKeyInput & { fleetId: number }) => createProvisioningKey(fleetId, input),
    ({ fleetId }) => [fleetAccessKeys.keys(fleetId)],
  );

export const useRevokeProvisioningKey = (fleetId: number) =>
  useInvalidating(fleetAccessKeys.keys(fleetId), (id: number) =>
    ok(client.DELETE('/v7/api_key({id})', { params: { path: { id } } })),
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
