/**
 * What the fleet layout needs before rendering (spec 02 §2 "Fleet, app and block detail"): the
 * fleet's class, name and organization (frozen or not) and the user's access through the
 * organization, a direct membership or a team (spec 02 §6, §7 "Access roles are fetched per user and fleet").
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { compileUrl, type ODataQuery } from '../../../lib/odata/index.ts';
import { accessFromRoleNames, type FleetAccess } from '../access.ts';
import type { FleetClass } from '../fleet-class.ts';
import { fleetKeys } from './keys.ts';

type RoleRef = Array<{ name: string }>;

interface HeaderRow {
  id: number;
  app_name: string;
  slug: string;
  is_of__class: FleetClass;
  organization: Array<{ id: number; name: string; handle: string; is_frozen: boolean; organization_membership: Array<{ organization_membership_role: RoleRef }> }>;
  user_application_membership: Array<{ application_membership_role: RoleRef }>;
  team_application_access: Array<{ application_membership_role: RoleRef }>;
}

export interface FleetHeader {
  id: number;
  name: string;
  slug: string;
  fleetClass: FleetClass;
  organization: { id: number; name: string; handle: string; isFrozen: boolean; /** The user's organization role name, null when not a member. */ role: string | null };
  access: FleetAccess;
}

const roleExpand = { application_membership_role: { $select: ['name'] } };

/** The header of one fleet, or null when the user cannot see it. */
export async function fetchFleetHeader(id: number, userId: number, signal?: AbortSignal): Promise<FleetHeader | null> {
  const options = {
    $select: ['id', 'app_name', 'slug', 'is_of__class'],
    $expand: {
      organization: {
        $select: ['id', 'name', 'handle', 'is_frozen'],
        $expand: { organization_membership: { $select: ['id'], $filter: { user: userId }, $expand: { organization_membership_role: { $select: ['name'] } } } },
      },
      user_application_membership: { $select: ['id'], $filter: { user: userId }, $expand: roleExpand },
      team_application_access: {
        $select: ['id'],
        $filter: { team: { $any: { $alias: 't', $expr: { t: { team_membership: { $any: { $alias: 'm', $expr: { m: { user: userId } } } } } } } } },
        $expand: roleExpand,
      },
    },
  } as ODataQuery<'application'>;
  const res = await api.request<{ d: HeaderRow[] }>({ path: compileUrl('application', options, id), resource: 'application', signal });
  const row = res.d[0];
  if (!row) return null;
  const org = row.organization[0];
  return {
    id: row.id,
    name: row.app_name,
    slug: row.slug,
    fleetClass: row.is_of__class,
    organization: { id: org?.id ?? 0, name: org?.name ?? '', handle: org?.handle ?? '', isFrozen: Boolean(org?.is_frozen), role: org?.organization_membership[0]?.organization_membership_role[0]?.name ?? null },
    access: accessFromRoleNames(
      { id: row.id, organizationId: org?.id ?? 0 },
      {
        orgRole: org?.organization_membership[0]?.organization_membership_role[0]?.name ?? null,
        direct: row.user_application_membership.flatMap((m) => m.application_membership_role.map((r) => r.name)),
        team: row.team_application_access.flatMap((m) => m.application_membership_role.map((r) => r.name)),
      },
    ),
  };
}

export const fleetHeaderQuery = (id: number, userId: number) =>
  queryOptions({ queryKey: fleetKeys.header(id, userId), queryFn: ({ signal }) => fetchFleetHeader(id, userId, signal) });
