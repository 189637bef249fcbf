/**
 * Starts the first reads of the page being opened, before React renders: each feature's `FirstReads`
 * (lib/first-reads.ts) whose path matches the URL. The entry loads it (first-reads-start.ts, a file of
 * its own with the reads' code, build/chunk-groups.ts) for a signed-in visitor only: signed out, the guards
 * send the page to /login and nothing of it is read. The reads carry the stored token, so they answer
 * for the user the session is restoring, and are dropped with the query cache if the session ends
 * instead.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { FirstReads } from '../lib/first-reads.ts';
import { routeParams } from '../../../shared/route-preloads.ts';
import { fleetFirstReads } from '../features/fleets/index.ts';
import { devicesFirstReads } from '../features/devices/index.ts';

export const FIRST_READS: readonly FirstReads[] = [fleetFirstReads, devicesFirstReads];

/** Starts the reads of every entry of `reads` matching `url`; returns how many started. */
export function startFirstReads(
  client: QueryClient,
  url: Pick<Location, 'pathname' | 'search'> = location,
  reads: readonly FirstReads[] = FIRST_READS,
): number {
  let started = 0;
  for (const entry of reads) {
    const params = entry.paths.map((path) => routeParams(path, url.pathname)).find((p) => p !== undefined);
    if (!params) continue;
    try {
      entry.start(client, params, new URLSearchParams(url.search));
      started++;
    } catch {
      // A read that cannot start is the page's to send when it renders.
    }
  }
  return started;
}
