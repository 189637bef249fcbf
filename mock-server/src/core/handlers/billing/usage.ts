/**
 * Usage of an organization (spec 03 §3 "Billing usage", §6 seats, §9 device prices): active devices,
 * members counted once under their highest role, the free plan allowance state, and the
 * per-item-code usage the billing page reads (currentUsage, peakUsage, overage, charges).
 */
import type { Store } from '../../store/store.ts';
import type { World } from '../../world.ts';
import type { StoredRow } from '../../store/rows.ts';
import {
  DEVICE_ITEM_CODE,
  DEVICE_ITEM_CODES,
  FREE_DEVICE_ALLOWANCE,
  LEGACY_V1_ITEM_CODE,
  LEGACY_V2_ITEM_CODE,
  type DeviceItemCode,
} from './constants.ts';
import { activeSubscription, currentPlan, includedQuantity, planAddon } from './plans.ts';
import { billingState } from './state.ts';
import { effectiveSeatRole } from '../../store/computed/membership.ts';
import { FLEET_ROLES } from '../../../../../generated/domain-rules.gen.ts';

const fk = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/**
 * The billing item code of a fleet's devices, decided by the fleet's application type (spec 02 §3
 * application_type is_legacy and supports_multicontainer; spec 03 §3 item codes, §9 "legacy" and
 * "microservices" device prices):
 * - `device:legacy-v1`: a legacy application type (is_legacy; the classic single-container type,
 *   whose devices run the legacy Resin OS 1 in the seed);
 * - `device:legacy-v2`: any other single-container type (not supports_multicontainer, e.g. Essentials);
 * - `device:microservices`: multicontainer types, and fleets whose type is unknown.
 */
function deviceItemCode(appType: StoredRow<'application_type'> | undefined): DeviceItemCode {
  if (appType?.is_legacy === true) return LEGACY_V1_ITEM_CODE;
  if (appType?.supports_multicontainer === false) return LEGACY_V2_ITEM_CODE;
  return DEVICE_ITEM_CODE;
}

/** Active devices of an organization's fleets: in all, frozen, and per device item code. */
export function orgDevices(
  store: Store,
  orgId: number,
): { total: number; frozen: number; byCode: Record<DeviceItemCode, number> } {
  let total = 0;
  let frozen = 0;
  const byCode = Object.fromEntries(DEVICE_ITEM_CODES.map((c) => [c, 0])) as Record<DeviceItemCode, number>;
  for (const app of store.find('application', 'organization', orgId)) {
    const type = fk(app.application_type);
    const code = deviceItemCode(type === undefined ? undefined : store.get('application_type', type));
    for (const d of store.find('device', 'belongs_to__application', app.id)) {
      if (d.is_active === false) continue;
      total++;
      byCode[code]++;
      if (d.is_frozen === true) frozen++;
    }
  }
  return { total, frozen, byCode };
}

/** Members per seat role, each counted once under their effective seat role (spec 03 §6 role order). */
function seatCounts(store: Store, orgId: number): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(FLEET_ROLES.map((r) => [r, 0]));
  for (const m of store.find('organization_membership', 'is_member_of__organization', orgId)) {
    const role = effectiveSeatRole(store, m);
    counts[role] = (counts[role] ?? 0) + 1;
  }
  return counts;
}

/** Free plan allowance state (spec 03 §3; first 10 devices free, §9). */
export function freeDeviceAllowance(
  store: Store,
  orgId: number,
): { totalDeviceCount: number; freeDeviceAllowance: number; hasFrozenFreeDevices: boolean } {
  const { total, frozen } = orgDevices(store, orgId);
  return { totalDeviceCount: total, freeDeviceAllowance: FREE_DEVICE_ALLOWANCE, hasFrozenFreeDevices: frozen > 0 };
}

export interface UsageEntry {
  currentUsage: number;
  peakUsage: number;
  overage: number;
  charges: number;
  creditConsumption: number;
}

/** Prepaid add-on quantity of a plan add-on that is inside its date window now (spec 03 §6). */
export function prepaidQuantity(
  store: Store,
  subscriptionId: number | undefined,
  addonId: number | undefined,
  now: number,
): { quantity: number; discount: number } {
  let quantity = 0;
  let discount = 0;
  if (subscriptionId === undefined || addonId === undefined) return { quantity, discount };
  for (const p of store.find('subscription_prepaid_addon', 'is_for__subscription', subscriptionId)) {
    if (fk(p.is_for__plan_addon) !== addonId) continue;
    const from = Date.parse(String(p.starts_on__date));
    const until = p.expires_on__date ? Date.parse(String(p.expires_on__date)) : Infinity;
    if (from <= now && now < until) quantity += Number(p.quantity);
  }
  const d = store
    .find('subscription_addon_discount', 'is_for__subscription', subscriptionId)
    .find((x) => fk(x.is_for__plan_addon) === addonId);
  if (d) discount = Number(d.discount_percentage);
  return { quantity, discount };
}

/** Bundle statuses whose balance counts (spec 03 §4 "Credits counted in the balance"). */
const COUNTED_CREDIT_STATUSES: ReadonlySet<unknown> = new Set(['paid', 'complimentary', 'manually invoiced']);

/** The organization's credit balance: the counted bundles' remaining credits that have not expired. */
function creditBalance(store: Store, orgId: number, now: number): number {
  if (!store.resources.has('credit_bundle')) return 0;
  return store
    .find('credit_bundle', 'belongs_to__organization', orgId)
    .filter(
      (b) =>
        COUNTED_CREDIT_STATUSES.has(b.payment_status) &&
        (typeof b.expires_on__date !== 'string' || Date.parse(b.expires_on__date) > now),
    )
    .reduce((sum, b) => sum + Number(b.total_balance ?? 0), 0);
}

/**
 * Usage keyed by item code (spec 03 §3, §7): `member:<role>` for every seat role, and devices under
 * `device:microservices`, `device:legacy-v2` and `device:legacy-v1` (`deviceItemCode`). The plan's
 * included devices (device:any) are one allowance for every kind, used up in DEVICE_ITEM_CODES
 * order (microservices, the dearest, first); each legacy kind is charged at its own add-on price
 * (spec 03 §9). Overage is usage beyond what the plan (and prepaid add-ons
 * in their window) include; charges = overage × add-on base price × (1 − discount) (spec 03 §6).
 * Microservices devices beyond the plan are covered by credits first (credits are sold for the
 * device:microservices feature only, one credit per device and month, spec 03 §3, §9):
 * `creditConsumption` is how many credits the balance gives, and only the rest is charged. Device
 * entries cover the subscription's billing period: on an annual plan a device beyond the plan is 12
 * device-months, so its `charges` are the year's and it takes 12 credits to cover; seat entries stay
 * per month.
 */
export function billingUsage(world: World, orgId: number): Record<string, UsageEntry> {
  const store = world.store;
  const now = world.clock.now();
  const plan = currentPlan(store, orgId);
  const sub = activeSubscription(store, orgId);
  const peaks = billingState(world).peaks;
  const entry = (
    code: string,
    current: number,
    included: number,
    unitCents: number,
    discount: number,
    credits = 0,
    months = 1,
  ): UsageEntry => {
    const key = `${orgId}:${code}`;
    const peak = Math.max(current, peaks.get(key) ?? 0);
    peaks.set(key, peak);
    const overage = Math.max(0, current - included);
    // Units priced per month over `months` months: a credit covers one of them (one device-month).
    const units = overage * months;
    const creditConsumption = Math.min(units, credits);
    return {
      currentUsage: current,
      peakUsage: peak,
      overage,
      charges: Math.round((units - creditConsumption) * unitCents * (1 - discount / 100)),
      creditConsumption,
    };
  };
  // Device prices are per month and an annual plan bills its devices for the 12 months of its period,
  // so there each device beyond the plan is 12 device-months to pay or to cover with credits.
  const deviceMonths = sub?.billing_cycle === 'annual' ? 12 : 1;
  const out: Record<string, UsageEntry> = {};
  const seats = seatCounts(store, orgId);
  for (const role of FLEET_ROLES) {
    const code = `member:${role}`;
    const addon = plan ? planAddon(store, plan.id, code) : undefined;
    const prepaid = prepaidQuantity(store, sub?.id, addon?.id, now);
    const included = (plan ? includedQuantity(store, plan.id, code) : 0) + prepaid.quantity;
    out[code] = entry(code, seats[role] ?? 0, included, Number(addon?.base_price ?? 0), prepaid.discount);
  }
  const { byCode } = orgDevices(store, orgId);
  let allowance = plan ? includedQuantity(store, plan.id, 'device:any') : FREE_DEVICE_ALLOWANCE;
  for (const code of DEVICE_ITEM_CODES) {
    const included = Math.min(allowance, byCode[code]);
    allowance -= included;
    const addon = plan ? planAddon(store, plan.id, code) : undefined;
    const credits = code === DEVICE_ITEM_CODE ? creditBalance(store, orgId, now) : 0;
    out[code] = entry(code, byCode[code], included, Number(addon?.base_price ?? 0), 0, credits, deviceMonths);
  }
  return out;
}
