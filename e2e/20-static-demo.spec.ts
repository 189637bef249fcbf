/**
 * The zero-server demo (`npm run build:static`): web/dist-static/ on a plain static file server (no
 * mock process behind it); the mock core runs in the page through MSW's service worker. The owner
 * signs in and browses fleets, a fleet and a device. The folder is built first when missing.
 */
import { test, expect } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Server } from 'node:http';
import { serveStatic } from '../scripts/static-demo/static-server.ts';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'web', 'dist-static');
let server: Server;
let url: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  if (!existsSync(join(dist, 'mockServiceWorker.js'))) {
    const build = spawnSync('npm', ['run', '--silent', 'build:static'], { cwd: root, stdio: 'inherit' });
    expect(build.status).toBe(0);
  }
  ({ server, url } = await serveStatic(dist));
});
test.afterAll(() => server?.close());

test('owner signs in and browses fleets, a fleet and a device without any server', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${url}/fleets`); // a deep link: the static host falls back to index.html
  await expect(page).toHaveURL(/\/login/, { timeout: 45_000 }); // the mock in the page answers: not signed in
  await page.getByLabel('Email').fill('owner@fleetmock.test');
  await page.getByLabel('Password').fill('fleetmock-demo');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fleets' })).toBeVisible({ timeout: 20_000 });
  const card = page.getByTestId('fleet-card').filter({ hasText: 'smart-lights' });
  await expect(card).toContainText('Acme IoT');

  await page.getByRole('link', { name: 'smart-lights', exact: true }).click();
  await expect(page).toHaveURL(/\/fleets\/\d+\/summary$/);
  await expect(page.getByRole('heading', { level: 1, name: 'smart-lights' })).toBeVisible();
  await expect(page.getByTestId('status-count-operational')).toHaveText(/^\d+$/);

  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Devices' }).click();
  const device = page.locator('a[href^="/devices/"]').first();
  await expect(device).toBeVisible({ timeout: 15_000 });
  await device.click();
  await expect(page.getByRole('heading', { name: 'Device summary' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('body')).not.toContainText('undefined');
});

test('the panel page journal is pushed by the mock in the page (no polling)', async ({ page }) => {
  test.setTimeout(90_000);
  const journalReads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/__mock/journal') journalReads.push(r.url());
  });
  await page.goto(`${url}/__mock/ui/`);
  await expect(page.getByRole('heading', { name: 'fleetmock control panel' })).toBeVisible({ timeout: 45_000 });
  await page.getByRole('tab', { name: 'Journal' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  // A request made in the page (through the service worker to the in-page mock) shows within a second.
  await page.evaluate(() => fetch('/v7/application?$select=id&$top=1'));
  await expect(page.getByRole('button', { name: /GET \/v7\/application/ }).first()).toBeVisible({ timeout: 1000 });
  expect(journalReads).toEqual([]);
});
