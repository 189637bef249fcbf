/**
 * The command as a process: output piped to another program arrives whole (more than the 64 KiB a
 * pipe takes at once), and a server started by a process that then dies (npx killed by `kill $PID`,
 * a test runner killed by a CI timeout) stops by itself, the proxy printing its summary first.
 * Runs the CLI from source with `node --import tsx`.
 */
import { describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const CLI = resolve(import.meta.dirname, '../../mock-server/src/fastify/cli.ts');
const NODE_ARGS = ['--import', 'tsx', CLI];

describe('output through a pipe', () => {
  it('coverage --json hands over every byte before exiting', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fleetmock-drain-'));
    try {
      const journal = join(dir, 'journal.json');
      writeFileSync(journal, '{"entries": []}');
      // A shell pipe (`| cat`): Node's own child stdio is a socket pair with a larger buffer, where the
      // loss does not show; a real pipe takes 64 KiB at once.
      const command = [process.execPath, ...NODE_ARGS, 'coverage', journal, '--json'].map((a) => `'${a}'`).join(' ');
      const run = spawnSync('sh', ['-c', `${command} | cat`], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout.length).toBeGreaterThan(64 * 1024);
      const parsed = JSON.parse(run.stdout) as { operations: unknown[] };
      expect(parsed.operations.length).toBeGreaterThan(100);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

/** Starts `args` under an intermediate parent, then SIGKILLs that parent; resolves with the server's pid and log. */
async function orphan(args: string[], ready: RegExp): Promise<{ pid: number; log: string; ended: Promise<boolean> }> {
  const dir = mkdtempSync(join(tmpdir(), 'fleetmock-orphan-'));
  const log = join(dir, 'out.log');
  // The parent starts the server with its output in a file and prints the server's pid.
  const parentScript = `
    const { spawn } = require('node:child_process');
    const fd = require('node:fs').openSync(${JSON.stringify(log)}, 'w');
    const c = spawn(process.execPath, ${JSON.stringify([...NODE_ARGS, ...args])}, { stdio: ['ignore', fd, fd] });
    console.log(c.pid);
    setInterval(() => {}, 1000);`;
  const parent = spawn(process.execPath, ['-e', parentScript], { stdio: ['ignore', 'pipe', 'inherit'] });
  const pid = await new Promise<number>((res, rej) => {
    parent.stdout.once('data', (d: Buffer) => res(Number(String(d))));
    parent.once('exit', (code) => rej(new Error(`the parent exited (${code}) before starting the server`)));
  });
  const until = Date.now() + 30_000;
  const text = (): string => readFileSync(log, { encoding: 'utf8', flag: 'a+' });
  while (!ready.test(text())) {
    if (Date.now() > until) {
      parent.kill('SIGKILL');
      process.kill(pid, 'SIGKILL');
      throw new Error(`not ready in 30 s:\n${text()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  parent.kill('SIGKILL');
  const alive = (): boolean => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const ended = (async () => {
    const deadline = Date.now() + 5_000;
    while (alive() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const gone = !alive();
    if (!gone) process.kill(pid, 'SIGKILL'); // leave nothing behind, whatever the outcome
    return gone;
  })();
  await ended;
  const output = text();
  rmSync(dir, { recursive: true, force: true });
  return { pid, log: output, ended };
}

describe('a server ends with the process that started it', () => {
  it('fleetmock (serve) stops within seconds of its parent being killed', async () => {
    const run = await orphan(['--port', '0', '--scale', 'small', '--seed', '1', '--no-simulation'], /listening on/);
    expect(await run.ended).toBe(true);
    // It says why, so a server that a CI step left in the background does not vanish without a word.
    expect(run.log).toMatch(
      /^fleetmock: stopping because the process that started it \(pid \d+\) ended;.*--keep-running/m,
    );
  }, 60_000);

  it('fleetmock proxy stops too, printing its summary', async () => {
    const run = await orphan(['proxy', '--target', 'http://127.0.0.1:9', '--port', '0'], /proxy listening on/);
    expect(await run.ended).toBe(true);
    expect(run.log).toContain('nothing to verify: 0 requests checked');
    expect(run.log).toMatch(/^fleetmock proxy: stopping because the process that started it/m);
  }, 60_000);
});
