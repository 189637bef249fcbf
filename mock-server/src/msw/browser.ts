/**
 * The zero-server browser demo: the whole mock runs in the page through an MSW service worker
 * (issue 3 item 1). The dashboard needs `mockServiceWorker.js` in its public folder
 * (`npx msw init web/public`). Seeds `small` by default so start-up stays fast in a browser.
 */
import { setupWorker, type SetupWorker } from 'msw/browser';
import { createMockCore, type MockCore, type MockCoreOptions } from '../core/app.ts';
import { createMswHandlers } from './handlers.ts';

export interface BrowserMockOptions extends Partial<MockCoreOptions> {
  /** Where the dashboard's API client points, e.g. `/api` or `https://api.fleetmock.test`. */
  baseUrl: string;
}

/** Starts the in-page mock; resolves once the service worker intercepts requests. */
export async function startBrowserMock({ baseUrl, ...options }: BrowserMockOptions): Promise<{ core: MockCore; worker: SetupWorker }> {
  const core = createMockCore({ defaults: { seed: 42, scale: 'small' }, ...options });
  core.registry.get();
  const worker = setupWorker(...createMswHandlers(core, baseUrl));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  return { core, worker };
}
