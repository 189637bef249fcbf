/**
 * Host OS and supervisor versions the seed publishes as `is_host` applications with releases and
 * ESR tags, the way the SDK reads them (api-ground-truth §3 "OS versions"; spec 02 §4: ESR is an
 * OS major above 2000, legacy OS starts with "Resin OS 1").
 */

import type { DeviceTypeSpec } from './device-type-catalog.ts';

export interface OsVersionSpec {
  /** e.g. `2.108.25` or `2025.1.0`. */
  version: string;
  revision: number;
  phase: 'next' | 'current' | 'sunset' | 'end-of-life' | null;
  /** Published as separate dev and prod releases (pre-unified OS, below 2.88.4). */
  splitVariants: boolean;
  knownIssue?: string;
  invalidated?: boolean;
  metaBalenaBase?: string;
  /** A pre-release: published as a draft release (no revision, so not final; open-balena-api release versioning). */
  draft?: boolean;
}

/** Default (non-ESR) line, oldest first. */
export const OS_VERSIONS: readonly OsVersionSpec[] = [
  { version: '2.58.3', revision: 1, phase: 'end-of-life', splitVariants: true },
  { version: '2.83.18', revision: 1, phase: 'end-of-life', splitVariants: true },
  { version: '2.95.8', revision: 1, phase: null, splitVariants: false },
  {
    version: '2.108.25',
    revision: 1,
    phase: null,
    splitVariants: false,
    knownIssue: 'Wi-Fi may drop after a warm reboot on some boards.',
  },
  { version: '2.113.33', revision: 0, phase: null, splitVariants: false },
  { version: '5.1.20', revision: 0, phase: null, splitVariants: false },
  { version: '6.0.13', revision: 0, phase: null, splitVariants: false, invalidated: true },
  { version: '6.1.24', revision: 0, phase: null, splitVariants: false, metaBalenaBase: '6.1.24' },
  { version: '6.2.1', revision: 0, phase: null, splitVariants: false, draft: true },
];

/** major, minor and patch of a version (a missing part counts as 0). */
const parts = (version: string): [number, number, number] => {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number);
  return [major, minor, patch];
};
const compare = (a: string, b: string): number => {
  const [x, y] = [parts(a), parts(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};

/** The default-line OS versions published for a device type (its `os` range, oldest first). */
export function osLineOf(dt: Pick<DeviceTypeSpec, 'os'>): readonly OsVersionSpec[] {
  const { from, until } = dt.os ?? {};
  return OS_VERSIONS.filter(
    (v) =>
      (from === undefined || compare(v.version, from) >= 0) && (until === undefined || compare(v.version, until) <= 0),
  );
}

/** ESR line (major > 2000), with the phases the esr-* app tags point at. */
export const ESR_VERSIONS: readonly OsVersionSpec[] = [
  { version: '2024.1.0', revision: 0, phase: 'end-of-life', splitVariants: false, metaBalenaBase: '2.113.33' },
  { version: '2024.7.0', revision: 0, phase: 'sunset', splitVariants: false, metaBalenaBase: '5.1.20' },
  { version: '2025.1.0', revision: 0, phase: 'current', splitVariants: false, metaBalenaBase: '6.0.13' },
  { version: '2025.7.0', revision: 0, phase: 'next', splitVariants: false, metaBalenaBase: '6.1.24' },
];

/** Host-app tags for ESR-capable device types (read by the SDK's OS model). */
export const ESR_TAGS = {
  'release-policy': 'esr',
  'esr-next': '2025.7',
  'esr-current': '2025.1',
  'esr-sunset': '2024.7',
} as const;

/** A legacy OS string (spec 02 §4). */
export const LEGACY_OS_VERSION = 'Resin OS 1.26.1';

/** Supervisor versions published per CPU architecture (`balena_os/<arch>-supervisor`, spec 02 §9). */
export const SUPERVISOR_VERSIONS = ['12.11.38', '14.11.14', '16.4.6', '17.0.3'] as const;
export const SUPERVISOR_KNOWN_ISSUE: Readonly<Record<string, string>> = {
  '16.4.6': 'Container restarts can loop when a healthcheck times out.',
};

/** The OS version string a device reports, e.g. `balenaOS 2.108.25+rev1`. */
export const osVersionString = (v: OsVersionSpec): string =>
  `balenaOS ${v.version}${v.revision > 0 ? `+rev${v.revision}` : ''}`;
