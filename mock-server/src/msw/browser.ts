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
import type { PreparedWorld } from '../core/seed/world-file.ts';
import type { WorldConfig } from '../core/world.ts';

export interface BrowserMockOptions extends Partial<MockCoreOptions> {
  /** Where the dashboard's API client points, e.g. `location.origin` or `https://api.fleetmock.test`. */
  baseUrl: string;
  /** Requests left to the network (the page's own files when the API shares the origin). */
  passthrough?: (url: URL) => boolean;
  /** Admin API options (e.g. a scenario library); `false` for the bare core. */
  mockAdmin?: false | WithMockAdminOptions;
  /** Where the service worker script is served (default `/mockServiceWorker.js`: root scope). */
  serviceWorkerUrl?: string;
  /**
   * A world file every session is seeded from (docs/worlds.md): its text (YAML or JSON, e.g. fetched
   * or imported with `?raw`), the parsed file, or a world `prepareWorld` already checked. It is checked
   * first: a file with mistakes rejects with `WorldFileError` (every mistake with its path) and starts
   * nothing. The file's own seed and epoch win.
   */
  world?: string | PreparedWorld | Record<string, unknown>;
}

const isPrepared = (world: object): world is PreparedWorld =>
  'file' in world && 'passwordHashes' in world && world.passwordHashes instanceof Map;

/**
 * The core the in-page mock serves: the options' world (checked and its passwords hashed with Web
 * Crypto) or the demo world, with the admin API unless `mockAdmin: false`. No service worker: what
 * `startBrowserMock` serves, and what a test can compare with the other entry points.
 */
export async function createBrowserMockCore({
  mockAdmin = {},
  world,
  ...options
}: Omit<BrowserMockOptions, 'baseUrl' | 'passthrough' | 'serviceWorkerUrl'>): Promise<MockCore> {
  // The checker (strict validators) loads only with a world to check, not with every in-page mock.
  const check = () => import('../core/seed/world-check.ts');
  const prepared =
    world === undefined
      ? undefined
      : typeof world === 'string'
        ? await check().then(({ parseWorldText, prepareWorld }) => prepareWorld(parseWorldText(world)))
        : isPrepared(world)
          ? world
          : await check().then(({ prepareWorld }) => prepareWorld(world));
  const defaults: WorldConfig = { seed: 42, scale: 'small', ...options.defaults };
  if (prepared) defaults.world = prepared;
  const base: MockCoreOptions = { ...options, defaults };
  const core = createMockCore(mockAdmin === false ? base : withMockAdmin(base, mockAdmin));
  core.registry.get();
  return core;
}

/** Starts the in-page mock; resolves once the service worker intercepts requests. */
export async function startBrowserMock({
  baseUrl,
  passthrough,
  serviceWorkerUrl = '/mockServiceWorker.js',
  ...options
}: BrowserMockOptions): Promise<{ core: MockCore; worker: SetupWorker }> {
  const core = await createBrowserMockCore(options);
  const wsOrigin = new URL(baseUrl, location.href).origin.replace(/^http/, 'ws');
  const worker = setupWorker(
    ...createMswHandlers(core, baseUrl, { passthrough }),
    ...createMswSocketHandlers(core, wsOrigin),
  );
  await worker.start({ serviceWorker: { url: serviceWorkerUrl }, onUnhandledRequest: 'bypass', quiet: true });
  return { core, worker };
}
