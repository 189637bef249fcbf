/**
 * The app's one API client: fleetmock/client's typed client with the connectivity rules (bearer
 * token, 429 retried after Retry-After, ApiError on failure). The same code talks to the real API.
 */
import { createFleetmockClient, readOptions, type FleetmockClientOptions, type RowOf } from 'fleetmock/client';

/** The fleet list's read: checked against the contract, and its rows typed by the selection. */
const fleetsRead = readOptions('application', {
  $select: ['id', 'app_name'],
  $orderby: { app_name: 'asc' },
});

/** `{ id: number; app_name: string }`, from the selection above. */
export type Fleet = RowOf<'application', typeof fleetsRead>;

export function createApi(baseUrl: string, options: Partial<FleetmockClientOptions> = {}) {
  let token: string | null = null;
  const api = createFleetmockClient({ baseUrl, getToken: () => token, ...options });
  return {
    monitor: api.monitor,
    /** POST /login_ answers the session token as text. */
    async login(username: string, password: string): Promise<void> {
      const { data } = await api.client.POST('/login_', { body: { username, password } });
      token = data ?? null;
    },
    /** The fleets the user can read, by name. */
    fleets(): Promise<Fleet[]> {
      return api.read('application', fleetsRead);
    },
  };
}

export type Api = ReturnType<typeof createApi>;
