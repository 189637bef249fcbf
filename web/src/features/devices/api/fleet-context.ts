/**
 * What the devices view needs about its fleet: organization (for roles), whether the plan is paid
 * (deactivation is gated by an upgrade, spec 02 §5) and the CPU architecture (move targets and
 * supervisor releases, spec 02 §5, §7).
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { compileUrl } from '../../../lib/odata/index.ts';
import { deviceKeys } from './keys.ts';

export interface FleetContext {
  id: number;
  name: string;
  organizationId: number;
  planIsPaid: boolean;
  cpuArch: string;
}

interface Raw {
  id: number;
  app_name: string;
  organization: Array<{ id: number; subscription?: Array<{ is_for__plan?: Array<{ monthly_price?: number }> }> }>;
  is_for__device_type: Array<{ is_of__cpu_architecture?: Array<{ slug: string }> }>;
}

export const fleetContextQuery = (fleetId: number) =>
  queryOptions({
    queryKey: deviceKeys.fleetContext(fleetId),
    queryFn: async ({ signal }): Promise<FleetContext> => {
      const path = compileUrl(
        'application',
        {
          $select: ['id', 'app_name'],
          $expand: {
            organization: { $select: ['id'], $expand: { subscription: { $select: ['id'], $filter: { is_active: true }, $expand: { is_for__plan: { $select: ['monthly_price'] } } } } },
            is_for__device_type: { $select: ['id'], $expand: { is_of__cpu_architecture: { $select: ['slug'] } } },
          },
        } as never,
        fleetId,
      );
      const row = (await api.request<{ d: Raw[] }>({ path, resource: 'application', signal })).d[0];
      if (!row) throw new Error(`fleet not found ${fleetId}`); // spec 02 §8 SDK error
      const org = row.organization[0];
      const price = org?.subscription?.[0]?.is_for__plan?.[0]?.monthly_price ?? 0;
      return {
        id: row.id,
        name: row.app_name,
        organizationId: org?.id ?? 0,
        planIsPaid: price > 0,
        cpuArch: row.is_for__device_type[0]?.is_of__cpu_architecture?.[0]?.slug ?? '',
      };
    },
  });
