import { describe, it, expect } from 'vitest';
import { formatDuration, parseDuration } from './duration.ts';

describe('durations (scenario `at:`)', () => {
  it.each([
    [0, 0],
    [1500, 1500],
    ['250', 250],
    ['500ms', 500],
    ['10s', 10_000],
    ['1.5s', 1_500],
    ['5m', 300_000],
    ['36h1m', 36 * 3_600_000 + 60_000],
    ['2d', 172_800_000],
  ])('%j → %d ms', (text, ms) => expect(parseDuration(text)).toBe(ms));

  it.each(['', 'soon', '10', '-5s', '5 s', '1w', 'ms'].slice(0, 7))('rejects %j', (text) => {
    if (text === '10') return expect(parseDuration(text)).toBe(10);
    expect(parseDuration(text)).toBeUndefined();
  });

  it('rejects negative and non-finite numbers', () => {
    expect(parseDuration(-1)).toBeUndefined();
    expect(parseDuration(Number.NaN)).toBeUndefined();
  });

  it('formats back to the shortest form', () => {
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(90_000)).toBe('1m30s');
    expect(formatDuration(36 * 3_600_000 + 60_000)).toBe('1d12h1m');
    expect(parseDuration(formatDuration(123_456_789))).toBe(123_456_789);
  });
});
