/**
 * `npm start`: a busy port is reported at once, before any dashboard build; the dashboard is rebuilt
 * only when something it is built from changed since the last build.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { dashboardBuildReason } from '../../scripts/lib/dashboard-build.ts';

const root = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'fleetmock-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm start', () => {
  it('says a port is busy within seconds, without building the dashboard first', async () => {
    const busy = createServer();
    await new Promise<void>((r) => busy.listen(0, '127.0.0.1', r));
    const port = (busy.address() as AddressInfo).port;
    try {
      const started = Date.now();
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--port', String(port)], {
        cwd: root,
        encoding: 'utf8',
        timeout: 25_000,
      });
      expect(run.status, run.stderr).toBe(2);
      expect(run.stderr.trim()).toMatch(
        new RegExp(`^npm start: port ${port} is in use; try npm start -- --port \\d+$`),
      );
      expect(run.stdout).not.toContain('building the dashboard');
      expect(Date.now() - started).toBeLessThan(25_000);
    } finally {
      busy.close();
    }
  }, 40_000);

  it('a bad flag is one line before any build', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--scale', 'huge'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 25_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toBe("npm start: --scale must be one of small, demo, large, got 'huge'");
  }, 40_000);

  it('rebuilds only when the sources are newer than the build', () => {
    const project = join(dir, 'project');
    mkdirSync(join(project, 'web', 'src'), { recursive: true });
    writeFileSync(join(project, 'web', 'src', 'main.tsx'), 'x');
    expect(dashboardBuildReason(project)).toBe('no build yet');
    mkdirSync(join(project, 'web', 'dist'));
    writeFileSync(join(project, 'web', 'dist', 'index.html'), '<html>');
    const past = new Date(Date.now() - 60_000);
    for (const p of ['web/src/main.tsx', 'web/src', 'web']) utimesSync(join(project, p), past, past);
    expect(dashboardBuildReason(project)).toBeUndefined();
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(project, 'web', 'src', 'main.tsx'), later, later);
    expect(dashboardBuildReason(project)).toBe('web changed since the last build');
  });
});
