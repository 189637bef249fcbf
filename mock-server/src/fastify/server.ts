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
import { CliError, type CliOptions } from './cli-args.ts';
import { requestLine } from '../cli/request-log.ts';
import { ADMIN_TOKEN_ENV, isLoopbackHost } from '../core/pipeline/admin-guard.ts';
import { randomSigningKey, setSessionSigningKey } from '../core/auth/jwt.ts';
import { MOCK_JWT_SIGNING_KEY } from '../core/auth/constants.ts';

export interface RunningServer {
  app: FastifyInstance;
  core: MockCore;
  url: string;
  /** `--state` / `--scenario` hooks: `saveState()` writes the state file on exit. */
  startup: StartupResult;
  /** How the admin API and session tokens are protected (the banner reports it). */
  access: NetworkAccess;
  close(): Promise<void>;
}

/** What the bind address and flags mean for the admin API and the token signing key. */
export interface NetworkAccess {
  /** Bound beyond loopback: reachable from other machines. */
  exposed: boolean;
  /** Required on `/__mock/*`; undefined = open to loopback hosts only. */
  adminToken?: string;
  /** Where the token came from: drawn at start (printed once), `--admin-token`, or the environment. */
  adminTokenSource?: 'random' | 'flag' | 'env';
  /** Which key signs session tokens. */
  jwtKey: 'public' | 'random' | 'flag';
  corsOrigins: readonly string[];
}

/** A random admin token: 32 hex characters (128 bits) from the cryptographic source. */
const randomAdminToken = (): string => randomSigningKey().slice(0, 32);

/**
 * The admin token and signing key a start uses: on loopback the admin API stays open and tokens use
 * the public key (tests mint tokens with it); bound beyond loopback the admin API needs a token
 * (`--admin-token`, FLEETMOCK_ADMIN_TOKEN, else a random one) and the key is random unless the epoch
 * is pinned (test runs) or `--jwt-key` sets one.
 */
export function networkAccess(
  cli: CliOptions,
  env: Readonly<Record<string, string | undefined>> = process.env,
): NetworkAccess & { signingKey: string } {
  const exposed = !isLoopbackHost(cli.host);
  const fromEnv = env[ADMIN_TOKEN_ENV]?.trim() || undefined;
  if (fromEnv !== undefined && (fromEnv.length < 16 || !/^[\x21-\x7e]+$/.test(fromEnv)))
    throw new CliError(`${ADMIN_TOKEN_ENV} must be at least 16 printable characters without spaces`);
  const adminToken = cli.adminToken ?? fromEnv ?? (exposed ? randomAdminToken() : undefined);
  const adminTokenSource =
    adminToken === undefined ? undefined : cli.adminToken ? 'flag' : fromEnv ? 'env' : ('random' as const);
  const jwtKey = cli.jwtKey ? 'flag' : exposed && cli.epoch === undefined ? 'random' : 'public';
  const signingKey = cli.jwtKey ?? (jwtKey === 'random' ? randomSigningKey() : MOCK_JWT_SIGNING_KEY);
  return { exposed, adminToken, adminTokenSource, jwtKey, signingKey, corsOrigins: cli.corsOrigins ?? [] };
}

/** The core options a CLI invocation means, with the admin API, journal and faults installed. */
export function coreOptionsFrom(cli: CliOptions): MockCoreOptions {
  return withMockAdmin(baseCoreOptions(cli), { scenarios: shippedScenarios, journalSecrets: cli.journalSecrets });
}

function baseCoreOptions(cli: CliOptions): MockCoreOptions {
  return {
    defaults: { seed: cli.seed, scale: cli.scale, devices: cli.devices, epoch: cli.epoch, world: cli.world },
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
  const { signingKey, ...access } = networkAccess(cli);
  setSessionSigningKey(signingKey);
  let starting = true;
  const onSeedProgress =
    hooks.onSeedProgress && ((done: number, total: number) => starting && hooks.onSeedProgress!(done, total));
  const core = createMockCore({
    worldFactory: defaultWorldFactory({ onSeedProgress }),
    ...coreOptionsFrom(cli),
    admin: { token: access.adminToken, corsOrigins: access.corsOrigins },
    ...extra,
  });
  core.registry.get();
  starting = false;
  const startup = applyStartupFlags(core, { stateFile: cli.stateFile, scenario: cli.scenario });
  const write = cli.log === 'requests' ? hooks.requestLog : undefined;
  const app = await buildApp({
    core,
    distDir: cli.distDir,
    publicUrl: cli.publicUrl,
    requestLog: write && ((req, res, ms) => write(requestLine(req, res, ms))),
  });
  await app.listen({ port: cli.port, host: cli.host });
  // The devices list's order and search indexes are built now, between requests, not on its first read.
  warmReadIndexes(core.registry.get().store).catch((err: unknown) =>
    process.stderr.write(`fleetmock: building read indexes failed: ${String(err)}\n`),
  );
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : cli.port;
  const host = cli.host.includes(':') ? `[${cli.host}]` : cli.host;
  return { app, core, startup, access, url: `http://${host}:${port}`, close: () => app.close() };
}
