import { describe, expect, it } from 'vitest';
import { afterLoginTarget, guardDecision, type GuardInput } from './guard-rules.ts';

const base: GuardInput = { kind: 'authenticated', status: 'authenticated', location: '/orgs/1' };

describe('guardDecision: spec 01 §2 guards, in order', () => {
  it.each<[string, Partial<GuardInput>, ReturnType<typeof guardDecision>]>([
    [
      '(1) anonymous → /login, keeping the return URL',
      { status: 'anonymous' },
      { type: 'redirect', to: '/login', storeReturnUrl: true },
    ],
    [
      '(1) beats the permission gate',
      { status: 'anonymous', permitted: false },
      { type: 'redirect', to: '/login', storeReturnUrl: true },
    ],
    [
      '(2) 2FA pending → /login/two-factor',
      { status: 'two-factor' },
      { type: 'redirect', to: '/login/two-factor', storeReturnUrl: true },
    ],
    [
      '(2) beats (3)',
      { status: 'two-factor', mustBeVerified: true },
      { type: 'redirect', to: '/login/two-factor', storeReturnUrl: true },
    ],
    ['(3) unverified → pending page', { mustBeVerified: true }, { type: 'redirect', to: '/user/verify-email/pending' }],
    [
      '(3) beats (7)',
      { mustBeVerified: true, permitted: false },
      { type: 'redirect', to: '/user/verify-email/pending' },
    ],
    [
      '(3) not on pages that allow unverified users',
      { kind: 'authenticated-unverified', mustBeVerified: true },
      { type: 'render' },
    ],
    ['(4) loading indicator', { status: 'loading' }, { type: 'loading' }],
    ['(7) missing permission → /', { permitted: false }, { type: 'redirect', to: '/' }],
    ['everything fine → render', { permitted: true }, { type: 'render' }],
    ['(5) logged in on a login-only page → /', { kind: 'login-only' }, { type: 'redirect', to: '/' }],
    [
      '(5) ...or the redirect target',
      { kind: 'login-only', redirectParam: '/orgs' },
      { type: 'redirect', to: '/orgs' },
    ],
    ['(5) no open redirect', { kind: 'login-only', redirectParam: '//evil.test' }, { type: 'redirect', to: '/' }],
    [
      'login-only page for anonymous → render',
      { kind: 'login-only', status: 'anonymous', location: '/login' },
      { type: 'render' },
    ],
    [
      'login page while 2FA pending → two-factor',
      { kind: 'login-only', status: 'two-factor', location: '/login' },
      { type: 'redirect', to: '/login/two-factor' },
    ],
    [
      'two-factor page when anonymous → /login',
      { kind: 'two-factor', status: 'anonymous' },
      { type: 'redirect', to: '/login' },
    ],
    ['two-factor page when pending → render', { kind: 'two-factor', status: 'two-factor' }, { type: 'render' }],
    ['two-factor page when logged in → /', { kind: 'two-factor' }, { type: 'redirect', to: '/' }],
  ])('%s', (_name, patch, expected) => {
    expect(guardDecision({ ...base, ...patch })).toEqual(expected);
  });
});

describe('afterLoginTarget (spec 01 §2 (5), (6), return URL, deploy link)', () => {
  it.each([
    [{ redirectParam: '/a', returnUrl: '/b', lastPath: '/c' }, '/a'],
    [{ returnUrl: '/b', lastPath: '/c', hasDeployParams: true }, '/b'],
    [{ lastPath: '/c', hasDeployParams: true }, '/fleets'],
    [{ lastPath: '/c' }, '/c'],
    [{ lastPath: '/login/two-factor' }, '/'],
    [{ redirectParam: 'https://evil.test', lastPath: '//x' }, '/'],
    [{}, '/'],
  ])('%j → %s', (input, expected) => expect(afterLoginTarget(input)).toBe(expected));
});
