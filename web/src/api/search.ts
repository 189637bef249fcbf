/**
 * The command palette's search (organizations, fleets and devices by name or UUID): three small
 * reads of at most `PALETTE_RESULTS_PER_KIND` rows each, run together. Names match
 * case-insensitively anywhere (`contains(tolower(name), 'x')`), UUIDs by prefix
 * (`startswith(uuid, 'x')`): both are top-level terms the server's text index answers, so the
 * search stays fast with 100,000 devices; rows come in id order so the server can stop at `$top`.
 * The server returns only rows the user can see.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { read, readOptions, type Filter, type Row, type RowOf } from './client.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { listFilter } from './application/lists.ts';
import { deviceSearchFilter } from './devices.ts';

/** Rows per kind in the palette. */
const PALETTE_RESULTS_PER_KIND = 6;

const searchKeys = {
  all: () => [...queryKeys.all, 'palette-search'] as const,
  text: (text: string, userId: number, everyone: boolean) => [...searchKeys.all(), userId, everyone, text] as const,
};

const lower = <F extends string>(field: F) => ({ $tolower: { $: field } });

// Each filter is typed against its resource up front rather than inferred inside readOptions: nested
// $or/$and terms inferred there made the type checker's work explode.
const orgFilter = (s: string): Filter<Row<'organization'>> => ({
  $or: [{ $contains: [lower('name'), s] }, { $contains: [lower('handle'), s] }],
});

const orgRead = (s: string) =>
  readOptions('organization', {
    $select: ['id', 'name', 'handle'],
    $filter: orgFilter(s),
    $top: PALETTE_RESULTS_PER_KIND,
  });

/**
 * The fleets of the fleet lists (api/application/lists.ts `listFilter`) of every class: those of the user's
 * organizations, memberships and teams (every one for a platform admin), not the public apps
 * (supervisor releases) anyone can read.
 */
function listedFleets(userId: number, everyone: boolean): Filter<Row<'application'>> {
  // listFilter's top level is a plain object of terms: drop its class term to search every class.
  const { is_of__class: _anyClass, ...listed } = listFilter({ fleetClass: 'fleet', userId, everyone }) as Record<
    string,
    unknown
  >;
  return listed as Filter<Row<'application'>>;
}

// The text term comes first: the server narrows by its index, then checks the membership.
const fleetFilter = (s: string, listed: Filter<Row<'application'>>): Filter<Row<'application'>> => ({
  $and: [{ $or: [{ $contains: [lower('app_name'), s] }, { $startswith: [{ $: 'uuid' }, s] }] }, listed],
});

const fleetRead = (s: string, listed: Filter<Row<'application'>>) =>
  readOptions('application', {
    $select: ['id', 'app_name', 'uuid', 'is_of__class'],
    $filter: fleetFilter(s, listed),
    $expand: { organization: { $select: ['name'] } },
    $top: PALETTE_RESULTS_PER_KIND,
  });

const deviceRead = (byText: Filter<Row<'device'>>) =>
  readOptions('device', {
    $select: ['id', 'uuid', 'device_name'],
    $filter: byText,
    $expand: { belongs_to__application: { $select: ['app_name'] } },
    $top: PALETTE_RESULTS_PER_KIND,
  });

export interface PaletteSearchResult {
  organizations: RowOf<'organization', ReturnType<typeof orgRead>>[];
  fleets: RowOf<'application', ReturnType<typeof fleetRead>>[];
  devices: RowOf<'device', ReturnType<typeof deviceRead>>[];
}

/**
 * Organizations, fleets and devices matching `text` (trimmed, lower-cased; empty → nothing asked)
 * for the user `userId` (`everyone`: a platform admin, whose fleet lists hold every fleet).
 */
export const paletteSearchQuery = (text: string, userId: number, everyone: boolean) => {
  const s = text.trim().toLowerCase();
  return queryOptions({
    queryKey: searchKeys.text(s, userId, everyone),
    enabled: s.length > 0,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<PaletteSearchResult> => {
      const byText = deviceSearchFilter(s);
      const [organizations, fleets, devices] = await Promise.all([
        read('organization', orgRead(s), { signal }),
        read('application', fleetRead(s, listedFleets(userId, everyone)), { signal }),
        byText ? read('device', deviceRead(byText), { signal }) : Promise.resolve([]),
      ]);
      return { organizations, fleets, devices };
    },
  });
};
