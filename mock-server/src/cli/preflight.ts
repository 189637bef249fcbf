/**
 * Checks the serve flags that touch the machine before anything is seeded, so a mistake costs a
 * second rather than a 14-second seed and a stack trace: the dashboard folder has an index.html,
 * the state file's folder exists, the scenario exists, and the port is free (with a free one to
 * suggest). Each failure is a CliError with one line naming the flag.
 */
import { existsSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { CliError, type CliOptions } from '../fastify/cli-args.ts';
import { listShippedScenarios, readScenarioSource } from '../core/faults/scenario/files.ts';

/** Ports tried after a busy one when looking for a free port to suggest. */
const SUGGEST_RANGE = 20;

/** Resolves when `port` can be bound on `host`; rejects with the listen error otherwise. */
export function probePort(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** The one-line message for a port that cannot be bound. */
export async function portProblem(port: number, host: string, err: NodeJS.ErrnoException): Promise<string> {
  if (err.code === 'EADDRINUSE') {
    for (let p = port + 1; p <= Math.min(65_535, port + SUGGEST_RANGE); p++) {
      try {
        await probePort(p, host);
        return `port ${port} is in use; try --port ${p}`;
      } catch {
        // busy too: try the next one
      }
    }
    return `port ${port} is in use; try --port 0 (any free port)`;
  }
  if (err.code === 'EACCES')
    return `--port ${port}: permission denied (ports below 1024 need privileges; try --port ${port < 1024 ? 4010 : port + 1})`;
  if (err.code === 'EADDRNOTAVAIL' || err.code === 'ENOTFOUND') return `--host ${host}: not an address of this machine`;
  return `--port ${port}: cannot listen on ${host} (${err.code ?? err.message})`;
}

/** Throws CliError for the first problem found. */
export async function preflight(cli: CliOptions): Promise<void> {
  if (cli.distDir !== undefined) {
    if (!existsSync(cli.distDir) || !statSync(cli.distDir).isDirectory())
      throw new CliError(`--dist ${cli.distDir}: no such folder`);
    if (!existsSync(join(cli.distDir, 'index.html')))
      throw new CliError(
        `--dist ${cli.distDir}: no index.html in that folder (build the dashboard first: npm run build)`,
      );
  }
  if (cli.stateFile !== undefined) {
    const folder = dirname(cli.stateFile);
    if (!existsSync(folder) || !statSync(folder).isDirectory())
      throw new CliError(`--state ${cli.stateFile}: folder ${folder} does not exist`);
    if (existsSync(cli.stateFile) && !statSync(cli.stateFile).isFile())
      throw new CliError(`--state ${cli.stateFile}: not a file`);
  }
  if (cli.scenario !== undefined && readScenarioSource(cli.scenario) === undefined) {
    throw new CliError(
      `--scenario ${cli.scenario}: no such file or shipped scenario (shipped: ${listShippedScenarios().join(', ')})`,
    );
  }
  if (cli.port !== 0) {
    try {
      await probePort(cli.port, cli.host);
    } catch (err) {
      throw new CliError(await portProblem(cli.port, cli.host, err as NodeJS.ErrnoException));
    }
  }
}
