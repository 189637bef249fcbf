/** Release rules (spec 02 §4 "Release run groups", "Release rules", §5 release version edit). */
import { describe, expect, it } from 'vitest';
import {
  buildLogChunk,
  compositionText,
  dockerfileState,
  canValidate,
  effectiveStatus,
  isDeletable,
  isPinnable,
  parseReleaseVersion,
  releaseGroup,
  runOutcomeText,
} from './release-rules.ts';

describe('release rules', () => {
  it('groups statuses', () => {
    expect(
      ['running', 'cancelled', 'interrupted', 'error', 'failed', 'timeout', 'local', 'success'].map(releaseGroup),
    ).toEqual(['running', 'cancelled', 'cancelled', 'failed', 'failed', 'failed', 'local', 'succeeded']);
  });

  it('shows a running release with no update for over 120 s as timeout', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    expect(effectiveStatus('running', '2026-01-01T11:58:00Z', now)).toBe('running');
    expect(effectiveStatus('running', '2026-01-01T11:57:59Z', now)).toBe('timeout');
    expect(effectiveStatus('success', '2026-01-01T10:00:00Z', now)).toBe('success');
    expect(releaseGroup(effectiveStatus('running', '2026-01-01T10:00:00Z', now))).toBe('failed');
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
    expect(parseReleaseVersion(' 2.10.3 ')).toEqual({ semver: '2.10.3' });
    for (const bad of ['2.10', '2.10.3.1', '2.10.3-beta', 'v2.10.3', '', 'a.b.c'])
      expect(parseReleaseVersion(bad)).toBeNull();
  });

  it('a release pinned to a device or used by a fleet cannot be deleted', () => {
    expect(isDeletable({ is_pinned_to__device: 0, should_be_running_on__application: 0 })).toBe(true);
    expect(isDeletable({ is_pinned_to__device: 2, should_be_running_on__application: 0 })).toBe(false);
    expect(isDeletable({ is_pinned_to__device: 0, should_be_running_on__application: 1 })).toBe(false);
  });

  it('build logs show 2999 lines per chunk and say when lines were left out', () => {
    const log = Array.from({ length: 3005 }, (_, i) => `line ${i + 1}`).join('\n');
    const chunk = buildLogChunk(log);
    expect(chunk.truncated).toBe(true);
    expect(chunk.text.split('\n')).toHaveLength(2999);
    expect(buildLogChunk('a\nb').truncated).toBe(false);
  });

  it('composition: parsed JSON is pretty-printed; unparseable text is shown raw', () => {
    expect(compositionText({ services: {} })).toEqual({ text: '{\n  "services": {}\n}', parsed: true });
    expect(compositionText('services: [')).toEqual({ text: 'services: [', parsed: false });
  });

  it('Dockerfile panel: the Dockerfile, a pre-built image (no Dockerfile, no build log), or none available', () => {
    expect(dockerfileState({ dockerfile: 'FROM alpine', build_log: 'x' })).toBe('dockerfile');
    expect(dockerfileState({ dockerfile: null, build_log: null })).toBe('preBuilt');
    expect(dockerfileState({ dockerfile: '', build_log: 'Step 1/3' })).toBe('none');
  });
});

describe('runOutcomeText (spec 02 §8)', () => {
  it.each([
    ['failed', 'Build failed'],
    ['error', 'Build failed'],
    ['timeout', 'Build failed'],
    ['cancelled', 'Build cancelled'],
    ['interrupted', 'Build cancelled'],
    ['success', null],
    ['running', null],
    ['local', null],
  ])('%s', (status, expected) => {
    expect(runOutcomeText(status)).toBe(expected);
  });
});
