/**
 * fleetmock/msw/browser in Chromium: browser.html, served by a plain static server, starts the mock in
 * the page and signs in against an API host that does not resolve, so every answer comes from the
 * service worker, none from a server.
 */
import { expect, test } from '@playwright/test';
import { serveStatic } from './static-server.ts';

let site: Awaited<ReturnType<typeof serveStatic>>;
test.beforeAll(async () => {
  site = await serveStatic('dist'); // built by the config's webServer command
});
test.afterAll(() => site.close());

test('the app signs in and lists fleets from the in-page mock, with no API server', async ({ page }) => {
  const apiRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('https://api.fleetmock.test/')) apiRequests.push(new URL(request.url()).pathname);
  });
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto(`${site.url}/browser.html`);
  await page.getByLabel('Email').fill('owner@fleetmock.test');
  await page.getByLabel('Password').fill('fleetmock-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('list', { name: 'Fleets' }).getByRole('listitem').first()).toBeVisible();
  expect(apiRequests).toEqual(expect.arrayContaining(['/login_', '/v7/application']));
  expect(errors).toEqual([]);
});
