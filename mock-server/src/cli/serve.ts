/**
 * `fleetmock [flags]`: checks the flags against the machine, seeds (with progress for long seeds),
 * listens, and ends its start-up output with the personas, where the admin API and the QA guide
 * are, and the URL. Ctrl+C (SIGINT, SIGTERM, SIGHUP, or the end of the process that started it)
 * saves `--state` and stops.
 */
import { personas, PERSONA_PASSWORD, SEED_PROGRESS_STEP } from '../core/seed/index.ts';
import { StartupError } from '../core/handlers/mock-admin/node-startup.ts';
import { startSimulation } from '../core/simulation/runner.ts';
import { CliError, type CliOptions } from '../fastify/cli-args.ts';
import { startServer, type RunningServer } from '../fastify/server.ts';
import { portProblem, preflight } from './preflight.ts';
import { QA_GUIDE, packageVersion, shippedDashboardDir } from './paths.ts';
import { stopWithParent } from './parent-watch.ts';
import { exitAfterOutput } from './exit.ts';

/** The persona table printed at start (README documents the same). */
function personaTable(): string {
  const width = Math.max(...personas.map((p) => p.email.length));
  const lines = personas.map((p) => `  ${p.email.padEnd(width)}  ${p.role}`);
  return [`Personas (password for all: ${PERSONA_PASSWORD}):`, ...lines].join('\n');
}

/** Seeding progress on stderr: one rewritten line on a terminal, a line per step otherwise. */
function progressPrinter(): (done: number, total: number) => void {
  const tty = process.stderr.isTTY;
  const started = Date.now();
  return (done, total) => {
    if (total <= SEED_PROGRESS_STEP) return; // a short seed needs no progress
    const line = `seeding ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} devices (${((Date.now() - started) / 1000).toFixed(1)} s)`;
    if (tty) process.stderr.write(`\r${line}${done === total ? '\n' : ''}`);
    else process.stderr.write(`${line}\n`);
  };
}

/** The lines printed once the server listens. */
export function startupBanner(cli: CliOptions, server: RunningServer, ms: number): string {
  const devices = server.core.registry.get().store.all('device').length;
  const url = `${server.url}/`;
  // A world file's seed and epoch win over the flags; with `base: none` there are no personas.
  const file = cli.world?.file;
  const seedNumber = file?.seed ?? cli.seed;
  const epoch = file?.epoch === undefined ? cli.epoch : Date.parse(file.epoch);
  const demo = file?.base !== 'none';
  return [
    `fleetmock ${packageVersion()}: ${file ? `world ${cli.worldFile} (base ${demo ? 'demo' : 'none'}), ` : ''}seed ${seedNumber}${demo ? `, scale ${cli.scale}` : ''}, ${devices.toLocaleString('en-US')} devices, ready in ${ms} ms`,
    epoch === undefined ? 'Clock: wall clock' : `Clock: pinned to start at ${new Date(epoch).toISOString()}`,
    cli.simulation
      ? 'Simulation on (devices come and go on the mock clock; --no-simulation turns it off)'
      : 'Simulation off',
    server.startup.restored ? `State restored from ${cli.stateFile}` : undefined,
    server.startup.scenario ? `Scenario '${server.startup.scenario.name}' started` : undefined,
    cli.log === 'requests' ? 'Logging one line per request (method, path, status, ms, actor, faults)' : undefined,
    demo ? personaTable() : 'Users: those of the world file (docs/worlds.md)',
    `Admin API (faults, clock, journal, sessions): ${server.url}/__mock/  (contract: openapi/paths/mock-admin.yaml)`,
    adminAccessLine(server),
    `QA guide: ${QA_GUIDE}`,
    cli.distDir
      ? `Dashboard: ${url}  (sign in as owner@fleetmock.test)`
      : 'Dashboard: not served (--dist DIR serves a built one)',
    cli.distDir
      ? `Control panel: ${server.url}/__mock/ui/  (faults, clock, journal, scenarios)`
      : 'Control panel: not served (it is a page of the dashboard: --dist DIR)',
    `fleetmock listening on ${server.url}  (API: ${server.url}/v7/..., GET /ping answers OK; Ctrl+C stops)`,
  ]
    .filter((l) => l !== undefined)
    .join('\n');
}

/** How to reach the admin API: open on loopback, or the token (printed only when drawn at start). */
function adminAccessLine(server: RunningServer): string {
  const { adminToken, adminTokenSource } = server.access;
  if (adminToken === undefined) return 'Admin API open to loopback only (bound to loopback, no --admin-token)';
  const shown =
    adminTokenSource === 'random'
      ? adminToken
      : `the one from ${adminTokenSource === 'flag' ? '--admin-token' : 'FLEETMOCK_ADMIN_TOKEN'}`;
  return `Admin token: ${shown}  (send as Authorization: Bearer <token> or x-mock-admin-token: <token> on /__mock/*)`;
}

/** The one warning printed when the server is reachable from other machines. */
export function exposureWarning(cli: CliOptions, server: RunningServer): string | undefined {
  if (!server.access.exposed) return undefined;
  const key =
    server.access.jwtKey === 'public'
      ? 'session tokens signed with the PUBLIC key (--epoch pinned; set --jwt-key)'
      : 'session tokens signed with a private key';
  return `WARNING: listening on ${cli.host}: the API, the dashboard and the demo accounts (password ${PERSONA_PASSWORD}) are open to the network; the admin API needs the admin token; ${key}`;
}

/** Runs the server until SIGINT/SIGTERM; returns the exit code for start-up failures. */
export async function serve(cli: CliOptions): Promise<number | undefined> {
  const options: CliOptions = { ...cli, distDir: cli.distDir ?? shippedDashboardDir() };
  try {
    await preflight(options);
  } catch (err) {
    if (err instanceof CliError) return fail(err.message);
    throw err;
  }
  const started = Date.now();
  let server: RunningServer;
  try {
    server = await startServer(
      options,
      {},
      { onSeedProgress: progressPrinter(), requestLog: (line) => console.log(line) },
    );
  } catch (err) {
    if (err instanceof StartupError) return fail(err.message);
    const e = err as NodeJS.ErrnoException;
    if (e.code === 'EADDRINUSE' || e.code === 'EACCES' || e.code === 'EADDRNOTAVAIL')
      return fail(await portProblem(options.port, options.host, e));
    throw err;
  }
  console.log(startupBanner(options, server, Date.now() - started));
  const warning = exposureWarning(options, server);
  if (warning) console.error(`fleetmock: ${warning}`);
  const stopSimulation = options.simulation ? startSimulation(server.core.registry) : () => undefined;
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    stopSimulation();
    try {
      server.startup.saveState();
    } catch (err) {
      console.error(`fleetmock: --state ${options.stateFile}: could not save (${(err as Error).message})`);
    }
    void server.close().then(() => exitAfterOutput(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);
  if (!options.keepRunning) stopWithParent(stop, { name: 'fleetmock' });
  return undefined;
}

function fail(message: string): number {
  console.error(`fleetmock: ${message}`);
  return 2;
}
