/**
 * Whether the built dashboard (web/dist) is older than what it is built from, so `npm start` rebuilds
 * only after a change: the dashboard's sources (web/ without its build folders), generated/ and
 * shared/ (which it imports), and the lockfile (a dependency update).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the dashboard build reads, relative to the project root. */
export const DASHBOARD_INPUTS = ['web', 'generated', 'shared', 'package-lock.json'] as const;

function newestMtime(path: string, skip: (name: string) => boolean): number {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = s.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (skip(entry)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry), skip));
  }
  return newest;
}

/** The reason to rebuild (a missing build, or the newest input newer than the build), or undefined when current. */
export function dashboardBuildReason(root: string, distDir = join(root, 'web', 'dist')): string | undefined {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return 'no build yet';
  const built = statSync(index).mtimeMs;
  const skip = (name: string): boolean => name === 'node_modules' || name === 'dist' || name.startsWith('dist-');
  for (const input of DASHBOARD_INPUTS) {
    const path = join(root, input);
    if (existsSync(path) && newestMtime(path, skip) > built) return `${input} changed since the last build`;
  }
  return undefined;
}
