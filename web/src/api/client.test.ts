import { describe, expect, it, vi } from 'vitest';
import { odataQuerySerializer } from '../../../generated/client.gen.ts';
import {
  ApiError,
  CLIENT_HEADER,
  CLIENT_HEADER_VALUE,
  IGNORE_UNAUTHORIZED,
  NO_RETRY,
  NO_TOKEN,
  createDashboardClient,
  ok,
} from './client.ts';
import { at } from '../../../tests/present.ts';

type Handler = (req: Request) => Response | Promise<Response>;

function setup(handler: Handler, token: string | null = 'tok') {
  const seen: Request[] = [];
  const fetchImpl = vi.fn(async (req: Request) => {
    seen.push(req.clone());
    return handler(req);
  });
  const onSessionExpired = vi.fn();
  const onAuthCheck = vi.fn();
  const sleep = vi.fn(async () => {});
  const api = createDashboardClient({
    baseUrl: 'http://api.test',
    fetch: fetchImpl,
    getToken: () => token,
    onSessionExpired,
    onAuthCheck,
    sleep,
  });
  return { api, client: api.client, seen, onSessionExpired, onAuthCheck, sleep, fetchImpl };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('the configured client: URLs and bodies as the vendor SDK sends and reads them', () => {
  it("writes OData options readable (`,` `$` `(` `)` `'` `/` `:`) and percent-encodes spaces and other reserved characters", async () => {
    const { client, seen } = setup(() => json(200, { d: [] }));
    await client.GET('/v7/device', {
      params: {
        query: {
          $select: 'id,uuid',
          $filter: "device_name eq 'a b&c' and created_at gt '2026-01-01T00:00:00Z'",
          $expand: 'belongs_to__application($select=id,slug)',
        },
      },
    });
    // The serializer leaves `'` readable; the URL standard then encodes it in the query of http(s) URLs, as for the SDK.
    expect(at(seen, 0).url).toBe(
      'http://api.test/v7/device?$select=id,uuid&$filter=device_name%20eq%20%27a%20b%26c%27%20and%20created_at%20gt%20%272026-01-01T00:00:00Z%27&$expand=belongs_to__application($select=id,slug)',
    );
    expect(odataQuerySerializer({ $select: 'id,uuid', $filter: "slug eq 'a/b c'", $skip: 0, $top: undefined })).toBe(
      "$select=id,uuid&$filter=slug%20eq%20'a/b%20c'&$skip=0",
    );
  });

  it('keeps `=` and `;` of nested $expand options readable (the OData grammar does not decode them there), but not inside string literals', () => {
    expect(
      odataQuerySerializer({
        $expand: "service($select=id;$orderby=service_name asc;$filter=service_name eq 'a=b;c')",
      }),
    ).toBe("$expand=service($select=id;$orderby=service_name%20asc;$filter=service_name%20eq%20'a%3Db%3Bc')");
  });

  it('reads text/plain answers as text (POST /login_ answers the token as text/plain)', async () => {
    const { client, seen } = setup(() => new Response('jwt.token.here', { headers: { 'content-type': 'text/plain' } }));
    const token = await ok(client.POST('/login_', { body: { username: 'a', password: 'b' }, headers: NO_TOKEN }));
    expect(token).toBe('jwt.token.here');
    expect(at(seen, 0).headers.get('authorization')).toBeNull();
    expect(at(seen, 0).headers.get(CLIENT_HEADER)).toBe(CLIENT_HEADER_VALUE);
    expect(at(seen, 0).headers.has('x-fleetmock-no-token')).toBe(false);
    expect(await at(seen, 0).json()).toEqual({ username: 'a', password: 'b' });
  });

  it('reads JSON answers as JSON and empty answers as undefined, with the bearer token', async () => {
    const { client, seen } = setup((req) =>
      req.method === 'PATCH'
        ? new Response(null, { status: 200 })
        : json(200, { id: 5, actorType: 'user', actorTypeId: 5, username: 'u', email: 'e' }),
    );
    const me = await ok(client.GET('/actor/v1/whoami'));
    expect(me).toMatchObject({ id: 5 });
    await expect(
      client.PATCH('/v7/device({id})', { params: { path: { id: 3 } }, body: { device_name: 'x' } }),
    ).resolves.toMatchObject({ data: undefined });
    expect(at(seen, 0).headers.get('authorization')).toBe('Bearer tok');
  });

  it('a typed read compiles its options with the SDK compiler and returns the rows', async () => {
    const { api, seen } = setup(() =>
      json(200, { d: [{ id: 1, device_name: 'a', is_running__release: [{ commit: 'abc' }] }] }),
    );
    const rows = await api.read('device', {
      $select: ['id', 'device_name'],
      $expand: { is_running__release: { $select: ['commit'] } },
      $filter: { belongs_to__application: 3 },
      $top: 5,
    });
    expect(at(at(rows, 0).is_running__release, 0).commit).toBe('abc');
    expect(at(seen, 0).url).toBe(
      'http://api.test/v7/device?$select=id,device_name&$expand=is_running__release($select=commit)&$filter=belongs_to__application%20eq%203&$top=5',
    );
  });

  it('readOne addresses the key; count reads /$count', async () => {
    const { api, seen } = setup((req) =>
      req.url.includes('$count') ? json(200, { d: 7 }) : json(200, { d: [{ id: 9 }] }),
    );
    await expect(api.readOne('device', { uuid: 'abc' }, { $select: ['id'] })).resolves.toEqual({ id: 9 });
    await expect(api.count('device', { $filter: { is_online: true } })).resolves.toBe(7);
    expect(seen.map((r) => r.url)).toEqual([
      "http://api.test/v7/device(uuid='abc')?$select=id",
      'http://api.test/v7/device/$count?$filter=is_online%20eq%20true',
    ]);
  });
});

describe('connectivity middleware (spec 01 §4, §7, §8)', () => {
  it('rejects non-2xx with ApiError carrying the decoded body and the resource', async () => {
    const { client } = setup(() => json(409, '"device" and "tag_key" must be unique.'));
    const err = await client
      .POST('/v7/device_tag', { body: { device: 1, tag_key: 'k', value: 'v' } })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 409, body: '"device" and "tag_key" must be unique.', resource: 'device_tag' });
  });

  it('on 429 reports the throttle, waits Retry-After and retries', async () => {
    let calls = 0;
    const { api, sleep } = setup(() =>
      ++calls === 1 ? json(429, 'Too Many Requests', { 'retry-after': '7' }) : json(200, { d: [] }),
    );
    await expect(api.read('application', { $select: ['id'] })).resolves.toEqual([]);
    expect(sleep).toHaveBeenCalledWith(7000);
    expect(api.monitor.getSnapshot().throttledUntil).toBeGreaterThanOrEqual(Date.now() + 6000);
  });

  it('gives up after the retry budget with a TooManyRequests error; NO_RETRY gives up at once', async () => {
    const { client, fetchImpl } = setup(() => json(429, 'Too Many Requests'));
    const err = await client.GET('/v7/application').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 429, code: 'TooManyRequests' });
    expect(fetchImpl).toHaveBeenCalledTimes(4);
    await client.GET('/v7/application', { headers: NO_RETRY }).catch(() => undefined);
    expect(fetchImpl).toHaveBeenCalledTimes(5);
  });

  it('logs out on an expired-session 401 text', async () => {
    const { client, onSessionExpired, onAuthCheck } = setup(() => json(401, 'Your session has expired'));
    await client.GET('/actor/v1/whoami').catch(() => undefined);
    expect(onSessionExpired).toHaveBeenCalledWith('Your session has expired');
    expect(onAuthCheck).not.toHaveBeenCalled();
  });

  it('runs a logged-in check on other 401s, but not for calls without token or that opt out', async () => {
    const { client, onAuthCheck } = setup(() => new Response(null, { status: 401 }));
    await client.GET('/v7/device').catch(() => undefined);
    expect(onAuthCheck).toHaveBeenCalledTimes(1);
    const noToken = await client
      .POST('/login_', { body: { username: 'a', password: 'b' }, headers: NO_TOKEN })
      .catch((e: unknown) => e);
    expect(noToken).toMatchObject({ code: 'NotLoggedIn' });
    await client.GET('/actor/v1/whoami', { headers: IGNORE_UNAUTHORIZED }).catch(() => undefined);
    expect(onAuthCheck).toHaveBeenCalledTimes(1);
  });

  it('a GET failing on the network pings; if the API answers the error stands', async () => {
    const { client, seen } = setup((req) => {
      if (req.url.endsWith('/ping')) return new Response('OK');
      throw new TypeError('Failed to fetch');
    });
    const err = await client.GET('/v7/device').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 0, code: 'NetworkError' });
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual(['/v7/device', '/ping']);
    expect(at(seen, 1).headers.get('authorization')).toBeNull();
  });

  it('a queued GET is retried once connectivity recovers; POSTs are not retried', async () => {
    let pings = 0;
    let getCalls = 0;
    const { api, client } = setup((req) => {
      if (req.url.endsWith('/ping')) {
        pings++;
        if (pings < 2) throw new TypeError('down');
        return new Response('OK');
      }
      if (req.method === 'POST') throw new TypeError('down');
      if (++getCalls === 1) throw new TypeError('down');
      return json(200, { d: [{ id: 1 }] });
    });
    await expect(api.read('device', { $select: ['id'] })).resolves.toEqual([{ id: 1 }]);
    expect(getCalls).toBe(2);
    await expect(
      client.POST('/v7/device_tag', { body: { device: 1, tag_key: 'k', value: 'v' } }),
    ).rejects.toMatchObject({ code: 'NetworkError' });
  });
});

describe('server clock', () => {
  it('follows the Date header of responses (token lifetimes are judged on the API clock)', async () => {
    const { api } = setup(() => new Response('OK', { headers: { date: 'Sun, 01 Nov 2026 00:00:10 GMT' } }));
    await api.ping();
    expect(Math.abs(api.serverNow() - Date.parse('2026-11-01T00:00:10Z'))).toBeLessThan(1000);
    expect(api.serverClockKnown()).toBe(true);
  });

  it('ignores the Date of redirected answers and of external services (they run on another clock)', async () => {
    const answer = (url: string, redirected: boolean) => {
      const res = new Response('2026-11-23T10:00:00Z', {
        headers: { date: 'Mon, 23 Nov 2026 23:00:00 GMT', 'content-type': 'text/plain' },
      });
      Object.defineProperties(res, { url: { value: url }, redirected: { value: redirected } });
      return res;
    };
    const { api, client } = setup((req) =>
      req.url.endsWith('/ping')
        ? new Response('OK', { headers: { date: 'Sun, 01 Nov 2026 00:00:10 GMT' } })
        : req.url.includes('/__ext/')
          ? answer('http://api.test/__ext/dashboard/buildtime.txt', false)
          : answer('http://api.test/buildtime.txt', true),
    );
    await api.ping();
    await client.GET('/__ext/dashboard/buildtime.txt');
    await client.GET('/user/v1/refresh-token');
    expect(Math.abs(api.serverNow() - Date.parse('2026-11-01T00:00:10Z'))).toBeLessThan(1000);
  });
});
