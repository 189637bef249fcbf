/**
 * What adding one member of a role costs, as the invite and add-member forms say it (spec 01 §7, §9;
 * spec 03 §6): nothing while included or prepaid seats of the role are left, else the seat price per
 * month (money with 2 decimals in the user's locale). Priced by seatFromPricing from the pricing and
 * usage reads, like the billing page's seat table.
 */
import { formatMoney } from '../../lib/format.ts';
import type { SeatCost } from './domain/billing-rules.ts';
import { fill, MSG } from './messages.ts';

/** The sentence for one more member of a role; null for unlimited roles or while the usage is unknown. */
export function seatCostText(seat: SeatCost | null, roleName: string): string | null {
  if (!seat || seat.unlimited || seat.free === null) return null;
  if (seat.free > 1) return fill(MSG.seatFree, { count: seat.free, role: roleName });
  if (seat.free === 1) return fill(MSG.seatFreeOne, { role: roleName });
  return seat.price === null ? null : fill(MSG.seatCost, { role: roleName, amount: formatMoney(seat.price) });
}
