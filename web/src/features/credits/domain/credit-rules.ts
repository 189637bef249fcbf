/**
 * Credit rules (spec 03 §4, §5, §6, §9): which bundles count in the balance, the quantity and
 * threshold inputs (digits only, 0…1,500,000, larger values clamped), months (≤ 120), the runway
 * formula, the contact-sales threshold, the default notification threshold and the plans that may
 * buy credits.
 */

/** The most credits one purchase (and the quantity and threshold inputs) may hold (spec 03 §9). */
export const MAX_CREDITS = 1_500_000;
export const MAX_MONTHS = 120;
export const DEFAULT_MONTHS = 12;
export const DEFAULT_ESTIMATED_DEVICES = 1;
const CONTACT_SALES_CENTS = 100_000_000;
export const HISTORY_PAGE_SIZE = 5;
/** Plans whose organizations may buy credits (spec 03 §6). */
export const CREDIT_PLAN_CODES: ReadonlySet<string> = new Set(['pilot-v2', 'production-v2', 'enterprise-v2']);
/** Bundle statuses counted in the balance (spec 03 §4). */
const COUNTED_STATUSES: ReadonlySet<string> = new Set(['paid', 'complimentary', 'manually invoiced']);

/** Digits only, clamped to [0, max]; '' stays '' (an empty input). */
export function clampDigits(raw: string, max: number = MAX_CREDITS): string {
  const digits = raw.replace(/\D/g, '');
  if (digits === '') return '';
  return String(Math.min(Number(digits), max));
}

export function balanceOf(bundles: ReadonlyArray<{ payment_status: string; total_balance: number }>): number {
  return bundles.filter((b) => COUNTED_STATUSES.has(b.payment_status)).reduce((sum, b) => sum + b.total_balance, 0);
}

/** max(0, ceil((current + estimated − included) × months ÷ 2) − balance) (spec 03 §9). */
export function creditsNeeded(input: {
  currentDevices: number;
  estimatedDevices: number;
  includedDevices: number;
  months: number;
  balance: number;
}): number {
  const { currentDevices, estimatedDevices, includedDevices, months, balance } = input;
  return Math.max(0, Math.ceil(((currentDevices + estimatedDevices - includedDevices) * months) / 2) - balance);
}

/** What the runway calculator's add button offers: the credits needed, never more than one purchase may hold. */
export const creditsOffered = (needed: number): number => Math.min(needed, MAX_CREDITS);

/** The default threshold when none is stored: twice the device count (spec 03 §9). */
export const defaultThreshold = (deviceCount: number): number => deviceCount * 2;

export const needsSalesContact = (totalCents: number): boolean => totalCents >= CONTACT_SALES_CENTS;
