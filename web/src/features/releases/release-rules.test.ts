/** Release rules (spec 02 §4 "Release run groups", "Release rules", §5 release version edit). */
import { describe, expect, it } from 'vitest';
import { canValidate, isDeletable, isPinnable, parseReleaseVersion, releaseGroup } from './release-rules.ts';

describe('release rules', () => {
  it('groups statuses', () => {
    expect(['running', 'cancelled', 'interrupted', 'error', 'failed', 'timeout', 'local', 'success'].map(releaseGroup)).toEqual([
      'running', 'cancelled', 'cancelled', 'failed', 'failed', 'failed', 'local', 'succeeded',
    ]);
  });

  it('cannot validate failed, error, interrupted, cancelled and timeout releases', () => {
    expect(['failed', 'error', 'interrupted', 'cancelled', 'timeout'].some(canValidate)).toBe(false);
    expect(['success', 'running'].every(canValidate)).toBe(true);
  });

  it('pins only final, valid, successful releases', () => {
    expect(isPinnable({ status: 'success', is_final: true, is_invalidated: false })).toBe(true);
    expect(isPinnable({ status: 'success', is_final: false, is_invalidated: false })).toBe(false);
    expect(isPinnable({ status: 'success', is_final: true, is_invalidated: true })).toBe(false);
    expect(isPinnable({ status: 'failed', is_final: true, is_invalidated: false })).toBe(false);
  });

  it('edits versions of exactly three numbers', () => {
    expect(parseReleaseVersion(' 2.10.3 ')).toEqual({ semver_major: 2, semver_minor: 10, semver_patch: 3 });
    for (const bad of ['2.10', '2.10.3.1', '2.10.3-beta', 'v2.10.3', '', 'a.b.c']) expect(parseReleaseVersion(bad)).toBeNull();
  });

  it('a release pinned to a device or used by a fleet cannot be deleted', () => {
    expect(isDeletable({ is_pinned_to__device: 0, should_be_running_on__application: 0 })).toBe(true);
    expect(isDeletable({ is_pinned_to__device: 2, should_be_running_on__application: 0 })).toBe(false);
    expect(isDeletable({ is_pinned_to__device: 0, should_be_running_on__application: 1 })).toBe(false);
  });
});
