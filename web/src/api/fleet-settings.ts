/**
 * Fleet settings (spec 02 §2 "Fleet settings", §5 "Fleet creation and edits", §7 "Fleets"): the
 * fleet's own fields, the other names in its organization (rename checks), the device types of the
 * same CPU architecture, the application types, the organizations it can move to, and the writes:
 * PATCH application(id) with app_name, is_for__device_type, is_of__class, application_type,
 * organization, the release tracking, support access (is_accessible_by_support_until__date), the
 * repository URL (is_stored_at__repository_url) or the public flag (is_public), and
 * DELETE application(id); the user's own direct membership and leaving the fleet (DELETE
 * user_application_membership(id), the danger zone's remove access).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { client, ok, read, readOne, readOptions, type paths } from './client.ts';
import { queryKeys } from '../lib/query-keys.ts';

const app = queryKeys.resource('application');

export const fleetSettingsKeys = {
  one: (fleetId: number) => [...app, 'settings', fleetId] as const,
  names: (orgId: number) => [...app, 'settings-names', orgId] as const,
  deviceTypes: (arch: string) => [...queryKeys.resource('device_type'), 'same-arch', arch] as const,
  appTypes: () => [...queryKeys.resource('application_type'), 'all'] as const,
  ownMembership: (fleetId: number, userId: number) =>
    [...queryKeys.resource('user_application_membership'), 'own', fleetId, userId] as const,
};

const settingsRead = readOptions('application', {
  $select: [
    'id',
    'app_name',
    'slug',
    'is_of__class',
    'organization',
    'should_track_latest_release',
    'should_be_running__release',
    'is_accessible_by_support_until__date',
    'is_stored_at__repository_url',
    'is_public',
  ],
  $expand: {
    organization: { $select: ['id', 'name'] },
    is_for__device_type: {
      $select: ['id', 'slug', 'name'],
      $expand: { is_of__cpu_architecture: { $select: ['slug'] } },
    },
    application_type: { $select: ['id', 'name', 'slug', 'is_legacy', 'supports_multicontainer', 'requires_payment'] },
  },
});

/** The fleet as the settings page shows it; null when not found. */
export const fleetSettingsQuery = (fleetId: number) =>
  queryOptions({
    queryKey: fleetSettingsKeys.one(fleetId),
    queryFn: async ({ signal }) => {
      const row = await readOne('application', fleetId, settingsRead, { signal });
      if (!row) return null;
      const deviceType = row.is_for__device_type[0];
      return {
        id: row.id,
        name: row.app_name,
        slug: row.slug,
        fleetClass: row.is_of__class,
        organization: { id: row.organization[0]?.id ?? 0, name: row.organization[0]?.name ?? '' },
        deviceType: {
          id: deviceType?.id ?? 0,
          slug: deviceType?.slug ?? '',
          name: deviceType?.name ?? '',
          arch: deviceType?.is_of__cpu_architecture[0]?.slug ?? '',
        },
        applicationType: row.application_type[0] ?? null,
        trackLatest: row.should_track_latest_release,
        pinnedReleaseId: row.should_be_running__release?.__id ?? null,
        /** Support access until this date-time; null means revoked (spec 02 §4 "Device action states"). */
        supportUntil: row.is_accessible_by_support_until__date ?? null,
        repositoryUrl: row.is_stored_at__repository_url ?? null,
        isPublic: row.is_public,
      };
    },
  });

export type FleetSettings = NonNullable<
  Awaited<ReturnType<NonNullable<ReturnType<typeof fleetSettingsQuery>['queryFn']>>>
>;

/** The other fleet names of the organization, for the case-insensitive duplicate check. */
export const orgFleetNamesQuery = (orgId: number) =>
  queryOptions({
    queryKey: fleetSettingsKeys.names(orgId),
    queryFn: async ({ signal }) =>
      (await read('application', { $select: ['id', 'app_name'], $filter: { organization: orgId } }, { signal })).map(
        (r) => ({ id: r.id, name: r.app_name }),
      ),
  });

/** Device types of one CPU architecture (spec 02 §5: only the same architecture is offered). */
export const sameArchDeviceTypesQuery = (arch: string) =>
  queryOptions({
    queryKey: fleetSettingsKeys.deviceTypes(arch),
    queryFn: ({ signal }) =>
      read(
        'device_type',
        {
          $select: ['id', 'slug', 'name'],
          $filter: { is_of__cpu_architecture: { $any: { $alias: 'c', $expr: { c: { slug: arch } } } } },
          $orderby: { name: 'asc' },
        },
        { signal },
      ),
  });

export const applicationTypesQuery = () =>
  queryOptions({
    queryKey: fleetSettingsKeys.appTypes(),
    queryFn: ({ signal }) =>
      read(
        'application_type',
        {
          $select: [
            'id',
            'name',
            'slug',
            'is_legacy',
            'supports_multicontainer',
            'requires_payment',
            'needs__os_version_range',
          ],
          $orderby: { name: 'asc' },
        },
        { signal },
      ),
    staleTime: Infinity,
  });

type FleetPatch = NonNullable<paths['/v7/application({id})']['patch']['requestBody']>['content']['application/json'];
/** The contract's body with `keys` required. */
type Change<K extends keyof FleetPatch> = Required<Pick<FleetPatch, K>>;

/** One change of the fleet's own fields, each a slice of the contract's PATCH body (a settings control sends one). */
export type FleetChange =
  | Change<'app_name'>
  | Change<'is_for__device_type'>
  | Change<'is_of__class'>
  | Change<'application_type'>
  | Change<'organization'>
  | Change<'is_accessible_by_support_until__date'>
  | Change<'is_stored_at__repository_url'>
  | Change<'is_public'>
  | (Change<'should_track_latest_release'> & { should_track_latest_release: true })
  | (Change<'should_track_latest_release' | 'should_be_running__release'> & { should_track_latest_release: false });

export function useUpdateFleet(fleetId: number) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: FleetChange) =>
      ok(client.PATCH('/v7/application({id})', { params: { path: { id: fleetId } }, body })),
    onSuccess: () =>
      Promise.all([
        queries.invalidateQueries({ queryKey: app }),
        queries.invalidateQueries({ queryKey: queryKeys.resource('release') }),
      ]),
  });
}

export function useDeleteFleet(fleetId: number) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: () => ok(client.DELETE('/v7/application({id})', { params: { path: { id: fleetId } } })),
    onSuccess: () => queries.invalidateQueries({ queryKey: app }),
  });
}

/** The user's own direct membership of the fleet (null when access comes only through the organization or a team). */
export const ownFleetMembershipQuery = (fleetId: number, userId: number) =>
  queryOptions({
    queryKey: fleetSettingsKeys.ownMembership(fleetId, userId),
    queryFn: async ({ signal }) =>
      (
        await read(
          'user_application_membership',
          { $select: ['id'], $filter: { user: userId, is_member_of__application: fleetId } },
          { signal },
        )
      )[0] ?? null,
  });

/** Removes the user's own access: deletes their direct fleet membership. */
export function useLeaveFleet() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (membershipId: number) =>
      ok(client.DELETE('/v7/user_application_membership({id})', { params: { path: { id: membershipId } } })),
    onSuccess: () =>
      Promise.all([
        queries.invalidateQueries({ queryKey: app }),
        queries.invalidateQueries({ queryKey: queryKeys.resource('user_application_membership') }),
      ]),
  });
}
