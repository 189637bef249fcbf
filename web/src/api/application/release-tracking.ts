/**
 * A fleet's release tracking (spec 02 §4, release pinning): the fleet either follows its latest
 * release (`should_track_latest_release: true`) or is pinned to one release
 * (`should_be_running__release`). The choice lists of the settings page, the fleet summary and the
 * action forms use `TRACK_LATEST` for "follow the latest".
 */
import { api, ok } from '../client.ts';
import { useWrite } from '../mutation.ts';
import { releaseKeys } from '../release/keys.ts';
import { fleetKeys } from './keys.ts';

/** The special choice that makes the fleet follow its latest release (spec 02 §4). */
export const TRACK_LATEST = 'track-latest';

/** The PATCH body for a pinning choice: a release id pins, TRACK_LATEST tracks the latest release. */
export function pinBody(choice: string): { should_track_latest_release: boolean; should_be_running__release?: number } {
  return choice === TRACK_LATEST
    ? { should_track_latest_release: true }
    : { should_track_latest_release: false, should_be_running__release: Number(choice) };
}

/**
 * Pins the fleet to a release (its id, as a number or the choice string), or makes it track the
 * latest release (TRACK_LATEST or null); every fleet and release read refreshes.
 */
export const usePinFleet = (fleetId: number) =>
  useWrite(
    (target: number | string | null) =>
      ok(
        api.client.PATCH('/v7/application({id})', {
          params: { path: { id: fleetId } },
          body: pinBody(target === null ? TRACK_LATEST : String(target)),
        }),
      ),
    () => [fleetKeys.all, releaseKeys.all()],
  );
