import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatMoney, truncateUsername } from './format.ts';

describe('truncateUsername (spec 01 §1: > 20 characters → 17 + ellipsis)', () => {
  it.each([
    ['', ''],
    ['short', 'short'],
    ['exactly-twenty-chars', 'exactly-twenty-chars'],
    ['twenty-one-characters', 'twenty-one-charac...'],
    ['a-very-long-username-indeed-yes', 'a-very-long-usern...'],
  ])('%j → %j', (input, expected) => {
    expect(truncateUsername(input)).toBe(expected);
  });
  it('counts code points, never splitting an emoji', () => {
    const out = truncateUsername('🚀'.repeat(25));
    expect(out).toBe(`${'🚀'.repeat(17)}...`);
  });
  it('keeps a 20-code-point name with emoji whole', () => {
    const name = '🚀'.repeat(20);
    expect(truncateUsername(name)).toBe(name);
  });
});

describe('formatMoney (spec 03 §9: USD from cents, 2 decimals) in the user locale', () => {
  const plain = (s: string) => s.replace(/\s/g, ' ');
  it.each([
    [1430920, 'en-US', '$14,309.20'],
    [4900, 'en-US', '$49.00'],
    [0, 'en-US', '$0.00'],
    ['538800', 'en-US', '$5,388.00'],
    [1430920, 'de-DE', '14.309,20 $'],
    [1430920, 'fr-FR', '14 309,20 $US'],
  ])('%j in %s → %s', (cents, locale, expected) => {
    expect(plain(formatMoney(cents, { locale }))).toBe(expected);
  });
  it('is empty for a value that is not a number', () => {
    expect(formatMoney('abc', { locale: 'en-US' })).toBe('');
  });
});

describe('formatCount groups thousands in the user locale', () => {
  it.each([
    [1500000, 'en-US', '1,500,000'],
    [1500000, 'de-DE', '1.500.000'],
    [12, 'en-US', '12'],
  ])('%j in %s → %s', (n, locale, expected) => {
    expect(formatCount(n, { locale })).toBe(expected);
  });
});

describe('formatDate in the user locale', () => {
  const plain = (s: string) => s.replace(/\s/g, ' ');
  it('en-US and de-DE, in UTC, with and without the time', () => {
    const iso = '2026-11-03T16:05:00.000Z';
    expect(plain(formatDate(iso, { locale: 'en-US', utc: true }))).toBe('Nov 3, 2026, 4:05 PM');
    expect(plain(formatDate(iso, { locale: 'en-US', utc: true, dateOnly: true }))).toBe('Nov 3, 2026');
    expect(plain(formatDate(iso, { locale: 'de-DE', utc: true }))).toBe('3. Nov. 2026, 16:05');
  });
  it('is empty for a missing or bad date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('nope')).toBe('');
  });
});
