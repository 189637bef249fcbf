/**
 * Entry of the zero-server demo (`npm run build:static`): starts the mock core in the page through
 * MSW's service worker, seeded with the demo data (seed 42, demo scale; again on every full page
 * load, identically), with the admin API and the shipped scenarios,
 * then loads the dashboard unchanged. The page's own files (scripts, styles, the worker) go to the
 * static host; everything else is answered by the mock in the page.
 */
import { startBrowserMock } from '../../mock-server/src/msw/browser.ts';
import { openInPageSocket } from '../../mock-server/src/msw/in-page-socket.ts';
import { setInPageMockSockets } from '../../web/src/api/in-page-mock.ts';
import type { ScenarioLibrary } from '../../mock-server/src/core/handlers/mock-admin/index.ts';

/** The shipped scenarios, compiled in (the browser cannot read mock-server/scenarios/). */
const files = import.meta.glob<string>('../../mock-server/scenarios/*.{yaml,yml,json}', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const scenarios = new Map(
  Object.entries(files).map(([path, text]) => [path.replace(/^.*\//, '').replace(/\.(ya?ml|json)$/, ''), text]),
);
const library: ScenarioLibrary = { list: () => [...scenarios.keys()].sort(), read: (name) => scenarios.get(name) };

/** Files of the static build (and the worker script) that the host serves itself. */
const STATIC_FILES =
  /^\/(?:assets\/|mockServiceWorker\.js$|runtime-config\.js$|favicon\.svg$|index\.html$|buildtime\.txt$)/;

const { core } = await startBrowserMock({
  baseUrl: location.origin,
  defaults: { seed: 42, scale: 'demo' },
  passthrough: (url) => url.origin === location.origin && STATIC_FILES.test(url.pathname),
  mockAdmin: { scenarios: library },
});
// The panel's journal tail talks to the core in this page directly: entries are pushed as recorded.
setInPageMockSockets((target, handlers) => openInPageSocket(core, target, handlers));
await import('../../web/src/main.tsx');
