import { describe, expect, it } from 'vitest';
import { DEFAULT_EXTERNAL_URLS, resolveConfig, resolveUrl } from './config.ts';

describe('resolveConfig (run-time configuration)', () => {
  it('defaults to the serving origin and the mock doubles', () => {
    const cfg = resolveConfig(undefined, 'http://127.0.0.1:4010');
    expect(cfg).toMatchObject({
      apiUrl: 'http://127.0.0.1:4010',
      deploymentName: 'fleetmock',
      isStaging: false,
      stripePublishableKey: 'pk_test_fleetmock',
    });
    expect(cfg.externalUrls).toEqual(DEFAULT_EXTERNAL_URLS);
    expect(cfg.featureFlags).toEqual({ apps: true, saml: true });
  });
  it('takes injected values field by field and ignores wrong types', () => {
    const cfg = resolveConfig(
      {
        apiUrl: 'http://api.test/',
        deploymentName: 'acme',
        isStaging: 'yes',
        externalUrls: { analytics: 'http://data.test/e', docs: 42 },
        featureFlags: { apps: false },
      },
      'http://x',
    );
    expect(cfg.apiUrl).toBe('http://api.test');
    expect(cfg.deploymentName).toBe('acme');
    expect(cfg.isStaging).toBe(false);
    expect(cfg.externalUrls.analytics).toBe('http://data.test/e');
    expect(cfg.externalUrls.docs).toBe(DEFAULT_EXTERNAL_URLS.docs);
    expect(cfg.featureFlags).toEqual({ apps: false, saml: true });
  });
  it('survives garbage', () => {
    expect(resolveConfig('nope', 'http://x').apiUrl).toBe('http://x');
    expect(resolveConfig([1, 2], 'http://x').deploymentName).toBe('fleetmock');
  });
  it('resolves paths against the API host and keeps absolute URLs', () => {
    expect(resolveUrl('/__ext/tiles/1/2/3.png', 'http://127.0.0.1:4010')).toBe(
      'http://127.0.0.1:4010/__ext/tiles/1/2/3.png',
    );
    expect(resolveUrl('https://tiles.test/a.png', 'http://h')).toBe('https://tiles.test/a.png');
  });
});
