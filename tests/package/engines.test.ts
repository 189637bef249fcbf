/**
 * The Node version README names is one every production dependency declares it runs on (npm's
 * EBADENGINE otherwise), and the one package.json's engines accepts. CI runs on that version.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** Whether a package's `engines.node` range admits `major.minor` (the forms npm packages use). */
function admits(range: string, major: number, minor: number): boolean {
  return range.split('||').some((raw) => {
    const alt = raw.trim();
    if (alt === '*' || alt === '') return true;
    let m = /^>=\s*v?(\d+)(?:\.(\d+))?/.exec(alt);
    if (m) {
      const [lo, loMinor] = [Number(m[1]), Number(m[2] ?? 0)];
      const upper = /<\s*(\d+)/.exec(alt);
      if (upper && major >= Number(upper[1])) return false;
      return major > lo || (major === lo && minor >= loMinor);
    }
    m = /^[\^~]?v?(\d+)(?:\.(\d+))?/.exec(alt);
    if (m) return major === Number(m[1]) && minor >= Number(m[2] ?? 0);
    return false;
  });
}

describe('Node version', () => {
  const readme = readFileSync(resolve(root, 'README.md'), 'utf8');
  const named = /Requirements: Node (\d+)\.(\d+)\+/.exec(readme);
  const [major, minor] = [Number(named?.[1]), Number(named?.[2])];

  it('README names one', () => {
    expect(named).not.toBeNull();
  });

  it('every production dependency and package.json engines admit it', () => {
    const lock = JSON.parse(readFileSync(resolve(root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string; dev?: boolean; engines?: { node?: string } | string[] }>;
    };
    const refusing = Object.entries(lock.packages)
      .filter(([, p]) => !p.dev && p.engines && !Array.isArray(p.engines) && p.engines.node)
      .filter(([, p]) => !admits((p.engines as { node: string }).node, major, minor))
      .map(([name, p]) => `${name || 'fleetmock'}@${p.version}: ${(p.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });

  it('reads ranges as npm does for the forms in use', () => {
    expect(admits('>=22', 20, 19)).toBe(false);
    expect(admits('>=18', 20, 19)).toBe(true);
    expect(admits('18 || 20 || >=22', 20, 19)).toBe(true);
    expect(admits('^20.19.0 || ^22.13.0', 20, 19)).toBe(true);
    expect(admits('>=20.19 <21 || >=22', 20, 19)).toBe(true);
    expect(admits('^20.20.0', 20, 19)).toBe(false);
  });
});
