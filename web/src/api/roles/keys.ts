/** Query keys of the user's own roles, under `queryKeys.user()` (cleared on logout). */
import { queryKeys } from '../../lib/query-keys.ts';

export const roleKeys = {
  all: () => [...queryKeys.user(), 'roles'] as const,
  fleet: (userId: number, fleetId: number) => [...roleKeys.all(), 'fleet', userId, fleetId] as const,
  organization: (userId: number, orgId: number) => [...roleKeys.all(), 'organization', userId, orgId] as const,
};
