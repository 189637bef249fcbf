/**
 * Release version fields (api-ground-truth §3 "release", open-balena release-additions):
 * is_final, semver, raw_version and the parsed `version` object.
 */
import type { ComputedDef, Store } from '../types.ts';
import type { StoredRow } from '../rows.ts';
import { computedField } from './define.ts';

/** The release fields the version fields are made of. */
type Release = Pick<
  StoredRow<'release'>,
  | 'revision'
  | 'semver_major'
  | 'semver_minor'
  | 'semver_patch'
  | 'semver_prerelease'
  | 'semver_build'
  | 'variant'
  | 'created_at'
>;

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const int = (v: unknown): number => (typeof v === 'number' ? v : 0);

/** A release is final once it has a revision (drafts have none). */
export const isFinal = (r: Release): boolean => r.revision !== null && r.revision !== undefined;

/** `major.minor.patch[-prerelease][+build]`. */
function semverOf(r: Release): string {
  const pre = str(r.semver_prerelease);
  const build = str(r.semver_build);
  return `${int(r.semver_major)}.${int(r.semver_minor)}.${int(r.semver_patch)}${pre ? `-${pre}` : ''}${build ? `+${build}` : ''}`;
}

/** Prerelease parts: the release's own, plus created_at in ms for a draft. */
function prereleaseParts(r: Release): string[] {
  const parts = str(r.semver_prerelease) ? str(r.semver_prerelease).split('.') : [];
  if (!isFinal(r)) parts.push(String(Date.parse(str(r.created_at)) || 0));
  return parts;
}

/** Build parts: the semver build, then `revN` (N > 0), then the variant. */
function buildParts(r: Release): string[] {
  const parts = str(r.semver_build) ? str(r.semver_build).split('.') : [];
  if (isFinal(r) && int(r.revision) > 0) parts.push(`rev${int(r.revision)}`);
  if (str(r.variant)) parts.push(str(r.variant));
  return parts;
}

/** raw_version, e.g. `1.2.3`, `1.2.3+rev2`, `2.0.0-1730000000000` for a draft (§3). */
export function rawVersion(r: Release): string {
  const core = `${int(r.semver_major)}.${int(r.semver_minor)}.${int(r.semver_patch)}`;
  const pre = prereleaseParts(r);
  const build = buildParts(r);
  return `${core}${pre.length ? `-${pre.join('.')}` : ''}${build.length ? `+${build.join('.')}` : ''}`;
}

const numeric = (p: string): string | number => (/^\d+$/.test(p) && p.length < 16 ? Number(p) : p);

/** The `version` JSON object {raw, major, minor, patch, prerelease[], build[], version}. */
function versionObject(r: Release): Record<string, unknown> {
  const pre = prereleaseParts(r);
  const core = `${int(r.semver_major)}.${int(r.semver_minor)}.${int(r.semver_patch)}`;
  return {
    raw: rawVersion(r),
    major: int(r.semver_major),
    minor: int(r.semver_minor),
    patch: int(r.semver_patch),
    prerelease: pre.map(numeric),
    build: buildParts(r),
    version: `${core}${pre.length ? `-${pre.join('.')}` : ''}`,
  };
}

const self = (compute: (r: Release) => unknown) => (_s: Store, r: Release) => compute(r);

export const releaseComputed: readonly ComputedDef[] = [
  computedField({ resource: 'release', field: 'is_final', compute: self(isFinal) }),
  computedField({ resource: 'release', field: 'semver', compute: self(semverOf) }),
  computedField({ resource: 'release', field: 'raw_version', compute: self(rawVersion) }),
  computedField({ resource: 'release', field: 'version', compute: self(versionObject) }),
];
