/**
 * The app built by Vite and served by the `fleetmock` command from the same origin (`--dist dist`),
 * tested in Chromium with fleetmock/playwright's per-test sessions and one HAR file per test. The port is a free one unless
 * CONSUMER_E2E_PORT pins it; it is picked once and kept in the environment so workers agree.
 */
import { defineConfig } from '@playwright/test';
import type { FleetmockTestOptions } from 'fleetmock/playwright';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function freePort(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}
process.env.CONSUMER_E2E_PORT ??= String(freePort());
const PORT = Number(process.env.CONSUMER_E2E_PORT);
const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (p): p is string => !!p && existsSync(p),
);

export default defineConfig<FleetmockTestOptions>({
  testDir: 'e2e',
  workers: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // One HAR per test (test-results/<test>/traffic.har), checked afterwards with `fleetmock verify`.
    trafficHar: true,
    launchOptions: { executablePath: chromium, args: ['--disable-gpu', '--no-first-run'] },
  },
  webServer: {
    // `npx msw init public` writes the service worker browser.html registers (fleetmock/msw/browser).
    command: `npx msw init public --no-save && npx vite build --logLevel warn && exec npx fleetmock --port ${PORT} --dist dist --seed 42 --scale small --epoch 2026-11-01T00:00:00Z --no-simulation`,
    url: `http://127.0.0.1:${PORT}/ping`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
