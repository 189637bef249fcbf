import { describe, expect, it } from 'vitest';
import { isPreloadHeavy, preloadCommand } from './preload.ts';

describe('preloadable-heavy releases (spec 02 §9 "more than 2 images")', () => {
  it.each([
    [0, false],
    [2, false],
    [3, true],
    [8, true],
  ])('%i images → heavy %s', (images, heavy) => {
    expect(isPreloadHeavy(images)).toBe(heavy);
  });

  it('preloads the fleet by slug and the release by commit', () => {
    expect(preloadCommand('acme/kiosk-displays', 'abc123')).toBe(
      'balena preload balena.img --fleet acme/kiosk-displays --commit abc123',
    );
  });
});
