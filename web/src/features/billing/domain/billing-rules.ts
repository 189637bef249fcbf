/**
 * The billing page's rules (spec 03 §4, §5, §9) as pure functions: plan tiers and their order,
 * self-serve plans, what a plan button does (current, upgrade, downgrade, cycle change, contact
 * sales), the free-downgrade block, the confirm button's label, the past-due level and the invoice
 * state icons.
 */
import { formatDate } from '../../../lib/format.ts';

export type Cycle = 'monthly' | 'annual';

/** Tier of a billing code: the code without a -v{n} suffix; enterprise-v2 is shown as custom (spec 03 §2). */
export function tierOf(code: string | null | undefined): string {
  if (!code) return 'unknown';
  if (code === 'enterprise-v2') return 'custom';
  return code.replace(/-v\d+$/, '');
}

const TIER_ICONS = [
  'custom',
  'enterprise',
  'free',
  'org',
  'pilot',
  'production',
  'prototype',
  'solo',
  'unknown',
] as const;

/** The icon name of a tier (unknown tiers get the unknown icon). */
export const tierIcon = (tier: string): string => ((TIER_ICONS as readonly string[]).includes(tier) ? tier : 'unknown');

export const FREE_TIER = 'free';

/** A plan as the rules need it. */
export interface PlanLike {
  billing_code: string | null;
  can_self_serve: boolean;
  is_legacy: boolean;
  monthly_price: number;
  annual_price: number;
  is_valid_from__date?: string | null;
  is_valid_until__date?: string | null;
}

/** Self-serve plans (spec 03 §5): can_self_serve, not legacy, monthly price above 0, valid now, by price. */
export function selfServePlans<P extends PlanLike>(plans: readonly P[], now: number): P[] {
  return plans
    .filter(
      (p) =>
        p.can_self_serve &&
        !p.is_legacy &&
        p.monthly_price > 0 &&
        (!p.is_valid_from__date || Date.parse(p.is_valid_from__date) <= now) &&
        (!p.is_valid_until__date || Date.parse(p.is_valid_until__date) > now),
    )
    .sort((a, b) => a.monthly_price - b.monthly_price);
}

export type PlanAction = 'current' | 'upgrade' | 'downgrade' | 'cycle' | 'contactSales';

export interface FreeAllowanceState {
  totalDeviceCount: number;
  freeDeviceAllowance: number;
  hasFrozenFreeDevices: boolean;
}

/** The free downgrade is blocked by frozen free devices or more devices than the allowance (spec 03 §4). */
export const freeDowngradeBlocked = (allowance: FreeAllowanceState | null | undefined): boolean =>
  !!allowance && (allowance.hasFrozenFreeDevices || allowance.totalDeviceCount > allowance.freeDeviceAllowance);

/**
 * What choosing `target` on `cycle` does from the current plan (spec 03 §4 "Plan change rules"):
 * same plan and cycle → current; not self-servable → contact sales; free while blocked → contact
 * sales; same tier on another cycle → cycle change; else an upgrade or a downgrade by price order.
 */
export function planAction(
  current: { code: string; cycle: Cycle; monthlyPrice: number },
  target: PlanLike,
  cycle: Cycle,
  options: { selfServeCodes: ReadonlySet<string>; allowance?: FreeAllowanceState | null },
): PlanAction {
  const code = target.billing_code ?? '';
  const sameTier = tierOf(code) === tierOf(current.code);
  if (sameTier && (cycle === current.cycle || tierOf(code) === FREE_TIER)) return 'current';
  if (tierOf(code) === FREE_TIER) return freeDowngradeBlocked(options.allowance) ? 'contactSales' : 'downgrade';
  if (!options.selfServeCodes.has(code)) return 'contactSales';
  if (sameTier) return 'cycle';
  return target.monthly_price >= current.monthlyPrice ? 'upgrade' : 'downgrade';
}

const BANK_TYPES = ['bank_account', 'us_bank_account', 'sepa_debit'] as const;
export const isBankType = (type: string | null | undefined): boolean =>
  (BANK_TYPES as readonly string[]).includes(type ?? '');

/**
 * The confirm button (spec 03 §4): Next while a paid plan meets a bank-type payment method whose
 * debit terms are not yet accepted; else Pay now for a paid plan, Confirm for the free plan.
 */
export function confirmLabel(
  targetIsFree: boolean,
  paymentType: string | null | undefined,
  termsAccepted: boolean,
): 'next' | 'payNow' | 'confirm' {
  if (!targetIsFree && isBankType(paymentType) && !termsAccepted) return 'next';
  return targetIsFree ? 'confirm' : 'payNow';
}

/** A downgrade is a proposed annual price lower than the current one (feedback asked, spec 03 §4). */
export const isDowngrade = (currentAnnual: number, proposedAnnual: number): boolean => proposedAnnual < currentAnnual;

// --- past due -----------------------------------------------------------------------------------

const PAST_DUE_WARNING_DAYS = 30;
const PAST_DUE_FREEZE_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

export type PastDueLevel =
  | { level: 'none' }
  | { level: 'warning'; days: number }
  | { level: 'error'; days: number; daysUntilFreeze: number }
  | { level: 'frozen' };

/** Spec 03 §4 "Past-due banner": < 30 days warning, 30–59 error with 60 − days left, ≥ 60 frozen. */
export function pastDueLevel(org: { isFrozen: boolean; pastDueSince: string | null }, now: number): PastDueLevel {
  if (org.isFrozen) return { level: 'frozen' };
  if (!org.pastDueSince) return { level: 'none' };
  const days = Math.max(0, Math.floor((now - Date.parse(org.pastDueSince)) / DAY_MS));
  if (days >= PAST_DUE_FREEZE_DAYS) return { level: 'frozen' };
  if (days >= PAST_DUE_WARNING_DAYS) return { level: 'error', days, daysUntilFreeze: PAST_DUE_FREEZE_DAYS - days };
  return { level: 'warning', days };
}

// --- invoices -----------------------------------------------------------------------------------

export type InvoiceIcon = 'success' | 'pending' | 'warning' | 'error' | 'generic';

/** Spec 03 §4 "Invoice state icons". */
export function invoiceIcon(state: string): InvoiceIcon {
  if (['paid', 'voided', 'void', 'closed'].includes(state)) return 'success';
  if (['pending', 'open', 'processing', 'draft'].includes(state)) return 'pending';
  if (state === 'past_due') return 'warning';
  if (state === 'failed') return 'error';
  return 'generic';
}

/** Number of invoice rows on the card (spec 03 §2, §9). */
export const INVOICE_CARD_ROWS = 6;

/** yyyy-MM-dd HH:mm (spec 03 §9 invoice due date format), in UTC. */
export function formatDueDate(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
}

/** A billing date and time in the user's locale (spec 03 §9 date format), in UTC like the due date. */
export const formatDateTime = (iso: string): string => formatDate(iso, { utc: true });

/** The date part of a billing date in the user's locale, in UTC. */
export const formatDay = (iso: string): string => formatDate(iso, { utc: true, dateOnly: true });

// --- seats --------------------------------------------------------------------------------------

export const LIMITED_ROLES: ReadonlySet<string> = new Set(['safe-developer', 'safe-operator']);
/** The add-on whose presence on the plan enables the limited roles (spec 03 §6). */
export const SAFE_ROLES_ADDON = 'safe-roles-preview-addon';

/**
 * Seats of a role that new members take at no cost (spec 03 §6): the plan's included seats plus the
 * prepaid seats in their date window, less the members who hold the role now (the usage's
 * currentUsage, which is what the server bills against).
 */
export const freeSeats = (included: number, prepaid: number, current: number): number =>
  Math.max(0, included + prepaid - current);

/** Cost in cents per month of adding `count` members: only those beyond the free seats pay the seat price. */
export const addMembersCost = (count: number, seatPriceCents: number, free: number): number =>
  Math.max(0, count - free) * seatPriceCents;

/** The fewest members the seat calculator adds (spec 03 §2 "The minimum member count shown is 1"). */
export const MIN_MEMBER_COUNT = 1;

/**
 * The most members the seat calculator adds. The spec gives no bound; 10,000 keeps the typed value an
 * organization's worth of seats (and the monthly total a readable amount) instead of any digit string.
 */
export const MAX_MEMBER_COUNT = 10_000;

/** The member count typed in the seat calculator: digits only, within MIN_MEMBER_COUNT…MAX_MEMBER_COUNT. */
export const memberCount = (raw: string): number =>
  Math.min(MAX_MEMBER_COUNT, Math.max(MIN_MEMBER_COUNT, Number(raw.replace(/\D/g, '') || 0)));

/** The seat calculator's input while typing: digits only, larger values clamped to MAX_MEMBER_COUNT; '' stays ''. */
export const memberInput = (raw: string): string => {
  const digits = raw.replace(/\D/g, '');
  return digits === '' ? '' : String(Math.min(Number(digits), MAX_MEMBER_COUNT));
};

/** The support tier a plan without a support:* feature has (spec 03 §1, §3 "Default tier: Community"). */
export const DEFAULT_SUPPORT_TIER = { title: 'Community', sla: null, privateSupport: false } as const;

/**
 * The support tier a plan grants: the tier of its first support:* plan feature as the support_feature
 * read maps it, else Community (spec 03 §1 "Support tiers are tied to plans; the default tier is
 * Community").
 */
export function supportTierOfPlan<T extends { title: string; sla: string | null; privateSupport: boolean }>(
  plan: { plan_feature: ReadonlyArray<{ provides__feature: ReadonlyArray<{ slug: string }> }> },
  tiers: ReadonlyMap<string, T> | undefined,
): T | typeof DEFAULT_SUPPORT_TIER {
  for (const f of plan.plan_feature)
    for (const feature of f.provides__feature) {
      const tier = feature.slug.startsWith('support:') ? tiers?.get(feature.slug) : undefined;
      if (tier) return tier;
    }
  return DEFAULT_SUPPORT_TIER;
}

/** What adding a member of a role costs: the seat price, the free seats left, or unlimited. */
export interface SeatCost {
  unlimited: boolean;
  /** Cents per member per month after the add-on discount; null without an add-on. */
  price: number | null;
  /** Prepaid seats of the role inside their date window, as the pricing read counts them. */
  prepaid: number;
  /** Seats new members take at no cost; null while the usage is unknown. */
  free: number | null;
}

/**
 * A seat role priced from the pricing read and the usage (spec 01 §7; spec 03 §6): the member:<role>
 * add-on's unit price after discount (base_price × (1 − discount / 100), as the server bills it);
 * free seats are the included and prepaid ones the current members do not take, where the pricing
 * read counts only prepaid seats inside their date window (the window is judged by the server's
 * clock, the one its charges follow); observers and roles whose add-on costs nothing are unlimited.
 * Null while the pricing is unknown. The billing page's seat table and the invite dialog both price
 * seats with this one rule, so the figures match what the usage read charges.
 */
export function seatFromPricing(
  pricing:
    | {
        addOns: ReadonlyArray<{
          code: string;
          unitCostCents: number;
          includedQuantity: number;
          prepaidQuantity: number;
        }>;
      }
    | null
    | undefined,
  usage: Readonly<Record<string, { currentUsage?: number } | undefined>> | null | undefined,
  role: string,
): SeatCost | null {
  if (!pricing) return null;
  const addon = pricing.addOns.find((a) => a.code === `member:${role}`);
  const prepaid = addon?.prepaidQuantity ?? 0;
  if (role === 'observer' || addon?.unitCostCents === 0) return { unlimited: true, price: null, prepaid, free: null };
  const current = usage?.[`member:${role}`]?.currentUsage;
  return {
    unlimited: false,
    price: addon ? addon.unitCostCents : null,
    prepaid,
    free: typeof current === 'number' && addon ? freeSeats(addon.includedQuantity, prepaid, current) : null,
  };
}
