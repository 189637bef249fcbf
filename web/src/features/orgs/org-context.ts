/**
 * What every page under /orgs/{orgId} gets from the organization layout: the organization (with
 * members, teams and fleets) and what the signed-in user may do in it (spec 01 §6), from the same
 * role tables the API enforces (lib/authz.ts → shared/permissions.ts).
 */
import { useOutletContext } from 'react-router';
import { administratorsOf, type OrgDetails } from '../../api/organization/organizations.ts';
import { ORGANIZATION_PERMISSIONS, organizationCan } from '../../lib/authz.ts';

export interface OrgAccess {
  /** The user's role in the organization, or null when not a member (a platform admin viewing it). */
  role: string | null;
  /** The user's membership id, when a member. */
  membershipId: number | null;
  isPlatformAdmin: boolean;
  can: (permission: (typeof ORGANIZATION_PERMISSIONS)[keyof typeof ORGANIZATION_PERMISSIONS]) => boolean;
  /** Administrator of this organization, or a platform admin (billing, credits and team views). */
  isAdministrator: boolean;
  /** The user is its only administrator (may delete it, may not leave it). */
  isSoleAdministrator: boolean;
}

export interface OrgContextValue {
  org: OrgDetails;
  access: OrgAccess;
  userId: number;
}

/** Builds the access of a user in an organization. */
export function orgAccessOf(org: OrgDetails, user: { id: number; isAdmin: boolean }): OrgAccess {
  const mine = org.members.find((m) => m.userId === user.id);
  const role = mine?.role ?? null;
  const admins = administratorsOf(org.members);
  return {
    role,
    membershipId: mine?.membershipId ?? null,
    isPlatformAdmin: user.isAdmin,
    can: (p) => organizationCan(role, user.isAdmin, p),
    isAdministrator: role === 'administrator' || user.isAdmin,
    isSoleAdministrator: role === 'administrator' && admins.length === 1,
  };
}

/** The organization in context (inside the organization layout). */
export const useOrg = (): OrgContextValue => useOutletContext<OrgContextValue>();
