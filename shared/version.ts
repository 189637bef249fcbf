/**
 * The one version parser and comparator of the dashboard and the mock. Versions arrive as OS
 * versions ("balenaOS 2.108.25+rev1", "Resin OS 1.26.0", "2025.1.0"), supervisor and release
 * versions ("14.11.14", "v31.1.22"); what counts is the first major.minor.patch in the text
 * (api-ground-truth §3 device fields). OS revisions and variants are `parseOsVersion`'s
 * (os-update-eligibility.ts), which builds on the same numbers.
 */

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
