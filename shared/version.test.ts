import { describe, expect, it } from 'vitest';
import { compareVersions, parseVersion } from './version.ts';

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
