/**
 * The app's one API client: fleetmock/client's typed client with the connectivity rules (bearer
 * token, 429 retried after Retry-After, ApiError on failure). The same code talks to the real API.
 */
import { createFleetmockClient, type FleetmockClientOptions } from 'fleetmock/client';

export interface Fleet {
  id: number;
  app_name: string;
}

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
    async fleets(): Promise<Fleet[]> {
      const { data } = await api.client.GET('/v7/application', {
        params: { query: { $select: 'id,app_name', $orderby: 'app_name asc' } },
      });
      return (data?.d ?? []) as Fleet[];
    },
  };
}

export type Api = ReturnType<typeof createApi>;
