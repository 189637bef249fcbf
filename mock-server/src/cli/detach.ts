/**
 * `fleetmock start --detach` and `fleetmock stop`: a mock that outlives the CI step that started it.
 *
 * `start --detach [serve flags]` starts `fleetmock [serve flags] --keep-running` as a process of its
 * own (a new process group, its output appended to a log file), writes its pid to a pid file, and
 * returns only once the mock answers `GET /ping` (exit 0), printing where it listens, its pid and its
 * log. When the mock cannot start (a taken port, a bad world file) it returns with the mock's own
 * exit status and the end of its log instead. `stop` sends SIGTERM to the pid of the pid file (the
 * mock saves `--state` and prints its summary into the log), waits until the process is gone and
 * removes the pid file. `start` without `--detach` serves in the foreground like `fleetmock [flags]`.
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseDuration } from '../core/faults/duration.ts';
import { CliError, parseCli } from '../fastify/cli-args.ts';
import type { Command } from './commands.ts';
import { withWorldFile } from './load-world.ts';
import { serve } from './serve.ts';

export const DEFAULT_PID_FILE = 'fleetmock.pid';
export const DEFAULT_LOG_FILE = 'fleetmock.log';
const DEFAULT_START_TIMEOUT = '120s';
const DEFAULT_STOP_TIMEOUT = '30s';
const POLL_MS = 200;

/** The line of the startup banner that names the address (serve.ts prints it once listening). */
const LISTENING = /^fleetmock listening on (\S+)/m;

interface OwnFlags {
  /** The flags of the command itself, by name (switches map to ''). */
  own: Map<string, string>;
  /** Everything else, in order: the serve flags. */
  rest: string[];
}

/** Takes `names` (value flags) and `switches` out of argv; the rest is left for the serve flags. */
function takeFlags(argv: readonly string[], names: readonly string[], switches: readonly string[]): OwnFlags {
  const own = new Map<string, string>();
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.startsWith('--') ? [arg.slice(2).split('=')[0]!, arg.split('=').slice(1).join('=')] : [];
    if (flag !== undefined && switches.includes(flag)) {
      if (arg.includes('=')) throw new CliError(`--${flag} takes no value`);
      own.set(flag, '');
    } else if (flag !== undefined && names.includes(flag)) {
      const value = arg.includes('=') ? inline : argv[++i];
      if (value === undefined || value === '') throw new CliError(`--${flag} needs a value, e.g. --${flag} FILE`);
      own.set(flag, value);
    } else rest.push(arg);
  }
  return { own, rest };
}

function durationMs(flag: string, raw: string): number {
  const ms = /^\d+$/.test(raw) ? Number(raw) * 1000 : parseDuration(raw);
  if (ms === undefined || !Number.isFinite(ms) || ms <= 0)
    throw new CliError(`--${flag} must be a duration such as 30s or 2m (a bare number is seconds), got '${raw}'`);
  return ms;
}

/** Whether the process lives (a zombie, ended but not yet reaped by its new parent, counts as gone). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return true; // no /proc (macOS): signal 0 is the answer
  }
}

/** The pid a pid file holds; undefined when there is no file. */
function readPid(file: string): number | undefined {
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8').trim();
  const pid = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(pid) || pid <= 1) throw new CliError(`${file} holds no pid ('${text.slice(0, 40)}')`);
  return pid;
}

const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

/** The last lines of the log, to show why a detached mock did not come up. */
function logTail(file: string, from: number, lines = 20): string {
  try {
    const text = readFileSync(file, 'utf8').slice(from).trimEnd();
    return text.split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** The address to ping: the one printed, with a wildcard host read as loopback. */
function pingUrl(listening: string): string {
  const url = new URL(listening);
  if (url.hostname === '0.0.0.0' || url.hostname === '[::]') url.hostname = '127.0.0.1';
  return new URL('/ping', url).href;
}

async function answersPing(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

async function startDetached(own: Map<string, string>, serveArgv: readonly string[]): Promise<number> {
  parseCli(serveArgv); // a mistake in the flags is reported here, before anything starts
  const pidFile = resolve(own.get('pid-file') ?? DEFAULT_PID_FILE);
  const logFile = resolve(own.get('log-file') ?? DEFAULT_LOG_FILE);
  const timeoutMs = durationMs('timeout', own.get('timeout') ?? DEFAULT_START_TIMEOUT);
  const running = readPid(pidFile);
  if (running !== undefined && isRunning(running))
    throw new CliError(`a mock is already running (pid ${running}, ${pidFile}); stop it first: fleetmock stop`);

  // The same program with the serve flags: the bundle under node, or the source under tsx (execArgv
  // carries its loader).
  const script = process.argv[1];
  if (!script) throw new Error('fleetmock start: the path of the running command is unknown');
  const args = [...process.execArgv, script, ...serveArgv];
  if (!serveArgv.includes('--keep-running')) args.push('--keep-running');
  const log = openSync(logFile, 'a');
  const logStart = readFileSync(logFile).length;
  const child = spawn(process.execPath, args, { detached: true, stdio: ['ignore', log, log], env: process.env });
  closeSync(log);
  const pid = child.pid;
  if (pid === undefined) throw new Error('fleetmock start: the mock process did not start');
  let exit: number | undefined;
  child.on('exit', (code, signal) => (exit = code ?? (signal ? 1 : 0)));
  child.unref();
  writeFileSync(pidFile, `${pid}\n`);

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await sleep(POLL_MS);
    if (exit !== undefined) {
      rmSync(pidFile, { force: true });
      console.error(`fleetmock start: the mock stopped while starting (exit status ${exit}); ${logFile} ends with:`);
      console.error(logTail(logFile, logStart));
      return exit === 0 ? 1 : exit;
    }
    const listening = LISTENING.exec(readFileSync(logFile, 'utf8').slice(logStart))?.[1];
    if (listening && (await answersPing(pingUrl(listening)))) {
      console.log(`fleetmock started in the background: ${listening} (pid ${pid})`);
      console.log(`  pid file: ${pidFile}`);
      console.log(`  log:      ${logFile}`);
      console.log(`  stop it with: fleetmock stop${own.has('pid-file') ? ` --pid-file ${own.get('pid-file')}` : ''}`);
      return 0;
    }
  }
  process.kill(pid, 'SIGTERM');
  rmSync(pidFile, { force: true });
  console.error(
    `fleetmock start: the mock did not answer GET /ping within ${timeoutMs / 1000} s (stopped it); ${logFile} ends with:`,
  );
  console.error(logTail(logFile, logStart));
  return 1;
}

export const START_COMMAND: Command = {
  name: 'start',
  usage: 'fleetmock start --detach [flags]',
  summary: 'start the mock in the background; returns once it answers (fleetmock stop ends it)',
  help: [
    '  Serves like `fleetmock [flags]` (every serve flag applies). With --detach it runs on in the background',
    '  (--keep-running: it outlives this shell and the CI step) and this command returns once the mock answers',
    '  GET /ping, printing its address, pid, pid file and log; if it cannot start, the end of its log and its exit\n  status (2: bad input).',
    `  --detach            run in the background`,
    `  --pid-file FILE     where the pid is written (default ${DEFAULT_PID_FILE}); fleetmock stop reads it`,
    `  --log-file FILE     the mock's output, appended (default ${DEFAULT_LOG_FILE})`,
    `  --timeout DURATION  how long to wait for it to answer (default ${DEFAULT_START_TIMEOUT})`,
    '  e.g. fleetmock start --detach --port 4010 --seed 42',
  ].join('\n'),
  async run(argv) {
    const { own, rest } = takeFlags(argv, ['pid-file', 'log-file', 'timeout'], ['detach']);
    if (own.has('detach')) return startDetached(own, rest);
    const onlyDetached = [...own.keys()].find((k) => k !== 'detach');
    if (onlyDetached) throw new CliError(`--${onlyDetached} is for fleetmock start --detach`);
    return serve(await withWorldFile(parseCli(rest)));
  },
};

export const STOP_COMMAND: Command = {
  name: 'stop',
  usage: 'fleetmock stop',
  summary: 'stop a mock started with fleetmock start --detach',
  help: [
    '  Sends SIGTERM to the pid in the pid file (the mock saves --state and exits), waits until it is gone and',
    '  removes the pid file. Exit 0 once stopped (or when it had already ended), 1 when no pid file is found or',
    '  it did not stop in time (it is then killed).',
    `  --pid-file FILE     the pid file of fleetmock start --detach (default ${DEFAULT_PID_FILE})`,
    `  --timeout DURATION  how long to wait (default ${DEFAULT_STOP_TIMEOUT})`,
  ].join('\n'),
  async run(argv) {
    const { own, rest } = takeFlags(argv, ['pid-file', 'timeout'], []);
    if (rest.length) throw new CliError(`unexpected argument '${rest[0]}' for fleetmock stop (see fleetmock --help)`);
    const pidFile = resolve(own.get('pid-file') ?? DEFAULT_PID_FILE);
    const timeoutMs = durationMs('timeout', own.get('timeout') ?? DEFAULT_STOP_TIMEOUT);
    const pid = readPid(pidFile);
    if (pid === undefined) {
      console.error(`fleetmock stop: no pid file ${pidFile} (nothing was started here with fleetmock start --detach)`);
      return 1;
    }
    if (!isRunning(pid)) {
      rmSync(pidFile, { force: true });
      console.log(`fleetmock stop: the mock (pid ${pid}) had already ended; removed ${pidFile}`);
      return 0;
    }
    process.kill(pid, 'SIGTERM');
    const deadline = Date.now() + timeoutMs;
    while (isRunning(pid)) {
      if (Date.now() > deadline) {
        process.kill(pid, 'SIGKILL');
        rmSync(pidFile, { force: true });
        console.error(`fleetmock stop: the mock (pid ${pid}) did not stop within ${timeoutMs / 1000} s; killed it`);
        return 1;
      }
      await sleep(POLL_MS);
    }
    rmSync(pidFile, { force: true });
    console.log(`fleetmock stopped (pid ${pid})`);
    return 0;
  },
};
