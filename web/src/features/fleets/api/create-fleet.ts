/**
 * Reads and the mutation of the create dialog (spec 02 §5 "Fleet creation and edits", §7
 * "create (organization, name, deviceType, applicationClass)"): organizations the user administers
 * (only administrators create fleets), the names already used in an organization (duplicate rule),
 * the device type catalog (discontinued ones flagged) and the POST itself.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { compileUrl } from '../../../lib/odata/index.ts';
import { DEVICE_TYPE_REFRESH_MS } from '../constants.ts';
import { MSG } from '../messages.ts';
import type { FleetClass } from '../fleet-class.ts';
import { fleetKeys } from './keys.ts';

export interface AdminOrganization {
  id: number;
  name: string;
}

/** Organizations where the user's membership role is administrator, sorted by name. */
export const adminOrgsQuery = (userId: number) =>
  queryOptions({
    queryKey: fleetKeys.adminOrgs(userId),
    queryFn: async ({ signal }) =>
      (
        await api.request<{ d: AdminOrganization[] }>({
          path: compileUrl('organization', {
            $select: ['id', 'name'],
            $filter: {
              organization_membership: {
                $any: { $alias: 'om', $expr: { om: { user: userId, organization_membership_role: { $any: { $alias: 'r', $expr: { r: { name: 'administrator' } } } } } } },
              },
            },
            $orderby: { name: 'asc' },
          }),
          resource: 'organization',
          signal,
        })
      ).d,
  });

/** Every application name in the organization (all classes share one namespace per organization). */
export const orgNamesQuery = (orgId: number) =>
  queryOptions({
    queryKey: fleetKeys.names(orgId),
    queryFn: async ({ signal }) =>
      (
        await api.request<{ d: Array<{ app_name: string }> }>({
          path: compileUrl('application', { $select: ['app_name'], $filter: { organization: orgId } }),
          resource: 'application',
          signal,
        })
      ).d.map((r) => r.app_name),
  });

export interface CatalogDeviceType {
  slug: string;
  name: string;
  state?: string;
}

/** The device type catalog (GET /device-types/v1, refreshed every 60 s, spec 02 §7, §9). */
export const deviceTypesQuery = () =>
  queryOptions({
    queryKey: fleetKeys.deviceTypes(),
    queryFn: ({ signal }) => api.request<CatalogDeviceType[]>({ path: '/device-types/v1', signal }),
    refetchInterval: DEVICE_TYPE_REFRESH_MS,
    staleTime: DEVICE_TYPE_REFRESH_MS,
  });

/** Discontinued device types are hidden unless asked for (spec 02 §5). */
export const isDiscontinued = (dt: CatalogDeviceType): boolean => dt.state?.toLowerCase() === 'discontinued';

export interface CreateFleetInput {
  name: string;
  organization: number;
  deviceType: string;
  fleetClass: FleetClass;
}

/** POST /v7/application; the answer must carry an id (spec 02 §5 "could not find id"). */
export async function createFleet(input: CreateFleetInput): Promise<{ id: number; is_of__class: FleetClass }> {
  if (!input.name || !input.organization || !input.deviceType) throw new Error(MSG.missingAttributes);
  const types = await api.request<{ d: Array<{ id: number }> }>({
    path: compileUrl('device_type', { $select: ['id'], $filter: { slug: input.deviceType } }),
    resource: 'device_type',
  });
  const deviceTypeId = types.d[0]?.id;
  if (deviceTypeId === undefined) throw new Error(`Invalid device type: ${input.deviceType}`);
  const created = await api.request<{ id?: number; is_of__class?: FleetClass }>({
    method: 'POST',
    path: compileUrl('application'),
    body: { app_name: input.name, organization: input.organization, is_for__device_type: deviceTypeId, is_of__class: input.fleetClass },
    resource: 'application',
  });
  if (typeof created?.id !== 'number') throw new Error(MSG.couldNotFindId);
  return { id: created.id, is_of__class: created.is_of__class ?? input.fleetClass };
}
