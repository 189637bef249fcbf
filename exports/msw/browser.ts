/**
 * `fleetmock/msw/browser`: the whole mock in the page through MSW's service worker (the zero-server
 * demo's setup): the mock core seeded in the browser, the admin API under `/__mock/*`, the device
 * log and terminal websockets. Serve MSW's `mockServiceWorker.js` at the site root
 * (`npx msw init public/`).
 */
export { startBrowserMock, type BrowserMockOptions } from '../../mock-server/src/msw/browser.ts';
export {
  createMswHandlers,
  createMswSocketHandlers,
  type MswHandlerOptions,
} from '../../mock-server/src/msw/handlers.ts';
export { createMockAdmin, type MockAdmin, type MockAdminOptions } from '../admin.ts';
