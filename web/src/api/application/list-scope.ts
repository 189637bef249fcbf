/**
 * The scope of a fleet list: which class, whose fleets, and in which organization. Its own module
 * because both the list reads (lists.ts) and their query keys (keys.ts) name it.
 */
import type { FleetClass } from '../../../../shared/fleet-class.ts';

/** Which lists a user sees: one class, optionally in one organization. */
export interface ListScope {
  fleetClass: FleetClass;
  userId: number;
  orgId?: number;
  /** A platform admin's list: every fleet of the class, not only those the user is a member of. */
  everyone?: boolean;
  /**
   * A support agent's list (spec 02 §1 "with temporary granted access, the provider's support
   * staff", §3 "is_accessible_by_support_until__date: null means revoked"): the fleets whose
   * support access lasts beyond now on the API's clock, besides those the user is a member of.
   */
  supportAccess?: boolean;
}

/**
 * The list scope of a signed-in user: platform admins list every fleet, support agents (support.home)
 * also the fleets with support access granted, everyone else the fleets they are a member of.
 */
export function userListScope(
  user: { id: number; isAdmin: boolean; isSupport: boolean },
  fleetClass: FleetClass,
  orgId?: number,
): ListScope {
  return {
    fleetClass,
    userId: user.id,
    ...(orgId === undefined ? {} : { orgId }),
    ...(user.isAdmin ? { everyone: true } : user.isSupport ? { supportAccess: true } : {}),
  };
}
