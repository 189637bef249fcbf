import { describe, expect, it } from 'vitest';
import { formatSize } from '../../../lib/format.ts';
import { memoryBytes, metricLevel, storageBytes, usagePercent } from './metrics.ts';

describe('metric colour thresholds (spec 02 §9: success ≤ 60, warning ≤ 80, error above)', () => {
  it.each([
    [0, 'success'],
    [60, 'success'],
    [61, 'warning'],
    [80, 'warning'],
    [81, 'error'],
    [100, 'error'],
  ])('%i %% is %s', (pct, level) => expect(metricLevel(pct)).toBe(level));

  it('computes usage percentages and refuses missing totals', () => {
    expect(usagePercent(2712, 3965)).toBe(68);
    expect(usagePercent(5, 0)).toBeNull();
    expect(usagePercent(null, 10)).toBeNull();
    expect(usagePercent(20, 10)).toBe(100);
  });
});

describe('size units (spec 02 §9)', () => {
  it('base 1000 for storage, one decimal at GB and above when not whole', () => {
    expect(formatSize(storageBytes(29542))).toBe('29.5 GB');
    expect(formatSize(storageBytes(2000))).toBe('2 GB');
    expect(formatSize(1500)).toBe('2 KB');
    expect(formatSize(999)).toBe('999 B');
  });
  it('base 1024 for device memory', () => {
    expect(formatSize(memoryBytes(3965), 1024)).toBe('3.9 GB');
    expect(formatSize(memoryBytes(512), 1024)).toBe('512 MB');
  });
});
