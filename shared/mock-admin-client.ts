/**
 * The mock's admin API (`/__mock/*`: faults, clock, journal, outbox, scenarios, sessions) as a small
 * typed client over the generated openapi-fetch client, so every body and filter is checked against
 * the contract's mock-admin operations. One client addresses one session (`x-mock-session`); calls
 * that the mock refuses reject with an Error naming the operation, status and the mock's message.
 * Works wherever `fetch` does: against a running `fleetmock` and in-process under MSW.
 */
import { createApiClient, type ApiClient } from '../generated/client.gen.ts';
import type { components, operations } from '../generated/types/api.gen.ts';

type Schemas = components['schemas'];
export type FaultRuleInput = Schemas['FaultRuleInput'];
export type FaultRule = Schemas['FaultRule'];
export type FaultRulePatch = Schemas['FaultRulePatch'];
export type MockClock = Schemas['MockClock'];
export type JournalEntry = Schemas['JournalEntry'];
export type JournalPage = Schemas['JournalPage'];
export type Scenario = Schemas['Scenario'];
export type ScenarioLoadInput = Schemas['ScenarioLoadInput'];
export type ScenarioStatus = Schemas['ScenarioStatus'];
export type DeviceFlag = Schemas['DeviceFlag'];
export type Mail = Schemas['Mail'];
/** The journal's filters (`GET /__mock/journal`): method, pathPrefix, operationId, status, actor, since... */
export type JournalFilter = NonNullable<operations['mockReadJournal']['parameters']['query']>;
/** A duration as the admin API takes it: milliseconds, or text such as `30s`, `10m`, `2h`. */
export type Duration = number | string;

export interface MockAdminOptions {
  /** Where the mock answers, e.g. `http://127.0.0.1:4010` (the API's base URL). */
  baseUrl: string;
  /** The session addressed (`x-mock-session`); the mock's default session when absent. */
  session?: string;
  /** Headers sent with every admin call. */
  headers?: Record<string, string>;
  /**
   * The admin token of a mock bound beyond loopback (printed at its start, or its `--admin-token` /
   * FLEETMOCK_ADMIN_TOKEN); sent as `x-mock-admin-token` on every call. Not needed on loopback.
   */
  token?: string;
  /** Custom fetch (defaults to globalThis.fetch, looked up at call time so MSW's interception applies). */
  fetch?: (request: Request) => Promise<Response>;
}

/** Header name the mock reads the admin token from. */
export const MOCK_ADMIN_TOKEN_HEADER = 'x-mock-admin-token';

type Result<T> = { data?: T; error?: unknown; response: Response };

async function expectOk<T>(label: string, call: Promise<Result<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) {
    const detail = typeof error === 'string' ? error : JSON.stringify(error);
    throw new Error(`fleetmock admin ${label}: ${response.status} ${detail ?? ''}`.trim());
  }
  return data as T;
}

/** Creates the admin client of one session. */
export function createMockAdmin(options: MockAdminOptions): MockAdmin {
  const session = options.session;
  const client: ApiClient = createApiClient({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: {
      ...options.headers,
      ...(session ? { 'x-mock-session': session } : {}),
      ...(options.token ? { [MOCK_ADMIN_TOKEN_HEADER]: options.token } : {}),
    },
    fetch: options.fetch ?? ((request: Request) => globalThis.fetch(request)),
  });
  return mockAdminOver(client, session);
}

/**
 * The admin helpers over a typed client that already sends the session header (if any); `session`
 * names it for `dropSession`. With a `token` the client sends it on every request from now on.
 */
export function mockAdminOver(client: ApiClient, options: string | { session?: string; token?: string } = {}) {
  const { session, token } = typeof options === 'string' ? { session: options, token: undefined } : options;
  if (token)
    client.use({
      onRequest: ({ request }) => {
        request.headers.set(MOCK_ADMIN_TOKEN_HEADER, token);
        return request;
      },
    });
  return {
    /** The session this client addresses (undefined: the default session). */
    session,
    /** The typed client underneath, for admin operations without a helper here. */
    client,

    /** Adds a fault rule; resolves with the stored rule (its `id` removes it again). */
    addFault: (rule: FaultRuleInput): Promise<FaultRule> =>
      expectOk('POST /__mock/faults', client.POST('/__mock/faults', { body: rule })),
    /** The session's fault rules with their hit counts. */
    faults: async (): Promise<FaultRule[]> =>
      (await expectOk<{ faults: FaultRule[] }>('GET /__mock/faults', client.GET('/__mock/faults'))).faults,
    removeFault: (id: string): Promise<void> =>
      expectOk(`DELETE /__mock/faults/${id}`, client.DELETE('/__mock/faults/{id}', { params: { path: { id } } })).then(
        () => undefined,
      ),
    /** Replaces a rule's definition in place (same id, position and hit count); a refused body changes nothing. */
    replaceFault: (id: string, rule: FaultRuleInput): Promise<FaultRule> =>
      expectOk(`PUT /__mock/faults/${id}`, client.PUT('/__mock/faults/{id}', { params: { path: { id } }, body: rule })),
    /** Changes some fields of a rule, e.g. `{enabled: false}` to switch it off (kept, with its hits). */
    updateFault: (id: string, patch: FaultRulePatch): Promise<FaultRule> =>
      expectOk(
        `PATCH /__mock/faults/${id}`,
        client.PATCH('/__mock/faults/{id}', { params: { path: { id } }, body: patch }),
      ),
    clearFaults: (): Promise<void> =>
      expectOk('DELETE /__mock/faults', client.DELETE('/__mock/faults')).then(() => undefined),

    /** The mock clock (`now`, frozen or running). */
    clock: (): Promise<MockClock> => expectOk('GET /__mock/clock', client.GET('/__mock/clock')),
    /** Stops the mock clock (at `at`, an ISO instant, or now). */
    freezeClock: (at?: string): Promise<MockClock> =>
      expectOk('POST /__mock/clock/freeze', client.POST('/__mock/clock/freeze', { body: at ? { at } : {} })),
    /** Moves the mock clock forward by milliseconds or a duration text (`90s`, `2h`). */
    advanceClock: (by: Duration): Promise<MockClock> =>
      expectOk(
        'POST /__mock/clock/advance',
        client.POST('/__mock/clock/advance', { body: typeof by === 'number' ? { ms: by } : { by } }),
      ),
    setClock: (at: string): Promise<MockClock> =>
      expectOk('POST /__mock/clock/set', client.POST('/__mock/clock/set', { body: { at } })),
    resumeClock: (): Promise<MockClock> => expectOk('POST /__mock/clock/resume', client.POST('/__mock/clock/resume')),

    /** Sets a device's mock flags (offline, update lock, no supervisor...; see the contract's DeviceFlag). */
    setDeviceFlags: (uuid: string, flags: DeviceFlag[]): Promise<void> =>
      expectOk(
        `PUT /__mock/flags/devices/${uuid}`,
        client.PUT('/__mock/flags/devices/{uuid}', { params: { path: { uuid } }, body: { flags } }),
      ).then(() => undefined),

    /** The session's requests, newest last, filtered as the journal API filters them. */
    journal: async (filter: JournalFilter = {}): Promise<JournalEntry[]> =>
      (await expectOk<JournalPage>('GET /__mock/journal', client.GET('/__mock/journal', { params: { query: filter } })))
        .entries,
    clearJournal: (): Promise<void> =>
      expectOk('DELETE /__mock/journal', client.DELETE('/__mock/journal')).then(() => undefined),

    /** Mails the mock sent in this session (verification, password reset, invitations), in send order; only those to `to` when given. */
    outbox: async (to?: string): Promise<Mail[]> =>
      (
        await expectOk<{ mails: Mail[] }>(
          'GET /__mock/outbox',
          client.GET('/__mock/outbox', { params: { query: to ? { to } : {} } }),
        )
      ).mails,

    /**
     * Loads and starts a scenario: a shipped name (`'rate-limited'`), a scenario object, or YAML text
     * (`{ source }`); the mock validates it against the contract and names the step it rejects.
     */
    loadScenario: (scenario: string | Scenario | ScenarioLoadInput): Promise<ScenarioStatus> => {
      let body: ScenarioLoadInput;
      if (typeof scenario === 'string') body = { name: scenario };
      else if ('steps' in scenario) body = { scenario: scenario as Scenario };
      else body = scenario as ScenarioLoadInput;
      return expectOk('POST /__mock/scenarios', client.POST('/__mock/scenarios', { body }));
    },
    stopScenario: (): Promise<void> =>
      expectOk('DELETE /__mock/scenarios', client.DELETE('/__mock/scenarios')).then(() => undefined),

    /** Rebuilds the session: data, faults, flags, journal, outbox, clock and scenario start afresh. */
    reset: (): Promise<void> =>
      expectOk('POST /__mock/state/reset', client.POST('/__mock/state/reset')).then(() => undefined),
    /** Drops this client's session on the mock (a named session only). */
    dropSession: (): Promise<void> => {
      if (!session) return Promise.reject(new Error('fleetmock admin: the default session cannot be dropped'));
      return expectOk(
        `DELETE /__mock/sessions/${session}`,
        client.DELETE('/__mock/sessions/{name}', { params: { path: { name: session } } }),
      ).then(() => undefined);
    },
  };
}

/** The admin client of one session. */
export type MockAdmin = ReturnType<typeof mockAdminOver>;
