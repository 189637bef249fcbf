import { describe, expect, it } from 'vitest';
import { httpDate } from './http-date.ts';

describe('httpDate (Date header of the world clock)', () => {
  it('formats IMF-fixdate and follows the clock across seconds, both ways', () => {
    const t = Date.UTC(2026, 10, 1, 0, 0, 6, 250);
    expect(httpDate(t)).toBe('Sun, 01 Nov 2026 00:00:06 GMT');
    expect(httpDate(t + 700)).toBe('Sun, 01 Nov 2026 00:00:06 GMT');
    expect(httpDate(t + 750)).toBe('Sun, 01 Nov 2026 00:00:07 GMT');
    expect(httpDate(t - 86_400_000)).toBe('Sat, 31 Oct 2026 00:00:06 GMT');
    expect(httpDate(t)).toBe('Sun, 01 Nov 2026 00:00:06 GMT');
  });
});
