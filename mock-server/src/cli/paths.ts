/**
 * Where the command finds the files it ships with: the package root (package.json, docs/), the
 * built dashboard and the QA guide, from the source tree or from the packed bundle (dist/cli/).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { BUNDLED } from '../core/bundled.ts';

/** The package root: two levels above dist/cli/ in the bundle, three above mock-server/src/cli/ in the source. */
const PACKAGE_ROOT = fileURLToPath(new URL(BUNDLED ? '../../' : '../../../', import.meta.url));

/** The dashboard the packed command serves when no `--dist` is given (none from the source tree). */
export function shippedDashboardDir(): string | undefined {
  const dir = join(PACKAGE_ROOT, 'dist', 'web');
  return BUNDLED && existsSync(join(dir, 'index.html')) ? dir : undefined;
}

/** The QA guide (faults, clock, journal, sessions). */
export const QA_GUIDE = join(PACKAGE_ROOT, 'docs', 'qa.md');

/** The package version (package.json next to the code). */
export function packageVersion(): string {
  try {
    return (
      (JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version?: string }).version ??
      'unknown'
    );
  } catch {
    return 'unknown';
  }
}
