/**
 * Release versioning (open-balena-api src/features/ci-cd/hooks/release-versioning.ts): POST and PATCH
 * take a `semver` string that sets the semver_* parts (the parts are settable only through it), and a
 * POST is final unless it says `"is_final": false`: it gets the next revision of its fleet, version and
 * variant at once. Release finalization (api-ground-truth §3 "release"; open-balena-api release versioning): `is_final` is
 * computed from `revision`, and PATCH `{"is_final": true}` (the SDK's `release.finalize`, the CLI's
 * `release finalize`) turns a draft into a final release: the next free revision for its fleet, semver
 * (major.minor.patch-prerelease) and variant, and the finalization date. A final release cannot go back
 * to draft; finalizing a final release or "drafting" a draft changes nothing. A release a user posts
 * without `is_created_by__user` (balena-cli and the SDK send it; other clients may not) records that
 * user as its creator.
 */
import type { Row } from '../../../model/data-source.ts';
import type { Store } from '../../../store/store.ts';
import semverLib from 'semver';
import { onBeforeInsert, onBeforeUpdate } from '../../../store/hooks.ts';
import { isFinal } from '../../../store/computed/release-version.ts';
import * as M from './messages.ts';
import { bad } from './util.ts';
import { actingActor } from './acting-actor.ts';

const VERSION_KEY = [
  'belongs_to__application',
  'semver_major',
  'semver_minor',
  'semver_patch',
  'semver_prerelease',
  'variant',
] as const;

/** The revision a release finalized now gets: one past the highest final revision sharing its version, else 0. */
function nextRevision(store: Store, release: Row): number {
  let highest = -1;
  for (const other of store.find('release', 'belongs_to__application', release.belongs_to__application)) {
    if (other.id === release.id || !isFinal(other)) continue;
    if (VERSION_KEY.every((k) => (other[k] ?? '') === (release[k] ?? '')))
      highest = Math.max(highest, Number(other.revision));
  }
  return highest + 1;
}

const SEMVER_PARTS = ['semver_major', 'semver_minor', 'semver_patch', 'semver_prerelease', 'semver_build'] as const;
const REVISION_BUILD = /^rev(\d+)$/;

/**
 * Moves a body's `semver` into the semver_* parts (400 `Invalid semver format` when semver.parse
 * refuses it) and drops parts sent on their own; returns the build identifiers given, or undefined.
 */
function parseSemver(values: Record<string, unknown>): readonly string[] | undefined {
  const given = values.semver;
  delete values.semver;
  if (given === undefined || given === null) {
    for (const part of SEMVER_PARTS) delete values[part];
    return undefined;
  }
  const parsed = typeof given === 'string' ? semverLib.parse(given) : null;
  if (!parsed) throw bad(M.INVALID_SEMVER);
  values.semver_major = parsed.major;
  values.semver_minor = parsed.minor;
  values.semver_patch = parsed.patch;
  values.semver_prerelease = parsed.prerelease.join('.');
  values.semver_build = parsed.build.join('.');
  return parsed.build;
}

/** A `revN` build identifier must name the revision the release gets. */
function checkRevisionBuild(build: readonly string[] | undefined, revision: number): void {
  for (const part of build ?? []) {
    const m = REVISION_BUILD.exec(part);
    if (m && m[1] !== String(revision)) throw bad(M.REVISION_MISMATCH);
  }
}

/** The user whose request is writing (the acting actor's user), or undefined for a device, key or no request. */
function actingUser(store: Store): number | undefined {
  const actor = actingActor(store);
  return actor === null ? undefined : store.find('user', 'actor', actor)[0]?.id;
}

/** Installs the versioning and finalization hooks on a store. */
export function installReleaseHooks(store: Store): void {
  if (!store.resources.has('release')) return;
  onBeforeInsert(store, 'release', (ctx, values) => {
    if (ctx.trusted) return;
    if (values.is_created_by__user === undefined || values.is_created_by__user === null) {
      const creator = actingUser(store);
      if (creator !== undefined) values.is_created_by__user = creator;
    }
    const build = parseSemver(values);
    values.variant ??= '';
    const wanted = values.is_final ?? true;
    delete values.is_final;
    if (typeof wanted !== 'boolean') throw bad(M.IS_FINAL_BOOLEAN);
    delete values.revision;
    if (!wanted) return;
    const revision = nextRevision(store, { ...values, id: -1 });
    checkRevisionBuild(build, revision);
    values.revision = revision;
    values.is_finalized_at__date = new Date(store.clock.now()).toISOString();
  });
  onBeforeUpdate(store, 'release', (ctx, current, patch) => {
    if (ctx.trusted) return;
    const build = parseSemver(patch);
    const versionChanged = VERSION_KEY.some((k) => Object.hasOwn(patch, k) && patch[k] !== current[k]);
    // A final release whose version key changes takes the next revision of its new version.
    if (versionChanged && isFinal(current) && patch.is_final !== false) {
      patch.revision = nextRevision(store, { ...current, ...patch });
      checkRevisionBuild(build, Number(patch.revision));
    }
  });
  onBeforeUpdate(store, 'release', (ctx, current, patch) => {
    if (ctx.trusted || !Object.hasOwn(patch, 'is_final')) return;
    const wanted = patch.is_final;
    delete patch.is_final;
    if (typeof wanted !== 'boolean') throw bad(M.IS_FINAL_BOOLEAN);
    const final = isFinal(current);
    if (!wanted && final) throw bad(M.RELEASE_FINAL_TO_DRAFT);
    if (wanted && !final) {
      patch.revision = nextRevision(store, { ...current, ...patch });
      patch.is_finalized_at__date = new Date(store.clock.now()).toISOString();
    } else if (Object.keys(patch).length === 0) {
      // Already in the asked state: a successful no-op, as on the real API (not "No fields to update").
      patch.is_finalized_at__date = current.is_finalized_at__date;
    }
  });
}
