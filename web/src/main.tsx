/**
 * Dashboard entry: the opened page's code preloaded, theme before first paint, the bootstrap
 * (migrations, flags, error reporting) and the page's first reads started, providers, data router.
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
import { readToken } from './features/session/index.ts';
import './styles/index.css';

preloadRoute();
initTheme();
// The query cache exists before anything reads: the page's first reads go into it while the session
// restores (the restore has set the token's claims by the time they leave), and its queries find them there.
const queryClient = createQueryClient();
setAppQueryClient(queryClient);
startBootstrap();
// Signed in, the page's first reads leave beside the session's (their code is a small preloaded file).
const firstReads = readToken() ? import('./app/first-reads-start.ts').catch(() => undefined) : undefined;
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** The router (whose first navigation starts the page's remaining reads) and React. */
function mount(container: HTMLElement): void {
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

/** How long React waits for the first reads' file (preloaded with the page's code, so normally there). */
const FIRST_READS_WAIT_MS = 150;

// Mounted in a later task: the reads started above (the session's ping, whoami and profile, the flags,
// the page's first reads) are sent from promise callbacks, which run only once this script has
// finished; mounted here, the router's set-up and React's first render would run first and hold them
// back. A first-reads file slow to come holds React back FIRST_READS_WAIT_MS at most.
void Promise.race([firstReads, new Promise((done) => setTimeout(done, FIRST_READS_WAIT_MS))]).then(() =>
  setTimeout(() => mount(root)),
);
