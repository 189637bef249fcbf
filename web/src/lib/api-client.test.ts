import { describe, expect, it, vi } from 'vitest';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE, createApiClient } from './api-client.ts';
import { ApiError } from './errors.ts';

type Handler = (req: Request) => Response | Promise<Response>;

function setup(handler: Handler, token: string | null = 'tok') {
  const seen: Request[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    seen.push(req);
    return handler(req);
  });
  const onSessionExpired = vi.fn();
  const onAuthCheck = vi.fn();
  const sleep = vi.fn(async () => {});
  const client = createApiClient({
    baseUrl: 'http://api.test',
    fetch: fetchImpl as unknown as typeof fetch,
    getToken: () => token,
    onSessionExpired,
    onAuthCheck,
    sleep,
  });
  return { client, seen, onSessionExpired, onAuthCheck, sleep, fetchImpl };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('api-client (spec 01 §7, §8; api-ground-truth §1.2)', () => {
  it('tags every request with the UI version and the bearer token; decodes JSON and text', async () => {
    const { client, seen } = setup((req) =>
      req.url.endsWith('/login_') ? new Response('jwt.token.here', { headers: { 'content-type': 'text/plain' } }) : json(200, { d: [1] }),
    );
    await expect(client.request({ path: '/v7/device', query: { $top: 1, $filter: 'a eq 1' } })).resolves.toEqual({ d: [1] });
    await expect(client.request({ method: 'POST', path: '/login_', body: { username: 'a', password: 'b' }, sendToken: false })).resolves.toBe('jwt.token.here');
    expect(seen[0].url).toBe('http://api.test/v7/device?$top=1&$filter=a%20eq%201');
    expect(seen[0].headers.get(CLIENT_HEADER)).toBe(CLIENT_HEADER_VALUE);
    expect(seen[0].headers.get('authorization')).toBe('Bearer tok');
    expect(seen[1].headers.get('authorization')).toBeNull();
    expect(seen[1].headers.get(CLIENT_HEADER)).toBe(CLIENT_HEADER_VALUE);
    expect(await seen[1].json()).toEqual({ username: 'a', password: 'b' });
  });

  it('throws ApiError with the decoded body for non-2xx', async () => {
    const { client } = setup(() => json(409, '"device" and "tag_key" must be unique.'));
    const err = await client.request({ method: 'POST', path: '/v7/device_tag', body: {} }).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 409, body: '"device" and "tag_key" must be unique.' });
  });

  it('on 429 reports the throttle, waits Retry-After and retries', async () => {
    let calls = 0;
    const { client, sleep } = setup(() => (++calls === 1 ? json(429, 'Too Many Requests', { 'retry-after': '7' }) : json(200, { d: [] })));
    await expect(client.request({ path: '/v7/application' })).resolves.toEqual({ d: [] });
    expect(sleep).toHaveBeenCalledWith(7000);
    expect(client.monitor.getSnapshot().throttledUntil).toBeGreaterThanOrEqual(Date.now() + 6000);
  });

  it('gives up after the retry budget with a TooManyRequests error', async () => {
    const { client, fetchImpl } = setup(() => json(429, 'Too Many Requests'));
    const err = await client.request({ path: '/v7/application' }).catch((e) => e);
    expect(err).toMatchObject({ status: 429, code: 'TooManyRequests' });
    expect(fetchImpl).toHaveBeenCalledTimes(4);
  });

  it('logs out on an expired-session 401 text', async () => {
    const { client, onSessionExpired, onAuthCheck } = setup(() => json(401, 'Your session has expired'));
    await client.request({ path: '/actor/v1/whoami' }).catch(() => undefined);
    expect(onSessionExpired).toHaveBeenCalledWith('Your session has expired');
    expect(onAuthCheck).not.toHaveBeenCalled();
  });

  it('runs a logged-in check on other 401s, but not for calls without token or that opt out', async () => {
    const { client, onAuthCheck } = setup(() => new Response(null, { status: 401 }));
    await client.request({ path: '/v7/device' }).catch(() => undefined);
    expect(onAuthCheck).toHaveBeenCalledTimes(1);
    const noToken = await client.request({ path: '/login_', method: 'POST', sendToken: false }).catch((e) => e);
    expect(noToken).toMatchObject({ code: 'NotLoggedIn' });
    await client.request({ path: '/actor/v1/whoami', ignoreUnauthorized: true }).catch(() => undefined);
    expect(onAuthCheck).toHaveBeenCalledTimes(1);
  });

  it('a GET failing on the network pings; if the API answers the error stands', async () => {
    const { client, seen } = setup((req) => {
      if (req.url.endsWith('/ping')) return new Response('OK');
      throw new TypeError('Failed to fetch');
    });
    const err = await client.request({ path: '/v7/device' }).catch((e) => e);
    expect(err).toMatchObject({ status: 0, code: 'NetworkError' });
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual(['/v7/device', '/ping']);
    expect(seen[1].headers.get('authorization')).toBeNull();
  });

  it('a queued GET is retried once connectivity recovers; POSTs are not retried', async () => {
    let pings = 0;
    let getCalls = 0;
    const { client } = setup((req) => {
      if (req.url.endsWith('/ping')) {
        pings++;
        if (pings < 2) throw new TypeError('down');
        return new Response('OK');
      }
      if (req.method === 'POST') throw new TypeError('down');
      if (++getCalls === 1) throw new TypeError('down');
      return json(200, { d: [{ id: 1 }] });
    });
    await expect(client.request({ path: '/v7/device' })).resolves.toEqual({ d: [{ id: 1 }] });
    expect(getCalls).toBe(2);
    await expect(client.request({ method: 'POST', path: '/v7/device', body: {} })).rejects.toMatchObject({ code: 'NetworkError' });
  });

  it('the typed client goes through the same rules', async () => {
    const { client, seen } = setup(() => json(200, { id: 5 }));
    const res = await client.fetch(new Request('http://api.test/actor/v1/whoami'));
    expect(res.status).toBe(200);
    expect(seen[0].headers.get('authorization')).toBe('Bearer tok');
    expect(seen[0].headers.get(CLIENT_HEADER)).toBe(CLIENT_HEADER_VALUE);
  });
});

describe('server clock', () => {
  it('follows the Date header of responses (token lifetimes are judged on the API clock)', async () => {
    const { client } = setup(() => new Response('OK', { headers: { date: 'Sun, 01 Nov 2026 00:00:10 GMT' } }));
    await client.ping();
    expect(Math.abs(client.serverNow() - Date.parse('2026-11-01T00:00:10Z'))).toBeLessThan(1000);
    expect(client.serverClockKnown()).toBe(true);
  });

  it('ignores the Date of redirected answers and of external services (they run on another clock)', async () => {
    const answer = (url: string, redirected: boolean) => {
      const res = new Response('2026-11-23T10:00:00Z', { headers: { date: 'Mon, 23 Nov 2026 23:00:00 GMT' } });
      Object.defineProperties(res, { url: { value: url }, redirected: { value: redirected } });
      return res;
    };
    const { client } = setup((req) =>
      req.url.endsWith('/ping')
        ? new Response('OK', { headers: { date: 'Sun, 01 Nov 2026 00:00:10 GMT' } })
        : req.url.includes('redirect')
          ? answer('http://api.test/buildtime.txt', true)
          : answer('http://api.test/__ext/dashboard/buildtime.txt', false),
    );
    await client.ping();
    await client.request({ path: '/__ext/dashboard/buildtime.txt', parseAs: 'text' });
    await client.request({ path: '/redirect', parseAs: 'text' });
    expect(Math.abs(client.serverNow() - Date.parse('2026-11-01T00:00:10Z'))).toBeLessThan(1000);
  });
});
