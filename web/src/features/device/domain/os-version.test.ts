import { describe, expect, it } from 'vitest';
import { compareVersions } from '../../../../../shared/version.ts';
import {
  isEsrOsVersion,
  majorOf,
  parseOsVersion,
  releaseLine,
  releaseLineColour,
  variantColour,
} from './os-version.ts';

describe('release-line badge (spec 02 §4 ESR, §9 release line colours)', () => {
  it('an OS major above 2000 is ESR', () => {
    expect(isEsrOsVersion('balenaOS 2025.1.0')).toBe(true);
    expect(isEsrOsVersion('balenaOS 2000.1.0')).toBe(false);
    expect(isEsrOsVersion('balenaOS 6.1.24')).toBe(false);
    expect(isEsrOsVersion(null)).toBe(false);
  });
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
  it('parses and compares OS versions', () => {
    expect(parseOsVersion('balenaOS 2.108.25+rev1')).toEqual({
      major: 2,
      minor: 108,
      patch: 25,
      revision: 1,
      legacy: false,
    });
    expect(parseOsVersion('Resin OS 1.26.1')?.legacy).toBe(true);
    expect(parseOsVersion('unknown')).toBeNull();
    expect(compareVersions('balenaOS 2.12.0', '2.2.0')).toBeGreaterThan(0);
    expect(compareVersions('Resin OS 1.26.1', '2.0.0')).toBeLessThan(0);
    expect(majorOf('14.11.14')).toBe(14);
    expect(majorOf(null)).toBeNull();
  });
});
