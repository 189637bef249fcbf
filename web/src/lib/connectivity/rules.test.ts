import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff.ts';
import { parseRetryAfter, rateLimitRetryDelay, throttledUntil } from './retry-after.ts';

describe('retryDelayMs: 200 ms × failures, capped at 10 steps (spec 01 §4, §9)', () => {
  it.each([
    [0, 0],
    [1, 200],
    [2, 400],
    [3, 600],
    [9, 1800],
    [10, 2000],
    [11, 2000],
    [500, 2000],
    [-1, 0],
    [Number.NaN, 0],
  ])('%d failures → %d ms', (failures, ms) => expect(retryDelayMs(failures)).toBe(ms));
});

describe('Retry-After and the throttled notice (spec 01 §4 "Rate limiting")', () => {
  const now = Date.parse('2024-05-01T10:00:00.000Z');
  it.each([
    ['7', 7000],
    ['0', 0],
    ['1.5', 1500],
    ['Wed, 01 May 2024 10:00:30 GMT', 30_000],
    ['Wed, 01 May 2024 09:00:00 GMT', 0],
    ['soon', null],
    ['', null],
    [null, null],
  ])('%s → %s ms', (value, ms) => expect(parseRetryAfter(value, now)).toBe(ms));

  it.each([
    [null, 5000],
    [2000, 5000],
    [5000, 5000],
    [12_000, 12_000],
  ])('notice for Retry-After %s ms lasts %d ms', (retryAfter, ms) =>
    expect(throttledUntil(retryAfter, now) - now).toBe(ms),
  );

  it('retries after Retry-After, or after the minimum notice time without one', () => {
    expect(rateLimitRetryDelay(3000)).toBe(3000);
    expect(rateLimitRetryDelay(null)).toBe(5000);
  });
});
