/**
 * `npm run mock -- --port 4010 --seed 42`: serves the API on 127.0.0.1 and prints the URL and the
 * persona table (issue 3 item 2). Exit code 2 on bad flags.
 */
import { personas, PERSONA_PASSWORD } from '../core/seed/index.ts';
import { CliError, parseCli } from './cli-args.ts';
import { startServer } from './server.ts';
import { StartupError } from '../core/handlers/mock-admin/node-startup.ts';
import { startSimulation } from '../core/simulation/runner.ts';

/** The persona table printed at start (README documents the same). */
export function personaTable(): string {
  const width = Math.max(...personas.map((p) => p.email.length));
  const lines = personas.map((p) => `  ${p.email.padEnd(width)}  ${p.role}`);
  return [`Personas (password for all: ${PERSONA_PASSWORD}):`, ...lines].join('\n');
}

async function main(): Promise<void> {
  let cli;
  try {
    cli = parseCli(process.argv.slice(2));
  } catch (err) {
    if (err instanceof CliError) {
      console.error(`mock: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  const started = Date.now();
  let server;
  try {
    server = await startServer(cli);
  } catch (err) {
    if (err instanceof StartupError) {
      console.error(`mock: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  const devices = server.core.registry.get().store.all('device').length;
  const clock = cli.epoch === undefined ? 'wall clock' : `clock pinned to start at ${new Date(cli.epoch).toISOString()}`;
  console.log(`fleetmock API listening on ${server.url} (seed ${cli.seed}, scale ${cli.scale}, ${devices} devices, ${clock}, ready in ${Date.now() - started} ms)`);
  console.log(personaTable());
  const stopSimulation = cli.simulation ? startSimulation(server.core.registry) : () => undefined;
  console.log(cli.simulation ? 'simulation on (devices come and go on the mock clock; --no-simulation to turn off)' : 'simulation off');
  const stop = (): void => {
    stopSimulation();
    server.startup.saveState();
    void server.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
