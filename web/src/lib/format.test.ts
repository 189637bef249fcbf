import { describe, expect, it } from 'vitest';
import { truncateUsername } from './format.ts';

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
