/**
 * Billing access (spec 03 §6): organization.access_billing, granted to organization administrators
 * by the shared role table; platform administrators see every organization.
 */
import { ORGANIZATION_ROLES, ORGANIZATION_ROLE_PERMISSIONS } from '../../../../generated/domain-rules.gen.ts';

const BILLING_PERMISSION = 'organization.access_billing';

export function canAccessBilling(role: string | null, isPlatformAdmin = false): boolean {
  if (isPlatformAdmin) return true;
  const known = ORGANIZATION_ROLES.find((r) => r === role);
  return !!known && ORGANIZATION_ROLE_PERMISSIONS[known].includes(BILLING_PERMISSION);
}
