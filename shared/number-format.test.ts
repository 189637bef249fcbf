import { describe, expect, it } from 'vitest';
import { formatCountIn, formatMoneyIn } from './number-format.ts';

describe('number formatting (spec 03 §2, §9)', () => {
  it('money from cents with grouping and two decimals', () => {
    expect(formatMoneyIn(106800, 'en-US')).toBe('$1,068.00');
    expect(formatMoneyIn('8996774000', 'en-US')).toBe('$89,967,740.00');
    expect(formatMoneyIn(-4950, 'en-US')).toBe('-$49.50');
    expect(formatMoneyIn('x', 'en-US')).toBe('');
  });
  it('counts with the locale grouping', () => {
    expect(formatCountIn(1_500_000, 'en-US')).toBe('1,500,000');
    expect(formatCountIn(89967740, 'de-DE')).toBe('89.967.740');
  });
});
