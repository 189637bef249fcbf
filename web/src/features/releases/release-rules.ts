/** Release rules of spec 02 §4: run groups, which releases can be validated and pinned. */

export type ReleaseGroup = 'running' | 'cancelled' | 'failed' | 'local' | 'succeeded';

/** Run group of a status (spec 02 §4 "Release run groups"). */
export function releaseGroup(status: string): ReleaseGroup {
  if (status === 'running') return 'running';
  if (status === 'cancelled' || status === 'interrupted') return 'cancelled';
  if (status === 'error' || status === 'failed' || status === 'timeout') return 'failed';
  if (status === 'local') return 'local';
  return 'succeeded';
}

/** Failed, error, interrupted, cancelled and timeout releases cannot be validated. */
export const canValidate = (status: string): boolean => !['failed', 'error', 'interrupted', 'cancelled', 'timeout'].includes(status);

/** A fleet or device may be pinned only to a final, valid, successful release (shared with the device pin form). */
export { isPinnable } from '../../api/releases.ts';

/** What the delete rule reads: how many devices are pinned to the release and how many fleets run it as their release. */
export interface ReleaseReferences {
  is_pinned_to__device: number;
  should_be_running_on__application: number;
}

/** A release pinned to a device or used by a fleet cannot be deleted (spec 02 §4 "Release rules"). */
export const isDeletable = (r: ReleaseReferences): boolean => r.is_pinned_to__device === 0 && r.should_be_running_on__application === 0;

/** Release tag limits (api-ground-truth: tag_key 1–164 characters, value up to 1000). */
export const TAG_KEY_MAX = 164;
export const TAG_VALUE_MAX = 1000;

/** A release version as edited: exactly three numbers, major.minor.patch (spec 02 §5); null otherwise. */
export function parseReleaseVersion(text: string): { semver_major: number; semver_minor: number; semver_patch: number } | null {
  const m = /^(\d{1,9})\.(\d{1,9})\.(\d{1,9})$/.exec(text.trim());
  return m ? { semver_major: Number(m[1]), semver_minor: Number(m[2]), semver_patch: Number(m[3]) } : null;
}
