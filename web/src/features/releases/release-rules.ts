/** Release rules of spec 02 §4: run groups, which releases can be validated and pinned. */
import { SdkError } from '../../lib/sdk-errors.ts';

export type ReleaseGroup = 'running' | 'cancelled' | 'failed' | 'local' | 'succeeded';

/** Run group of a status (spec 02 §4 "Release run groups"). */
export function releaseGroup(status: string): ReleaseGroup {
  if (status === 'running') return 'running';
  if (status === 'cancelled' || status === 'interrupted') return 'cancelled';
  if (status === 'error' || status === 'failed' || status === 'timeout') return 'failed';
  if (status === 'local') return 'local';
  return 'succeeded';
}

/**
 * What a finished run says about its build (spec 02 §8 "Build failed and build cancelled are shown for
 * runs"): the failed group (error, failed, timeout) reads "Build failed", the cancelled group
 * (cancelled, interrupted) "Build cancelled"; other runs say nothing.
 */
export function runOutcomeText(status: string): string | null {
  const group = releaseGroup(status);
  if (group === 'failed') return new SdkError('buildFailed').message;
  if (group === 'cancelled') return new SdkError('buildCancelled').message;
  return null;
}

/** The shown status (a stale running release reads timeout): one rule with the list filter and the fleet summary. */
export { effectiveStatus, RELEASE_RUNNING_TIMEOUT_S } from '../../lib/release-status.ts';

/** Failed, error, interrupted, cancelled and timeout releases cannot be validated. */
export const canValidate = (status: string): boolean =>
  !['failed', 'error', 'interrupted', 'cancelled', 'timeout'].includes(status);

/** A fleet or device may be pinned only to a final, valid, successful release (shared with the device pin form). */
export { isPinnable } from '../../api/release/reads.ts';

/** What the delete rule reads: how many devices are pinned to the release and how many fleets run it as their release. */
export interface ReleaseReferences {
  is_pinned_to__device: number;
  should_be_running_on__application: number;
}

/** A release pinned to a device or used by a fleet cannot be deleted (spec 02 §4 "Release rules"). */
export const isDeletable = (r: ReleaseReferences): boolean =>
  r.is_pinned_to__device === 0 && r.should_be_running_on__application === 0;

/** Release tag limits (api-ground-truth: tag_key 1–164 characters, value up to 1000). */
export const TAG_KEY_MAX = 164;
export const TAG_VALUE_MAX = 1000;

/** A release version as edited: exactly three numbers, major.minor.patch (spec 02 §5); null otherwise. */
export function parseReleaseVersion(text: string): { semver: string } | null {
  const m = /^(\d{1,9})\.(\d{1,9})\.(\d{1,9})$/.exec(text.trim());
  // The API sets the semver_* parts only from a `semver` string (they are not writable on their own).
  return m ? { semver: `${Number(m[1])}.${Number(m[2])}.${Number(m[3])}` } : null;
}

/** Build logs are shown in chunks of at most this many lines, with a note to download the full log (spec 02 §8, §9). */
export const BUILD_LOG_CHUNK_LINES = 2999;

/** The first chunk of a build log and whether lines were left out. */
export function buildLogChunk(log: string): { text: string; truncated: boolean } {
  const lines = log.split('\n');
  if (lines.length <= BUILD_LOG_CHUNK_LINES) return { text: log, truncated: false };
  return { text: lines.slice(0, BUILD_LOG_CHUNK_LINES).join('\n'), truncated: true };
}

/** The release composition as text: JSON pretty-printed, or the raw text when it could not be parsed (spec 02 §8). */
export function compositionText(composition: unknown): { text: string; parsed: boolean } {
  if (typeof composition === 'string') {
    try {
      return { text: JSON.stringify(JSON.parse(composition), null, 2), parsed: true };
    } catch {
      return { text: composition, parsed: false };
    }
  }
  return { text: JSON.stringify(composition ?? {}, null, 2), parsed: true };
}

/** What an image's Dockerfile panel shows: the Dockerfile, or why there is none (spec 02 §8). */
export function dockerfileState(image: {
  dockerfile: string | null;
  build_log: string | null;
}): 'dockerfile' | 'preBuilt' | 'none' {
  if (image.dockerfile) return 'dockerfile';
  return image.build_log ? 'none' : 'preBuilt';
}
