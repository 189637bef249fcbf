/**
 * The packed command as a user gets it: `npm pack` (its prepack builds dist/), the tarball
 * installed into an empty folder with production dependencies only (from npm's cache; no network
 * is needed once the project's own install has filled it), then the `fleetmock` bin: --help, a bad
 * flag (exit 2, one line), and a real start serving the API and the dashboard. About a minute, most
 * of it the dashboard build and npm's install; FLEETMOCK_SKIP_PACK_TEST=1 skips it.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'fleetmock-pack-'));
const app = join(work, 'app');
const bin = join(app, 'node_modules', '.bin', 'fleetmock');
let child: ChildProcess | undefined;

function npm(args: string[], cwd: string): ReturnType<typeof spawnSync> {
  return spawnSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd,
    encoding: 'utf8',
    timeout: 240_000,
  });
}

afterAll(() => {
  if (child?.pid && child.exitCode === null) child.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}, 60_000);

describe.skipIf(process.env.FLEETMOCK_SKIP_PACK_TEST === '1')('npm pack → install --omit=dev → fleetmock', () => {
  beforeAll(() => {
    const pack = npm(['pack', '--pack-destination', work], root);
    expect(pack.status, String(pack.stderr)).toBe(0);
    const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
    expect(tarball).toBeDefined();
    mkdirSync(app);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'consumer', private: true }));
    let install = npm(['install', '--omit=dev', '--offline', join(work, tarball!)], app);
    if (install.status !== 0) install = npm(['install', '--omit=dev', '--prefer-offline', join(work, tarball!)], app);
    expect(install.status, String(install.stderr)).toBe(0);
  }, 300_000);

  it('installs no dev tooling: no tsx, no Vite, no React', () => {
    expect(existsSync(bin)).toBe(true);
    for (const dev of ['tsx', 'vite', 'react', 'msw', 'typescript'])
      expect(existsSync(join(app, 'node_modules', dev)), dev).toBe(false);
    expect(existsSync(join(app, 'node_modules', 'fleetmock', 'dist', 'web', 'index.html'))).toBe(true);
  });

  it('--help lists the flags; a bad flag is one line and exit status 2', () => {
    const help = spawnSync(bin, ['--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/--port N[\s\S]*default: 4010; e\.g\. --port 4011/);
    const bad = spawnSync(bin, ['--devices', '-5'], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim().split('\n')).toEqual([
      "fleetmock: --devices must be an integer from 0 to 100,000, got '-5'",
    ]);
  });

  it('serves the API and the dashboard', async () => {
    child = spawn(bin, ['--port', '0', '--seed', '42', '--scale', 'small', '--no-simulation'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const url = await new Promise<string>((res, rej) => {
      let out = '';
      const timer = setTimeout(() => rej(new Error(`no start within 30 s:\n${out}`)), 30_000);
      child!.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /listening on (http:\/\/\S+)/.exec(out);
        if (m) {
          clearTimeout(timer);
          res(m[1]);
        }
      });
      child!.on('exit', (code) => rej(new Error(`exited ${code}:\n${out}`)));
    });
    expect(await (await fetch(`${url}/ping`)).text()).toBe('OK');
    const page = await fetch(`${url}/fleets`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('id="root"');
  }, 40_000);
});
