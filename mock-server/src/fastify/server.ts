/**
 * Starts the mock on a host/port: builds the core and the Fastify app and listens.
 * Used by cli.ts, the benchmark and Playwright's webServer.
 */
import type { FastifyInstance } from 'fastify';
import { createMockCore, defaultWorldFactory, type MockCore, type MockCoreOptions } from '../core/app.ts';
import { verifyPassword } from '../core/store/password.ts';
import { warmReadIndexes } from '../core/store/warm.ts';
import { buildApp } from './app.ts';
import { withMockAdmin } from '../core/handlers/mock-admin/index.ts';
import { applyStartupFlags, shippedScenarios, type StartupResult } from '../core/handlers/mock-admin/node-startup.ts';
import type { CliOptions } from './cli-args.ts';
import { requestLine } from '../cli/request-log.ts';

export interface RunningServer {
  app: FastifyInstance;
  core: MockCore;
  url: string;
  /** `--state` / `--scenario` hooks: `saveState()` writes the state file on exit. */
  startup: StartupResult;
  close(): Promise<void>;
}

/** The core options a CLI invocation means, with the admin API, journal and faults installed. */
export function coreOptionsFrom(cli: CliOptions): MockCoreOptions {
  return withMockAdmin(baseCoreOptions(cli), { scenarios: shippedScenarios, journalSecrets: cli.journalSecrets });
}

function baseCoreOptions(cli: CliOptions): MockCoreOptions {
  return {
    defaults: { seed: cli.seed, scale: cli.scale, devices: cli.devices, epoch: cli.epoch },
    verifyPassword,
    strict: cli.strict,
    sessions: { maxSessions: cli.maxSessions, idleMs: cli.sessionIdleMs },
    flags: { simulation: cli.simulation, stateFile: cli.stateFile, scenario: cli.scenario },
  };
}

export interface StartHooks {
  /** Progress of seeding the default session at start (devices done, total). */
  onSeedProgress?: (done: number, total: number) => void;
  /** Receives one line per request when `--log requests` is on. */
  requestLog?: (line: string) => void;
}

/** Builds and listens; the default world is seeded before the first request. */
export async function startServer(
  cli: CliOptions,
  extra: Partial<MockCoreOptions> = {},
  hooks: StartHooks = {},
): Promise<RunningServer> {
  let starting = true;
  const onSeedProgress =
    hooks.onSeedProgress && ((done: number, total: number) => starting && hooks.onSeedProgress!(done, total));
  const core = createMockCore({
    worldFactory: defaultWorldFactory({ onSeedProgress }),
    ...coreOptionsFrom(cli),
    ...extra,
  });
  core.registry.get();
  starting = false;
  const startup = applyStartupFlags(core, { stateFile: cli.stateFile, scenario: cli.scenario });
  const write = cli.log === 'requests' ? hooks.requestLog : undefined;
  const app = await buildApp({
    core,
    distDir: cli.distDir,
    requestLog: write && ((req, res, ms) => write(requestLine(req, res, ms))),
  });
  await app.listen({ port: cli.port, host: cli.host });
  // The devices list's order and search indexes are built now, between requests, not on its first read.
  warmReadIndexes(core.registry.get().store).catch((err: unknown) =>
    process.stderr.write(`fleetmock: building read indexes failed: ${String(err)}\n`),
  );
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : cli.port;
  return { app, core, startup, url: `http://${cli.host}:${port}`, close: () => app.close() };
}
