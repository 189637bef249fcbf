// @vitest-environment jsdom
/**
 * The package's library entries from source (the packed tarball is tested from outside by the
 * example consumer, scripts/test-consumer.ts): fleetmock/msw/node under jsdom, as a page test in
 * another project runs it (a login through the in-process mock signs a real token), the typed
 * admin client (faults, journal filters, sessions, scenarios from YAML), and fleetmock/client's
 * connectivity rules (429 retried after Retry-After, then an ApiError).
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { setupFleetmock } from '../../exports/msw/node.ts';
import { createApiClient, createFleetmockClient, isApiError } from '../../exports/client.ts';
import * as zod from '../../exports/zod.ts';

const mock = setupFleetmock();
const owner = mock.persona('owner');
afterEach(() => mock.admin.clearFaults());
afterAll(() => mock.close());

async function login(session?: string): Promise<string> {
  const client = createApiClient({ baseUrl: mock.baseUrl, headers: session ? { 'x-mock-session': session } : {} });
  const { data, response } = await client.POST('/login_', { body: owner });
  expect(response.status).toBe(200);
  return data!;
}

describe('fleetmock/client typed reads', () => {
  it('read() sends the options as OData and answers rows with exactly the selection, expansions included', async () => {
    const token = await login();
    const api = createFleetmockClient({ baseUrl: mock.baseUrl, getToken: () => token });
    const fleets = await api.read('application', {
      $select: ['id', 'app_name'],
      $expand: { owns__device: { $select: ['device_name'], $top: 1 } },
      $filter: { is_host: false },
      $orderby: { id: 'asc' },
      $top: 2,
    });
    expect(fleets).toHaveLength(2);
    expect(Object.keys(fleets[0]!).sort()).toEqual(['app_name', 'id', 'owns__device']);
    expect(fleets[0]!.id).toBeLessThan(fleets[1]!.id);
    for (const d of fleets.flatMap((f) => f.owns__device)) expect(Object.keys(d)).toEqual(['device_name']);
    const one = await api.readOne('application', fleets[0]!.id, { $select: ['app_name'] });
    expect(one).toEqual({ app_name: fleets[0]!.app_name });
    expect(await api.readOne('application', 99_999_999, { $select: ['id'] })).toBeUndefined();
    expect(await api.count('application', { $filter: { is_host: false } })).toBeGreaterThanOrEqual(2);
  });

  it('a read failure rejects, also on the plain client without connectivity rules', async () => {
    const plain = createApiClient({ baseUrl: mock.baseUrl });
    await expect(plain.read('device', { $select: ['id'] })).rejects.toThrow(/401/);
  });
});

describe('fleetmock/msw/node', () => {
  it('answers a login under jsdom with a session token read as text', async () => {
    const token = await login();
    expect(token.split('.')).toHaveLength(3);
  });

  it('reads with the OData encoding the API accepts and validates with fleetmock/zod', async () => {
    const client = createApiClient({ baseUrl: mock.baseUrl });
    const { data, response } = await client.GET('/v7/device', {
      headers: { Authorization: `Bearer ${await login()}` },
      params: { query: { $select: 'id,device_name', $filter: "device_name ne 'x y'", $top: 2, $orderby: 'id asc' } },
    });
    expect(response.status).toBe(200);
    expect(data?.d).toHaveLength(2);
    expect(zod.zListDeviceResponse.safeParse(data).success).toBe(true);
  });

  it('keeps sessions apart, filters the journal, and never creates a session by reading it', async () => {
    const a = mock.session('exports-a');
    await login('exports-a');
    expect(await a.journal({ operationId: 'login' })).toHaveLength(1);
    expect(await a.journal({ operationId: 'login', status: 401 })).toHaveLength(0);
    expect((await mock.admin.journal({ operationId: 'login' })).every((e) => e.session === 'default')).toBe(true);
    const misspelt = mock.session('exports-aa');
    await expect(misspelt.journal()).rejects.toThrow(/: 404 .*No mock session 'exports-aa'/);
    await expect(misspelt.journal()).rejects.toThrow(/: 404 /); // still not created by the first read
    await a.dropSession();
  });

  it('loads a scenario written as YAML text and names what it rejects', async () => {
    const admin = mock.session('exports-yaml');
    const status = await admin.loadScenario({
      source: 'name: yaml-one\nsteps:\n  - at: 0s\n    addFault: { match: { path: /ping }, effect: { status: 503 } }\n',
    });
    expect(status).toMatchObject({ name: 'yaml-one', stepsTotal: 1 });
    expect((await admin.faults()).map((f) => f.effect)).toEqual([expect.objectContaining({ status: 503 })]);
    await expect(admin.loadScenario({ source: 'name: bad\nsteps: 3\n' })).rejects.toThrow(
      /^fleetmock admin POST \/__mock\/scenarios: 400 /,
    );
    await admin.dropSession();
  });
});

describe('fleetmock/client', () => {
  it('retries a 429 after Retry-After and then rejects with an ApiError carrying the headers', async () => {
    await mock.admin.addFault({
      match: { method: 'GET', path: '/v7/application*' },
      effect: { kind: 'status', status: 429, retryAfter: 7 },
    });
    const token = await login();
    const waits: number[] = [];
    const api = createFleetmockClient({
      baseUrl: mock.baseUrl,
      getToken: () => token,
      sleep: async (ms) => void waits.push(ms),
    });
    const err: unknown = await api.client.GET('/v7/application').catch((e: unknown) => e);
    expect(isApiError(err) && err.code).toBe('TooManyRequests');
    expect(isApiError(err) && err.headers?.get('retry-after')).toBe('7');
    expect(waits).toEqual([7000, 7000, 7000]);
    expect(api.monitor.getSnapshot().throttledUntil).not.toBeNull();
  });
});
