/** Plan change rules, past-due levels, invoice icons and the self-serve list (spec 03 §4, §5, §9). */
import { describe, expect, it } from 'vitest';
import { confirmLabel, invoiceIcon, pastDueLevel, planAction, selfServePlans, tierOf } from './billing-rules.ts';

const p = (code: string, monthly: number, extra = {}) => ({
  billing_code: code,
  can_self_serve: true,
  is_legacy: false,
  monthly_price: monthly,
  annual_price: monthly * 10,
  ...extra,
});
const DAY = 86_400_000;

describe('billing rules', () => {
  it('tiers drop the -v{n} suffix; enterprise-v2 is custom', () => {
    expect([tierOf('pilot-v2'), tierOf('production'), tierOf('enterprise-v2'), tierOf(null)]).toEqual([
      'pilot',
      'production',
      'custom',
      'unknown',
    ]);
  });

  it('self-serve plans: self-servable, not legacy, paid, valid now, by price', () => {
    const now = Date.parse('2026-11-01T00:00:00Z');
    const plans = [
      p('production-v2', 49900),
      p('free', 0),
      p('starter', 9900, { is_legacy: true }),
      p('pilot-v2', 9900),
      p('old-v1', 100, { is_valid_until__date: '2026-10-01T00:00:00Z' }),
      p('enterprise-v2', 1, { can_self_serve: false }),
    ];
    expect(selfServePlans(plans, now).map((x) => x.billing_code)).toEqual(['pilot-v2', 'production-v2']);
  });

  it('plan actions: current, cycle change, upgrade, downgrade, contact sales, blocked free downgrade', () => {
    const current = { code: 'pilot-v2', cycle: 'monthly' as const, monthlyPrice: 9900 };
    const selfServeCodes = new Set(['prototype-v2', 'pilot-v2', 'production-v2']);
    const ok = {
      selfServeCodes,
      allowance: { totalDeviceCount: 3, freeDeviceAllowance: 10, hasFrozenFreeDevices: false },
    };
    expect(planAction(current, p('pilot-v2', 9900), 'monthly', ok)).toBe('current');
    expect(planAction(current, p('pilot-v2', 9900), 'annual', ok)).toBe('cycle');
    expect(planAction(current, p('production-v2', 49900), 'monthly', ok)).toBe('upgrade');
    expect(planAction(current, p('prototype-v2', 4900), 'monthly', ok)).toBe('downgrade');
    expect(planAction(current, p('enterprise-v2', 299900, { can_self_serve: false }), 'monthly', ok)).toBe(
      'contactSales',
    );
    expect(planAction(current, p('free', 0), 'monthly', ok)).toBe('downgrade');
    expect(
      planAction(current, p('free', 0), 'monthly', {
        selfServeCodes,
        allowance: { totalDeviceCount: 11, freeDeviceAllowance: 10, hasFrozenFreeDevices: false },
      }),
    ).toBe('contactSales');
    expect(
      planAction(current, p('free', 0), 'monthly', {
        selfServeCodes,
        allowance: { totalDeviceCount: 2, freeDeviceAllowance: 10, hasFrozenFreeDevices: true },
      }),
    ).toBe('contactSales');
  });

  it('confirm button: Next before bank-debit terms, Pay now for a paid plan, Confirm for free', () => {
    expect(confirmLabel(false, 'sepa_debit', false)).toBe('next');
    expect(confirmLabel(false, 'sepa_debit', true)).toBe('payNow');
    expect(confirmLabel(false, 'card', false)).toBe('payNow');
    expect(confirmLabel(true, 'us_bank_account', false)).toBe('confirm');
  });

  it('past due: warning under 30 days, error with days until freezing from 30, frozen from 60', () => {
    const now = Date.parse('2026-11-01T00:00:00Z');
    const since = (days: number) => new Date(now - days * DAY).toISOString();
    expect(pastDueLevel({ isFrozen: false, pastDueSince: null }, now)).toEqual({ level: 'none' });
    expect(pastDueLevel({ isFrozen: false, pastDueSince: since(29) }, now)).toEqual({ level: 'warning', days: 29 });
    expect(pastDueLevel({ isFrozen: false, pastDueSince: since(35) }, now)).toEqual({
      level: 'error',
      days: 35,
      daysUntilFreeze: 25,
    });
    expect(pastDueLevel({ isFrozen: false, pastDueSince: since(60) }, now)).toEqual({ level: 'frozen' });
    expect(pastDueLevel({ isFrozen: true, pastDueSince: null }, now)).toEqual({ level: 'frozen' });
  });

  it('invoice icons by state', () => {
    expect(['paid', 'void', 'open', 'draft', 'past_due', 'failed', 'weird'].map(invoiceIcon)).toEqual([
      'success',
      'success',
      'pending',
      'pending',
      'warning',
      'error',
      'generic',
    ]);
  });
});
