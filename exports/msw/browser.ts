/**
 * `fleetmock/msw/browser`: the whole mock in the page through MSW's service worker (the zero-server
 * demo's setup): the mock core seeded in the browser, the admin API under `/__mock/*`, the device
 * log and terminal websockets. Serve MSW's `mockServiceWorker.js` at the site root
 * (`npx msw init public/`).
 *
 * `startBrowserMock({ baseUrl, world })` seeds every session from a world file (docs/worlds.md): its
 * YAML or JSON text or the parsed file, checked first (mistakes reject with a `WorldFileError` whose
 * `issues` list each one with its path).
 *
 * `startBrowserMock` loads the mock core (its data generator, contract validators and seed, most of
 * this entry's weight) when it is called, not with the import: an app that starts the mock only in
 * some builds or on some pages does not carry it in its first chunk.
 */
import type { BrowserMockOptions } from '../../mock-server/src/msw/browser.ts';
import type { MockCore } from '../../mock-server/src/core/app.ts';
import type { SetupWorker } from 'msw/browser';

export type { BrowserMockOptions };

/** Starts the in-page mock; resolves once the service worker intercepts requests. */
export async function startBrowserMock(options: BrowserMockOptions): Promise<{ core: MockCore; worker: SetupWorker }> {
  const { startBrowserMock: start } = await import('../../mock-server/src/msw/browser.ts');
  return start(options);
}

export {
  createMswHandlers,
  createMswSocketHandlers,
  type MswHandlerOptions,
} from '../../mock-server/src/msw/handlers.ts';
export { createMockAdmin, type MockAdmin, type MockAdminOptions } from '../admin.ts';
