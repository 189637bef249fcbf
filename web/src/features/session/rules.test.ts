import { describe, expect, it } from 'vitest';
import { decodeToken, isTokenExpired, twoFactorState } from './jwt.ts';
import { isRecentLogin, tokenAction } from './refresh-rules.ts';

import { fakeJwt } from './testing.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;

describe('decodeToken (api-ground-truth §5)', () => {
  it('reads the claims of a JWT', () => {
    expect(decodeToken(fakeJwt({ id: 7, authTime: 5, iat: 1, exp: 2, twoFactorRequired: true }))).toEqual({
      id: 7,
      authTime: 5,
      iat: 1,
      exp: 2,
      twoFactorRequired: true,
    });
  });
  it.each([['apikeyabc123'], ['a.b.c'], [''], [null], [fakeJwt({ user: 'x' })]])('%s is not a session JWT', (t) => {
    expect(decodeToken(t)).toBeNull();
  });
});

describe('two-factor state (spec 01 §4)', () => {
  it.each([
    [{}, 'disabled'],
    [{ twoFactorRequired: true }, 'pending'],
    [{ twoFactorRequired: false }, 'passed'],
  ] as const)('%j → %s', (claims, state) => expect(twoFactorState(claims)).toBe(state));
});

describe('token check (spec 01 §4 "Session refresh", §9)', () => {
  const now = 1_000 * HOUR;
  const claims = { id: 1, authTime: now - 10 * MIN, iat: (now - 10 * MIN) / 1000, exp: (now + 30 * HOUR) / 1000 };
  it.each([
    ['fresh token', claims, now - 10 * MIN, false, 'none'],
    ['an hour since the last refresh', claims, now - HOUR, false, 'refresh'],
    ['paused while held', { ...claims, authTime: now - 30 * MIN }, now - 2 * HOUR, true, 'none'],
    [
      '20 min after authTime, not yet refreshed since',
      { ...claims, authTime: now - 21 * MIN },
      now - 21 * MIN,
      false,
      'refresh',
    ],
    [
      '20 min deadline passed but refreshed after it',
      { ...claims, authTime: now - 40 * MIN },
      now - 5 * MIN,
      false,
      'none',
    ],
    ['expired exp logs out', { ...claims, exp: now / 1000 }, now, false, 'logout'],
    ['no exp: 36 h after iat logs out', { id: 1, iat: (now - 36 * HOUR) / 1000 }, now - MIN, false, 'logout'],
    ['expired even when paused', { ...claims, exp: now / 1000 - 1 }, now, true, 'logout'],
  ])('%s', (_n, c, lastRefreshAt, paused, expected) => {
    expect(tokenAction({ claims: c, now, lastRefreshAt, paused })).toBe(expected);
  });

  it('isTokenExpired compares exp seconds with now ms', () => {
    expect(isTokenExpired({ exp: 10 }, 9_999)).toBe(false);
    expect(isTokenExpired({ exp: 10 }, 10_000)).toBe(true);
    expect(isTokenExpired({}, 10_000)).toBe(false);
  });

  it('a login is recent for 20 minutes after authTime', () => {
    expect(isRecentLogin({ id: 1, authTime: now - 19 * MIN }, now)).toBe(true);
    expect(isRecentLogin({ id: 1, authTime: now - 20 * MIN }, now)).toBe(false);
    expect(isRecentLogin({ id: 1 }, now)).toBe(false);
  });
});
