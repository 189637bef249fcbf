/**
 * Device settings and location (spec 02 §7 "Device operations", "Location"): the releases a device
 * may be pinned to (final, successful releases of its fleet), the device's location fields, and the custom location writes
 * (`setCustomLocation` / `unsetCustomLocation`: PATCH custom_latitude and custom_longitude).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { client, ok, read, readOne } from './client.ts';
import { queryKeys } from '../lib/query-keys.ts';

/** Release list page size (spec 02 §9). */
const PIN_RELEASES_PAGE_SIZE = 50;

const deviceSettingsKeys = {
  all: () => [...queryKeys.resource('device'), 'settings'] as const,
  pinReleases: (fleetId: number) => [...deviceSettingsKeys.all(), 'pin-releases', fleetId] as const,
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

/** The location fields of a device (reported and custom). */
export const deviceLocationQuery = (uuid: string) =>
  queryOptions({
    queryKey: deviceSettingsKeys.location(uuid),
    queryFn: ({ signal }) =>
      readOne(
        'device',
        { uuid },
        { $select: ['id', 'uuid', 'latitude', 'longitude', 'custom_latitude', 'custom_longitude', 'location'] },
        { signal },
      ),
  });

/** Sets (coordinates) or clears (null) the custom location, then refreshes the device reads. */
export function useCustomLocation(deviceId: number) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (at: { latitude: number; longitude: number } | null) =>
      ok(
        client.PATCH('/v7/device({id})', {
          params: { path: { id: deviceId } },
          body: at
            ? { custom_latitude: String(at.latitude), custom_longitude: String(at.longitude) }
            : { custom_latitude: '', custom_longitude: '' },
        }),
      ),
    onSuccess: () => queries.invalidateQueries({ queryKey: queryKeys.resource('device') }),
  });
}
