/**
 * The fault-rule glob: `*` matches any run (slashes included), the rest is literal, the whole path
 * must match; and the work is linear in the path whatever the pattern. Work is counted in matcher
 * steps, not time: the pattern that made the old regular expression backtrack for seconds on a
 * 32-character path stays within a few steps per character on paths of any length.
 */
import { describe, expect, it } from 'vitest';
import { globMatch, PATH_PATTERN_MAX_LENGTH, type GlobStats } from './glob.ts';
import { FaultRuleInput } from './schema.ts';

describe('globMatch', () => {
  it.each([
    ['/v7/device*', '/v7/device', true],
    ['/v7/device*', "/v7/device(uuid='ab')", true],
    ['/v7/device*', '/v7/devic', false],
    ['/v7/*/logs', '/v7/a/b/logs', true],
    ['/v7/*/logs', '/v7/a/b/logs/x', false],
    ['*', '', true],
    ['/exact', '/exact', true],
    ['/exact', '/exact/', false],
    ['/a.b', '/axb', false],
    ['/(x)+', '/(x)+', true],
    ['/*ab*ab', '/xabyab', true],
    ['/*ab*ab', '/xab', false],
    ['/*aab', '/aaab', true],
    ['/a*a', '/a', false],
    ['/*a*a*a*a*a*a*a*a*a*a*a*a*c', `/${'a'.repeat(31)}`, false],
    ['/*a*a*a*a*a*a*a*a*a*a*a*a*c', `/${'a'.repeat(30)}c`, true],
  ])('%s on %s → %s', (glob, path, want) => {
    expect(globMatch(glob, path)).toBe(want);
  });

  it('does work linear in the path on the backtracking pattern', () => {
    const glob = '/*a*a*a*a*a*a*a*a*a*a*a*a*c';
    for (const n of [32, 1_000, 100_000]) {
      const stats: GlobStats = { steps: 0 };
      expect(globMatch(glob, `/${'a'.repeat(n - 1)}`, stats)).toBe(false);
      expect(stats.steps).toBeLessThanOrEqual(2 * n + glob.length);
    }
    const worst: GlobStats = { steps: 0 };
    const kmpTrap = `/*${'a'.repeat(100)}b*c`;
    globMatch(kmpTrap, `/${'a'.repeat(10_000)}`, worst);
    expect(worst.steps).toBeLessThanOrEqual(2 * 10_000 + kmpTrap.length);
  });
});

describe('rule validator', () => {
  it(`refuses a path pattern longer than ${PATH_PATTERN_MAX_LENGTH} characters, naming the limit`, () => {
    const rule = (path: string) =>
      FaultRuleInput.safeParse({ match: { path }, effect: { kind: 'status', status: 500 } });
    expect(rule(`/${'*a'.repeat(127)}`).success).toBe(true);
    const long = rule(`/${'*a'.repeat(128)}`);
    expect(long.success).toBe(false);
    expect(JSON.stringify(long.error?.issues)).toContain(`at most ${PATH_PATTERN_MAX_LENGTH} characters`);
  });
});
