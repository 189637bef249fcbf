/**
 * Where a frozen organization sends the user (spec 01 §2, spec 03 §2): to its billing page with
 * errors.organization_is_frozen_update_billing_details when the user may access billing, else to
 * the organization list with errors.organization_is_frozen_please_reach_administrators. Both toast.
 */
import { toast } from '../../components/ui/toast.ts';
import { routes } from '../../lib/paths.ts';
import { canAccessBilling } from './access.ts';
import { MSG, fill } from './messages.ts';

export function frozenOrganizationRedirect(
  org: { id: number; name: string },
  role: string | null,
  isPlatformAdmin = false,
): string {
  if (canAccessBilling(role, isPlatformAdmin)) {
    toast.show({ kind: 'danger', text: fill(MSG.frozen, { name: org.name }), id: `frozen-${org.id}` });
    return routes.org(org.id).billing();
  }
  toast.show({ kind: 'danger', text: fill(MSG.frozenReachAdmins, { name: org.name }), id: `frozen-${org.id}` });
  return routes.orgs();
}
