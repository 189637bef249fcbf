import { describe, expect, it } from 'vitest';
import { periodPriceCents, periodStart, prorateChange } from './plan-proration.ts';

const DAY = 24 * 3600 * 1000;
const start = Date.parse('2026-11-01T00:00:00.000Z');
const period = { start, end: start + 30 * DAY };
const half = start + 15 * DAY;

describe('plan change proration (spec 03 §4; Stripe create_prorations)', () => {
  it('same cycle, half the period left: credits half the old price and charges half the new', () => {
    expect(prorateChange({ fromPeriodCents: 9900, toPeriodCents: 29900, sameCycle: true, period, now: half })).toEqual({
      creditCents: 4950,
      chargeCents: 14950,
      dueNowCents: 10000,
      leftoverCreditCents: 0,
      accountCreditUsedCents: 0,
      accountCreditAfterCents: 0,
      newPeriod: false,
      remaining: 0.5,
    });
  });
  it('a downgrade leaves account credit and nothing due', () => {
    const p = prorateChange({ fromPeriodCents: 29900, toPeriodCents: 9900, sameCycle: true, period, now: half });
    expect([p.dueNowCents, p.leftoverCreditCents, p.accountCreditAfterCents]).toEqual([0, 10000, 10000]);
  });
  it('account credit held pays the next charge first, and what it leaves is kept', () => {
    const up = { fromPeriodCents: 9900, toPeriodCents: 29900, sameCycle: true, period, now: half };
    expect(prorateChange({ ...up, accountCreditCents: 4000 })).toMatchObject({
      dueNowCents: 6000,
      accountCreditUsedCents: 4000,
      accountCreditAfterCents: 0,
    });
    expect(prorateChange({ ...up, accountCreditCents: 25000 })).toMatchObject({
      dueNowCents: 0,
      accountCreditUsedCents: 10000,
      accountCreditAfterCents: 15000,
    });
    const down = { ...up, fromPeriodCents: 29900, toPeriodCents: 9900, accountCreditCents: 500 };
    expect(prorateChange(down)).toMatchObject({
      dueNowCents: 0,
      accountCreditUsedCents: 0,
      accountCreditAfterCents: 10500,
    });
  });
  it('a cycle change starts a new period charged whole, less the unused part', () => {
    const p = prorateChange({ fromPeriodCents: 9900, toPeriodCents: 106800, sameCycle: false, period, now: half });
    expect([p.creditCents, p.chargeCents, p.dueNowCents, p.newPeriod]).toEqual([4950, 106800, 101850, true]);
  });
  it('from the free plan or without a subscription the whole period is due', () => {
    expect(
      prorateChange({ fromPeriodCents: 0, toPeriodCents: 9900, sameCycle: true, period, now: half }).dueNowCents,
    ).toBe(9900);
    expect(
      prorateChange({ fromPeriodCents: 9900, toPeriodCents: 9900, sameCycle: true, period: null, now: half })
        .dueNowCents,
    ).toBe(9900);
  });
  it('period starts step back a month or a year in UTC; prices take the discount', () => {
    expect(periodStart('2026-12-01T00:00:00.000Z', false)).toBe('2026-11-01T00:00:00.000Z');
    expect(periodStart('2027-04-15T00:00:00.000Z', true)).toBe('2026-04-15T00:00:00.000Z');
    expect(periodPriceCents({ monthly_price: 9900, annual_price: 106800 }, true, 10)).toBe(96120);
  });
});
