/**
 * Release finalization (api-ground-truth §3 "release"; open-balena-api release versioning): `is_final` is
 * computed from `revision`, and PATCH `{"is_final": true}` (the SDK's `release.finalize`, the CLI's
 * `release finalize`) turns a draft into a final release: the next free revision for its fleet, semver
 * (major.minor.patch-prerelease) and variant, and the finalization date. A final release cannot go back
 * to draft; finalizing a final release or "drafting" a draft changes nothing.
 */
import type { Row } from '../../../model/data-source.ts';
import type { Store } from '../../../store/store.ts';
import { onBeforeUpdate } from '../../../store/hooks.ts';
import { isFinal } from '../../../store/computed/release-version.ts';
import * as M from './messages.ts';
import { bad } from './util.ts';

const VERSION_KEY = [
  'belongs_to__application',
  'semver_major',
  'semver_minor',
  'semver_patch',
  'semver_prerelease',
  'variant',
] as const;

/** The revision a release finalized now gets: one past the highest final revision sharing its version, else 0. */
export function nextRevision(store: Store, release: Row): number {
  let highest = -1;
  for (const other of store.find('release', 'belongs_to__application', release.belongs_to__application)) {
    if (other.id === release.id || !isFinal(other)) continue;
    if (VERSION_KEY.every((k) => (other[k] ?? '') === (release[k] ?? '')))
      highest = Math.max(highest, Number(other.revision));
  }
  return highest + 1;
}

/** Installs the finalization hook on a store. */
export function installReleaseHooks(store: Store): void {
  if (!store.resources.has('release')) return;
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
