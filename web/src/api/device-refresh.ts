/**
 * What the action registry (web/src/actions) changes. Its actions write devices through
 * api/device.ts and api/device-actions.ts outside React; after a run, the screen that ran it
 * refreshes through one of these, so the keys stay in the API layer.
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { refreshExcept } from './mutation.ts';
import { deviceKeys } from './device.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { deviceActionKeys } from './device-actions.ts';
import { devicesKeys } from './devices.ts';
import { releaseKeys } from './releases.ts';

export function useDeviceActionRefresh() {
  const queries = useQueryClient();
  const refresh = (...keys: QueryKey[]) => Promise.all(keys.map((queryKey) => queries.invalidateQueries({ queryKey })));
  return {
    /** One device's page (its own action menu). */
    device: (uuid: string) => refresh(deviceKeys.detail(uuid)),
    /** A fleet's device list (the list's action bar). */
    fleetDevices: (fleetId: number) => refresh(devicesKeys.fleet(fleetId)),
    /**
     * Every device read and the action states (the device page's action flow). The pages of
     * `deleted` devices are not fetched again: the page is leaving, and a refetch would answer
     * "Resource not found" while it is still on screen.
     */
    everyDevice: (deleted: readonly string[] = []) =>
      refreshExcept(
        queries,
        [devicesKeys.all(), deviceActionKeys.all()],
        deleted.map((uuid) => queryKeys.detail('device', uuid)),
      ),
    /** Every device read and every release read (pinning devices to a release). */
    devicesAndReleases: () => refresh(devicesKeys.all(), releaseKeys.all()),
  };
}
