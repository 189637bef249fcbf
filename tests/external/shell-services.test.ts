/**
 * The shell's external doubles over HTTP (spec 01 §1, §8, §9): the feature-flag service, the
 * error-reporting sink (records reports per mock world, refuses bodies without a message) and the
 * status page the dashboard polls. None needs a token.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server/helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});

describe('shell services', () => {
  it('serves the feature flags without a token', async () => {
    const res = await server.req({ url: '/__ext/feature-flags', session: 'flags' });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ flags: { apps: true, saml: true } });
  });

  it('records error reports per world and refuses reports without a message', async () => {
    const report = {
      message: 'Cannot read properties of undefined',
      name: 'TypeError',
      url: 'http://dash.test/fleets',
      release: '31.1.22',
    };
    expect(
      (await server.req({ method: 'POST', url: '/__ext/errors', body: report, session: 'errors-a' })).statusCode,
    ).toBe(204);
    const bad = await server.req({
      method: 'POST',
      url: '/__ext/errors',
      body: { name: 'TypeError' },
      session: 'errors-a',
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body)).toBe('A message is required');
    expect(JSON.parse((await server.req({ url: '/__ext/errors', session: 'errors-a' })).body)).toEqual([report]);
    expect(JSON.parse((await server.req({ url: '/__ext/errors', session: 'errors-b' })).body)).toEqual([]);
  });

  it('answers the status page with an indicator', async () => {
    const res = await server.req({ url: '/__ext/statuspage/api/v2/status.json', session: 'status' });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body).status).toEqual({ indicator: 'none', description: 'All Systems Operational' });
  });
});
