/**
 * Dashboard entry: the opened page's code preloaded, theme before first paint, the bootstrap
 * (migrations, flags, error reporting), providers, data router.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { Bootstrap, startBootstrap } from './app/bootstrap.tsx';
import { initTheme } from './styles/theme.ts';
import { setAppQueryClient } from './api/query-client.ts';
import { preloadRoute } from './app/route-preload.ts';
import './styles/index.css';

preloadRoute();
initTheme();
startBootstrap();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** The query cache, the router (whose first navigation starts the page's own reads) and React. */
function mount(container: HTMLElement): void {
  const queryClient = createQueryClient();
  setAppQueryClient(queryClient);
  createRoot(container).render(
    <StrictMode>
      <Bootstrap>
        <AppProviders client={queryClient}>
          <RouterProvider router={createRouter()} />
        </AppProviders>
      </Bootstrap>
    </StrictMode>,
  );
}

// Mounted in the next task: the reads started above (the session's ping, whoami and profile, the
// flags) are sent from promise callbacks, which run only once this script has finished; mounted here,
// the router's set-up would run first and hold them back, so the ping left alone and the others later.
setTimeout(() => mount(root));
