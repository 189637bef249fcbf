/** Credit rules (spec 03 §4, §5, §9): counted balance, clamped inputs, runway, contact-sales threshold. */
import { describe, expect, it } from 'vitest';
import { balanceOf, clampDigits, creditsNeeded, defaultThreshold, needsSalesContact } from './credit-rules.ts';

describe('credit rules', () => {
  it('counts only paid, complimentary and manually invoiced bundles', () => {
    const rows = ['paid', 'complimentary', 'manually invoiced', 'processing', 'failed', 'refunded', 'cancelled'].map(
      (payment_status) => ({ payment_status, total_balance: 10 }),
    );
    expect(balanceOf(rows)).toBe(30);
  });

  it('keeps digits only and clamps to the maximum', () => {
    expect([clampDigits('12a3'), clampDigits(''), clampDigits('9999999'), clampDigits('200', 120)]).toEqual([
      '123',
      '',
      '1500000',
      '120',
    ]);
  });

  it('runway: max(0, ceil((current + estimated − included) × months ÷ 2) − balance)', () => {
    expect(creditsNeeded({ currentDevices: 7, estimatedDevices: 1, includedDevices: 0, months: 12, balance: 10 })).toBe(
      38,
    );
    expect(creditsNeeded({ currentDevices: 3, estimatedDevices: 0, includedDevices: 0, months: 1, balance: 0 })).toBe(
      2,
    );
    expect(
      creditsNeeded({ currentDevices: 7, estimatedDevices: 1, includedDevices: 0, months: 12, balance: 5000 }),
    ).toBe(0);
  });

  it('contact sales from 100,000,000 cents; default threshold twice the devices', () => {
    expect([needsSalesContact(99_999_999), needsSalesContact(100_000_000)]).toEqual([false, true]);
    expect(defaultThreshold(7)).toBe(14);
  });
});
