/**
 * Browser tests in Debian Chromium against the real mock serving the built dashboard.
 * The port is a free one the system hands out, unless E2E_PORT pins it; it is picked once and kept
 * in the environment, so the workers Playwright starts use the same. `reuseExistingServer: false`
 * so a busy pinned port fails loudly. The mock is started with `exec node` (no npm or tsx wrapper
 * in between), so Playwright's own process is its parent and it ends with it even when Playwright
 * is killed. Each test gets its own mock world through the `x-mock-session` header (e2e/fixtures.ts).
 * E2E_BASE_URL runs the specs against an already running stack instead (no webServer).
 */
import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** A port free right now on 127.0.0.1 (asked of the system in a child, as the config loads synchronously). */
function freePort(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

process.env.E2E_PORT ??= String(freePort());
const PORT = Number(process.env.E2E_PORT);
const external = process.env.E2E_BASE_URL;
/** Where the dashboard is built for the run (several checkouts or agents may test side by side). */
const DIST = resolve(process.env.E2E_DIST ?? 'web/dist');
/** E2E_PREBUILT=1: DIST already holds a build of this checkout (`npm test` serves the one `npm pack` made). */
const BUILD = process.env.E2E_PREBUILT === '1' ? '' : `npm run build -- --outDir ${DIST} --emptyOutDir && `;

/** Same search order as scripts/ensure-browser.mjs (which `npm run e2e` runs first and may install). */
function chromiumPath(): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  return candidates.find((c): c is string => !!c && existsSync(c));
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  workers: 2,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  // A full page load (bundle, flags, session restore, the page's reads) under two workers on a
  // 2-core machine can pass 5 s; assertions keep waiting up to 10 s for the state they expect.
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: external ?? `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'debian-chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath(),
          args: [
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--no-first-run',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: external
    ? undefined
    : {
        command: `${BUILD}exec node --import tsx mock-server/src/fastify/cli.ts --port ${PORT} --seed 42 --epoch 2026-11-01T00:00:00Z --scale small --no-simulation --max-sessions 256 --dist ${DIST}`,
        url: `http://127.0.0.1:${PORT}/ping`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
