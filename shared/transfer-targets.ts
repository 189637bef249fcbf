/**
 * Which organizations a fleet's ownership may be transferred to (spec 02 §5 "Transfer of ownership
 * targets organizations where the user is a developer on an app with the same name and class, or an
 * administrator of the organization, with no devices. The target must not be the current
 * organization. If none: 'no organizations with matching resource name'. A missing target gives 'no
 * target received'"). The dashboard offers only these organizations; the mock refuses a transfer to
 * any other with the same text.
 *
 * The reading: an organization qualifies when the user administers it, or when it holds an
 * application with the fleet's name (case-insensitive, as fleet names are unique) and class on which
 * the user is a developer (a role that lets them receive it without administering the organization);
 * and in either case the organization holds no application of that name and class that has devices,
 * which the transferred fleet would collide with.
 */

/** The spec's text when no organization qualifies (also the mock's refusal of a transfer elsewhere). */
export const NO_TRANSFER_TARGETS = 'no organizations with matching resource name';
/** The spec's text when the transfer is confirmed without a target. */
export const NO_TRANSFER_TARGET = 'no target received';

/** Fleet roles that count as "a developer on" the same-named application. */
export const TRANSFER_DEVELOPER_ROLES: readonly string[] = ['administrator', 'developer'];

/** An application of the candidate organization with the fleet's name and class. */
export interface SameNamedApplication {
  /** The user's fleet roles on it (direct, through a team or the organization). */
  roles: readonly string[];
  /** Its devices. */
  devices: number;
}

/** What decides whether an organization is a transfer target. */
export interface TransferCandidate {
  organizationId: number;
  /** The user administers the organization. */
  administrator: boolean;
  /** The organization's applications with the fleet's name (case-insensitive) and class, other than the fleet itself. */
  sameNamed: readonly SameNamedApplication[];
}

/** Do two application names match (fleet names are unique case-insensitively, spec 02 §5)? */
export const sameResourceName = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** May a fleet of organization `currentOrganizationId` be transferred to this candidate? */
export function isTransferTarget(currentOrganizationId: number, candidate: TransferCandidate): boolean {
  if (candidate.organizationId === currentOrganizationId) return false;
  if (candidate.sameNamed.some((a) => a.devices > 0)) return false;
  return (
    candidate.administrator ||
    candidate.sameNamed.some((a) => a.roles.some((r) => TRANSFER_DEVELOPER_ROLES.includes(r)))
  );
}
