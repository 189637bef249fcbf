/**
 * Device OS-update eligibility (spec 02 §4 "Device OS-update eligibility"), one pure function for
 * the actions service (which refuses) and the dashboard (which filters and explains). The result
 * names, their order and the constants are the contract's (openapi/components/domain-rules.yaml);
 * the rules are tested in that order: offline, notSupported, versionNotAvailable, upToDate,
 * updatableSwitchToEsr, downgradeCannotSwitchToEsr, forbiddenSwitchToNonEsr, updatable.
 */
import { OS_UPDATE_RULES, OS_UPDATE_STARTS, type OsUpdateEligibility } from '../generated/domain-rules.gen.ts';

export { type OsUpdateEligibility } from '../generated/domain-rules.gen.ts';

/** Results that start an update (spec 02 §4: "Only updatable and updatableSwitchToEsr devices are updated"). */
export const STARTS_UPDATE: ReadonlySet<OsUpdateEligibility> = new Set(OS_UPDATE_STARTS);

/** True when the result starts an update. */
export const isUpdatable = (e: OsUpdateEligibility): boolean => STARTS_UPDATE.has(e);

export interface OsVersion {
  major: number;
  minor: number;
  patch: number;
  rev: number;
  variant: 'prod' | 'dev' | null;
}

function parseBase(s: string): OsVersion {
  const [major = NaN, minor = NaN, patch = NaN] = s.split('.').map(Number);
  return { major, minor, patch, rev: 0, variant: null };
}

function compareBase(a: OsVersion, b: OsVersion): number {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch;
}

const REV1_BELOW = parseBase(OS_UPDATE_RULES.rev1DefaultBelow);
const MIN_SOURCE = parseBase(OS_UPDATE_RULES.minSourceVersion);

/**
 * Parses `balenaOS 2.108.25+rev1`, `2.108.25+rev1.prod`, `6.1.24`, `Resin OS 1.26.1`; null
 * otherwise. A rev0 version below the rev1 threshold counts as rev1 (spec 02 §4).
 */
export function parseOsVersion(raw: string | null | undefined): OsVersion | null {
  const m = /(\d+)\.(\d+)\.(\d+)(?:\+rev(\d+))?(?:[.+](prod|dev))?\s*$/.exec(String(raw ?? '').trim());
  if (!m) return null;
  const v: OsVersion = {
    major: Number(m[1]),
    minor: Number(m[2]),
    patch: Number(m[3]),
    rev: Number(m[4] ?? 0),
    variant: (m[5] as 'prod' | 'dev' | undefined) ?? null,
  };
  if (v.rev === 0 && compareBase(v, REV1_BELOW) < 0) v.rev = 1;
  return v;
}

/** Orders two versions by major, minor, patch, then revision. */
export function compareOsVersions(a: OsVersion, b: OsVersion): number {
  return compareBase(a, b) || a.rev - b.rev;
}

/** The catalogue label of a version (`2.108.25+rev1`, `6.1.24`), without variant. */
export const osVersionLabel = (v: OsVersion): string =>
  `${v.major}.${v.minor}.${v.patch}${v.rev > 0 ? `+rev${v.rev}` : ''}`;

/** An ESR line: major above the contract's threshold (e.g. 2025.1.0). */
export const isEsr = (v: OsVersion): boolean => v.major > OS_UPDATE_RULES.esrMajorAbove;

/** Legacy OS (spec 02 §4): the version string starts with "Resin OS 1". */
export const isLegacyOs = (raw: string | null | undefined): boolean => /^Resin OS 1\./i.test(String(raw ?? ''));

/** True when devices of this family have a legacy update path from Resin OS 1.x. */
export const hasLegacyUpdatePath = (deviceFamily: string | null | undefined): boolean =>
  OS_UPDATE_RULES.legacyPathFamilies.includes(String(deviceFamily ?? ''));

export interface EligibilityInput {
  online: boolean;
  /** The device's os_version as reported (e.g. `balenaOS 2.108.25+rev1`). */
  currentOs: string | null;
  /** Target as sent to the actions service (e.g. `2.113.33.prod`, `6.1.24+rev1.prod`). */
  target: string;
  /** Labels offered for the device type (`GET /device-types/v1/{slug}/images`). */
  offered: readonly string[];
  /** A legacy update path fits the device (see hasLegacyUpdatePath); default false. */
  legacyPath?: boolean;
  /**
   * ESR target label → the non-ESR base version it is built on (e.g. `2025.1.0` → `6.0.13`). A
   * caller that does not know the bases leaves it out: a switch to ESR is then judged updatable
   * and the actions service, which knows them, has the last word.
   */
  esrBase?: (label: string) => string | undefined;
}

/** Decides whether (and how) a device may update to the target OS (spec 02 §4, in order). */
export function osUpdateEligibility(input: EligibilityInput): OsUpdateEligibility {
  if (!input.online) return 'offline';
  const current = parseOsVersion(input.currentOs);
  if (!current || (compareBase(current, MIN_SOURCE) < 0 && !input.legacyPath)) return 'notSupported';
  const target = parseOsVersion(input.target);
  const offered = (label: string): boolean => {
    const o = parseOsVersion(label);
    return o !== null && target !== null && compareOsVersions(o, target) === 0;
  };
  if (!target || !input.offered.some(offered)) return 'versionNotAvailable';
  // Compared within one line: an ESR major (2025) is always numerically above a default-line one,
  // which would make the forbiddenSwitchToNonEsr rule unreachable.
  if (compareOsVersions(current, target) >= 0 && isEsr(current) === isEsr(target)) return 'upToDate';
  if (!isEsr(current) && isEsr(target)) {
    if (!input.esrBase) return 'updatableSwitchToEsr';
    const base = parseOsVersion(input.esrBase(osVersionLabel(target)) ?? '');
    if (!base) return 'versionNotAvailable';
    return compareOsVersions(current, base) <= 0 ? 'updatableSwitchToEsr' : 'downgradeCannotSwitchToEsr';
  }
  if (isEsr(current) && !isEsr(target)) return 'forbiddenSwitchToNonEsr';
  return 'updatable';
}
