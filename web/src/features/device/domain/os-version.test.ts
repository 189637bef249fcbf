import { describe, expect, it } from 'vitest';
import { releaseLine, releaseLineColour, variantColour } from './os-version.ts';

describe('release-line badge (spec 02 §9 release line colours)', () => {
  it('maps phases to lines and colours', () => {
    expect(releaseLine('next')).toBe('next');
    expect(releaseLine('end-of-life')).toBe('outdated');
    expect(releaseLine(null)).toBeNull();
    expect(releaseLineColour('next')).toBe('green');
    expect(releaseLineColour('current')).toBe('teal');
    expect(releaseLineColour('sunset')).toBe('yellow');
    expect(releaseLineColour('outdated')).toBe('red');
    expect(variantColour('prod')).toBe('teal');
    expect(variantColour('dev')).toBe('purple');
    expect(variantColour(null)).toBeNull();
  });
});
