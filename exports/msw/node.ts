/**
 * `fleetmock/msw/node`: the mock core in-process behind MSW, for Vitest/Jest page and component
 * tests in any project. `setupFleetmock()` seeds a world (seed, scale, pinned epoch), installs the
 * admin API (faults, clock, journal, scenarios, sessions; the shipped scenarios included) and starts
 * an msw/node server that answers every request to `baseUrl` as the `fleetmock` server would.
 *
 * ```ts
 * const mock = setupFleetmock();              // http://api.test, seed 42, small scale
 * afterAll(() => mock.close());
 * await mock.admin.addFault({ match: { resource: 'device' }, effect: { status: 429 } });
 * ```
 */
import { setupServer, type SetupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
import { createMockCore, type MockCore, type MockCoreOptions } from '../../mock-server/src/core/app.ts';
import { withMockAdmin } from '../../mock-server/src/core/handlers/mock-admin/index.ts';
import { shippedScenarios } from '../../mock-server/src/core/handlers/mock-admin/node-startup.ts';
import { verifyPassword } from '../../mock-server/src/core/store/password.ts';
import { PINNED_EPOCH, personas, PERSONA_PASSWORD } from '../../mock-server/src/core/seed/index.ts';
import type { Scale } from '../../mock-server/src/core/world.ts';
import type { PreparedWorld } from '../../mock-server/src/core/seed/world-file.ts';
import { createMswHandlers } from '../../mock-server/src/msw/handlers.ts';
import { createMockAdmin, type MockAdmin } from '../admin.ts';

export { createMswHandlers, type MswHandlerOptions } from '../../mock-server/src/msw/handlers.ts';
export { createMockAdmin, type MockAdmin, type MockAdminOptions } from '../admin.ts';
export type * from '../admin.ts';
export type { MockCore } from '../../mock-server/src/core/app.ts';
export type { Scale } from '../../mock-server/src/core/world.ts';
export { PINNED_EPOCH, PERSONA_PASSWORD };
export {
  WorldFileError,
  type PreparedWorld,
  type WorldFile,
  type WorldIssue,
} from '../../mock-server/src/core/seed/world-file.ts';
export { checkWorld, prepareWorld, prepareWorldText } from '../../mock-server/src/core/seed/world-check.ts';

/** The base URL the in-process mock answers by default. */
export const DEFAULT_MSW_BASE_URL = 'http://api.test';

export interface FleetmockMswOptions {
  /** Where the mock answers (absolute; a path prefix is stripped), default `http://api.test`. */
  baseUrl?: string;
  /** Seed number: the same seed gives the same data (default 42). */
  seed?: number;
  /** Data size: `small` (~60 devices, default), `demo` (~1,000) or `large` (~10,000). */
  scale?: Scale;
  /** Total device count, the extra ones in one big fleet. */
  devices?: number;
  /**
   * Start of the mock clock: an ISO instant or ms. Default: pinned to PINNED_EPOCH, so dates are the
   * same on every run; `'wall'` uses the wall clock.
   */
  epoch?: string | number | 'wall';
  /**
   * A world file every session is seeded from (docs/worlds.md), checked first:
   * `world: await prepareWorldText(readFileSync('world.yaml', 'utf8'))` (a file's own seed and epoch win).
   */
  world?: PreparedWorld;
  /** Ignore the per-request `x-mock-fault` header. */
  strict?: boolean;
  /** What MSW does with requests no handler answers (default `'error'`). */
  onUnhandledRequest?: 'error' | 'warn' | 'bypass';
  /** Further MSW handlers tried before the mock (e.g. a third-party service of your app). */
  handlers?: RequestHandler[];
  /** Start the server now (default). With `false`, call `mock.server.listen()` yourself. */
  listen?: boolean;
  /** Where the mock reports a request it answered with 500 (default: nowhere). */
  log?: (message: string, error: unknown) => void;
}

export interface FleetmockMsw {
  /** The mock core (store, clock, sessions) for direct inspection. */
  core: MockCore;
  /** The msw/node server: `server.use(...)` adds handlers, `close()` stops it. */
  server: SetupServer;
  /** Where the mock answers; point your API client here. */
  baseUrl: string;
  /** The typed admin client of the default session. */
  admin: MockAdmin;
  /** The typed admin client of another session (requests sent with `x-mock-session: <name>`). */
  session(name: string): MockAdmin;
  /** A persona's e-mail and the shared demo password, e.g. `persona('owner')`. */
  persona(key: string): { username: string; password: string };
  /** Stops intercepting. */
  close(): void;
}

function epochOf(epoch: FleetmockMswOptions['epoch']): number | undefined {
  if (epoch === 'wall') return undefined;
  const ms = typeof epoch === 'number' ? epoch : Date.parse(epoch ?? PINNED_EPOCH);
  if (!Number.isFinite(ms)) throw new Error(`fleetmock: epoch must be an ISO instant or ms, got '${String(epoch)}'`);
  return ms;
}

/** Seeds a mock world and serves it through msw/node; see the module comment. */
export function setupFleetmock(options: FleetmockMswOptions = {}): FleetmockMsw {
  const baseUrl = (options.baseUrl ?? DEFAULT_MSW_BASE_URL).replace(/\/+$/, '');
  const base: MockCoreOptions = {
    defaults: {
      seed: options.seed ?? 42,
      scale: options.scale ?? 'small',
      devices: options.devices,
      epoch: epochOf(options.epoch),
      world: options.world,
    },
    strict: options.strict,
    verifyPassword,
    log: options.log ?? (() => {}),
  };
  const core = createMockCore(withMockAdmin(base, { scenarios: shippedScenarios }));
  const server = setupServer(...(options.handlers ?? []), ...createMswHandlers(core, baseUrl));
  if (options.listen !== false) server.listen({ onUnhandledRequest: options.onUnhandledRequest ?? 'error' });
  return {
    core,
    server,
    baseUrl,
    admin: createMockAdmin({ baseUrl }),
    session: (name) => createMockAdmin({ baseUrl, session: name }),
    persona: (key) => {
      const found = personas.find((p) => p.email === key || p.email.startsWith(`${key}@`));
      if (!found) throw new Error(`fleetmock: no persona '${key}' (${personas.map((p) => p.email).join(', ')})`);
      return { username: found.email, password: PERSONA_PASSWORD };
    },
    close: () => server.close(),
  };
}
