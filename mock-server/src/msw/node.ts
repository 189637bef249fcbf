/**
 * The mock for component tests under msw/node: one call gives a core (seeded `small` on the pinned
 * epoch, so dates are the same on every run) with the admin
 * API, journal and faults installed (`/__mock/*`, as on the server), a started MSW server and the base
 * URL to hand to the API client (toolchain: use an absolute base URL).
 */
import { setupServer, type SetupServer } from 'msw/node';
import { createMockCore, type MockCore, type MockCoreOptions } from '../core/app.ts';
import { verifyPassword } from '../core/store/password.ts';
import { withMockAdmin, type WithMockAdminOptions } from '../core/handlers/mock-admin/index.ts';
import { createMswHandlers } from './handlers.ts';
import { PINNED_EPOCH } from '../core/seed/index.ts';

/** Base URL component tests point their client at. */
const TEST_API_BASE = 'http://api.test';

export interface TestMock {
  core: MockCore;
  server: SetupServer;
  baseUrl: string;
}

export interface TestMockOptions extends Partial<MockCoreOptions> {
  /**
   * The admin API (`/__mock/*`: faults, clock, journal, sessions) with its journal and fault
   * interceptors: on by default; options for it (e.g. a fault `sleep` that resolves at once), or
   * `false` for the bare core.
   */
  mockAdmin?: boolean | WithMockAdminOptions;
}

/** Creates and starts an msw/node server over a fresh core; call `server.close()` when done. */
export function startTestMock(
  { mockAdmin = true, ...options }: TestMockOptions = {},
  baseUrl = TEST_API_BASE,
): TestMock {
  const base: MockCoreOptions = {
    defaults: { seed: 42, scale: 'small', epoch: Date.parse(PINNED_EPOCH) },
    verifyPassword,
    log: () => {},
    ...options,
  };
  const core = createMockCore(mockAdmin === false ? base : withMockAdmin(base, mockAdmin === true ? {} : mockAdmin));
  const server = setupServer(...createMswHandlers(core, baseUrl));
  server.listen({ onUnhandledRequest: 'error' });
  return { core, server, baseUrl };
}
