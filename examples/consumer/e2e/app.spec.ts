import { expect, test } from 'fleetmock/playwright';
import type { Page } from '@playwright/test';
import { serveStatic } from './static-server.ts';

async function signIn(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill('owner@fleetmock.test');
  await page.getByLabel('Password').fill('fleetmock-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('signs in and lists the fleets; the journal holds exactly this test’s reads', async ({ page, mockAdmin }) => {
  await signIn(page);
  await expect(page.getByRole('list', { name: 'Fleets' }).getByRole('listitem').first()).toBeVisible();
  const reads = await mockAdmin.journal({ method: 'GET', pathPrefix: '/v7/application' });
  expect(reads.map((r) => r.status)).toEqual([200]);
  expect(reads[0].actor).toMatchObject({ kind: 'user', email: 'owner@fleetmock.test' });
});

test.describe('with a scenario from YAML', () => {
  test.use({ scenario: 'e2e/throttled.yaml' });

  test('a 429 shows the throttle notice, then the list after Retry-After', async ({ page, mockAdmin }) => {
    await signIn(page);
    await expect(page.getByRole('status')).toHaveText('Requests are throttled, retrying shortly');
    await expect(page.getByRole('list', { name: 'Fleets' }).getByRole('listitem').first()).toBeVisible();
    const reads = await mockAdmin.journal({ method: 'GET', pathPrefix: '/v7/application' });
    expect(reads.map((r) => r.status)).toEqual([429, 200]);
  });
});

test('the session header goes to the mock only, never to another origin', async ({ page, mockAdmin, baseURL }) => {
  // A page of another origin than the mock's, on a plain static server (the pages `fleetmock --dist` serves
  // may only connect to their own origin), calling a third party and the mock.
  const site = await serveStatic('dist');
  try {
    let thirdParty: Record<string, string> | undefined;
    await page.route('https://cdn.example.test/**', async (route) => {
      thirdParty = route.request().headers();
      await route.fulfill({ status: 200, body: 'ok', headers: { 'access-control-allow-origin': '*' } });
    });
    await page.goto(`${site.url}/`);
    await page.evaluate(async (mock) => {
      await fetch('https://cdn.example.test/lib.js');
      await fetch(`${mock}/v7/device_type?$select=slug`).catch(() => undefined); // sent; the answer may be CORS-blocked
    }, baseURL);
    expect(thirdParty).toBeDefined();
    expect(thirdParty).not.toHaveProperty('x-mock-session');
    // This test's session journal holds the read only if the header reached the mock.
    await expect.poll(() => mockAdmin.journal({ method: 'GET', pathPrefix: '/v7/device_type' })).toHaveLength(1);
  } finally {
    await site.close();
  }
});
