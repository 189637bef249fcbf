/**
 * Query keys of organizations and what hangs off them (members, invites, the billing figures the
 * invite dialog shows): every read sits under `orgKeys.all()`, so an organization write refreshes
 * them all at once.
 */
import { queryKeys } from '../../lib/query-keys.ts';

/** Member table order: username (default) or SAML account count (spec 01 §7); part of its page key. */
/** Member table order: username (default) or SAML account count (spec 01 §7). */
export type MemberSort = { by: 'username' | 'saml'; desc: boolean };

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
