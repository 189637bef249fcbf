import { describe, expect, it, vi } from 'vitest';
import { emailNotice } from './account-banners.tsx';
import { isOutdated } from './outdated-version.ts';
import { track } from '../../features/consent/index.ts';
import { parseConsent, CONSENT_VERSION } from '../../features/consent/index.ts';
import { routeErrorText } from '../pages/error-page.tsx';
import { ApiError } from '../../lib/errors.ts';

describe('isOutdated (spec 01 §1: build-time marker)', () => {
  it.each([
    ['2026-11-20T09:30:00.000Z\n', '2026-11-20T09:30:00.000Z', false],
    ['2026-11-21T00:00:00.000Z', '2026-11-20T09:30:00.000Z', true],
    ['', '2026-11-20T09:30:00.000Z', false],
    [null, '2026-11-20T09:30:00.000Z', false],
    ['anything', 'dev', false],
  ])('fetched %j vs own %j → %s', (fetched, own, expected) => {
    expect(isOutdated(fetched, own)).toBe(expected);
  });
});

describe('emailNotice (spec 01 §4 email verification)', () => {
  it.each([
    [{ email: null, isVerified: false, mustBeVerified: false }, 'missing'],
    [{ email: '  ', isVerified: true, mustBeVerified: false }, 'missing'],
    [{ email: 'a@b.c', isVerified: false, mustBeVerified: true }, 'unverified'],
    // spec 01 §4: must_be_verified false and is_verified false → the missing-email notice.
    [{ email: 'a@b.c', isVerified: false, mustBeVerified: false }, 'missing'],
    [{ email: 'a@b.c', isVerified: true, mustBeVerified: false }, null],
  ])('%j → %s', (user, expected) => {
    expect(emailNotice(user)).toBe(expected);
  });
  it('nothing without a user', () => expect(emailNotice(undefined)).toBeNull());
});

describe('analytics consent gate (spec 01 §1)', () => {
  it('sends nothing before consent', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    expect(await track({ event: 'Page viewed' }, () => false, send)).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });
  it('sends after consent, and never throws', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    expect(await track({ event: 'Page viewed', properties: { path: '/fleets' } }, () => true, send)).toBe(true);
    expect(send).toHaveBeenCalledWith({ event: 'Page viewed', properties: { path: '/fleets' } });
    expect(await track({ event: 'x' }, () => true, vi.fn().mockRejectedValue(new Error('down')))).toBe(false);
  });
  it('reads only well-formed, current-version choices', () => {
    expect(parseConsent(JSON.stringify({ version: CONSENT_VERSION, analytics: true, decidedAt: 1 }))?.analytics).toBe(
      true,
    );
    expect(parseConsent(JSON.stringify({ version: 0, analytics: true, decidedAt: 1 }))).toBeNull();
    expect(parseConsent('{broken')).toBeNull();
    expect(parseConsent(null)).toBeNull();
  });
});

describe('routeErrorText (spec 01 §2 error page)', () => {
  it('uses the error-text rules and never returns an empty text', () => {
    expect(routeErrorText(new Error('Loader failed'))).toBe('Loader failed');
    expect(routeErrorText(new ApiError({ status: 500, body: '' }))).toBe('An error has occurred');
    expect(routeErrorText(undefined)).toBe('An error has occurred');
  });
});
