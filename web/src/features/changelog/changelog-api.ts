/**
 * Reads the changelog: GET {changelog}?{UI version} as text, no token (spec 03 §7), and the
 * stored last-viewed version (spec 03 §3 "Changelog state").
 */
import { queryOptions } from '@tanstack/react-query';
import { fetchChangelog } from '../../api/external.ts';
import { UI_VERSION } from '../../lib/timing.ts';
import { parseChangelog } from './changelog-rules.ts';

const CHANGELOG_LAST_VIEWED_KEY = 'fleetmock:changelog:last-viewed';

const changelogKeys = {
  all: ['changelog'] as const,
  file: (version: string) => ['changelog', 'file', version] as const,
};

/** The changelog file, parsed. Fetched once per page load (the version query busts caches). */
export const changelogQuery = () =>
  queryOptions({
    queryKey: changelogKeys.file(UI_VERSION),
    queryFn: async ({ signal }) => {
      const markdown = await fetchChangelog(UI_VERSION, signal);
      return { markdown, entries: parseChangelog(markdown) };
    },
    staleTime: Infinity,
    retry: false,
  });

export function readLastViewed(): string | null {
  try {
    return localStorage.getItem(CHANGELOG_LAST_VIEWED_KEY);
  } catch {
    return null;
  }
}

export function storeLastViewed(version: string): void {
  try {
    localStorage.setItem(CHANGELOG_LAST_VIEWED_KEY, version);
  } catch {
    /* storage blocked */
  }
}
