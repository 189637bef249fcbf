/**
 * What a plan change costs now (spec 03 §4 plan change flow), in the manner of Stripe's
 * `proration_behavior: create_prorations`. The mock bills it (core/handlers/billing/plan-change.ts)
 * and the dashboard shows it before the change is confirmed, from the same arithmetic:
 * - the unused part of the current plan's period is credited: its period price × (period end − now)
 *   ÷ (period length);
 * - on the same billing cycle the period is kept, so the new plan is charged its period price × the
 *   same remaining fraction;
 * - on a cycle change (monthly ↔ annual), or from the free plan or no subscription, a new period
 *   starts now and the new plan's whole period is charged.
 * What is due now is the charge less the credit and less the account credit earlier changes left
 * (Stripe's customer balance, which pays the next charge first); a negative balance (a downgrade) is
 * added to that account credit. The mock bills `dueNowCents` and keeps `accountCreditAfterCents`; the
 * dialog shows the same figures before the change is confirmed.
 */

export interface ProrationInput {
  /** The current plan's price for one period of its cycle, in cents, after discounts (0: free or none). */
  fromPeriodCents: number;
  /** The new plan's price for one period of the chosen cycle, in cents. */
  toPeriodCents: number;
  /** Whether the chosen cycle is the current one. */
  sameCycle: boolean;
  /** The current billing period in epoch milliseconds; null without a subscription. */
  period: { start: number; end: number } | null;
  now: number;
  /** Account credit held before the change, in cents (0 when none). */
  accountCreditCents?: number;
}

export interface Proration {
  /** Cents credited for the unused part of the current plan's period. */
  creditCents: number;
  /** Cents charged for the new plan up to the end of the period it runs in. */
  chargeCents: number;
  /** The charge less the credit and the account credit, never below 0: what is paid now. */
  dueNowCents: number;
  /** What the credit for unused time leaves over the charge, added to the account credit. */
  leftoverCreditCents: number;
  /** Account credit held before the change that pays part of this charge. */
  accountCreditUsedCents: number;
  /** Account credit held after the change. */
  accountCreditAfterCents: number;
  /** Whether a new period starts now (cycle change, or from free or no subscription). */
  newPeriod: boolean;
  /** The share of the current period still to run, 0 to 1 (1 when a new period starts). */
  remaining: number;
}

export function prorateChange(input: ProrationInput): Proration {
  const { fromPeriodCents, toPeriodCents, sameCycle, period, now } = input;
  const held = Math.max(0, Math.round(input.accountCreditCents ?? 0));
  const done = (creditCents: number, chargeCents: number, newPeriod: boolean, remaining: number): Proration => {
    const net = chargeCents - creditCents;
    const accountCreditUsedCents = Math.min(held, Math.max(0, net));
    return {
      creditCents,
      chargeCents,
      dueNowCents: Math.max(0, net) - accountCreditUsedCents,
      leftoverCreditCents: Math.max(0, -net),
      accountCreditUsedCents,
      accountCreditAfterCents: held - accountCreditUsedCents + Math.max(0, -net),
      newPeriod,
      remaining,
    };
  };
  if (!period || fromPeriodCents === 0) return done(0, toPeriodCents, true, 1);
  const remaining = Math.min(1, Math.max(0, period.end - now) / (period.end - period.start));
  const creditCents = Math.round(fromPeriodCents * remaining);
  if (!sameCycle) return done(creditCents, toPeriodCents, true, 1);
  return done(creditCents, Math.round(toPeriodCents * remaining), false, remaining);
}

/** Start of the billing period that ends at `endIso`: one month or one year earlier, in UTC. */
export function periodStart(endIso: string, annual: boolean): string {
  const d = new Date(endIso);
  if (annual) d.setUTCFullYear(d.getUTCFullYear() - 1);
  else d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString();
}

/** A plan's price for one period of a cycle after a discount in percent, in whole cents. */
export const periodPriceCents = (
  plan: { monthly_price: number; annual_price: number },
  annual: boolean,
  discountPercentage = 0,
): number => Math.round((annual ? plan.annual_price : plan.monthly_price) * (1 - discountPercentage / 100));
