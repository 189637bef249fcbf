/**
 * What adding a member with the chosen fleet role costs (spec 03 §6 seats by role; the same figure
 * as the billing page's seat table and the organization invite): the member takes a seat of that
 * role, free while included or prepaid seats are left, else at the seat price. Priced from the
 * pricing and usage reads; when the user may not read the organization's billing, nothing is shown.
 */
import { useQuery } from '@tanstack/react-query';
import { inviteBillingQuery } from '../../../api/organization/invites.ts';
import { seatCostText, seatFromPricing } from '../../billing/index.ts';

export function SeatHint({ orgId, roleName }: { orgId: number; roleName: string | null }) {
  const billing = useQuery({ ...inviteBillingQuery(orgId), enabled: orgId > 0 && roleName !== null });
  if (roleName === null) return null;
  const text = seatCostText(seatFromPricing(billing.data?.pricing, billing.data?.usage, roleName), roleName);
  return text ? (
    <p className="muted" role="status">
      {text}
    </p>
  ) : null;
}
