/**
 * The releases card's reads and the fleet pinning (spec 02 §2 "Fleet summary", §4 "Pin to release",
 * §7 "release.getAllByApplication (status in success and running, id descending, page size 50,
 * polled every 6 s)", "pinToRelease, trackLatestRelease").
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { compileUrl } from '../../../lib/odata/index.ts';
import { RELEASE_CARD_REFRESH_MS } from '../constants.ts';
import { fleetKeys } from './keys.ts';

/** Release list page size (spec 02 §9). */
export const RELEASE_PAGE_SIZE = 50;

export interface FleetRelease {
  id: number;
  commit: string;
  raw_version: string;
  status: string;
  is_final: boolean;
  is_invalidated: boolean;
  created_at: string;
  contract: { name?: string; description?: string; assets?: { logo?: { url?: string } }; url?: string } | null;
}

export const fleetReleasesQuery = (fleetId: number) =>
  queryOptions({
    queryKey: fleetKeys.releases(fleetId),
    queryFn: async ({ signal }) =>
      (
        await api.request<{ d: FleetRelease[] }>({
          path: compileUrl('release', {
            $select: ['id', 'commit', 'raw_version', 'status', 'is_final', 'is_invalidated', 'created_at', 'contract'],
            $filter: { belongs_to__application: fleetId, status: { $in: ['success', 'running'] } },
            $orderby: { id: 'desc' },
            $top: RELEASE_PAGE_SIZE,
          }),
          resource: 'release',
          signal,
        })
      ).d,
    refetchInterval: RELEASE_CARD_REFRESH_MS,
  });

/** The special choice that makes the fleet follow its latest release (spec 02 §4). */
export const TRACK_LATEST = 'track-latest';

/** The PATCH body for a pinning choice: a release id pins, TRACK_LATEST tracks the latest release. */
export function pinBody(choice: string): { should_track_latest_release: boolean; should_be_running__release?: number } {
  return choice === TRACK_LATEST ? { should_track_latest_release: true } : { should_track_latest_release: false, should_be_running__release: Number(choice) };
}

/** PATCH application(id) with the pinning body; refreshes the summary and releases. */
export function usePinFleet(fleetId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (choice: string) => api.request({ method: 'PATCH', path: compileUrl('application', undefined, fleetId), body: pinBody(choice), resource: 'application' }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: fleetKeys.summary(fleetId) }), client.invalidateQueries({ queryKey: fleetKeys.releases(fleetId) })]),
  });
}
