/**
 * Organization memberships (spec 01 §7 "members"): the member list (paged, sorted by username or by
 * SAML account count, with a count call), one member, role changes ({roleName} resolved to the role
 * row like the SDK), and membership removal (one, or several in one id-in request), leaving
 * included.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { client, count, navOrder, ok, read, type RowOf } from '../client.ts';
import { useWrite, type WriteOptions } from '../mutation.ts';
import { compileFilter } from '../../../../shared/odata/compile.ts';
import { roleKeys } from '../roles/keys.ts';
import { fleetKeys } from '../application/keys.ts';
import { orgKeys, type MemberSort } from './keys.ts';
import { SdkError } from '../../lib/sdk-errors.ts';

/** The organization roles a membership or an invite can carry (spec 01 §6). */
export const ORG_ROLES = ['administrator', 'member'] as const;
export type OrgRole = (typeof ORG_ROLES)[number];

/** Rows per page of the member table (spec 01 §9: a shared constant whose value is not shown). */
export const MEMBERS_PAGE_SIZE = 50;

/** The role name of a membership or invite as read with its role expanded (`member` when none). */
export const roleOf = (rows: ReadonlyArray<{ name: string }> | undefined): string => rows?.[0]?.name ?? 'member';

// --- members ------------------------------------------------------------------------------------

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
 * One page of an organization's members with the total (spec 01 §7: "memberships by organization
 * with select, filter, order, paging plus a count call"): the server sorts by the user's username
 * (the default) or by their SAML account count, ties by username then id, and answers one page
 * (`$top`/`$skip`); the count call gives the total.
 */
export const membersPageQuery = (orgId: number, page: number, sort: MemberSort) =>
  queryOptions({
    queryKey: orgKeys.memberPage(orgId, page, sort),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<{ rows: MemberRow[]; total: number }> => {
      const $filter = { is_member_of__organization: orgId };
      const dir = sort.desc ? 'desc' : 'asc';
      const byName = navOrder('organization_membership', 'user', 'username', sort.by === 'saml' ? 'asc' : dir);
      const $orderby = [
        ...(sort.by === 'saml'
          ? [navOrder('organization_membership', 'user', 'owns__saml_account', dir, 'count')]
          : []),
        byName,
        { id: 'asc' },
      ] as const;
      const [rows, total] = await Promise.all([
        read(
          'organization_membership',
          { ...memberSelect, $filter, $orderby, $top: MEMBERS_PAGE_SIZE, $skip: page * MEMBERS_PAGE_SIZE },
          { signal },
        ),
        count('organization_membership', { $filter }, { signal }),
      ]);
      return { rows: rows.map(toMember), total };
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
  if (id === undefined) throw new SdkError('roleNotFound', { name });
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
/**
 * Removes the selected memberships in one request, as spec 01 §7 has it ("delete membership(s) by
 * id-in filter"): DELETE organization_membership?$filter=id in (…). The API applies it whole, so a
 * refused row (the last administrator) leaves every selected member in place.
 */
const removeMemberships = (ids: readonly number[]) =>
  ok(
    client.DELETE('/v7/organization_membership', {
      params: { query: { $filter: compileFilter('organization_membership', { id: { $in: [...ids] } }) } },
    }),
  );

// --- writes -------------------------------------------------------------------------------------

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

/** The first organization the user administers, by membership id; null when they administer none. */
export async function readFirstAdministeredOrgId(userId: number, signal?: AbortSignal): Promise<number | null> {
  const rows = await read(
    'organization_membership',
    {
      $select: ['id', 'is_member_of__organization'],
      $filter: {
        user: userId,
        organization_membership_role: { $any: { $alias: 'r', $expr: { r: { name: 'administrator' } } } },
      },
      $orderby: { id: 'asc' },
      $top: 1,
    },
    { signal },
  );
  return rows[0]?.is_member_of__organization?.__id ?? null;
}

// --- the signed-in user's own memberships (api/roles/reads.ts turns them into roles) -------------

const ownRoleName = { organization_membership_role: { $select: ['name'] } } as const;

/** The user's membership of organization `orgId` with its role name (none when not a member). */
export const readOwnOrgMembership = (userId: number, orgId: number, signal?: AbortSignal) =>
  read(
    'organization_membership',
    { $select: ['id'], $filter: { user: userId, is_member_of__organization: orgId }, $expand: ownRoleName },
    { signal },
  );

/** Every organization membership of the user with its role name. */
export const readOwnOrgMemberships = (userId: number, signal?: AbortSignal) =>
  read(
    'organization_membership',
    { $select: ['is_member_of__organization'], $expand: ownRoleName, $filter: { user: userId } },
    { signal },
  );
