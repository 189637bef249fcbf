/**
 * `fleetmock start --detach` / `fleetmock stop` (mock-server/src/cli/detach.ts): the mock of one CI
 * step used by the next. `start --detach` returns once the mock answers, leaving it running after the
 * command itself has ended, with its pid in the pid file and its output in the log; `stop` ends it and
 * removes the pid file. A mock that cannot start is reported with its own message and exit status.
 * Runs the CLI from source with `node --import tsx`, on a free port (`--port 0`).
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isRunning, START_COMMAND, STOP_COMMAND } from '../../mock-server/src/cli/detach.ts';
import { CliError } from '../../mock-server/src/cli/argv.ts';

const root = resolve(import.meta.dirname, '../..');
const CLI = join(root, 'mock-server/src/fastify/cli.ts');
// tsx's loader by path: the commands run in a temp folder, where `--import tsx` would not resolve.
const TSX = pathToFileURL(join(root, 'node_modules/tsx/dist/loader.mjs')).href;
const dir = mkdtempSync(join(tmpdir(), 'fleetmock-detach-'));
const started: number[] = [];

afterAll(() => {
  for (const pid of started) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** `fleetmock stop` in this process (it only reads the pid file and signals): exit code and output. */
async function stop(pidFile: string): Promise<{ code: number | undefined; out: string; err: string }> {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const code = await STOP_COMMAND.run(['--pid-file', pidFile]);
    return { code, out: log.mock.calls.join('\n'), err: error.mock.calls.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

/** The command from source in a process of its own, as CI runs it (in the temp folder). */
const fleetmock = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', TSX, CLI, ...args], { cwd: dir, encoding: 'utf8', timeout: 120_000 });

describe('fleetmock start --detach / stop', () => {
  it('starts a mock that answers after the command returned, and stops it', async () => {
    const start = fleetmock('start', '--detach', '--port', '0', '--no-simulation', '--seed', '7', '--scale', 'small');
    expect(start.status, start.stderr).toBe(0);
    const pid = Number(readFileSync(join(dir, 'fleetmock.pid'), 'utf8'));
    started.push(pid);
    const url = /started in the background: (\S+) \(pid (\d+)\)/.exec(start.stdout);
    expect(url?.[2]).toBe(String(pid));
    expect(start.stdout).toContain(`log:      ${join(dir, 'fleetmock.log')}`);
    expect(start.stdout).toContain('fleetmock stop');

    // The start command has exited; the mock, in a process of its own, still answers.
    expect(await (await fetch(`${url![1]}/ping`)).text()).toBe('OK');
    expect(readFileSync(join(dir, 'fleetmock.log'), 'utf8')).toMatch(/seed 7, scale small/);

    const again = fleetmock('start', '--detach', '--port', '0');
    expect(again.status).toBe(2);
    expect(again.stderr).toContain(`a mock is already running (pid ${pid}`);

    const stopped = await stop(join(dir, 'fleetmock.pid'));
    expect(stopped.code, stopped.err).toBe(0);
    expect(stopped.out).toContain(`fleetmock stopped (pid ${pid})`);
    expect(isRunning(pid)).toBe(false);
    expect(existsSync(join(dir, 'fleetmock.pid'))).toBe(false);
    await expect(fetch(`${url![1]}/ping`)).rejects.toThrow();

    const nothing = await stop(join(dir, 'fleetmock.pid'));
    expect(nothing.code).toBe(1);
    expect(nothing.err).toContain('no pid file');
  }, 120_000);

  it('reports a mock that cannot start with its own message and exit status, and leaves no pid file', () => {
    const start = fleetmock('start', '--detach', '--port', '0', '--world', 'missing.yaml', '--pid-file', 'w.pid');
    expect(start.status).toBe(2);
    expect(start.stderr).toContain('the mock stopped while starting (exit status 2)');
    expect(start.stderr).toContain('missing.yaml');
    expect(existsSync(join(dir, 'w.pid'))).toBe(false);
  }, 120_000);

  it('checks the serve flags before starting anything', async () => {
    await expect(START_COMMAND.run(['--detach', '--port', 'x', '--pid-file', join(dir, 'x.pid')])).rejects.toThrow(
      new CliError("--port must be an integer from 0 to 65535, got 'x'"),
    );
    expect(existsSync(join(dir, 'x.pid'))).toBe(false);
    await expect(START_COMMAND.run(['--log-file', 'x.log'])).rejects.toThrow(
      /--log-file is for fleetmock start --detach/,
    );
  });
});
