import { describe, expect, it } from 'vitest';
import {
  compareOsVersions,
  compareVersions,
  isEsr,
  isLegacyOs,
  majorOf,
  osVersionLabel,
  parseOsVersion,
  parseVersion,
} from './version.ts';

describe('parseVersion', () => {
  it.each([
    ['balenaOS 2.108.25+rev1', [2, 108, 25]],
    ['Resin OS 1.26.0', [1, 26, 0]],
    ['v31.1.22', [31, 1, 22]],
    ['14.11.14', [14, 11, 14]],
    ['2025.1.0', [2025, 1, 0]],
    ['6.1.24+rev1.prod', [6, 1, 24]],
  ])('%s → %j', (text, parts) => expect(parseVersion(text)).toEqual(parts));

  it.each([null, undefined, '', 'balenaOS', '2.108'])('%j → null', (text) => expect(parseVersion(text)).toBeNull());
});

describe('compareVersions', () => {
  it('orders by major, minor then patch, numerically', () => {
    expect(compareVersions('balenaOS 2.12.0', '2.2.0')).toBeGreaterThan(0);
    expect(compareVersions('31.10.0', '31.9.9')).toBeGreaterThan(0);
    expect(compareVersions('v2.0.0', '10.0.0')).toBeLessThan(0);
    expect(compareVersions('14.1.1', 'v14.1.1')).toBe(0);
  });

  it('takes parsed parts as well as strings', () => {
    expect(compareVersions([13, 0, 0], '12.11.99')).toBeGreaterThan(0);
    expect(compareVersions(parseVersion('2.88.4'), [2, 88, 4])).toBe(0);
  });

  it('sorts an unreadable version before every readable one', () => {
    expect(compareVersions(null, '0.0.1')).toBeLessThan(0);
    expect(compareVersions('1.0.0', 'unknown')).toBeGreaterThan(0);
    expect(compareVersions(undefined, 'unknown')).toBe(0);
  });
});

describe('parseOsVersion', () => {
  it('reads numbers, revision and variant', () => {
    expect(parseOsVersion('balenaOS 2.108.25+rev1')).toEqual({
      major: 2,
      minor: 108,
      patch: 25,
      rev: 1,
      variant: null,
    });
    expect(parseOsVersion('6.1.24+rev1.prod')).toEqual({ major: 6, minor: 1, patch: 24, rev: 1, variant: 'prod' });
    expect(parseOsVersion('2.113.33.dev')?.variant).toBe('dev');
    expect(parseOsVersion('unknown')).toBeNull();
    expect(parseOsVersion(null)).toBeNull();
  });

  it('counts a rev0 version below the rev1 threshold as rev1 (spec 02 §4)', () => {
    expect(parseOsVersion('2.80.3')?.rev).toBe(1);
    expect(parseOsVersion('2.88.4')?.rev).toBe(0);
  });

  it('orders by numbers then revision, and labels without variant', () => {
    const a = parseOsVersion('2.108.25+rev1')!;
    const b = parseOsVersion('2.108.25+rev2.prod')!;
    expect(compareOsVersions(a, b)).toBeLessThan(0);
    expect(osVersionLabel(b)).toBe('2.108.25+rev2');
  });
});

describe('release line of an OS version', () => {
  it('an OS major above 2000 is ESR, parsed or as text', () => {
    expect(isEsr('balenaOS 2025.1.0')).toBe(true);
    expect(isEsr(parseOsVersion('2025.1.0'))).toBe(true);
    expect(isEsr('balenaOS 2000.1.0')).toBe(false);
    expect(isEsr('balenaOS 6.1.24')).toBe(false);
    expect(isEsr(null)).toBe(false);
  });

  it('Resin OS 1.x is legacy', () => {
    expect(isLegacyOs('Resin OS 1.26.1')).toBe(true);
    expect(isLegacyOs('ResinOS 1.8.0')).toBe(true);
    expect(isLegacyOs('balenaOS 2.108.25+rev1')).toBe(false);
  });

  it('majorOf reads the leading number of a supervisor version', () => {
    expect(majorOf('14.11.14')).toBe(14);
    expect(majorOf('v31')).toBe(31);
    expect(majorOf(null)).toBeNull();
  });
});
