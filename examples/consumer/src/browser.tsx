/**
 * The same app with no API server at all: fleetmock/msw/browser runs the mock in the page through
 * MSW's service worker (`npx msw init public/` puts mockServiceWorker.js at the site root), answering
 * an API host that does not exist. What a design review or a static preview deploy would use.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startBrowserMock } from 'fleetmock/msw/browser';
import { App } from './App.tsx';
import { createApi } from './api.ts';

/** No server answers this host: every API request is served in the page. */
export const IN_PAGE_API = 'https://api.fleetmock.test';

startBrowserMock({ baseUrl: IN_PAGE_API }) // seeded as the server's default: seed 42, scale small
  .then(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App api={createApi(IN_PAGE_API)} />
      </StrictMode>,
    );
  })
  .catch((err: unknown) => {
    document.body.textContent = `The in-page mock did not start: ${String(err)}`;
  });
