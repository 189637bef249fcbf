/**
 * The dashboard changelog the mock serves at /__ext/assets/CHANGELOG.md (contract getChangelog; spec
 * 03 §4, §7): Versionist format, newest first, several majors so the "auto-open when the stored
 * last-viewed major is lower" rule can be exercised. The first heading matches the dashboard's
 * UI_VERSION (web/src/lib/timing.ts).
 */

interface Entry {
  version: string;
  date: string;
  items: readonly string[];
}

const ENTRIES: readonly Entry[] = [
  {
    version: '31.1.22',
    date: '2026-11-20',
    items: [
      'Billing: show the days left before an organization is frozen in the past-due banner',
      'Devices: the map view clusters markers at low zoom levels',
    ],
  },
  {
    version: '31.1.0',
    date: '2026-11-02',
    items: [
      'Devices: diagnostics tab shows health checks, diagnostics and the supervisor state',
      'Fleets: the configuration table pages overrides',
    ],
  },
  {
    version: '31.0.0',
    date: '2026-10-14',
    items: ['Dashboard: new navigation with a command palette', 'Devices: terminal sessions open in tabs'],
  },
  {
    version: '30.4.0',
    date: '2026-09-02',
    items: [
      'Devices: bulk actions report per-device results',
      'Releases: known issues are shown on the release summary',
    ],
  },
  {
    version: '30.0.0',
    date: '2026-06-18',
    items: [
      'Organizations: teams can be granted access to fleets',
      'Account: two-factor recovery codes can be regenerated',
    ],
  },
  { version: '29.2.3', date: '2026-03-30', items: ['Fixed the device list losing its sort order after a refresh'] },
];

/** The changelog markdown. */
export function changelogMarkdown(): string {
  return ENTRIES.map((e) => `# v${e.version}\n## (${e.date})\n\n${e.items.map((i) => `* ${i}`).join('\n')}\n`).join(
    '\n',
  );
}
