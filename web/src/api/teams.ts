/**
 * Teams of an organization (spec 01 §7 "Teams"): the list with member and fleet-access counts (fleet
 * access counted by class), one team with its members and fleet accesses, create {name,
 * belongs_to__organization}, rename {name}, delete, team memberships (POST {username,
 * is_member_of__team}; DELETE by id) and team access to fleets with a fleet role (POST
 * team_application_access; PATCH its role; DELETE). Reads go through the typed OData helpers,
 * writes through the generated client.
 */
import { queryOptions } from '@tanstack/react-query';
import { compileFilter } from '../../../shared/odata/compile.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { client, ok, read, readOne } from './client.ts';
import { useWrite, type WriteOptions } from './mutation.ts';
import { orgKeys } from './organization/keys.ts';
import { roleKeys } from './roles/keys.ts';
import type { FleetRole } from '../../../shared/permissions.ts';
import { fleetKeys } from './application/keys.ts';
import type { FleetClass } from '../../../shared/fleet-class.ts';
import { fleetRoleId } from './fleet-access.ts';

export type { FleetClass };

const fkId = (ref: { __id: number } | null | undefined): number | null => ref?.__id ?? null;

/** Keys under the organization's, so an organization-wide invalidation refreshes teams too. */
/** The reads from a fleet's side (its access page): the teams with access, and the organization's teams to add. */
const fleetTeamKeys = {
  access: (fleetId: number) => [...queryKeys.resource('team_application_access'), 'fleet', fleetId] as const,
  orgTeams: (orgId: number) => [...queryKeys.resource('team'), 'org', orgId] as const,
};

const teamKeys = {
  all: (orgId: number) => [...orgKeys.one(orgId), 'teams'] as const,
  list: (orgId: number) => [...teamKeys.all(orgId), 'list'] as const,
  one: (orgId: number, teamId: number) => [...teamKeys.all(orgId), 'one', teamId] as const,
  ofUser: (orgId: number, userId: number) => [...teamKeys.all(orgId), 'of-user', userId] as const,
};

export interface TeamListItem {
  id: number;
  name: string;
  createdAt: string;
  memberCount: number;
  /** Fleet accesses by class (spec 01 §3 "fleet_access, app_access, block_access"). */
  access: Record<FleetClass, number>;
  memberUserIds: number[];
}

/** The teams of an organization ordered by name, with their counts. */
export const teamsQuery = (orgId: number) =>
  queryOptions({
    queryKey: teamKeys.list(orgId),
    queryFn: async ({ signal }): Promise<TeamListItem[]> => {
      const rows = await read(
        'team',
        {
          $select: ['id', 'name', 'created_at'],
          $filter: { belongs_to__organization: orgId },
          $expand: {
            team_membership: { $select: ['id', 'user'] },
            team_application_access: {
              $select: ['id'],
              $expand: { grants_access_to__application: { $select: ['is_of__class'] } },
            },
          },
          $orderby: { name: 'asc' },
        },
        { signal },
      );
      return rows.map((t) => {
        const access: Record<FleetClass, number> = { fleet: 0, app: 0, block: 0 };
        for (const a of t.team_application_access) {
          const c = a.grants_access_to__application[0]?.is_of__class;
          if (c) access[c] += 1;
        }
        return {
          id: t.id,
          name: t.name,
          createdAt: t.created_at,
          memberCount: t.team_membership.length,
          access,
          memberUserIds: t.team_membership.map((m) => fkId(m.user) ?? 0),
        };
      });
    },
  });

/** The teams of one user in an organization (the member page's teams tab). */
export const userTeamsQuery = (orgId: number, userId: number) =>
  queryOptions({
    queryKey: teamKeys.ofUser(orgId, userId),
    queryFn: async ({ signal }) => {
      const rows = await read(
        'team',
        {
          $select: ['id', 'name'],
          $filter: {
            belongs_to__organization: orgId,
            team_membership: { $any: { $alias: 'tm', $expr: { tm: { user: userId } } } },
          },
          $orderby: { name: 'asc' },
        },
        { signal },
      );
      return rows.map((t) => ({ id: t.id, name: t.name }));
    },
  });

export interface TeamMember {
  membershipId: number;
  userId: number;
  username: string;
}

export interface TeamAccess {
  id: number;
  fleetId: number;
  fleetName: string;
  fleetClass: FleetClass;
  role: string;
}

export interface TeamDetails {
  id: number;
  name: string;
  createdAt: string;
  organizationId: number;
  members: TeamMember[];
  access: TeamAccess[];
}

/** One team with its members and fleet accesses; null when it does not exist in the organization. */
export const teamQuery = (orgId: number, teamId: number) =>
  queryOptions({
    queryKey: teamKeys.one(orgId, teamId),
    queryFn: async ({ signal }): Promise<TeamDetails | null> => {
      const t = await readOne(
        'team',
        teamId,
        {
          $select: ['id', 'name', 'created_at', 'belongs_to__organization'],
          $expand: {
            team_membership: { $select: ['id'], $expand: { user: { $select: ['id', 'username'] } } },
            team_application_access: {
              $select: ['id'],
              $expand: {
                grants_access_to__application: { $select: ['id', 'app_name', 'is_of__class'] },
                application_membership_role: { $select: ['name'] },
              },
            },
          },
        },
        { signal },
      );
      if (!t || fkId(t.belongs_to__organization) !== orgId) return null;
      return {
        id: t.id,
        name: t.name,
        createdAt: t.created_at,
        organizationId: orgId,
        members: t.team_membership
          .map((m) => ({ membershipId: m.id, userId: m.user[0]?.id ?? 0, username: m.user[0]?.username ?? '' }))
          .sort((a, b) => a.username.localeCompare(b.username)),
        access: t.team_application_access
          .map((a) => {
            const app = a.grants_access_to__application[0];
            return {
              id: a.id,
              fleetId: app?.id ?? 0,
              fleetName: app?.app_name ?? '',
              fleetClass: app?.is_of__class ?? 'fleet',
              role: a.application_membership_role[0]?.name ?? '',
            };
          })
          .sort((a, b) => a.fleetName.localeCompare(b.fleetName)),
      };
    },
  });

// --- writes -------------------------------------------------------------------------------------

/** POST team {name, belongs_to__organization}. */
export async function createTeam(orgId: number, name: string): Promise<number> {
  const row = await ok(client.POST('/v7/team', { body: { name: name.trim(), belongs_to__organization: orgId } }));
  if (typeof row.id !== 'number') throw new Error('The team was created without an id');
  return row.id;
}

/** PATCH team {name}. */
const renameTeam = (teamId: number, name: string) =>
  ok(client.PATCH('/v7/team({id})', { params: { path: { id: teamId } }, body: { name: name.trim() } }));

/** DELETE team by id. */
const deleteTeam = (teamId: number) => ok(client.DELETE('/v7/team({id})', { params: { path: { id: teamId } } }));

/** POST team_membership {username, is_member_of__team}. */
const addTeamMember = (teamId: number, username: string) =>
  ok(client.POST('/v7/team_membership', { body: { username, is_member_of__team: teamId } }));

/** DELETE team_membership by id (removing a member, or leaving the team). */
const removeTeamMember = (membershipId: number) =>
  ok(client.DELETE('/v7/team_membership({id})', { params: { path: { id: membershipId } } }));

/** POST team_application_access {team, grants_access_to__application, application_membership_role}. */
async function grantTeamAccess(teamId: number, fleetId: number, role: FleetRole): Promise<void> {
  const roleId = await fleetRoleId(role);
  await ok(
    client.POST('/v7/team_application_access', {
      body: { team: teamId, grants_access_to__application: fleetId, application_membership_role: roleId },
    }),
  );
}

/** PATCH team_application_access {application_membership_role}. */
async function changeTeamAccessRole(accessId: number, role: FleetRole): Promise<void> {
  const roleId = await fleetRoleId(role);
  await ok(
    client.PATCH('/v7/team_application_access({id})', {
      params: { path: { id: accessId } },
      body: { application_membership_role: roleId },
    }),
  );
}

/** DELETE team_application_access by id. */
const revokeTeamAccess = (accessId: number) =>
  ok(client.DELETE('/v7/team_application_access({id})', { params: { path: { id: accessId } } }));

/** Adds each username in turn and stops at the first failure. */
async function addTeamMembers(teamId: number, usernames: Iterable<string>): Promise<void> {
  for (const username of usernames) await addTeamMember(teamId, username);
}

/**
 * A team write of organization `orgId`. Teams, team memberships and team access change who reaches
 * which fleet with which role: the organization's reads (its teams below it), the user's roles and
 * the fleet lists are refreshed.
 */
const useTeamWrite = <TVars, TData>(orgId: number, write: (vars: TVars) => Promise<TData>, options?: WriteOptions) =>
  useWrite(write, () => [orgKeys.one(orgId), roleKeys.all(), fleetKeys.lists()], options);

export const useCreateTeam = (orgId: number) => useTeamWrite(orgId, (name: string) => createTeam(orgId, name));
export const useRenameTeam = (orgId: number) =>
  useTeamWrite(orgId, ({ teamId, name }: { teamId: number; name: string }) => renameTeam(teamId, name));
/** Deletes a team; the page leaves it, so the reads refresh in the background. */
export const useDeleteTeam = (orgId: number, options?: WriteOptions) => useTeamWrite(orgId, deleteTeam, options);
/** Adds organization members by username one by one; the reads refresh even when one fails. */
export const useAddTeamMembers = (orgId: number) =>
  useTeamWrite(
    orgId,
    ({ teamId, usernames }: { teamId: number; usernames: Iterable<string> }) => addTeamMembers(teamId, usernames),
    { when: 'settled', wait: false },
  );
export const useRemoveTeamMember = (orgId: number, options?: WriteOptions) =>
  useTeamWrite(orgId, removeTeamMember, options);
export const useGrantTeamAccess = (orgId: number) =>
  useTeamWrite(orgId, ({ teamId, fleetId, role }: { teamId: number; fleetId: number; role: FleetRole }) =>
    grantTeamAccess(teamId, fleetId, role),
  );
/** Changes a team's role on a fleet; the reads refresh after a failure too (the row shows the stored role). */
export const useChangeTeamAccessRole = (orgId: number) =>
  useTeamWrite(
    orgId,
    ({ accessId, role }: { accessId: number; role: FleetRole }) => changeTeamAccessRole(accessId, role),
    {
      when: 'settled',
    },
  );
export const useRevokeTeamAccess = (orgId: number) => useTeamWrite(orgId, revokeTeamAccess);

// --- a fleet's teams (the fleet's access page) ------------------------------------------------------

/** A write to the teams' access of fleet `fleetId`; the fleet's team list refreshes. */
const useFleetTeamWrite = <T>(fleetId: number, call: (input: T) => Promise<unknown>) =>
  useWrite(call, () => [fleetTeamKeys.access(fleetId)]);

export const fleetTeamsQuery = (fleetId: number) =>
  queryOptions({
    queryKey: fleetTeamKeys.access(fleetId),
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

export const orgTeamsQuery = (orgId: number) =>
  queryOptions({
    queryKey: fleetTeamKeys.orgTeams(orgId),
    queryFn: ({ signal }) =>
      read(
        'team',
        { $select: ['id', 'name'], $filter: { belongs_to__organization: orgId }, $orderby: { name: 'asc' } },
        { signal },
      ),
  });

export const useGrantTeam = (fleetId: number) =>
  useFleetTeamWrite(fleetId, ({ teamId, roleId }: { teamId: number; roleId: number }) =>
    ok(
      client.POST('/v7/team_application_access', {
        body: { team: teamId, grants_access_to__application: fleetId, application_membership_role: roleId },
      }),
    ),
  );

export const useChangeTeamRole = (fleetId: number) =>
  useFleetTeamWrite(fleetId, ({ id, roleId }: { id: number; roleId: number }) =>
    ok(
      client.PATCH('/v7/team_application_access({id})', {
        params: { path: { id } },
        body: { application_membership_role: roleId },
      }),
    ),
  );

export const useRevokeTeam = (fleetId: number) =>
  useFleetTeamWrite(fleetId, (id: number) =>
    ok(client.DELETE('/v7/team_application_access({id})', { params: { path: { id } } })),
  );

/**
 * Removes the selected teams' access in one request: DELETE team_application_access filtered by the
 * fleet and the ids (spec 02 §7). The API applies it whole, so it succeeds or fails for every item.
 */
export const useRevokeTeams = (fleetId: number) =>
  useFleetTeamWrite(fleetId, (ids: readonly number[]) =>
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

// --- the signed-in user's own team access (api/roles/reads.ts turns it into roles) ---------------

const ownRoleName = { application_membership_role: { $select: ['name'] } } as const;
const teamOfUser = (userId: number) =>
  ({
    $any: {
      $alias: 't',
      $expr: { t: { team_membership: { $any: { $alias: 'tm', $expr: { tm: { user: userId } } } } } },
    },
  }) as const;

/** The access to fleet `fleetId` of the teams the user is in, with the role names. */
export const readOwnTeamAccess = (userId: number, fleetId: number, signal?: AbortSignal) =>
  read(
    'team_application_access',
    {
      $select: ['id'],
      $filter: { grants_access_to__application: fleetId, team: teamOfUser(userId) },
      $expand: ownRoleName,
    },
    { signal },
  );

/** Every fleet access of the teams the user is in, with the role names. */
export const readOwnTeamAccesses = (userId: number, signal?: AbortSignal) =>
  read(
    'team_application_access',
    { $select: ['grants_access_to__application'], $filter: { team: teamOfUser(userId) }, $expand: ownRoleName },
    { signal },
  );
