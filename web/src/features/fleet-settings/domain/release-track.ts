/**
 * The fleet settings read as the settings page polls it: it carries the release-track state (track
 * the latest release or the pinned one), refetched every 15 s (spec 02 §9 "release track refetch 15 s")
 * so a pin made elsewhere shows without a reload.
 */
import { fleetSettingsQuery } from '../../../api/application/fleet.ts';
import { RELEASE_TRACK_REFETCH_MS } from '../../../lib/timing.ts';
import { polling } from '../../../lib/polling.ts';

export const releaseTrackedSettingsQuery = (fleetId: number) => ({
  ...fleetSettingsQuery(fleetId),
  ...polling(RELEASE_TRACK_REFETCH_MS),
});
