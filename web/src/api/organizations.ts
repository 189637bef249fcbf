/**
 * Organizations, memberships and invites (spec 01 §7 "Organizations, members, teams"): the user's
 * organization list (ordered by name, polled), one organization with its counts, create / rename /
 * logo / delete, the member list (paged, sorted by username or by SAML account count, with a count
 * call), one member, role changes ({roleName} resolved to the role row like the SDK), membership
 * removal (one by one, stopping at the first failure), and organization invites (list, create,
 * revoke, resend). Reads
 * go through the typed OData helpers, writes through the generated client.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, client, count, ok, read, readOne, readOptions, type DashboardClient, type RowOf } from './client.ts';
import { useWrite, type WriteOptions } from './mutation.ts';
import { roleKeys } from './roles.ts';
import { fleetKeys } from './application/keys.ts';
import { queryKeys } from '../lib/query-keys.ts';
import type { FleetClass } from '../../../shared/fleet-class.ts';

/** The organization roles a membership or an invite can carry (spec 01 §6). */
export const ORG_ROLES = ['administrator', 'member'] as const;
export type OrgRole = (typeof ORG_ROLES)[number];

/** Refresh interval of the organization list (spec 01 §2 "Polled periodically"; the value is ours). */
const ORG_LIST_REFRESH_MS = 10_000;
/** Rows per page of the member table (spec 01 §9: a shared constant whose value is not shown). */
export const MEMBERS_PAGE_SIZE = 50;

const fkId = (ref: { __id: number } | null | undefined): number | null => ref?.__id ?? null;
const roleOf = (rows: ReadonlyArray<{ name: string }> | undefined): string => rows?.[0]?.name ?? 'member';

/** Keys, general → specific: invalidating `all()` refreshes every organization read. */
export const orgKeys = {
  all: () => [...queryKeys.resource('organization')] as const,
  list: (userId: number) => [...orgKeys.all(), 'list', userId] as const,
  one: (orgId: number) => [...orgKeys.all(), 'one', orgId] as const,
  summary: (orgId: number) => [...orgKeys.one(orgId), 'summary'] as const,
  members: (orgId: number) => [...orgKeys.one(orgId), 'members'] as const,
  memberPage: (orgId: number, page: number, sort: MemberSort) =>
    [...orgKeys.members(orgId), 'page', page, sort] as const,
  memberUsers: (orgId: number) => [...orgKeys.members(orgId), 'users'] as const,
  member: (orgId: number, membershipId: number) => [...orgKeys.members(orgId), 'one', membershipId] as const,
  invites: (orgId: number) => [...orgKeys.one(orgId), 'invites'] as const,
  billing: (orgId: number) => [...orgKeys.one(orgId), 'billing-for-invites'] as const,
  administered: (userId: number) => [...orgKeys.all(), 'administered', userId] as const,
};

// --- organization list --------------------------------------------------------------------------

const listRead = (userId: number) =>
  readOptions('organization', {
    $select: ['id', 'created_at', 'name', 'handle', 'logo_image'],
    $filter: { organization_membership: { $any: { $alias: 'om', $expr: { om: { user: userId } } } } },
    $expand: {
      owns__team: { $count: {} },
      organization_membership: {
        $select: ['id', 'user'],
        $expand: { organization_membership_role: { $select: ['name'] } },
      },
      application: { $select: ['id', 'is_of__class'] },
    },
    $orderby: { name: 'asc' },
  });

/** One organization of the user's list. */
export interface OrgListItem {
  id: number;
  name: string;
  handle: string;
  createdAt: string;
  logo: string | null;
  teamCount: number;
  memberCount: number;
  administratorCount: number;
  /** The signed-in user's role and membership id in it. */
  role: string;
  membershipId: number;
  fleetCount: number;
}

/** The logo's href, whether the API answers a string or a `{ href }` object. */
function logoHref(value: unknown): string | null {
  if (typeof value === 'string' && value) return value;
  if (value && typeof value === 'object' && 'href' in value && typeof value.href === 'string' && value.href)
    return value.href;
  return null;
}

/** The user's organizations ordered by name, refreshed every ORG_LIST_REFRESH_MS. */
export const orgListQuery = (userId: number) =>
  queryOptions({
    queryKey: orgKeys.list(userId),
    refetchInterval: ORG_LIST_REFRESH_MS,
    queryFn: async ({ signal }): Promise<OrgListItem[]> => {
      const rows = await read('organization', listRead(userId), { signal });
      return rows.map((o) => {
        const mine = o.organization_membership.find((m) => fkId(m.user) === userId);
        return {
          id: o.id,
          name: o.name,
          handle: o.handle,
          createdAt: o.created_at,
          logo: logoHref(o.logo_image),
          teamCount: o.owns__team,
          memberCount: o.organization_membership.length,
          administratorCount: o.organization_membership.filter(
            (m) => roleOf(m.organization_membership_role) === 'administrator',
          ).length,
          role: roleOf(mine?.organization_membership_role),
          membershipId: mine?.id ?? 0,
          fleetCount: o.application.length,
        };
      });
    },
  });

// --- one organization ---------------------------------------------------------------------------

const orgRead = readOptions('organization', {
  $select: ['id', 'created_at', 'name', 'handle', 'logo_image', 'is_frozen'],
  $expand: {
    organization_membership: {
      $select: ['id', 'user'],
      $expand: { user: { $select: ['id', 'username'] }, organization_membership_role: { $select: ['name'] } },
      $orderby: { id: 'asc' },
    },
    owns__team: { $select: ['id', 'name'], $orderby: { name: 'asc' } },
    application: { $select: ['id', 'app_name', 'is_of__class'], $orderby: { app_name: 'asc' } },
  },
});

export interface OrgMemberRef {
  membershipId: number;
  userId: number;
  username: string;
  role: string;
}

export interface OrgDetails {
  id: number;
  name: string;
  handle: string;
  createdAt: string;
  logo: string | null;
  isFrozen: boolean;
  members: OrgMemberRef[];
  teams: Array<{ id: number; name: string }>;
  fleets: Array<{ id: number; name: string; fleetClass: FleetClass }>;
}

/** One organization with members (username, role), fleets and teams; null when it is not visible. */
export const orgQuery = (orgId: number) =>
  queryOptions({
    queryKey: orgKeys.summary(orgId),
    queryFn: async ({ signal }): Promise<OrgDetails | null> => {
      const o = await readOne('organization', orgId, orgRead, { signal });
      if (!o) return null;
      return {
        id: o.id,
        name: o.name,
        handle: o.handle,
        createdAt: o.created_at,
        logo: logoHref(o.logo_image),
        isFrozen: o.is_frozen === true,
        members: o.organization_membership.map((m) => ({
          membershipId: m.id,
          userId: m.user[0]?.id ?? fkId(null) ?? 0,
          username: m.user[0]?.username ?? '',
          role: roleOf(m.organization_membership_role),
        })),
        teams: o.owns__team.map((t) => ({ id: t.id, name: t.name })),
        fleets: o.application.map((a) => ({ id: a.id, name: a.app_name, fleetClass: a.is_of__class })),
      };
    },
  });

/** The administrators among an organization's members. */
export const administratorsOf = (members: readonly OrgMemberRef[]): OrgMemberRef[] =>
  members.filter((m) => m.role === 'administrator');

// --- organization writes ------------------------------------------------------------------------

/** An uploaded file: a data URL carrying the type and base64 content, with the file's name (spec 01 §3). */
export interface LogoUpload {
  filename: string;
  contentType: string;
  size: number;
  dataUrl: string;
}

/** POST organization {name, optional logo_image}; the creator becomes its administrator. */
export async function createOrganization(name: string): Promise<{ id: number }> {
  const row = await ok(client.POST('/v7/organization', { body: { name } }));
  if (typeof row.id !== 'number') throw new Error('The organization was created without an id');
  return { id: row.id };
}

/** PATCH organization {name}. */
const renameOrganization = (orgId: number, name: string) =>
  ok(client.PATCH('/v7/organization({id})', { params: { path: { id: orgId } }, body: { name } }));

/** PATCH organization {logo_image}. */
const setOrganizationLogo = (orgId: number, logo: LogoUpload) =>
  ok(
    client.PATCH('/v7/organization({id})', {
      params: { path: { id: orgId } },
      body: {
        logo_image: { filename: logo.filename, href: logo.dataUrl, content_type: logo.contentType, size: logo.size },
      },
    }),
  );

/** DELETE organization by id (`c`: another client, in tests). */
export const deleteOrganization = (orgId: number, c: DashboardClient = api) =>
  ok(c.client.DELETE('/v7/organization({id})', { params: { path: { id: orgId } } }));

// --- organizations the user administers ----------------------------------------------------------

/** An organization the user administers, with its number of administrators (sole admin = 1). */
export interface AdministeredOrganization {
  id: number;
  name: string;
  admins: number;
}

const isAdministrator = {
  organization_membership_role: { $any: { $alias: 'r', $expr: { r: { name: 'administrator' } } } },
} as const;

/**
 * Organizations where the user's membership role is administrator, by name, with their
 * administrator count: where fleets are created and may be transferred to (spec 02 §5), and the
 * organizations an account deletion would leave without an administrator (spec 01 §5).
 */
export async function fetchAdministeredOrganizations(
  userId: number,
  c: DashboardClient = api,
  signal?: AbortSignal,
): Promise<AdministeredOrganization[]> {
  const rows = await c.read(
    'organization',
    {
      $select: ['id', 'name'],
      $filter: {
        organization_membership: { $any: { $alias: 'm', $expr: { m: { user: userId, ...isAdministrator } } } },
      },
      $expand: { organization_membership: { $select: ['id'], $filter: isAdministrator } },
      $orderby: { name: 'asc' },
    },
    { signal },
  );
  return rows.map((o) => ({ id: o.id, name: o.name, admins: o.organization_membership.length }));
}

/** The organizations the user administers (fetchAdministeredOrganizations) as a query. */
export const administeredOrgsQuery = (userId: number) =>
  queryOptions({
    queryKey: orgKeys.administered(userId),
    queryFn: ({ signal }) => fetchAdministeredOrganizations(userId, api, signal),
  });

// --- members ------------------------------------------------------------------------------------

/** Member table order: username (default) or SAML account count (spec 01 §7). */
export type MemberSort = { by: 'username' | 'saml'; desc: boolean };

const memberSelect = {
  $select: ['id', 'created_at', 'effective_seat_role'],
  $expand: {
    user: { $select: ['id', 'username', 'created_at'], $expand: { owns__saml_account: { $count: {} } } },
    organization_membership_role: { $select: ['name'] },
  },
} as const;

export interface MemberRow {
  id: number;
  createdAt: string;
  userId: number;
  username: string;
  role: string;
  effectiveSeatRole: string | null;
  samlAccounts: number;
}

/** A membership row as `memberSelect` reads it. */
type RawMember = RowOf<'organization_membership', typeof memberSelect>;

const toMember = (m: RawMember): MemberRow => ({
  id: m.id,
  createdAt: m.created_at,
  userId: m.user[0]?.id ?? 0,
  username: m.user[0]?.username ?? '',
  role: roleOf(m.organization_membership_role),
  effectiveSeatRole: m.effective_seat_role ?? null,
  samlAccounts: m.user[0]?.owns__saml_account ?? 0,
});

/**
 * One page of an organization's members with the total, sorted by username (the default) or by SAML
 * account count (spec 01 §7). Neither is a field of the membership row (both sit on the user), so
 * the memberships are read once with the count call and sorted and paged here.
 */
export const membersPageQuery = (orgId: number, page: number, sort: MemberSort) =>
  queryOptions({
    queryKey: orgKeys.memberPage(orgId, page, sort),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<{ rows: MemberRow[]; total: number }> => {
      const $filter = { is_member_of__organization: orgId };
      const [rows, total] = await Promise.all([
        read('organization_membership', { ...memberSelect, $filter, $orderby: { id: 'asc' } }, { signal }),
        count('organization_membership', { $filter }, { signal }),
      ]);
      const all = rows.map(toMember);
      const dir = sort.desc ? -1 : 1;
      const byName = (a: MemberRow, b: MemberRow) => a.username.localeCompare(b.username);
      all.sort(
        sort.by === 'saml'
          ? (a, b) => dir * (a.samlAccounts - b.samlAccounts) || byName(a, b)
          : (a, b) => dir * byName(a, b),
      );
      return {
        rows: all.slice(page * MEMBERS_PAGE_SIZE, (page + 1) * MEMBERS_PAGE_SIZE),
        total: Math.max(total, all.length),
      };
    },
  });

/** One membership of the organization (the member page); null when it does not exist there. */
export const memberQuery = (orgId: number, membershipId: number) =>
  queryOptions({
    queryKey: orgKeys.member(orgId, membershipId),
    queryFn: async ({ signal }): Promise<MemberRow | null> => {
      const rows = await read(
        'organization_membership',
        { ...memberSelect, $filter: { id: membershipId, is_member_of__organization: orgId } },
        { signal },
      );
      return rows[0] ? toMember(rows[0]) : null;
    },
  });

/** The role row of a role name (the SDK's `changeRole(id, roleName)` resolves it the same way). */
async function roleId(resource: 'organization_membership_role', name: string): Promise<number> {
  const rows = await read(resource, { $select: ['id'], $filter: { name } });
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`Unknown role ${name}`);
  return id;
}

/** PATCH organization_membership {organization_membership_role} for a role name. */
async function changeMemberRole(membershipId: number, roleName: OrgRole): Promise<void> {
  const role = await roleId('organization_membership_role', roleName);
  await ok(
    client.PATCH('/v7/organization_membership({id})', {
      params: { path: { id: membershipId } },
      body: { organization_membership_role: role },
    }),
  );
}

/** DELETE one membership (removing a member, or leaving: a user may always delete their own). */
const removeMembership = (membershipId: number) =>
  ok(client.DELETE('/v7/organization_membership({id})', { params: { path: { id: membershipId } } }));

/**
 * Removes one membership from its page: another member's, or the user's own (leaving). The removed
 * member's read (or, when leaving, every read of the organization, now out of reach) is not fetched
 * again while the page leaves, where it would only answer "not found"; the rest refresh in the
 * background.
 */
export const useRemoveOrgMember = () =>
  useMembershipWrite(
    ({ membershipId }: { membershipId: number; orgId: number; self: boolean }) => removeMembership(membershipId),
    {
      wait: false,
      gone: ({ membershipId, orgId, self }) => [self ? orgKeys.one(orgId) : orgKeys.member(orgId, membershipId)],
    },
  );
/** Removes memberships one by one; stops at the first failure. */
async function removeMemberships(ids: readonly number[]): Promise<void> {
  for (const id of ids) await removeMembership(id);
}

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

// --- mutation hooks -----------------------------------------------------------------------------

/** An organization write: every organization read (list, summary, members, teams, invites) refreshes. */
const useOrgWrite = <TVars, TData>(write: (vars: TVars) => Promise<TData>, options?: WriteOptions) =>
  useWrite(write, () => [orgKeys.all()], options);

export const useCreateOrganization = () => useOrgWrite(createOrganization);
export const useRenameOrganization = () =>
  useOrgWrite(({ orgId, name }: { orgId: number; name: string }) => renameOrganization(orgId, name));
export const useSetOrganizationLogo = () =>
  useOrgWrite(({ orgId, logo }: { orgId: number; logo: LogoUpload }) => setOrganizationLogo(orgId, logo));
/** Deletes an organization; the page leaves it, so the reads refresh in the background. */
export const useDeleteOrganization = () =>
  useOrgWrite(deleteOrganization, { wait: false, gone: (orgId: number) => [orgKeys.one(orgId)] });

/**
 * A membership write: who belongs to an organization, with which role. The organization reads, the
 * user's own roles and the fleet reads (which fleets a member reaches) refresh.
 */
const useMembershipWrite = <TVars, TData>(write: (vars: TVars) => Promise<TData>, options?: WriteOptions) =>
  useWrite(write, () => [orgKeys.all(), roleKeys.all(), fleetKeys.all], options);

/**
 * The user leaves an organization (removes their own membership): its reads are out of reach now,
 * so they are not fetched again while the page leaves; the rest refresh in the background.
 */
export const useLeaveOrganization = () =>
  useMembershipWrite(({ membershipId }: { membershipId: number; orgId: number }) => removeMembership(membershipId), {
    wait: false,
    gone: ({ orgId }) => [orgKeys.one(orgId)],
  });
/** Removes memberships one by one, stopping at the first failure; the reads refresh either way. */
export const useRemoveOrgMemberships = () => useMembershipWrite(removeMemberships, { when: 'settled' });

/** A role change that stopped at `member` after `changed` memberships were done (the cause is `cause`). */
export class RoleChangeStopped extends Error {
  constructor(
    readonly changed: number,
    readonly member: { id: number; username: string },
    readonly cause: unknown,
  ) {
    super(`Role change stopped at ${member.username}`);
    this.name = 'RoleChangeStopped';
  }
}

/**
 * Gives each member the role in turn (a member who has it already counts as done) and stops at the
 * first failure with RoleChangeStopped; resolves to the number changed. The reads refresh either way.
 */
export const useChangeOrgMemberRoles = () =>
  useMembershipWrite(
    async ({
      members,
      role,
    }: {
      members: ReadonlyArray<{ id: number; username: string; role: string }>;
      role: OrgRole;
    }) => {
      let changed = 0;
      for (const m of members) {
        if (m.role !== role) {
          try {
            await changeMemberRole(m.id, role);
          } catch (error) {
            throw new RoleChangeStopped(changed, m, error);
          }
        }
        changed++;
      }
      return changed;
    },
    { when: 'settled', wait: false },
  );

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
