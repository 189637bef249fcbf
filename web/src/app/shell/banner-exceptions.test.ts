import { describe, expect, it } from 'vitest';
import { showsBanners } from './banner-exceptions.ts';

describe('showsBanners (spec 03 §2: no banners on /identity-provider)', () => {
  it.each([
    ['/identity-provider', false],
    ['/identity-provider/12', false],
    ['/identity-providers', true],
    ['/orgs/3/billing', true],
    ['/fleets', true],
  ])('%s → %s', (path, expected) => {
    expect(showsBanners(path)).toBe(expected);
  });
});
