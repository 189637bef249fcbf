/**
 * Changelog rules (spec 03 §4 "Changelog"; spec 01 §4): the dialog opens automatically when the
 * stored last-viewed major version is lower than the latest major; closing stores the latest
 * version; a bubble shows when a newer version exists than the one last viewed.
 */
import { compareVersions, parseVersion } from '../../../../shared/version.ts';

export interface ChangelogEntry {
  version: string;
  date: string | null;
  body: string;
}

/** Version headings as the mock's Versionist file writes them: `# v31.1.22`. */
const VERSION_HEADING = /^#\s+v?(\d+\.\d+\.\d+(?:[-+][\w.+-]*)?)\s*$/;
const DATE_HEADING = /^##\s+\((\d{4}-\d{2}-\d{2})\)\s*$/;

/** Splits a Versionist markdown changelog into entries, newest first (file order). */
export function parseChangelog(markdown: string): ChangelogEntry[] {
  const entries: ChangelogEntry[] = [];
  let current: { version: string; date: string | null; lines: string[] } | null = null;
  const flush = () => {
    if (current) entries.push({ version: current.version, date: current.date, body: current.lines.join('\n').trim() });
  };
  for (const line of markdown.split(/\r?\n/)) {
    const version = VERSION_HEADING.exec(line)?.[1];
    if (version !== undefined) {
      flush();
      current = { version, date: null, lines: [] };
      continue;
    }
    if (!current) continue;
    const date = DATE_HEADING.exec(line)?.[1];
    if (date !== undefined && current.date === null && current.lines.every((l) => l.trim() === '')) current.date = date;
    else current.lines.push(line);
  }
  flush();
  return entries;
}

export interface ChangelogDecision {
  /** Open the dialog without the user asking. */
  autoOpen: boolean;
  /** Show the "new version" bubble on the changelog button. */
  bubble: boolean;
  /** Store `latest` without showing anything (first visit). */
  storeSilently: boolean;
}

/**
 * What to do given the stored last-viewed version and the latest one. With nothing stored yet (a
 * first visit) the latest version is recorded quietly instead of greeting every new user with the
 * dialog — UNCONFIRMED: the spec does not say what an empty store means.
 */
export function changelogDecision(stored: string | null, latest: string | null): ChangelogDecision {
  const latestParts = parseVersion(latest);
  if (!latestParts) return { autoOpen: false, bubble: false, storeSilently: false };
  const storedParts = parseVersion(stored);
  if (!storedParts) return { autoOpen: false, bubble: false, storeSilently: true };
  return {
    autoOpen: storedParts[0] < latestParts[0],
    bubble: compareVersions(latest, stored) > 0,
    storeSilently: false,
  };
}
