/**
 * The devices page's first reads on a cold load (lib/first-reads.ts): the page of devices, its count
 * and the fleet's context row for the view in the URL, sent by prefetch.ts, the module the route's
 * loader uses on later navigations (same queries, same keys).
 */
import type { FirstReads } from '../../lib/first-reads.ts';
import { prefetchDevicesPage } from './prefetch.ts';

export const devicesFirstReads: FirstReads = {
  paths: ['/fleets/:fleetId/devices'],
  start: (client, { fleetId }, search) => {
    // An invalid id is the fleet layout's to report.
    if (/^\d+$/.test(fleetId ?? '')) prefetchDevicesPage(client, Number(fleetId), search);
  },
};
