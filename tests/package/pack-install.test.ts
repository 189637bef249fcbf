/**
 * The packed command as a user gets it: `npm pack` (its prepack builds dist/; `npm test` packs once
 * and hands the tarball over in FLEETMOCK_TARBALL), the tarball installed into an empty folder with
 * production dependencies only (from npm's cache; no network is needed once the project's own
 * install has filled it), then the `fleetmock` bin: --help, a bad flag (exit 2, one line), a real
 * start serving the API and the dashboard, and the CI recipes of docs/contract-checks.md run as
 * written with `npx`, leaving no process behind. About a minute, most of it the dashboard build and
 * npm's install; FLEETMOCK_SKIP_PACK_TEST=1 skips it.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { at } from '../present.ts';

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
    let tarball = process.env.FLEETMOCK_TARBALL;
    if (!tarball || !existsSync(tarball)) {
      const pack = npm(['pack', '--pack-destination', work], root);
      expect(pack.status, String(pack.stderr)).toBe(0);
      const name = readdirSync(work).find((f) => f.endsWith('.tgz'));
      expect(name).toBeDefined();
      tarball = join(work, name!);
    }
    mkdirSync(app);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'consumer', private: true }));
    let install = npm(['install', '--omit=dev', '--offline', tarball], app);
    if (install.status !== 0) install = npm(['install', '--omit=dev', '--prefer-offline', tarball], app);
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
          res(at(m, 1));
        }
      });
      child!.on('exit', (code) => rej(new Error(`exited ${code}:\n${out}`)));
    });
    expect(await (await fetch(`${url}/ping`)).text()).toBe('OK');
    const page = await fetch(`${url}/fleets`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('id="root"');
  }, 40_000);

  describe('docs/contract-checks.md recipes, run as written with npx', () => {
    const DOC = join(root, 'docs', 'contract-checks.md');
    /** Stands in for "npm test" of an application: two reads in the `ci` session, with the owner's API key. */
    const PRELUDE = [
      'set -euo pipefail',
      'fake_suite() {',
      `  for q in 'device?$select=id&$top=2' 'application?$select=app_name'; do`,
      `    curl -sf "$1/v7/$q" -H 'x-mock-session: ci' -H 'Authorization: Bearer fleetmockOwnerDemoApiKey00000001' >/dev/null`,
      '  done',
      '}',
      '',
    ].join('\n');

    /** The recipe's block, with the install line dropped (done above), the suite stubbed and its ports free ones. */
    function recipe(name: string, ports: Record<string, number>): string {
      const block = new RegExp(`<!-- recipe: ${name}[^>]*-->\\s*\`\`\`sh\\n([\\s\\S]*?)\`\`\``).exec(
        readFileSync(DOC, 'utf8'),
      )?.[1];
      if (!block) throw new Error(`docs/contract-checks.md has no "recipe: ${name}" block`);
      let script = block
        .split('\n')
        .filter((line) => !line.startsWith('npm install'))
        .map((line) => line.replace(/^API_URL=(\S+) (?:MOCK_SESSION=\S+ )?npm test.*$/, 'fake_suite $1'))
        .join('\n');
      expect(script).toContain('fake_suite http');
      // The stub suite exercises two operations: the coverage floor is set to what two give.
      script = script.replace(/--fail-under \d+/, '--fail-under 0.1');
      for (const [port, free] of Object.entries(ports)) script = script.replaceAll(port, String(free));
      return PRELUDE + script;
    }

    function freePort(): Promise<number> {
      return new Promise((res) => {
        const s = createServer().listen(0, '127.0.0.1', () => {
          const { port } = s.address() as { port: number };
          s.close(() => res(port));
        });
      });
    }

    /** Processes whose command line names one of the ports (the recipe's servers, through npx or not). */
    function processesOn(ports: number[]): string[] {
      const found: string[] = [];
      for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
        try {
          const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
          if (!readlinkSync(`/proc/${pid}/cwd`).startsWith(app)) continue;
          if (ports.some((p) => cmd.includes(`--port ${p}`))) found.push(`${pid}: ${cmd}`);
        } catch {
          /* ended meanwhile */
        }
      }
      return found;
    }

    async function expectNothingLeft(ports: number[]): Promise<void> {
      const until = Date.now() + 5_000;
      while (processesOn(ports).length && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      expect(processesOn(ports)).toEqual([]);
    }

    function bash(script: string): Promise<{ code: number | null; out: string }> {
      return new Promise((res) => {
        const child = spawn('bash', ['-c', script], { cwd: app, stdio: ['ignore', 'pipe', 'pipe'] });
        let out = '';
        child.stdout.on('data', (d: Buffer) => (out += d.toString()));
        child.stderr.on('data', (d: Buffer) => (out += d.toString()));
        child.on('exit', (code) => res({ code, out }));
      });
    }

    it('CI recipe: mock, suite, journal, verify and coverage; the mock ends with the job', async () => {
      const mockPort = await freePort();
      const run = await bash(recipe('ci', { 4010: mockPort }));
      expect(run.code, run.out).toBe(0);
      expect(run.out).toContain('2 requests checked: 2 valid, 0 breaking the contract');
      expect(run.out).toMatch(/Exercised 2 of \d+ operations/);
      await expectNothingLeft([mockPort]);
    }, 90_000);

    it('proxy recipe: the stop request ends it with its summary and exit status; nothing keeps running', async () => {
      const [mockPort, proxyPort] = [await freePort(), await freePort()];
      const run = await bash(recipe('proxy', { 4010: mockPort, 4011: proxyPort }));
      expect(run.code, run.out).toBe(0);
      // The two reads and the recipe's /ping polls, all valid; the summary comes from the proxy itself.
      expect(run.out).toMatch(/(\d+) requests checked: \1 valid, 0 breaking the contract/);
      const report = JSON.parse(readFileSync(join(app, 'proxy-report.json'), 'utf8')) as {
        passed: boolean;
        checked: number;
      };
      expect(report.passed).toBe(true);
      expect(report.checked).toBeGreaterThanOrEqual(3);
      await expectNothingLeft([mockPort, proxyPort]);
    }, 90_000);
  });
});
