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
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { client, count, navOrder, ok, read, type RowOf } from './client.ts';
import { MEMBERS_PAGE_SIZE } from './organization/memberships.ts';
import { compileFilter } from '../../../shared/odata/compile.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { settleEach } from '../lib/batch.ts';
import { fleetKeys } from './application/keys.ts';
import { useWrite } from './mutation.ts';
import { fetchUserMembershipRows, roleKeys } from './roles.ts';
import { fleetRolesOf } from '../lib/authz.ts';
import { fleetRolesGrant } from '../../../shared/permissions.ts';
import { LEGACY_OS_PREFIX } from '../../../shared/member-delete.ts';

const fleetAccessKeys = {
  members: (fleetId: number) => [...queryKeys.resource('user_application_membership'), 'fleet', fleetId] as const,
  invites: (fleetId: number) => [...queryKeys.resource('application_invite'), 'fleet', fleetId] as const,
  teams: (fleetId: number) => [...queryKeys.resource('team_application_access'), 'fleet', fleetId] as const,
  roles: () => [...queryKeys.resource('application_membership_role'), 'all'] as const,
  orgTeams: (orgId: number) => [...queryKeys.resource('team'), 'org', orgId] as const,
  /** Every organization's teams without access to a fleet (refreshed when a fleet's team access changes). */
  teamChoices: () => [...queryKeys.resource('team'), 'org'] as const,
  /** Every organization's members who are not members of a fleet (refreshed when a fleet's members change). */
  memberChoices: () => [...queryKeys.resource('user'), 'org-members'] as const,
  keys: (fleetId: number) => [...queryKeys.resource('api_key'), 'provisioning', fleetId] as const,
  ownMembership: (fleetId: number, userId: number) =>
    [...queryKeys.resource('user_application_membership'), 'own', fleetId, userId] as const,
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

/** `$top`/`$skip` of a page. */
const pageOf = (page: number) => ({ $top: ACCESS_PAGE_SIZE, $skip: page * ACCESS_PAGE_SIZE });

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
            ...pageOf(page),
          },
          { signal },
        ),
        count('user_application_membership', { $filter }, { signal }),
      ]);
      return { rows, total };
    },
  });

/**
 * The organization's members who are not direct members of the fleet yet, by username, for picking
 * one to add (spec 01 §7 "GET user with organization_membership for the add-members list", spec 02 §5
 * "In existing-user mode only organization members not yet fleet members are selectable"): the server
 * leaves out the fleet's members, so the pick does not depend on the members page shown.
 */
export const orgMemberUsersQuery = (orgId: number, fleetId: number) =>
  queryOptions({
    queryKey: [...fleetAccessKeys.memberChoices(), orgId, 'not-in-fleet', fleetId],
    queryFn: ({ signal }) =>
      read(
        'user',
        {
          $select: ['id', 'username'],
          $filter: {
            organization_membership: {
              $any: { $alias: 'om', $expr: { om: { is_member_of__organization: orgId } } },
            },
            $not: {
              user_application_membership: {
                $any: { $alias: 'uam', $expr: { uam: { is_member_of__application: fleetId } } },
              },
            },
          },
          $orderby: { username: 'asc' },
        },
        { signal },
      ),
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
            ...pageOf(page),
          },
          { signal },
        ),
        count('application_invite', { $filter }, { signal }),
      ]);
      return { rows, total };
    },
  });

/**
 * One page of the teams with access to the fleet, with the count (spec 02 §7 "GET
 * team_application_access (expand team, team memberships, role) with count"): each team with its
 * memberships and their users, so a member can be taken out of a team from here (DELETE team_membership).
 */
export const fleetTeamsQuery = (fleetId: number, page = 0) =>
  queryOptions({
    queryKey: [...fleetAccessKeys.teams(fleetId), page],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const $filter = { grants_access_to__application: fleetId };
      const [rows, total] = await Promise.all([
        read(
          'team_application_access',
          {
            $select: ['id'],
            $expand: {
              team: {
                $select: ['id', 'name'],
                $expand: {
                  team_membership: {
                    $select: ['id'],
                    $expand: { user: { $select: ['id', 'username'] } },
                    $orderby: { id: 'asc' },
                  },
                },
              },
              application_membership_role: { $select: ['id', 'name'] },
            },
            $filter,
            $orderby: { id: 'asc' },
            ...pageOf(page),
          },
          { signal },
        ),
        count('team_application_access', { $filter }, { signal }),
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

/**
 * The organization's teams without access to the fleet yet, by name (the add-team choice): the server
 * leaves out the teams that have access, so the choice does not depend on the page of teams shown.
 */
export const orgTeamsQuery = (orgId: number, fleetId: number) =>
  queryOptions({
    queryKey: [...fleetAccessKeys.orgTeams(orgId), 'without-access', fleetId],
    queryFn: ({ signal }) =>
      read(
        'team',
        {
          $select: ['id', 'name'],
          $filter: {
            belongs_to__organization: orgId,
            $not: {
              team_application_access: {
                $any: { $alias: 'taa', $expr: { taa: { grants_access_to__application: fleetId } } },
              },
            },
          },
          $orderby: { name: 'asc' },
        },
        { signal },
      ),
  });

const useInvalidating = <T>(key: readonly unknown[], call: (input: T) => Promise<unknown>, also?: readonly unknown[]) =>
  useWrite(call, () => (also ? [key, also] : [key]));

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
        queries.invalidateQueries({ queryKey: fleetAccessKeys.memberChoices() }),
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
  useInvalidating(
    fleetAccessKeys.members(fleetId),
    (id: number) => ok(client.DELETE('/v7/user_application_membership({id})', { params: { path: { id } } })),
    fleetAccessKeys.memberChoices(),
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
    onSettled: () =>
      Promise.all([
        queries.invalidateQueries({ queryKey: fleetAccessKeys.members(fleetId) }),
        queries.invalidateQueries({ queryKey: fleetAccessKeys.memberChoices() }),
      ]),
  });
}

export const useRevokeInvite = (fleetId: number) =>
  useInvalidating(fleetAccessKeys.invites(fleetId), (id: number) =>
    ok(client.DELETE('/v7/application_invite({id})', { params: { path: { id } } })),
  );

export const useGrantTeam = (fleetId: number) =>
  useInvalidating(
    fleetAccessKeys.teams(fleetId),
    ({ teamId, roleId }: { teamId: number; roleId: number }) =>
      ok(
        client.POST('/v7/team_application_access', {
          body: { team: teamId, grants_access_to__application: fleetId, application_membership_role: roleId },
        }),
      ),
    fleetAccessKeys.teamChoices(),
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
  useInvalidating(
    fleetAccessKeys.teams(fleetId),
    (id: number) => ok(client.DELETE('/v7/team_application_access({id})', { params: { path: { id } } })),
    fleetAccessKeys.teamChoices(),
  );

/**
 * Takes a user out of a team that has access to the fleet (spec 02 §7 "DELETE team_membership"): the
 * user loses what the team gave them here and on the team's other fleets, so the user's roles and the
 * fleet lists are read again too.
 */
export const useRemoveTeamMembership = (fleetId: number) =>
  useWrite(
    (membershipId: number) =>
      ok(client.DELETE('/v7/team_membership({id})', { params: { path: { id: membershipId } } })),
    () => [fleetAccessKeys.teams(fleetId), roleKeys.all(), fleetKeys.lists()],
  );

/**
 * Removes the selected teams' access in one request: DELETE team_application_access filtered by the
 * fleet and the ids (spec 02 §7). The API applies it whole, so it succeeds or fails for every item.
 */
export const useRevokeTeams = (fleetId: number) =>
  useInvalidating(
    fleetAccessKeys.teams(fleetId),
    (ids: readonly number[]) =>
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
    fleetAccessKeys.teamChoices(),
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

/**
 * The fleets (class fleet) the user may create provisioning keys for: where their roles may create
 * devices or update the fleet, the rule the API applies to the provisioning-key endpoint.
 */
export const provisioningTargetsQuery = (userId: number) =>
  queryOptions({
    queryKey: [...queryKeys.resource('application'), 'provisioning-targets', userId] as const,
    queryFn: async ({ signal }) => {
      const [fleets, rows] = await Promise.all([
        read(
          'application',
          {
            $select: ['id', 'slug', 'organization'],
            $filter: { is_of__class: 'fleet', is_host: false },
            $orderby: { slug: 'asc' },
          },
          { signal },
        ),
        fetchUserMembershipRows(userId, signal),
      ]);
      return fleets
        .filter((f) => {
          const roles = fleetRolesOf(rows, { id: f.id, organizationId: f.organization?.__id ?? 0 });
          return fleetRolesGrant(roles, 'device.create') || fleetRolesGrant(roles, 'application.update');
        })
        .map((f) => ({ id: f.id, slug: f.slug }));
    },
  });

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
