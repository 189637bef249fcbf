/**
 * A fleet that tracks its latest release follows it (open-balena-api
 * src/features/ci-cd/hooks/track-latest-release.ts): when a release is created, or a PATCH sets one of
 * `revision`, `is_passing_tests`, `is_invalidated` or `status`, every fleet with
 * `should_track_latest_release` that owns it gets as `should_be_running__release` its trackable
 * release (final, passing tests, not invalidated, status success) with the latest start_timestamp.
 */
import type { StoredRow } from '../../../store/rows.ts';

type Release = StoredRow<'release'>;
import type { Store } from '../../../store/store.ts';
import { onAfterWrite, onBeforeUpdate } from '../../../store/hooks.ts';
import { update } from '../../../store/write.ts';

const STATE_FIELDS = ['revision', 'is_passing_tests', 'is_invalidated', 'status'] as const;

/** Final, passing tests, not invalidated, built successfully. */
const trackable = (r: Release): boolean =>
  r.revision !== null &&
  r.revision !== undefined &&
  r.is_passing_tests === true &&
  r.is_invalidated === false &&
  r.status === 'success';

/** The release a tracking fleet should run: its trackable release started last, or undefined. */
function latestTrackableRelease(store: Store, appId: number): Release | undefined {
  let best: Release | undefined;
  for (const r of store.find('release', 'belongs_to__application', appId)) {
    if (!trackable(r)) continue;
    if (!best || Date.parse(String(r.start_timestamp)) > Date.parse(String(best.start_timestamp))) best = r;
  }
  return best;
}

function follow(store: Store, release: Release): void {
  const appId = release.belongs_to__application;
  if (typeof appId !== 'number') return;
  const app = store.get('application', appId);
  if (!app || app.should_track_latest_release !== true) return;
  const latest = latestTrackableRelease(store, appId);
  if (latest && app.should_be_running__release !== latest.id)
    update(store, 'application', appId, { should_be_running__release: latest.id });
}

/** Installs the tracking hooks (after the versioning hooks, which set `revision` on finalization). */
export function installTrackLatestReleaseHooks(store: Store): void {
  if (!store.resources.has('release') || !store.resources.has('application')) return;
  const touched = new Set<number>();
  onBeforeUpdate(store, 'release', (ctx, current, patch) => {
    if (!ctx.trusted && STATE_FIELDS.some((f) => Object.hasOwn(patch, f))) touched.add(current.id);
  });
  onAfterWrite(store, 'release', (ctx, before, after) => {
    if (ctx.trusted || !after) return;
    // A new release counts only when it is trackable itself; an update when it set a state field.
    if (before ? !touched.delete(after.id) : !trackable(after)) return;
    follow(store, after);
  });
}
