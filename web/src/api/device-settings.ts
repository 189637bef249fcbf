/**
 * Device settings and location (spec 02 §7 "Device operations", "Location"): the releases a device
 * may be pinned to (final, successful releases of its fleet), the fleets it may move to (same CPU
 * architecture; spec 02 §5), the device's location fields, and the custom location writes
 * (`setCustomLocation` / `unsetCustomLocation`: PATCH custom_latitude and custom_longitude).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { client, ok, read, readOne } from './client.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { fleetRolesOf, type MembershipRows } from '../lib/authz.ts';
import type { FleetRole } from '../../../generated/domain-rules.gen.ts';

/** Release list page size (spec 02 §9). */
export const PIN_RELEASES_PAGE_SIZE = 50;

export const deviceSettingsKeys = {
  all: () => [...queryKeys.resource('device'), 'settings'] as const,
  pinReleases: (fleetId: number) => [...deviceSettingsKeys.all(), 'pin-releases', fleetId] as const,
  moveFleets: (arch: string) => [...deviceSettingsKeys.all(), 'move-fleets', arch] as const,
  location: (uuid: string) => [...queryKeys.detail('device', uuid), 'location'] as const,
};

/** Final, successful releases of the fleet, newest first: the only ones a device may be pinned to. */
export const pinReleasesQuery = (fleetId: number) =>
  queryOptions({
    queryKey: deviceSettingsKeys.pinReleases(fleetId),
    queryFn: ({ signal }) =>
      read(
        'release',
        {
          $select: ['id', 'commit', 'raw_version'],
          $filter: { belongs_to__application: fleetId, status: 'success', is_final: true, is_invalidated: false },
          $orderby: { id: 'desc' },
          $top: PIN_RELEASES_PAGE_SIZE,
        },
        { signal },
      ),
  });

/** Fleet roles that may receive moved devices (spec 02 §5 "Move device"). */
export const MOVE_TARGET_ROLES: readonly FleetRole[] = ['administrator', 'developer', 'safe-developer', 'operator'];

export interface MoveTarget {
  id: number;
  app_name: string;
  /** The user may move devices there (developer, safe-developer, operator, or org administrator). */
  allowed: boolean;
}

const roleName = (roles: ReadonlyArray<{ name: string }> | undefined): string => roles?.[0]?.name ?? 'member';
const byAlias = (userId: number) => ({ $any: { $alias: 't', $expr: { t: { team_membership: { $any: { $alias: 'tm', $expr: { tm: { user: userId } } } } } } } });

/**
 * Other fleets of the same CPU architecture (spec 02 §5), each marked whether the user's roles there
 * (organization, direct and team memberships) allow moving devices into it.
 */
export const moveTargetsQuery = (userId: number, arch: string, currentFleetId: number) =>
  queryOptions({
    queryKey: [...deviceSettingsKeys.moveFleets(arch), userId, currentFleetId],
    queryFn: async ({ signal }): Promise<MoveTarget[]> => {
      const call = { signal };
      const [fleets, orgs, direct, teams] = await Promise.all([
        read(
          'application',
          {
            $select: ['id', 'app_name', 'organization'],
            $filter: {
              is_of__class: 'fleet',
              is_host: false,
              is_for__device_type: { $any: { $alias: 'dt', $expr: { dt: { is_of__cpu_architecture: { $any: { $alias: 'c', $expr: { c: { slug: arch } } } } } } } },
            },
            $orderby: { app_name: 'asc' },
          },
          call,
        ),
        read('organization_membership', { $select: ['is_member_of__organization'], $filter: { user: userId }, $expand: { organization_membership_role: { $select: ['name'] } } }, call),
        read('user_application_membership', { $select: ['is_member_of__application'], $filter: { user: userId }, $expand: { application_membership_role: { $select: ['name'] } } }, call),
        read('team_application_access', { $select: ['grants_access_to__application'], $filter: { team: byAlias(userId) }, $expand: { application_membership_role: { $select: ['name'] } } }, call),
      ]);
      const rows: MembershipRows = {
        organizationRoles: orgs.map((r) => ({ organizationId: r.is_member_of__organization.__id, role: roleName(r.organization_membership_role) })),
        fleetRoles: direct.map((r) => ({ fleetId: r.is_member_of__application.__id, role: roleName(r.application_membership_role) })),
        teamFleetRoles: teams.map((r) => ({ fleetId: r.grants_access_to__application.__id, role: roleName(r.application_membership_role) })),
      };
      return fleets
        .filter((f) => f.id !== currentFleetId)
        .map((f) => ({
          id: f.id,
          app_name: f.app_name,
          allowed: fleetRolesOf(rows, { id: f.id, organizationId: f.organization.__id }).some((r) => MOVE_TARGET_ROLES.includes(r)),
        }));
    },
  });

/** The location fields of a device (reported and custom). */
export const deviceLocationQuery = (uuid: string) =>
  queryOptions({
    queryKey: deviceSettingsKeys.location(uuid),
    queryFn: ({ signal }) =>
      readOne('device', { uuid }, { $select: ['id', 'uuid', 'latitude', 'longitude', 'custom_latitude', 'custom_longitude', 'location'] }, { signal }),
  });

/** Sets (coordinates) or clears (null) the custom location, then refreshes the device reads. */
export function useCustomLocation(deviceId: number) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (at: { latitude: number; longitude: number } | null) =>
      ok(
        client.PATCH('/v7/device({id})', {
          params: { path: { id: deviceId } },
          body: at ? { custom_latitude: String(at.latitude), custom_longitude: String(at.longitude) } : { custom_latitude: '', custom_longitude: '' },
        }),
      ),
    onSuccess: () => queries.invalidateQueries({ queryKey: queryKeys.resource('device') }),
  });
}

/** The fleet's organization is on a paid plan (deactivation is gated by an upgrade, spec 02 §5). */
export const fleetPlanPaidQuery = (fleetId: number) =>
  queryOptions({
    queryKey: [...queryKeys.detail('application', fleetId), 'plan-paid'] as const,
    queryFn: async ({ signal }) => {
      const fleet = await readOne(
        'application',
        fleetId,
        {
          $select: ['id'],
          $expand: {
            organization: { $select: ['id'], $expand: { subscription: { $select: ['id'], $filter: { is_active: true }, $expand: { is_for__plan: { $select: ['monthly_price'] } } } } },
          },
        },
        { signal },
      );
      return (fleet?.organization[0]?.subscription[0]?.is_for__plan[0]?.monthly_price ?? 0) > 0;
    },
    staleTime: 60_000,
  });
