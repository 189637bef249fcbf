/**
 * The balenaOS and supervisor catalogue the seed publishes as `balena_os` applications, read from
 * catalogue/os-catalogue.json (built by scripts/catalogue/extract-os-catalogue.ts from the public
 * repositories; docs/fidelity.md lists each source):
 *
 * - default line: every `v<semver>[+revN]` tag of the device type's balena-os device repository whose
 *   tree builds the type (a `*.coffee` device-type file naming its slug), dated by the tag;
 * - ESR line: the repository's `v<year>.<month>.<patch>` tags building the type, each with the
 *   meta-balena version it is based on (the host app's `meta-balena-base` release tag);
 * - supervisor: every `v<semver>` tag of balena-os/balena-supervisor, for every CPU architecture.
 *
 * How the cloud stores them follows balena-sdk `models/os.ts` and its integration tests: releases
 * before 2.88.4 (and ESR releases up to 2022.01.0) are published as separate dev and prod releases;
 * ESR releases whose version is not semver (a zero-padded month, `2021.07.1`) carry it only in their
 * `version` release tag (semver 0.0.0), as the SDK's tag fallback expects.
 */
import catalogue from './catalogue/os-catalogue.json' with { type: 'json' };
import type { DeviceTypeSpec } from './device-type-catalog.ts';

export interface OsVersionSpec {
  /** e.g. `2.108.18` or `2024.7.0`; for a tag-only ESR release its tag text (`2021.07.1`). */
  version: string;
  /** `+revN` of the tag (0 when the tag has none). */
  revision: number;
  /** The tag's date (YYYY-MM-DD). */
  date: string;
  /** Published as separate dev and prod releases (see the module comment). */
  splitVariants: boolean;
  /** The version is not semver: the release has semver 0.0.0 and the version only as a release tag. */
  tagOnly: boolean;
  /** ESR: the meta-balena version it is based on. */
  metaBalenaBase?: string;
  /** A draft (pre-release) with its creation instant: raw_version `<semver>-<ms>[+revN]`. */
  draftCreatedAt?: string;
}

interface LineData {
  head: string;
  versions: [string, string][];
  esr: [string, string, string | null][];
  types: Record<string, { default: [number, number][]; esr: [number, number][] }>;
}
const DATA = catalogue as unknown as {
  lines: Record<string, LineData>;
  supervisor: { head: string; versions: [string, string][] };
};

/** Releases below this default-line version are split into dev and prod releases. */
const UNIFIED_FROM: [number, number, number] = [2, 88, 4];

/** major, minor and patch of a version (a missing part counts as 0). */
export const versionParts = (version: string): [number, number, number] => {
  const [major = 0, minor = 0, patch = 0] = version.split(/[.+-]/).map(Number);
  return [major, minor, patch];
};
const below = (version: string, limit: [number, number, number]): boolean => {
  const v = versionParts(version);
  return (v[0] - limit[0] || v[1] - limit[1] || v[2] - limit[2]) < 0;
};

/** `2.54.2+rev1` → version and revision. */
function parseTag(tag: string): { version: string; revision: number } {
  const [version = tag, rev] = tag.split('+rev');
  return { version, revision: rev === undefined ? 0 : Number(rev) };
}

const picked = <T>(list: readonly T[], runs: readonly [number, number][]): T[] =>
  runs.flatMap(([from, until]) => list.slice(from, until + 1));

/**
 * Drafts the public sources show on the cloud: raspberrypi3's unfinalized 5.1.10+rev2 build
 * (`5.1.10-1706616336246+rev2`, balena-sdk tests/integration/models/os.spec.ts).
 */
const DRAFTS: Readonly<Record<string, readonly { tag: string; createdAt: string }[]>> = {
  raspberrypi3: [{ tag: '5.1.10+rev2', createdAt: '2024-01-30T12:05:36.246Z' }],
};

interface TypeLines {
  repository: string;
  defaultLine: OsVersionSpec[];
  esrLine: OsVersionSpec[];
}

function build(): Map<string, TypeLines> {
  const out = new Map<string, TypeLines>();
  for (const [repository, line] of Object.entries(DATA.lines)) {
    for (const [slug, runs] of Object.entries(line.types)) {
      const defaultLine: OsVersionSpec[] = picked(line.versions, runs.default).flatMap(([tag, date]) => {
        const { version, revision } = parseTag(tag);
        const splitVariants = below(version, UNIFIED_FROM);
        // Before unified releases every published build had a revision: a bare tag (v2.15.1) names the
        // meta-balena version the repository moved to, not a build the cloud published.
        if (splitVariants && revision === 0) return [];
        return [{ version, revision, date, splitVariants, tagOnly: false }];
      });
      for (const d of DRAFTS[slug] ?? []) {
        const { version, revision } = parseTag(d.tag);
        defaultLine.push({
          version,
          revision,
          date: d.createdAt.slice(0, 10),
          splitVariants: false,
          tagOnly: false,
          draftCreatedAt: d.createdAt,
        });
      }
      const esrLine: OsVersionSpec[] = picked(line.esr, runs.esr).map(([tag, date, base]) => {
        const tagOnly = /^\d{4}\.0\d\./.test(tag);
        return {
          version: tagOnly ? tag : versionParts(tag).join('.'),
          revision: 0,
          date,
          splitVariants: tagOnly,
          tagOnly,
          ...(base ? { metaBalenaBase: base } : {}),
        };
      });
      out.set(slug, { repository, defaultLine, esrLine });
    }
  }
  return out;
}

/**
 * Device types whose whole history is seeded: the everyday types real clients name versions of. Others
 * get their newest SHORT_HISTORY default-line and ESR releases, which keeps a world's seeding fast (the
 * data file holds every release for every type).
 */
const FULL_HISTORY = new Set([
  'raspberry-pi',
  'raspberrypi3',
  'raspberrypi4-64',
  'raspberrypi5',
  'fincm3',
  'intel-nuc',
  'generic-amd64',
  'jetson-nano',
]);
const SHORT_HISTORY = 20;

function trimmed(all: Map<string, TypeLines>): Map<string, TypeLines> {
  for (const [slug, lines] of all) {
    if (FULL_HISTORY.has(slug)) continue;
    lines.defaultLine = lines.defaultLine.slice(-SHORT_HISTORY);
    lines.esrLine = lines.esrLine.slice(-SHORT_HISTORY);
  }
  return all;
}

const BY_TYPE = trimmed(build());

/** The device repository a type's OS comes from (`balena-os/balena-raspberrypi`), or undefined. */
export const osRepositoryOf = (dt: Pick<DeviceTypeSpec, 'slug'>): string | undefined =>
  BY_TYPE.get(dt.slug)?.repository;

/** The default-line OS releases published for a device type (oldest first, drafts last). */
export function osLineOf(dt: Pick<DeviceTypeSpec, 'slug' | 'osFrom'>): readonly OsVersionSpec[] {
  return BY_TYPE.get(dt.osFrom ?? dt.slug)?.defaultLine ?? [];
}

/** The ESR OS releases published for a device type (oldest first); empty when it has no ESR line. */
export function esrLineOf(dt: Pick<DeviceTypeSpec, 'slug' | 'osFrom'>): readonly OsVersionSpec[] {
  return BY_TYPE.get(dt.osFrom ?? dt.slug)?.esrLine ?? [];
}

/** The ESR line of a release: `2024.7`. */
const lineOf = (v: OsVersionSpec): string => {
  const [major, minor] = versionParts(v.version);
  return `${major}.${minor}`;
};

/** ESR lines over every device repository, newest first (`2026.7`, `2026.4`, …). */
const ESR_LINES: readonly string[] = [...new Set([...BY_TYPE.values()].flatMap((t) => t.esrLine.map(lineOf)))].sort(
  (a, b) => {
    const [x, y] = [versionParts(a), versionParts(b)];
    return y[0] - x[0] || y[1] - x[1];
  },
);

/**
 * Host-app tags of an ESR host app (read by the SDK's OS model): release-policy `esr`, and the three
 * newest ESR lines balenaOS has published as `esr-next`, `esr-current` and `esr-sunset`. The SDK puts
 * a release of an older line in its `outdated` line.
 */
export function esrTagsOf(): Record<string, string> {
  const [next = '', current = '', sunset = ''] = ESR_LINES;
  return { 'release-policy': 'esr', 'esr-next': next, 'esr-current': current, 'esr-sunset': sunset };
}

/** A legacy OS string (spec 02 §4). */
export const LEGACY_OS_VERSION = 'Resin OS 1.26.1';

/** Supervisor releases published per CPU architecture (`balena_os/<arch>-supervisor`), oldest first. */
export const SUPERVISOR_RELEASES: readonly { version: string; date: string }[] = DATA.supervisor.versions
  // From v12 on (the line the SDK's own example names, 12.11.0): which older supervisors the cloud's
  // supervisor apps hold is not public.
  .filter(([version]) => versionParts(version)[0] >= 12)
  .map(([version, date]) => ({ version, date }));
export const SUPERVISOR_VERSIONS: readonly string[] = SUPERVISOR_RELEASES.map((r) => r.version);

/** The OS label a release has: `2.54.2+rev1`, `6.1.24`, `2021.07.1`. */
export const osLabel = (v: OsVersionSpec): string => (v.revision > 0 ? `${v.version}+rev${v.revision}` : v.version);

/** The OS version string a device reports, e.g. `balenaOS 2.108.18+rev1`. */
export const osVersionString = (v: OsVersionSpec): string => `balenaOS ${osLabel(v)}`;
