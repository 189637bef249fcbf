/**
 * Credit purchase rules (spec 03 §4 "Payment result", §6, §9): only pilot/production/enterprise
 * plans with a payment method may buy; quantity 1–1,500,000; totals of 100,000,000 cents or more go
 * to sales. The payment fails (payment_status `failed` with an error_message) for the documented
 * quantity 402 and for the test card ending 0341; otherwise it is `paid`, balanced and invoiced.
 */
import type { World } from '../../../world.ts';
import type { Invoice } from '../../../store/private.ts';
import {
  CONTACT_SALES_CENTS,
  CREDIT_PLAN_CODES,
  CREDIT_VALIDITY_YEARS,
  CREDITS_CONTACT_SALES,
  CREDITS_FEATURE_ONLY,
  CREDITS_PAYMENT_METHOD_REQUIRED,
  CREDITS_PLAN_REQUIRED,
  CURRENCY,
  DEVICE_ITEM_CODE,
  FAILING_CREDIT_QUANTITY,
  INSUFFICIENT_FUNDS,
  BANK_INSUFFICIENT_FUNDS,
  MAX_CREDIT_QUANTITY,
  creditQuantityRange,
} from '../constants.ts';
import { currentPlan, featureSlug, planAddon } from '../plans.ts';
import { chargeDeclined, isBankMethod } from '../payment-info.ts';

/** Fallback unit price in cents when the plan has no credit add-on (spec 03 §9 microservices price). */
const DEFAULT_CREDIT_UNIT_CENTS = 200;

export interface CreditPurchase {
  /** Server-set fields of the new credit_bundle row. */
  fields: Record<string, unknown>;
  /** Invoice to record once the row exists (paid purchases only). */
  invoice: Invoice | null;
}

/** Checks and prices a purchase; returns the refusal text or the server-set fields. */
export function priceCreditPurchase(
  world: World,
  orgId: number,
  userId: number,
  feature: unknown,
  quantity: unknown,
): CreditPurchase | string {
  const store = world.store;
  if (typeof feature === 'number' && store.get('feature', feature) && featureSlug(store, feature) !== DEVICE_ITEM_CODE)
    return CREDITS_FEATURE_ONLY;
  const plan = currentPlan(store, orgId);
  if (!plan || !CREDIT_PLAN_CODES.includes(String(plan.billing_code))) return CREDITS_PLAN_REQUIRED;
  if (!store.priv.billingInfo.get(orgId)) return CREDITS_PAYMENT_METHOD_REQUIRED;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_CREDIT_QUANTITY)
    return creditQuantityRange(MAX_CREDIT_QUANTITY);
  const unit = Number(planAddon(store, plan.id, DEVICE_ITEM_CODE)?.base_price ?? DEFAULT_CREDIT_UNIT_CENTS);
  const total = unit * quantity;
  if (total >= CONTACT_SALES_CENTS) return CREDITS_CONTACT_SALES;
  const now = new Date(world.clock.now());
  const expires = new Date(now);
  expires.setUTCFullYear(expires.getUTCFullYear() + CREDIT_VALIDITY_YEARS);
  const bank = isBankMethod(store.priv.billingInfo.get(orgId)?.type);
  const error =
    quantity === FAILING_CREDIT_QUANTITY
      ? bank
        ? BANK_INSUFFICIENT_FUNDS
        : INSUFFICIENT_FUNDS
      : (chargeDeclined(world, orgId) ?? null);
  const paid = error === null;
  const count = (store.priv.invoices.get(orgId) ?? []).length + 1;
  const invoiceNumber = paid ? `CR-${orgId}-${1000 + count}` : null;
  const iso = now.toISOString();
  return {
    fields: {
      is_created_by__user: userId,
      payment_status: paid ? 'paid' : 'failed',
      unit_cost: unit,
      original_quantity: quantity,
      total_cost: total,
      available_balance: paid ? quantity : 0,
      total_balance: paid ? quantity : 0,
      expires_on__date: expires.toISOString(),
      is_associated_with__invoice_id: invoiceNumber,
      error_message: error,
    },
    invoice: paid
      ? {
          organizationId: orgId,
          uuid: `inv_credit_${orgId}_${count}`,
          invoice_number: invoiceNumber!,
          state: 'paid',
          created_at: iso,
          closed_at: iso,
          due_on: iso,
          currency: CURRENCY,
          subtotal_in_cents: String(total),
          total_in_cents: String(total),
        }
      : null,
  };
}
