/**
 * Root query-key factories, general → specific, so one prefix invalidates a whole area. Each feature extends these
 * in its area module `web/src/api/<area>.ts`; invalidating a prefix (e.g. `queryKeys.user()`) refreshes everything below.
 * Logout clears the whole cache, so no key needs the user in it for isolation.
 */
export const queryKeys = {
  all: ['fleetmock'] as const,
  session: () => [...queryKeys.all, 'session'] as const,
  user: () => [...queryKeys.all, 'user'] as const,
  resource: (resource: string) => [...queryKeys.all, 'resource', resource] as const,
  list: (resource: string, params: unknown) => [...queryKeys.resource(resource), 'list', params] as const,
  detail: (resource: string, id: number | string) => [...queryKeys.resource(resource), 'detail', id] as const,
  count: (resource: string, params: unknown) => [...queryKeys.resource(resource), 'count', params] as const,
};
