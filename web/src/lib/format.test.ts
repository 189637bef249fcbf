import { describe, expect, it } from 'vitest';
import { truncateUsername } from './format.ts';

describe('truncateUsername (spec 01 §2)', () => {
  it.each([
    ['short', 'short'],
    ['exactly-twenty-chars', 'exactly-twenty-chars'],
    ['twenty-one-characters', 'twenty-one-charac...'],
    ['👩‍🚀'.repeat(1) + 'a'.repeat(25), undefined],
  ])('%s', (input, expected) => {
    const out = truncateUsername(input);
    if (expected !== undefined) expect(out).toBe(expected);
    else expect(Array.from(out.replace(/\.\.\.$/, '')).length).toBe(17);
  });
});
