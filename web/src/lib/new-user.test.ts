/** The new-user window (spec 01 §4, §9 "New-user window 1 day") on both sides of its boundary. */
import { describe, expect, it } from 'vitest';
import { isNewAccount } from './new-user.ts';

const CREATED = '2026-11-01T00:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('isNewAccount', () => {
  it.each([
    ['just created', '2026-11-01T00:00:00.000Z', true],
    ['23 h 59 min 59.999 s old', '2026-11-01T23:59:59.999Z', true],
    ['exactly 1 day old', '2026-11-02T00:00:00.000Z', false],
    ['2 days old', '2026-11-03T00:00:00.000Z', false],
  ])('%s → %s', (_label, now, expected) => {
    expect(isNewAccount(CREATED, at(now))).toBe(expected);
  });

  it('an unknown or unreadable creation date is not new', () => {
    expect(isNewAccount(null, at(CREATED))).toBe(false);
    expect(isNewAccount(undefined, at(CREATED))).toBe(false);
    expect(isNewAccount('not a date', at(CREATED))).toBe(false);
  });
});
