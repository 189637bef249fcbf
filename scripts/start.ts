/**
 * `npm start`: the mock API and the dashboard from one origin on demo data. Extra flags go to the
 * mock CLI (e.g. `npm start -- --port 5000 --seed 7`). In order: the flags and the port are checked
 * (a mistake or a busy port is one line, before any build), the dashboard is rebuilt only when its
 * sources changed since the last build (scripts/lib/dashboard-build.ts), with a line before and
 * after, then the mock starts and prints the URL and the persona table (every password is
 * `fleetmock-demo`).
 */
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { CliError, parseCli, type CliOptions } from '../mock-server/src/fastify/cli-args.ts';
import { portProblem, probePort } from '../mock-server/src/cli/preflight.ts';
import { dashboardBuildReason } from './lib/dashboard-build.ts';

const root = resolve(import.meta.dirname, '..');
const extra = process.argv.slice(2);
const args = ['--dist', 'web/dist', ...(extra.some((a) => a.startsWith('--port')) ? [] : ['--port', '4010']), ...extra];

function fail(message: string): never {
  console.error(`npm start: ${message}`);
  process.exit(2);
}

let cli: CliOptions;
try {
  cli = parseCli(args);
} catch (err) {
  if (err instanceof CliError) fail(err.message);
  throw err;
}
if (cli.port !== 0) {
  await probePort(cli.port, cli.host).catch(async (err: NodeJS.ErrnoException) =>
    fail((await portProblem(cli.port, cli.host, err)).replace('try --port', 'try npm start -- --port')),
  );
}

const reason = dashboardBuildReason(root);
if (reason) {
  const started = Date.now();
  console.log(`npm start: building the dashboard (${reason}; about 30 s)…`);
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) fail('the dashboard build failed (see above).');
  console.log(`npm start: dashboard built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} else console.log('npm start: the dashboard build is up to date (web/dist)');

// Straight to node (no npx or tsx wrapper in between), so signals and exit status pass through.
const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/src/fastify/cli.ts', ...args], {
  cwd: root,
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
