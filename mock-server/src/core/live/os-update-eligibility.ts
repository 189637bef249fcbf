/**
 * Device OS-update eligibility (spec 02 §4 "Device OS-update eligibility"), a pure function evaluated
 * in the spec's order: offline, notSupported, versionNotAvailable, upToDate, updatableSwitchToEsr,
 * downgradeCannotSwitchToEsr, forbiddenSwitchToNonEsr, updatable. An ESR OS has a major above 2000;
 * a rev0 base version below 2.88.4 counts as rev1; legacy OS starts with "Resin OS 1".
 */

export type OsUpdateEligibility =
  | 'offline'
  | 'notSupported'
  | 'versionNotAvailable'
  | 'upToDate'
  | 'updatableSwitchToEsr'
  | 'downgradeCannotSwitchToEsr'
  | 'forbiddenSwitchToNonEsr'
  | 'updatable';

/** Results that start an update (spec 02 §4: "Only updatable and updatableSwitchToEsr devices are updated"). */
export const STARTS_UPDATE: ReadonlySet<OsUpdateEligibility> = new Set(['updatable', 'updatableSwitchToEsr']);
/** An OS major above this is an ESR line (spec 02 §4, §9). */
export const ESR_MAJOR_THRESHOLD = 2000;
/** Oldest OS a host OS update can start from (balenaHUP). */
export const MIN_HUP_SOURCE_VERSION = '2.0.0';
/** Device families with a legacy update path from Resin OS 1.x (the mock's reading; UNCONFIRMED). */
export const LEGACY_HUP_FAMILIES: ReadonlySet<string> = new Set(['raspberrypi', 'beaglebone']);
/** Below this, a rev0 version counts as rev1 (spec 02 §4). */
export const REV1_DEFAULT_BELOW = '2.88.4';

export interface OsVersion {
  major: number;
  minor: number;
  patch: number;
  rev: number;
  variant: 'prod' | 'dev' | null;
}

/** Parses `balenaOS 2.108.25+rev1`, `2.108.25+rev1.prod`, `6.1.24`, `Resin OS 1.26.1`; null otherwise. */
export function parseOsVersion(raw: string | null | undefined): OsVersion | null {
  const m = /(\d+)\.(\d+)\.(\d+)(?:\+rev(\d+))?(?:[.+](prod|dev))?\s*$/.exec(String(raw ?? '').trim());
  if (!m) return null;
  const v: OsVersion = { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]), rev: Number(m[4] ?? 0), variant: (m[5] as 'prod' | 'dev' | undefined) ?? null };
  if (v.rev === 0 && compareBase(v, parseBase(REV1_DEFAULT_BELOW)) < 0) v.rev = 1;
  return v;
}

function parseBase(s: string): OsVersion {
  const [major, minor, patch] = s.split('.').map(Number);
  return { major, minor, patch, rev: 0, variant: null };
}

function compareBase(a: OsVersion, b: OsVersion): number {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch;
}

/** Orders two versions by major, minor, patch, then revision. */
export function compareOsVersions(a: OsVersion, b: OsVersion): number {
  return compareBase(a, b) || a.rev - b.rev;
}

/** The catalogue label of a version (`2.108.25+rev1`, `6.1.24`), without variant. */
export const osVersionLabel = (v: OsVersion): string => `${v.major}.${v.minor}.${v.patch}${v.rev > 0 ? `+rev${v.rev}` : ''}`;

export const isEsr = (v: OsVersion): boolean => v.major > ESR_MAJOR_THRESHOLD;
/** Legacy OS (spec 02 §4): the version string starts with "Resin OS 1". */
export const isLegacyOs = (raw: string | null | undefined): boolean => /^Resin OS 1/i.test(String(raw ?? ''));

export interface EligibilityInput {
  online: boolean;
  /** The device's os_version as reported (e.g. `balenaOS 2.108.25+rev1`). */
  currentOs: string | null;
  /** Target as sent to the actions service (e.g. `2.113.33.prod`, `6.1.24+rev1.prod`). */
  target: string;
  deviceFamily: string;
  /** Labels offered for the device type (`imageVersions(dt).versions`). */
  offered: readonly string[];
  /** ESR target label → its meta-balena base version (e.g. `2025.1.0` → `6.0.13`). */
  esrBase: (label: string) => string | undefined;
}

/** Decides whether (and how) a device may update to the target OS (spec 02 §4, in order). */
export function osUpdateEligibility(input: EligibilityInput): OsUpdateEligibility {
  if (!input.online) return 'offline';
  const current = parseOsVersion(input.currentOs);
  const legacyPath = LEGACY_HUP_FAMILIES.has(input.deviceFamily);
  if (!current || (compareBase(current, parseBase(MIN_HUP_SOURCE_VERSION)) < 0 && !legacyPath)) return 'notSupported';
  const target = parseOsVersion(input.target);
  const offered = (label: string): boolean => {
    const o = parseOsVersion(label);
    return o !== null && target !== null && compareOsVersions(o, target) === 0;
  };
  if (!target || !input.offered.some(offered)) return 'versionNotAvailable';
  // Compared within one line: an ESR major (2025) is always numerically above a default-line one.
  if (compareOsVersions(current, target) >= 0 && isEsr(current) === isEsr(target)) return 'upToDate';
  if (!isEsr(current) && isEsr(target)) {
    const base = parseOsVersion(input.esrBase(osVersionLabel(target)) ?? '');
    if (!base) return 'versionNotAvailable';
    return compareOsVersions(current, base) <= 0 ? 'updatableSwitchToEsr' : 'downgradeCannotSwitchToEsr';
  }
  if (isEsr(current) && !isEsr(target)) return 'forbiddenSwitchToNonEsr';
  return 'updatable';
}
