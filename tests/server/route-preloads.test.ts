/**
 * The route → files manifest of a dashboard build (shared/route-preloads.ts): how the build resolves
 * a page's modules to files (web/build/route-preloads.ts), how the chunk group picks its modules
 * (web/build/chunk-groups.ts), and the mock putting the page's preload links into the HTML of a
 * navigation while other paths, API clients and builds without a manifest get what they got before.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createMockCore } from '../../mock-server/src/core/app.ts';
import { buildApp } from '../../mock-server/src/fastify/app.ts';
import { PINNED_EPOCH } from '../../mock-server/src/core/seed/index.ts';
import { matchesRoutePath, routeParams, routePreloadFor, type RoutePreloads } from '../../shared/route-preloads.ts';
import { routePreloads, type ChunkInfo } from '../../web/build/route-preloads.ts';
import { groupLoadedBy, namesTaken, signedInSplit, staticClosure, usedClosure } from '../../web/build/chunk-groups.ts';

describe('route paths', () => {
  test('a `:name` segment matches one non-empty segment; the segment count must agree', () => {
    expect(matchesRoutePath('/fleets/:fleetId/devices', '/fleets/12/devices')).toBe(true);
    expect(matchesRoutePath('/fleets/:fleetId/devices', '/fleets/12/devices/')).toBe(true);
    expect(matchesRoutePath('/fleets/:fleetId/devices', '/fleets/12/summary')).toBe(false);
    expect(matchesRoutePath('/fleets/:fleetId/devices', '/fleets/devices')).toBe(false);
    expect(matchesRoutePath('/fleets', '/fleets/12')).toBe(false);
    expect(matchesRoutePath('/fleets', '/fleets')).toBe(true);
  });

  test("a pattern's `:name` segments, decoded; none when the path does not match or a segment is malformed", () => {
    expect(routeParams('/fleets/:fleetId/:page', '/fleets/12/devices')).toEqual({ fleetId: '12', page: 'devices' });
    expect(routeParams('/fleets/:fleetId/devices', '/fleets/a%20b/devices')).toEqual({ fleetId: 'a b' });
    expect(routeParams('/fleets/:fleetId/devices', '/fleets/12/summary')).toBeUndefined();
    expect(routeParams('/fleets/:fleetId/devices', '/fleets/%E0%A4%A/devices')).toBeUndefined();
    expect(routeParams('/fleets', '/fleets')).toEqual({});
  });

  test('the first matching route wins', () => {
    const manifest: RoutePreloads = {
      routes: [
        { path: '/fleets/:id/devices', scripts: ['a.js'], styles: [] },
        { path: '/fleets/:id/:tab', scripts: ['b.js'], styles: [] },
      ],
    };
    expect(routePreloadFor(manifest, '/fleets/3/devices')?.scripts).toEqual(['a.js']);
    expect(routePreloadFor(manifest, '/fleets/3/summary')?.scripts).toEqual(['b.js']);
    expect(routePreloadFor(manifest, '/login')).toBeUndefined();
  });
});

const chunk = (fileName: string, over: Partial<ChunkInfo> = {}): ChunkInfo => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  moduleIds: [],
  imports: [],
  ...over,
});

describe('the build manifest', () => {
  const root = '/app/web';
  const chunks = [
    chunk('assets/index.js', { isEntry: true, facadeModuleId: '/app/web/src/main.tsx', imports: ['assets/react.js'] }),
    chunk('assets/react.js', { moduleIds: ['/app/node_modules/react/index.js'] }),
    chunk('assets/shell.js', {
      facadeModuleId: '/app/web/src/shell.tsx',
      moduleIds: ['/app/web/src/shell.tsx'],
      imports: ['assets/react.js', 'assets/ui.js'],
      viteMetadata: { importedCss: new Set(['assets/shell.css']) },
    }),
    chunk('assets/ui.js', { moduleIds: ['/app/web/src/ui/table.tsx', '/app/web/src/ui/menu.tsx'] }),
    chunk('assets/page.js', {
      facadeModuleId: '/app/web/src/page.tsx',
      moduleIds: ['/app/web/src/page.tsx'],
      imports: ['assets/ui.js'],
      viteMetadata: { importedCss: new Set(['assets/page.css', 'assets/shell.css']) },
    }),
  ];

  test("a page gets its modules' chunks and their static imports, styles once, and nothing the entry loads", () => {
    const manifest = routePreloads(
      chunks,
      [{ path: '/p/:id', modules: ['src/shell.tsx', 'src/page.tsx', 'src/ui/menu.tsx'] }],
      root,
    );
    expect(manifest.routes).toEqual([
      {
        path: '/p/:id',
        scripts: ['assets/shell.js', 'assets/ui.js', 'assets/page.js'],
        styles: ['assets/shell.css', 'assets/page.css'],
      },
    ]);
  });

  test('a module in no chunk fails the build', () => {
    expect(() => routePreloads(chunks, [{ path: '/p', modules: ['src/moved-away.tsx'] }], root)).toThrow(
      'src/moved-away.tsx is in no chunk',
    );
  });
});

describe('the signed-in chunk group', () => {
  // entry → router; login → form → input; frame (shell) → table, form; page → feature code, select.
  const graph: Record<string, string[]> = {
    '/w/src/main.tsx': ['/w/src/router.tsx'],
    '/w/src/router.tsx': [],
    '/w/src/login.tsx': ['/w/src/ui/form.tsx'],
    '/w/src/ui/form.tsx': ['/w/src/ui/input.tsx'],
    '/w/src/ui/input.tsx': [],
    '/w/src/shell.tsx': ['/w/src/ui/table.tsx', '/w/src/ui/form.tsx', '/w/src/features/fleets/menu.ts'],
    '/w/src/ui/table.tsx': [],
    '/w/src/features/fleets/menu.ts': [],
    '/w/src/features/devices/page.tsx': ['/w/src/features/devices/row.tsx', '/w/src/ui/select.tsx'],
    '/w/src/features/devices/row.tsx': [],
    '/w/src/ui/select.tsx': ['/w/src/ui/input.tsx'],
    '/w/src/ui/unused.tsx': [],
  };
  const info = (id: string) => (graph[id] ? { importedIds: graph[id] } : null);

  test('static closure stops at the given modules', () => {
    expect([...staticClosure(info, ['/w/src/shell.tsx'], new Set(['/w/src/ui/form.tsx']))].sort()).toEqual([
      '/w/src/features/fleets/menu.ts',
      '/w/src/shell.tsx',
      '/w/src/ui/table.tsx',
    ]);
  });

  test("the frame's imports and the pages' shared code join; /login's code and other feature code do not", () => {
    const split = signedInSplit('/w', {
      outside: ['src/main.tsx', 'src/login.tsx'],
      frame: ['src/shell.tsx'],
      pages: ['src/features/devices/page.tsx'],
    });
    const joined = Object.keys(graph).filter((id) => split(id, info) === 'signed-in');
    expect(joined.sort()).toEqual([
      '/w/src/features/fleets/menu.ts',
      '/w/src/shell.tsx',
      '/w/src/ui/select.tsx',
      '/w/src/ui/table.tsx',
    ]);
  });
});

describe('the signed-in group through re-export files (barrels)', () => {
  // The entry's router takes `authRoutes` from the auth feature's barrel, which also re-exports the
  // profile form (built on the UI kit's barrel); the devices page takes the table and the dialog from the UI kit.
  const modules: Record<string, { importedIds: string[]; code: string }> = {
    '/w/src/main.tsx': { importedIds: ['/w/src/router.tsx'], code: 'import { router } from "./router.tsx";' },
    '/w/src/router.tsx': {
      importedIds: ['/w/src/features/auth/index.ts'],
      code: 'import { authRoutes } from "./features/auth/index.ts";\nexport const router = authRoutes;',
    },
    '/w/src/features/auth/index.ts': {
      importedIds: ['/w/src/features/auth/routes.tsx', '/w/src/features/auth/profile.tsx'],
      code: 'export { authRoutes } from "./routes.tsx";\nexport { ProfileFields, type ProfileValues } from "./profile.tsx";',
    },
    '/w/src/features/auth/routes.tsx': {
      importedIds: ['/w/src/ui/button.tsx'],
      code: 'import B from "../../ui/button.tsx";',
    },
    '/w/src/features/auth/profile.tsx': {
      importedIds: ['/w/src/components/ui/index.ts'],
      code: 'import { Form as F, Dialog } from "../../components/ui/index.ts";',
    },
    '/w/src/components/ui/index.ts': {
      importedIds: [
        '/w/src/components/ui/form.tsx',
        '/w/src/components/ui/dialog.tsx',
        '/w/src/components/ui/table.tsx',
      ],
      code: 'export { Form } from "./form.tsx";\nexport { Dialog } from "./dialog.tsx";\nexport { Table, column } from "./table.tsx";',
    },
    '/w/src/components/ui/form.tsx': { importedIds: [], code: '' },
    '/w/src/components/ui/dialog.tsx': { importedIds: [], code: '' },
    '/w/src/components/ui/table.tsx': { importedIds: [], code: '' },
    '/w/src/ui/button.tsx': { importedIds: [], code: '' },
    '/w/src/features/devices/page.tsx': {
      importedIds: ['/w/src/components/ui/index.ts'],
      code: 'import { Table, Dialog } from "../../components/ui/index.ts";',
    },
  };
  const graph = (id: string) => modules[id] ?? null;
  const isBarrel = (id: string) => id.endsWith('/index.ts');

  test('what a module takes from another: named imports (aliases by their exported name), default, namespace', () => {
    const ids = ['/w/a/b.ts', '/w/a/index.ts'];
    expect(namesTaken('/w/a/x.ts', 'import { a, b as c } from "./index.ts";', '/w/a/index.ts', ids)).toEqual(
      new Set(['a', 'b']),
    );
    expect(namesTaken('/w/a/x.ts', 'import D, { e } from "./index.ts";', '/w/a/index.ts', ids)).toEqual(
      new Set(['default', 'e']),
    );
    expect(namesTaken('/w/a/x.ts', 'import * as all from "./index.ts";', '/w/a/index.ts', ids)).toBe('*');
    expect(namesTaken('/w/a/x.ts', 'export * from "./index.ts";', '/w/a/index.ts', ids)).toBe('*');
    // No statement names it (a side-effect import, unreadable code): everything, to be safe.
    expect(namesTaken('/w/a/x.ts', 'import "./index.ts";', '/w/a/index.ts', ids)).toBe('*');
    expect(namesTaken('/w/a/x.ts', null, '/w/a/index.ts', ids)).toBe('*');
  });

  test('a barrel is followed only into the modules re-exporting a name its importers take', () => {
    const used = usedClosure(graph, ['/w/src/main.tsx'], isBarrel);
    expect([...used].sort()).toEqual([
      '/w/src/features/auth/index.ts',
      '/w/src/features/auth/routes.tsx',
      '/w/src/main.tsx',
      '/w/src/router.tsx',
      '/w/src/ui/button.tsx',
    ]);
    // Without the barrels' names, the profile form's UI kit looks like the entry's.
    expect(staticClosure(graph, ['/w/src/main.tsx']).has('/w/src/components/ui/dialog.tsx')).toBe(true);
  });

  test('a name asked again later of a barrel already reached is followed too', () => {
    const used = usedClosure(graph, ['/w/src/main.tsx', '/w/src/features/auth/profile.tsx'], isBarrel);
    expect(used.has('/w/src/components/ui/form.tsx')).toBe(true);
    expect(used.has('/w/src/components/ui/dialog.tsx')).toBe(true);
    expect(used.has('/w/src/components/ui/table.tsx')).toBe(false);
  });

  test("the UI kit the page uses joins the group although the entry's barrel re-exports a user of it", () => {
    const split = signedInSplit(
      '/w',
      { outside: ['src/main.tsx'], frame: [], pages: ['src/features/devices/page.tsx'] },
      isBarrel,
    );
    const joined = Object.keys(modules).filter((id) => split(id, graph) === 'signed-in');
    expect(joined.sort()).toEqual(['/w/src/components/ui/dialog.tsx', '/w/src/components/ui/table.tsx']);
    // Read without the barrels' names (as before), the kit stays out.
    const plain = signedInSplit('/w', {
      outside: ['src/main.tsx'],
      frame: [],
      pages: ['src/features/devices/page.tsx'],
    });
    expect(Object.keys(modules).filter((id) => plain(id, graph) === 'signed-in')).toEqual([]);
  });

  test("the guard names the group's file when the entry or /login loads it", () => {
    const chunk = (fileName: string, name: string, imports: string[], over: object = {}) => ({
      fileName,
      name,
      imports,
      isEntry: false,
      facadeModuleId: null as string | null,
      ...over,
    });
    const chunks = [
      chunk('index.js', 'index', ['web.js'], { isEntry: true }),
      chunk('web.js', 'web', []),
      chunk('login.js', 'login-page', ['form.js'], { facadeModuleId: '/w/src/login.tsx' }),
      chunk('form.js', 'form', []),
      chunk('signed-in.js', 'signed-in', ['web.js']),
    ];
    expect(groupLoadedBy(chunks, ['src/login.tsx'], '/w', 'signed-in')).toEqual([]);
    chunks[3]!.imports = ['signed-in.js'];
    expect(groupLoadedBy(chunks, ['src/login.tsx'], '/w', 'signed-in')).toEqual(['signed-in.js']);
  });
});

describe('the mock serving a build with a manifest', () => {
  const HTML = '<!doctype html><html><head><title>fleetmock</title></head><body><div id="root"></div></body></html>';
  const manifest: RoutePreloads = {
    routes: [
      {
        path: '/fleets/:fleetId/devices',
        scripts: ['assets/shell-Ab12Cd34.js', 'assets/page-Ef56Gh78.js'],
        styles: ['assets/page-Ij90Kl12.css'],
      },
    ],
  };
  let app: FastifyInstance;
  let bare: FastifyInstance;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'fleetmock-preloads-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), HTML);
    writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify(manifest));
    const without = mkdtempSync(join(tmpdir(), 'fleetmock-no-preloads-'));
    writeFileSync(join(without, 'index.html'), HTML);
    const core = () =>
      createMockCore({ defaults: { seed: 42, scale: 'small', epoch: Date.parse(PINNED_EPOCH) }, log: () => {} });
    app = await buildApp({ core: core(), distDir: dist });
    bare = await buildApp({ core: core(), distDir: without });
  });
  afterAll(async () => {
    await app.close();
    await bare.close();
  });

  const navigate = (server: FastifyInstance, url: string) =>
    server.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  test("a navigation to a manifest page gets the page's preload links before </head>, with the dashboard's headers", async () => {
    const res = await navigate(app, '/fleets/12/devices?size=1000');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/shell-Ab12Cd34.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/page-Ef56Gh78.js">');
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/page-Ij90Kl12.css">');
    expect(res.body).toContain('<div id="root"></div>');
  });

  test('another page, an API client and a build without a manifest get index.html as it is', async () => {
    for (const res of [await navigate(app, '/login'), await navigate(bare, '/fleets/12/devices')]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(HTML);
    }
    const api = await app.inject({ method: 'GET', url: '/fleets/12/devices', headers: { accept: 'application/json' } });
    expect(api.statusCode).toBe(404);
  });
});
