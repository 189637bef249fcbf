/**
 * The device deactivation fee (spec 03 §9: one device-month, not covered by the plan allowance):
 * deactivating an active device of an organization on a paid plan adds a pending invoice of the
 * plan's monthly device price.
 */
import type { Store } from '../../store/store.ts';
import { CURRENCY, DEVICE_ITEM_CODE } from './constants.ts';
import { currentPlan, planAddon } from './plans.ts';

/** Bills the fee for a device of `applicationId` that is being deactivated. */
export function billDeactivationFee(store: Store, applicationId: unknown): void {
  if (typeof applicationId !== 'number' || !store.resources.has('subscription')) return;
  const org = store.get('application', applicationId)?.organization;
  if (typeof org !== 'number') return;
  const plan = currentPlan(store, org);
  if (!plan || Number(plan.monthly_price) <= 0) return;
  const cents = String(Number(planAddon(store, plan.id, DEVICE_ITEM_CODE)?.base_price ?? 0));
  if (cents === '0') return;
  const list = store.priv.invoices.get(org) ?? [];
  const n = list.length + 1;
  const now = new Date(store.clock.now()).toISOString();
  store.priv.invoices.set(org, [
    ...list,
    {
      organizationId: org,
      uuid: `inv_deactivation_${org}_${n}`,
      invoice_number: `DEACT-${org}-${1000 + n}`,
      state: 'pending',
      created_at: now,
      closed_at: null,
      due_on: now,
      currency: CURRENCY,
      subtotal_in_cents: cents,
      total_in_cents: cents,
    },
  ]);
}
