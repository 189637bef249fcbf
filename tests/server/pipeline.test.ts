/**
 * The request pipeline (api-ground-truth §1.1): ping/config, CORS, unknown
 * paths, body limit, sessions, interceptors, and garbage that must never produce a 5xx.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { CORS_ALLOW_HEADERS, CORS_ALLOW_METHODS } from '../../mock-server/src/core/pipeline/cors.ts';
import { API_BODY_LIMIT_BYTES as BODY_LIMIT_BYTES } from '../../mock-server/src/core/pipeline/body.ts';
import { json } from '../../mock-server/src/core/http.ts';
import type { RequestContext } from '../../mock-server/src/core/pipeline/context.ts';
import { at } from '../present.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});

describe('connectivity and config', () => {
  test('/ping answers 200 OK for any method; /connectivity-check 204', async () => {
    for (const method of ['GET', 'POST', 'DELETE', 'HEAD'] as const) {
      const res = await s.req({ method, url: '/ping' });
      expect(res.statusCode).toBe(200);
      if (method !== 'HEAD') expect(res.body).toBe('OK');
    }
    expect((await s.req({ url: '/connectivity-check' })).statusCode).toBe(204);
  });

  test('/config and /config/vars publish the documented shape', async () => {
    const config = (await s.req({ url: '/config' })).json();
    expect(config).toMatchObject({
      deployment: 'fleetmock',
      stripePublicKey: 'pk_test_fleetmock',
      supportedSocialProviders: ['github', 'google', 'saml'],
    });
    expect(typeof config.deviceUrlsBase).toBe('string');
    const vars = (await s.req({ url: '/config/vars' })).json();
    expect(vars.reservedNames).toEqual(['RESIN', 'BALENA', 'USER']);
    expect(vars.invalidRegex).toBe('/^\\d|\\W/');
    expect(vars.configVarSchema.type).toBe('object');
    // A file-valued setting is marked as a data URL (spec 02 §5: data-url values are uploaded files).
    expect(vars.configVarSchema.properties.BALENA_HOST_SPLASH_IMAGE).toMatchObject({
      type: 'string',
      format: 'data-url',
      will_reboot: true,
    });
  });

  test('an unknown non-OData path is 404 with an empty body', async () => {
    const res = await s.req({ url: '/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('');
  });
});

describe('CORS (api-ground-truth §1.1)', () => {
  test('preflight: 200 with methods, headers and max-age; Origin echoed', async () => {
    const res = await s.req({
      method: 'OPTIONS',
      url: '/v7/device',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'PATCH' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers['access-control-allow-methods']).toBe(CORS_ALLOW_METHODS);
    expect(res.headers['access-control-allow-headers']).toBe(CORS_ALLOW_HEADERS);
    expect(res.headers['access-control-max-age']).toBe('86400');
  });

  test('every response carries CORS and security headers; curl gets none of the CORS ones', async () => {
    const res = await s.req({ url: '/v7/device', headers: { origin: 'http://app.test' } });
    expect(res.headers['access-control-allow-origin']).toBe('http://app.test');
    // Retry-After as the real API; Date and the rate-limit trio so a cross-origin page can read them too.
    expect(String(res.headers['access-control-expose-headers']).split(', ')).toEqual([
      'Retry-After',
      'Date',
      'X-RateLimit-Limit',
      'X-RateLimit-Remaining',
      'X-RateLimit-Reset',
    ]);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const curl = await s.req({ url: '/ping', headers: { 'user-agent': 'curl/8.0' } });
    expect(curl.headers['access-control-allow-origin']).toBeUndefined();
    expect(curl.headers['x-frame-options']).toBe('DENY');
  });
});

describe('limits and garbage', () => {
  test('a body over 512 kB gets 413', async () => {
    const big = { note: 'x'.repeat(BODY_LIMIT_BYTES + 10) };
    const res = await s.req({ method: 'POST', url: '/v7/device_tag', body: big });
    expect(res.statusCode).toBe(413);
  });

  test('no garbage input produces a 5xx', async () => {
    const token = await s.login('owner');
    const urls = [
      '/v7/device?$filter=((',
      '/v7/device?$top=-1',
      '/v7/device?$select=nope',
      "/v7/device('x')",
      '/v7/%E0%A4%A',
      '/v7/',
      '/v7',
      '/v7/device?$filter=id eq tru',
      '/v7/device?$orderby=',
      "/v7/device(uuid='%27)",
      '/resin/device?$expand=nothing',
      '/v7/device?$filter=not',
      '/v7/device?@id=5',
      '/v7/device(@id)',
      '/v7/device?$filter=substringof()',
      '/v7/device/$count/$count',
      '/v7/device?%24top=abc',
      '/user/v1/whoami?%%%',
      '/login_?x=%zz',
      '/v7/device?$filter=' + 'a'.repeat(5000),
    ];
    const bodies: unknown[] = [
      undefined,
      null,
      'text',
      42,
      [1, 2],
      { a: { b: [] } },
      { device: 'x', tag_key: {}, value: null },
    ];
    for (const url of urls) {
      for (const method of ['GET', 'POST', 'PATCH', 'DELETE'] as const) {
        for (const body of method === 'GET' ? [undefined] : bodies) {
          const res = await s.req({ method, url, token, body });
          expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBeLessThan(500);
        }
      }
    }
    const badJson = await s.app.inject({
      method: 'POST',
      url: '/v7/device_tag',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: '{"a":',
    });
    expect(badJson.statusCode).toBe(400);
  });
});

describe('sessions (x-mock-session)', () => {
  test('writes in one session are invisible to another and to the default world', async () => {
    const a = await s.login('owner', 'iso-a');
    const b = await s.login('owner', 'iso-b');
    // The first seeded device of the session (seeded ids start at a per-table base, never 1).
    const id = at(s.core.registry.get('iso-a').store.all('device'), 0).id;
    const patch = await s.req({
      method: 'PATCH',
      url: `/v7/device(${id})`,
      token: a,
      session: 'iso-a',
      body: { note: 'only in a' },
    });
    expect(patch.statusCode).toBe(200);
    const inA = (await s.req({ url: `/v7/device(${id})?$select=note`, token: a, session: 'iso-a' })).json();
    const inB = (await s.req({ url: `/v7/device(${id})?$select=note`, token: b, session: 'iso-b' })).json();
    expect(inA.d[0].note).toBe('only in a');
    expect(inB.d[0].note).not.toBe('only in a');
    s.core.registry.reset('iso-a');
    const again = await s.login('owner', 'iso-a');
    expect(
      (await s.req({ url: `/v7/device(${id})?$select=note`, token: again, session: 'iso-a' })).json().d[0].note,
    ).not.toBe('only in a');
  });

  test('an invalid session name is a 400', async () => {
    const res = await s.req({ url: '/ping', session: 'bad name!' });
    expect(res.statusCode).toBe(400);
  });
});

describe('interceptors', () => {
  test('before may answer, after may replace, admin routes bypass both, context is populated', async () => {
    const seen: RequestContext[] = [];
    const server = await startTestServer({
      interceptors: [
        {
          name: 'test',
          before: (ctx) => {
            seen.push(ctx);
            return ctx.req.path === '/ping' && ctx.req.headers['x-test'] === 'block' ? json(429, 'blocked') : undefined;
          },
          after: (_ctx, res) => ({ ...res, headers: { ...res.headers, 'x-intercepted': '1' } }),
        },
      ],
      adminRouteFactories: [
        () => [{ method: 'GET', path: '/__mock/hello', operationId: 'mockHello', handler: () => json(200, 'hi') }],
      ],
    });
    expect((await server.req({ url: '/ping', headers: { 'x-test': 'block' } })).statusCode).toBe(429);
    const token = await server.login('owner');
    const res = await server.req({ url: "/v7/device(uuid='0123456789abcdef0123456789abcdef')", token });
    expect(res.headers['x-intercepted']).toBe('1');
    const ctx = seen.at(-1)!;
    expect(ctx).toMatchObject({
      resource: 'device',
      operationId: 'getDeviceByUuid',
      deviceUuid: '0123456789abcdef0123456789abcdef',
      sessionName: 'default',
    });
    expect(ctx.actor).toMatchObject({ kind: 'user', username: 'owner' });
    const count = seen.length;
    const admin = await server.req({ url: '/__mock/hello', headers: { 'x-test': 'block' } });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['x-intercepted']).toBeUndefined();
    expect(seen.length).toBe(count);
  });

  test('a throwing handler becomes 500 Server Error, never a crash', async () => {
    const server = await startTestServer({
      routeFactories: [
        () => [
          {
            method: 'GET',
            path: '/boom',
            operationId: 'boom',
            handler: () => {
              throw new Error('kaput');
            },
          },
        ],
      ],
    });
    const res = await server.req({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).toBe('Server Error');
  });
});
