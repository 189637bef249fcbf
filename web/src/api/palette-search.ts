/**
 * The command palette's search (organizations, fleets and devices by name or UUID): three small
 * reads of at most `PALETTE_RESULTS_PER_KIND` rows each, run together, each owned by its resource's
 * module. Names match case-insensitively anywhere (`contains(tolower(name), 'x')`), UUIDs by prefix
 * (`startswith(uuid, 'x')`): both are top-level terms the server's text index answers, so the search
 * stays fast with 100,000 devices; rows come in id order so the server can stop at `$top`. The server
 * returns only rows the user can see.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../lib/query-keys.ts';
import { searchFleetsByText, type FleetSearchRow } from './application/lists.ts';
import { searchDevicesByText, type DeviceSearchRow } from './device/lists.ts';
import { searchOrganizationsByText, type OrgSearchRow } from './organization/lists.ts';

/** Rows per kind in the palette. */
const PALETTE_RESULTS_PER_KIND = 6;

const paletteSearchKeys = {
  all: () => [...queryKeys.all, 'palette-search'] as const,
  text: (text: string, userId: number, everyone: boolean) =>
    [...paletteSearchKeys.all(), userId, everyone, text] as const,
};

export interface PaletteSearchResult {
  organizations: OrgSearchRow[];
  fleets: FleetSearchRow[];
  devices: DeviceSearchRow[];
}

/**
 * Organizations, fleets and devices matching `text` (trimmed, lower-cased; empty → nothing asked)
 * for the user `userId` (`everyone`: a platform admin, whose fleet lists hold every fleet).
 */
export const paletteSearchQuery = (text: string, userId: number, everyone: boolean) => {
  const s = text.trim().toLowerCase();
  return queryOptions({
    queryKey: paletteSearchKeys.text(s, userId, everyone),
    enabled: s.length > 0,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<PaletteSearchResult> => {
      const [organizations, fleets, devices] = await Promise.all([
        searchOrganizationsByText(s, PALETTE_RESULTS_PER_KIND, signal),
        searchFleetsByText(s, userId, everyone, PALETTE_RESULTS_PER_KIND, signal),
        searchDevicesByText(s, PALETTE_RESULTS_PER_KIND, signal),
      ]);
      return { organizations, fleets, devices };
    },
  });
};
