/**
 * What each role may do in an organization (spec 01 §6), from the contract's role tables: the
 * administrator renames, deletes (sole administrator), manages members, invites and teams; a member
 * (for instance an observer through a team) reads; a platform admin manages without a membership.
 */
import { describe, expect, it } from 'vitest';
import type { OrgDetails } from '../../api/organization/organizations.ts';
import { ORGANIZATION_PERMISSIONS as P } from '../../lib/authz.ts';
import { orgAccessOf } from './org-context.ts';

const org = (admins: number[], members: number[]): OrgDetails => ({
  id: 1,
  name: 'Acme IoT',
  handle: 'acme',
  createdAt: '2026-01-01T00:00:00Z',
  logo: null,
  isFrozen: false,
  teams: [],
  fleets: [],
  members: [
    ...admins.map((id) => ({ membershipId: 100 + id, userId: id, username: `u${id}`, role: 'administrator' })),
    ...members.map((id) => ({ membershipId: 100 + id, userId: id, username: `u${id}`, role: 'member' })),
  ],
});

describe('organization access by role', () => {
  it('the sole administrator may do everything and is the sole administrator', () => {
    const a = orgAccessOf(org([1], [2]), { id: 1, isAdmin: false });
    expect(Object.values(P).every((p) => a.can(p))).toBe(true);
    expect(a).toMatchObject({
      role: 'administrator',
      membershipId: 101,
      isAdministrator: true,
      isSoleAdministrator: true,
    });
  });

  it('one of two administrators is not the sole one (may leave, not delete)', () => {
    expect(orgAccessOf(org([1, 3], []), { id: 1, isAdmin: false }).isSoleAdministrator).toBe(false);
  });

  it('a member (observer through a team included) may not change anything', () => {
    const a = orgAccessOf(org([1], [2]), { id: 2, isAdmin: false });
    expect(Object.values(P).filter((p) => a.can(p))).toEqual([]);
    expect(a).toMatchObject({ role: 'member', isAdministrator: false, isSoleAdministrator: false });
  });

  it('a platform admin without membership manages the organization and its members', () => {
    const a = orgAccessOf(org([1], []), { id: 9, isAdmin: true });
    expect(a.can(P.rename)).toBe(true);
    expect(a.can(P.delete)).toBe(true);
    expect(a.can(P.members)).toBe(true);
    expect(a).toMatchObject({ role: null, membershipId: null, isAdministrator: true });
  });
});
