/**
 * `useCan`-style hook over lib/authz.ts: the signed-in user's access on a fleet. It lives with the
 * session because it reads the signed-in user; lib/authz.ts stays free of features.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toFleetAccess, NO_ACCESS, type FleetAccess } from '../../lib/authz.ts';
import { fleetRolesQuery } from '../../api/roles/reads.ts';
import { useSession } from './use-session.ts';

/**
 * `useCan`-style hook: the signed-in user's access on a fleet; NO_ACCESS while loading or when the
 * fleet's organization is not known yet (controls stay disabled rather than flash enabled).
 */
export function useFleetAccess(
  fleet: { id: number; organizationId: number } | undefined,
): FleetAccess & { isPending: boolean } {
  const { user } = useSession();
  const enabled = user !== undefined && fleet !== undefined && fleet.organizationId > 0;
  const { data } = useQuery({ ...fleetRolesQuery(user?.id ?? 0, fleet ?? { id: 0, organizationId: 0 }), enabled });
  return useMemo(() => ({ ...(data ? toFleetAccess(data) : NO_ACCESS), isPending: data === undefined }), [data]);
}
