/**
 * A fleet page's first read on a cold load (lib/first-reads.ts): the header the fleet layout's loader
 * waits for (fleet-header.ts), sent for the user the stored token names and taken by the loader if the
 * session confirms that user.
 */
import type { FirstReads } from '../../lib/first-reads.ts';
import { startEarlyHeader } from './fleet-header.ts';

export const fleetFirstReads: FirstReads = {
  paths: ['/fleets/:fleetId/:page'],
  start: (_client, { fleetId }) => {
    // An invalid id is the loader's to report.
    if (/^\d+$/.test(fleetId ?? '')) startEarlyHeader(Number(fleetId));
  },
};
