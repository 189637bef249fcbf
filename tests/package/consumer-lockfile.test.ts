import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * `npm pack` is not byte-reproducible: every pack of the same commit has another hash. The example's
 * lockfile must therefore not pin the integrity of the packed tarball, or `npm ci` there fails with
 * EINTEGRITY on any machine whose npm cache does not already hold a tarball with the pinned hash.
 */
describe('examples/consumer lockfile', () => {
  const lock = JSON.parse(readFileSync('examples/consumer/package-lock.json', 'utf8')) as {
    packages: Record<string, { resolved?: string; integrity?: string }>;
  };

  it('installs fleetmock from the freshly packed tarball', () => {
    expect(lock.packages['node_modules/fleetmock']?.resolved).toBe('file:../../fleetmock-0.1.0.tgz');
  });

  it('pins no integrity for any file: tarball', () => {
    const pinned = Object.entries(lock.packages)
      .filter(([, p]) => p.resolved?.startsWith('file:') && p.integrity)
      .map(([name]) => name);
    expect(pinned).toEqual([]);
  });
});
