/**
 * A fleet transfer's target as shared/transfer-targets.ts judges it, built from the store: whether the
 * subject administers the target organization, and the target's applications with the fleet's name
 * and class (other than the fleet) with the subject's roles on them and their device counts.
 */
import type { RowLookup } from './anchors.ts';
import type { PermissionSubject } from './subject.ts';
import { isTransferTarget, sameResourceName, type TransferCandidate } from '../../../../shared/transfer-targets.ts';

const fk = (v: unknown): number | undefined =>
  typeof v === 'number'
    ? v
    : typeof (v as { __id?: unknown })?.__id === 'number'
      ? (v as { __id: number }).__id
      : undefined;

/** The candidate for moving `fleet` to organization `targetOrgId`. */
export function transferCandidate(
  subject: PermissionSubject,
  lookup: RowLookup,
  fleet: Record<string, unknown>,
  targetOrgId: number,
): TransferCandidate {
  const name = typeof fleet.app_name === 'string' ? fleet.app_name : '';
  const sameNamed = lookup
    .find('application', 'organization', targetOrgId)
    .filter(
      (a) =>
        a.id !== fleet.id &&
        a.is_of__class === fleet.is_of__class &&
        typeof a.app_name === 'string' &&
        sameResourceName(a.app_name, name),
    )
    .map((a) => ({
      roles: [...(subject.fleetRoles.get(a.id as number) ?? [])],
      devices: lookup.find('device', 'belongs_to__application', a.id).length,
    }));
  return {
    organizationId: targetOrgId,
    administrator: subject.orgRoles.get(targetOrgId) === 'administrator',
    sameNamed,
  };
}

/** Is moving `fleet` to the organization in `patch` a transfer to an allowed target (true when it is no transfer)? */
export function transferAllowed(
  subject: PermissionSubject,
  lookup: RowLookup,
  fleet: Record<string, unknown>,
  patch: Record<string, unknown>,
): boolean {
  if (!Object.hasOwn(patch, 'organization')) return true;
  const target = fk(patch.organization);
  const current = fk(fleet.organization);
  if (target === undefined || current === undefined || target === current) return true;
  return isTransferTarget(current, transferCandidate(subject, lookup, fleet, target));
}
