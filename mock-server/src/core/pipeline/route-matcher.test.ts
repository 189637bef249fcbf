/** The route matcher: literal over param over wildcard, decoding, trailing wildcard capture. */
import { describe, expect, test } from 'vitest';
import { RouteMatcher } from './route-matcher.ts';

const routes = [
  { method: 'GET' as const, path: '/v7/*', name: 'odata' },
  { method: 'GET' as const, path: '/device/v2/:uuid/logs', name: 'logs' },
  { method: 'GET' as const, path: '/device/v2/special/logs', name: 'literal' },
  { method: ['GET', 'POST'] as const, path: '/api-key/v2/', name: 'slash' },
];
const m = new RouteMatcher(routes);

describe('RouteMatcher', () => {
  test('prefers literal routes and decodes params', () => {
    expect(m.match('GET', '/device/v2/special/logs')?.route.name).toBe('literal');
    expect(m.match('GET', '/device/v2/ab%20c/logs')).toMatchObject({
      route: { name: 'logs' },
      params: { uuid: 'ab c' },
    });
  });
  test('wildcards capture the rest, raw', () => {
    expect(m.match('GET', "/v7/device(uuid='a%20b')")?.params['*']).toBe("device(uuid='a%20b')");
  });
  test('method and trailing slash matter', () => {
    expect(m.match('POST', '/v7/device')).toBeUndefined();
    expect(m.match('POST', '/api-key/v2/')?.route.name).toBe('slash');
    expect(m.match('GET', '/device/v2//logs')).toBeUndefined();
    expect(m.match('GET', '/device/v2/%E0%A4%A/logs')?.params.uuid).toBe('%E0%A4%A');
  });
  test('routes starting with a parameter or a root wildcard still compete with literal-first ones by rank', () => {
    const mixed = new RouteMatcher([
      { method: 'GET' as const, path: '/:tenant/status', name: 'tenant' },
      { method: 'GET' as const, path: '/v7/*', name: 'odata' },
      { method: 'GET' as const, path: '/v7/:resource', name: 'resource' },
      { method: 'GET' as const, path: '/*', name: 'root' },
    ]);
    expect(mixed.match('GET', '/v7/device')?.route.name).toBe('resource');
    expect(mixed.match('GET', '/v7/status')).toMatchObject({ route: { name: 'tenant' }, params: { tenant: 'v7' } });
    expect(mixed.match('GET', '/v7/device(1)/x')?.route.name).toBe('odata');
    expect(mixed.match('GET', '/acme/status')).toMatchObject({ route: { name: 'tenant' }, params: { tenant: 'acme' } });
    expect(mixed.match('GET', '/elsewhere/deep/path')).toMatchObject({
      route: { name: 'root' },
      params: { '*': 'elsewhere/deep/path' },
    });
  });
});
