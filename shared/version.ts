/**
 * The one owner of versions for the dashboard and the mock. Versions arrive as OS versions
 * ("balenaOS 2.108.25+rev1", "Resin OS 1.26.0", "2025.1.0"), supervisor and release versions
 * ("14.11.14", "v31.1.22") (api-ground-truth §3 device fields).
 *
 * - `parseVersion`/`compareVersions`: the first major.minor.patch in the text, for any version.
 * - `parseOsVersion`/`compareOsVersions`/`osVersionLabel`: OS versions with their revision and
 *   variant (spec 02 §4), the numbers of OS-update eligibility (os-update-eligibility.ts).
 * - `isEsr`, `ESR_MAJOR_ABOVE`, `isLegacyOs`: the OS release line of a version (spec 02 §4, §9).
 */
import { OS_UPDATE_RULES } from '../generated/domain-rules.gen.ts';

/** [major, minor, patch]. */
export type VersionParts = readonly [major: number, minor: number, patch: number];

const VERSION = /(\d+)\.(\d+)\.(\d+)/;

/** [major, minor, patch] of the first x.y.z in a version string, or null when there is none. */
export function parseVersion(version: string | null | undefined): [number, number, number] | null {
  const m = VERSION.exec(version ?? '');
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

/**
 * Orders two versions (strings, or parts from `parseVersion`) by major, minor, then patch:
 * negative, zero or positive like a comparator. An unreadable version sorts before every readable one.
 */
export function compareVersions(
  a: string | VersionParts | null | undefined,
  b: string | VersionParts | null | undefined,
): number {
  const pa = typeof a === 'string' || a == null ? parseVersion(a) : a;
  const pb = typeof b === 'string' || b == null ? parseVersion(b) : b;
  if (!pa || !pb) return pa ? 1 : pb ? -1 : 0;
  return pa[0] - pb[0] || pa[1] - pb[1] || pa[2] - pb[2];
}

/** The leading major of a version ("14.11.14" → 14, "v31" → 31), or null; for versions that may lack minor and patch. */
export function majorOf(version: string | null | undefined): number | null {
  const m = /^v?(\d+)/.exec(version ?? '');
  return m ? Number(m[1]) : null;
}

// --- OS versions ----------------------------------------------------------------------------------

/** An OS version: numbers, revision (`+rev1`; see parseOsVersion for rev0) and variant. */
export interface OsVersion {
  major: number;
  minor: number;
  patch: number;
  rev: number;
  variant: 'prod' | 'dev' | null;
}

/** An OS major version above this means an ESR line (spec 02 §4 "above 2000"; the contract's domain rules). */
export const ESR_MAJOR_ABOVE = OS_UPDATE_RULES.esrMajorAbove;

function parseBase(s: string): OsVersion {
  const [major = NaN, minor = NaN, patch = NaN] = s.split('.').map(Number);
  return { major, minor, patch, rev: 0, variant: null };
}

/** Orders two OS versions by major, minor and patch only (revisions ignored). */
export function compareOsBase(a: OsVersion, b: OsVersion): number {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch;
}

const REV1_BELOW = parseBase(OS_UPDATE_RULES.rev1DefaultBelow);

/** The version at the end of an OS version string, with optional `+revN` and `.prod`/`+dev` variant. */
const OS_VERSION = /(\d+)\.(\d+)\.(\d+)(?:\+rev(\d+))?(?:[.+](prod|dev))?\s*$/;

/**
 * Parses `balenaOS 2.108.25+rev1`, `2.108.25+rev1.prod`, `6.1.24`, `Resin OS 1.26.1`; null
 * otherwise. A rev0 version below the rev1 threshold counts as rev1 (spec 02 §4).
 */
export function parseOsVersion(raw: string | null | undefined): OsVersion | null {
  const m = OS_VERSION.exec(String(raw ?? '').trim());
  if (!m) return null;
  const v: OsVersion = {
    major: Number(m[1]),
    minor: Number(m[2]),
    patch: Number(m[3]),
    rev: Number(m[4] ?? 0),
    variant: (m[5] as 'prod' | 'dev' | undefined) ?? null,
  };
  if (v.rev === 0 && compareOsBase(v, REV1_BELOW) < 0) v.rev = 1;
  return v;
}

/** Orders two OS versions by major, minor, patch, then revision. */
export function compareOsVersions(a: OsVersion, b: OsVersion): number {
  return compareOsBase(a, b) || a.rev - b.rev;
}

/** The catalogue label of a version (`2.108.25+rev1`, `6.1.24`), without variant. */
export const osVersionLabel = (v: OsVersion): string =>
  `${v.major}.${v.minor}.${v.patch}${v.rev > 0 ? `+rev${v.rev}` : ''}`;

/**
 * An ESR line: OS major above ESR_MAJOR_ABOVE (e.g. 2025.1.0; spec 02 §4 "An ESR device is one whose
 * OS major version is above 2000"). Takes a parsed version or the text; unreadable text is not ESR.
 */
export function isEsr(v: OsVersion | string | null | undefined): boolean {
  const parsed = typeof v === 'object' && v !== null ? v : parseOsVersion(v);
  return parsed !== null && parsed.major > ESR_MAJOR_ABOVE;
}

/** Legacy OS (spec 02 §4): the version string starts with "Resin OS 1" ("ResinOS 1." too). */
export const isLegacyOs = (raw: string | null | undefined): boolean =>
  /^resin\s?os 1\./i.test(String(raw ?? '').trim());
