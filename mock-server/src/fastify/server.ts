/**
 * Starts the mock on a host/port: builds the core and the Fastify app and listens (issue 3 item 2).
 * Used by cli.ts, the benchmark and Playwright's webServer.
 */
import type { FastifyInstance } from 'fastify';
import { createMockCore, type MockCore, type MockCoreOptions } from '../core/app.ts';
import { verifyPassword } from '../core/store/password.ts';
import { buildApp } from './app.ts';
import { withMockAdmin } from '../core/handlers/mock-admin/index.ts';
import { applyStartupFlags, shippedScenarios, type StartupResult } from '../core/handlers/mock-admin/node-startup.ts';
import type { CliOptions } from './cli-args.ts';

export interface RunningServer {
  app: FastifyInstance;
  core: MockCore;
  url: string;
  /** `--state` / `--scenario` hooks (issue 5): `saveState()` writes the state file on exit. */
  startup: StartupResult;
  close(): Promise<void>;
}

/** The core options a CLI invocation means, with the admin API, journal and faults installed. */
export function coreOptionsFrom(cli: CliOptions): MockCoreOptions {
  return withMockAdmin(baseCoreOptions(cli), { scenarios: shippedScenarios });
}

function baseCoreOptions(cli: CliOptions): MockCoreOptions {
  return {
    defaults: { seed: cli.seed, scale: cli.scale, devices: cli.devices, epoch: cli.epoch },
    verifyPassword,
    strict: cli.strict,
    flags: { simulation: cli.simulation, stateFile: cli.stateFile, scenario: cli.scenario },
  };
}

/** Builds and listens; the default world is seeded before the first request. */
export async function startServer(cli: CliOptions, extra: Partial<MockCoreOptions> = {}): Promise<RunningServer> {
  const core = createMockCore({ ...coreOptionsFrom(cli), ...extra });
  core.registry.get();
  const startup = applyStartupFlags(core, { stateFile: cli.stateFile, scenario: cli.scenario });
  const app = await buildApp({ core, distDir: cli.distDir });
  await app.listen({ port: cli.port, host: cli.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : cli.port;
  return { app, core, startup, url: `http://${cli.host}:${port}`, close: () => app.close() };
}
