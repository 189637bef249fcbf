/**
 * `fleetmock/playwright`: a Playwright `test` whose every test works in its own mock session, so
 * parallel workers never see each other's writes, faults or clock:
 *
 * - every request of the page to the mock's origin, and every request of `request`, carries
 *   `x-mock-session: <mockSession>`; requests to other origins go out unchanged (a custom header there
 *   would make the browser send a CORS preflight to a third party that never asked for it);
 * - `mockAdmin` is the typed admin client of that session (faults, clock, journal with its filters,
 *   outbox, scenarios); the session is dropped when the test ends;
 * - the `scenario` option starts a scenario before the test: a shipped name (`'rate-limited'`), a
 *   YAML or JSON file (`'./scenarios/flaky.yaml'`, relative to the working folder) or an object.
 *
 * - the `world` option builds the test's session from a world file (docs/worlds.md) before the test:
 *   a YAML or JSON file (`'./worlds/pilot.yaml'`, relative to the working folder) or an object; a
 *   world with mistakes fails the test with every mistake and its path.
 *
 * - the `trafficHar` option records each test's traffic into its own HAR file,
 *   `test-results/<test>/traffic.har`, for `fleetmock verify test-results/*\/traffic.har` (a
 *   `recordHar` path in the config would be one file that every test overwrites).
 *
 * The mock is reached at `mockUrl` (default: the test's `baseURL`, for an app served by
 * `fleetmock --dist`).
 */
import { readFileSync } from 'node:fs';
import { test as base, expect } from '@playwright/test';
import { parse as parseYaml } from 'yaml';
import type { components } from '../generated/types/api.gen.ts';
import { createMockAdmin, type MockAdmin, type Scenario } from './admin.ts';

/** A world file's content (openapi/components/world-file.yaml). */
export type WorldFile = components['schemas']['WorldFile'];

export { expect };
export { createMockAdmin, type MockAdmin, type MockAdminOptions } from './admin.ts';
export type * from './admin.ts';

export interface FleetmockTestOptions {
  /** Where the mock answers (default: `baseURL`). */
  mockUrl: string | undefined;
  /** A scenario started before each test: shipped name, `.yaml`/`.yml`/`.json` file, or object. */
  scenario: string | Scenario | undefined;
  /** A world the test's session is built from: `.yaml`/`.yml`/`.json` file or object. */
  world: string | WorldFile | undefined;
  /** Record each test's traffic into `traffic.har` in its output folder (`testInfo.outputPath`). */
  trafficHar: boolean;
}

export interface FleetmockFixtures {
  /** This test's session name (unique per test and worker). */
  mockSession: string;
  /** The typed admin client of this test's session. */
  mockAdmin: MockAdmin;
}

const SCENARIO_FILE = /\.(ya?ml|json)$/i;

export const test = base.extend<FleetmockFixtures & FleetmockTestOptions>({
  mockUrl: [undefined, { option: true }],
  scenario: [undefined, { option: true }],
  world: [undefined, { option: true }],
  trafficHar: [false, { option: true }],
  contextOptions: async ({ contextOptions, trafficHar }, use, testInfo) => {
    await use(
      trafficHar
        ? { ...contextOptions, recordHar: { path: testInfo.outputPath('traffic.har'), content: 'embed' } }
        : contextOptions,
    );
  },
  mockSession: async ({}, use, info) => {
    await use(`pw-${info.workerIndex}-${info.testId}-${Date.now().toString(36)}`);
  },
  context: async ({ context, mockUrl, baseURL, mockSession }, use) => {
    const url = mockUrl ?? baseURL;
    if (url) {
      const origin = new URL(url).origin;
      await context.route(
        (target) => target.origin === origin,
        (route) => route.continue({ headers: { ...route.request().headers(), 'x-mock-session': mockSession } }),
      );
    }
    await use(context);
  },
  request: async ({ playwright, baseURL, extraHTTPHeaders, mockSession }, use) => {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { ...extraHTTPHeaders, 'x-mock-session': mockSession },
    });
    await use(request);
    await request.dispose();
  },
  mockAdmin: [
    async ({ mockUrl, baseURL, mockSession, scenario, world }, use) => {
      const url = mockUrl ?? baseURL;
      if (!url)
        throw new Error('fleetmock/playwright: set `baseURL` or the `mockUrl` option to where the mock answers');
      const admin = createMockAdmin({ baseUrl: url, session: mockSession, token: process.env.FLEETMOCK_ADMIN_TOKEN });
      if (world !== undefined) {
        const body = typeof world === 'string' ? (parseYaml(readFileSync(world, 'utf8')) as WorldFile) : world;
        const { response, error } = await admin.client.POST('/__mock/sessions', {
          body: { name: mockSession, world: body },
        });
        if (!response.ok)
          throw new Error(
            `fleetmock/playwright: world ${typeof world === 'string' ? world : ''}: ${JSON.stringify(error)}`,
          );
      }
      if (typeof scenario === 'string' && SCENARIO_FILE.test(scenario))
        await admin.loadScenario({ source: readFileSync(scenario, 'utf8') });
      else if (scenario !== undefined) await admin.loadScenario(scenario);
      await use(admin);
      await admin.dropSession().catch(() => undefined);
    },
    // Set up for every test, so a `scenario` applies even when the test never names `mockAdmin`.
    { auto: true },
  ],
});
