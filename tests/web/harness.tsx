/**
 * Page tests: the real dashboard (its route tree, providers, session store and API client) rendered
 * in jsdom against the mock core in-process through the MSW adapter (same core as the server, no
 * port). Faults, clock and journal are there through the admin API, like on the server.
 *
 *   const mock = startPageMock();                     // once per file (beforeAll); stopped in afterAll
 *   await signIn('owner');                            // a token in storage, as after a login
 *   const page = renderPage('/fleets');               // the app at that URL
 *   await page.findByRole('heading', { name: 'Fleets' });
 *   await addFault({ match: { method: 'GET', path: '/v7/device' }, status: 500 });
 *
 * A test file starts with `// @vitest-environment jsdom` and imports this module first.
 */
import './node-realm.ts';
import '../../web/src/components/ui/test-polyfills.ts';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '../../web/src/app/providers.tsx';
import { routeTree } from '../../web/src/app/route-tree.tsx';
import { api, ok } from '../../web/src/api/client.ts';
import { setAppQueryClient } from '../../web/src/api/query-client.ts';
import { toast } from '../../web/src/components/ui/toast.ts';
import { loginWithPassword } from '../../web/src/api/auth.ts';
import { sessionStore } from '../../web/src/features/session/index.ts';
import { startTestMock, type TestMock, type TestMockOptions } from '../../mock-server/src/msw/node.ts';
import { PERSONA_PASSWORD, TWOFACTOR_TOTP_SECRET } from '../../mock-server/src/core/seed/index.ts';
import type { components } from '../../generated/types/api.gen.ts';

export { PERSONA_PASSWORD, TWOFACTOR_TOTP_SECRET };

let current: TestMock | undefined;

/**
 * Starts the mock core behind the app's own API host (jsdom's origin, which the app's client uses),
 * seeded `small` on the pinned epoch. Call in beforeAll; stopPageMock in afterAll.
 */
export function startPageMock(options: TestMockOptions = {}): TestMock {
  current = startTestMock({ mockAdmin: { faults: { sleep: async () => {} } }, ...options }, api.baseUrl);
  return current;
}

/** Stops the mock and leaves the app signed out. */
export async function stopPageMock(): Promise<void> {
  await resetPage();
  current?.server.close();
  current = undefined;
}

/** Unmounts the page, drops its toasts, removes faults, signs out and clears storage (between tests). */
export async function resetPage(): Promise<void> {
  cleanup();
  toast.clear();
  if (current) await ok(api.client.DELETE('/__mock/faults'));
  sessionStore.stop();
  await sessionStore.logout();
  localStorage.clear();
  sessionStorage.clear();
}

/** Signs in as a seeded persona (`owner`, `observer`, `developer`…): the token lands in storage as after a login. */
export async function signIn(persona: string, password = PERSONA_PASSWORD): Promise<void> {
  const token = await loginWithPassword(`${persona}@fleetmock.test`, password);
  await sessionStore.loginWithToken(token);
}

/** Renders the whole app at `path` (auth pages, guards, shell, lazy routes). */
export function renderPage(path: string): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(routeTree, { initialEntries: [path] });
  // As in the app, route loaders start their pages' reads in the cache the pages then read from.
  const client = createQueryClient();
  setAppQueryClient(client);
  const result = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}

/** A fault rule as the admin API takes it (openapi/components/mock-admin.yaml FaultRuleInput). */
type FaultRule = components['schemas']['FaultRuleInput'];

/** Installs a fault on the mock (the same admin API the e2e specs and the CLI use). */
export async function addFault(rule: FaultRule): Promise<void> {
  await ok(api.client.POST('/__mock/faults', { body: rule }));
}

/** The mock's clock now (answers' `Date`), for codes computed on the server's time. */
export async function serverNow(): Promise<number> {
  await api.ping();
  return api.serverNow();
}
