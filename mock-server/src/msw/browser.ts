/**
 * The zero-server browser demo: the whole mock runs in the page through an MSW service worker, with
 * the admin API, journal and faults installed (`/__mock/*` as on the server) and the websocket
 * routes (logs, terminal) through MSW's websocket interception. The page must serve MSW's
 * `mockServiceWorker.js` at its root (`npm run build:static` copies it). Browser-safe imports only.
 */
import { setupWorker, type SetupWorker } from 'msw/browser';
import { createMockCore, type MockCore, type MockCoreOptions } from '../core/app.ts';
import { withMockAdmin, type WithMockAdminOptions } from '../core/handlers/mock-admin/index.ts';
import { createMswHandlers, createMswSocketHandlers } from './handlers.ts';

export interface BrowserMockOptions extends Partial<MockCoreOptions> {
  /** Where the dashboard's API client points, e.g. `location.origin` or `https://api.fleetmock.test`. */
  baseUrl: string;
  /** Requests left to the network (the page's own files when the API shares the origin). */
  passthrough?: (url: URL) => boolean;
  /** Admin API options (e.g. a scenario library); `false` for the bare core. */
  mockAdmin?: false | WithMockAdminOptions;
  /** Where the service worker script is served (default `/mockServiceWorker.js`: root scope). */
  serviceWorkerUrl?: string;
}

/** Starts the in-page mock; resolves once the service worker intercepts requests. */
export async function startBrowserMock({
  baseUrl,
  passthrough,
  mockAdmin = {},
  serviceWorkerUrl = '/mockServiceWorker.js',
  ...options
}: BrowserMockOptions): Promise<{ core: MockCore; worker: SetupWorker }> {
  const base: MockCoreOptions = { defaults: { seed: 42, scale: 'small' }, ...options };
  const core = createMockCore(mockAdmin === false ? base : withMockAdmin(base, mockAdmin));
  core.registry.get();
  const wsOrigin = new URL(baseUrl, location.href).origin.replace(/^http/, 'ws');
  const worker = setupWorker(
    ...createMswHandlers(core, baseUrl, { passthrough }),
    ...createMswSocketHandlers(core, wsOrigin),
  );
  await worker.start({ serviceWorker: { url: serviceWorkerUrl }, onUnhandledRequest: 'bypass', quiet: true });
  return { core, worker };
}
