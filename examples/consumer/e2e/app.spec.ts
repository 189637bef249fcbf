import { expect, test } from 'fleetmock/playwright';
import type { Page } from '@playwright/test';

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

test('the session header goes to the mock only, never to another origin', async ({ page, mockAdmin }) => {
  let thirdParty: Record<string, string> | undefined;
  await page.route('https://cdn.example.test/**', async (route) => {
    thirdParty = route.request().headers();
    await route.fulfill({ status: 200, body: 'ok', headers: { 'access-control-allow-origin': '*' } });
  });
  await page.goto('/');
  await page.evaluate(async () => {
    await fetch('https://cdn.example.test/lib.js');
    await fetch('/v7/device_type?$select=slug');
  });
  expect(thirdParty).toBeDefined();
  expect(thirdParty).not.toHaveProperty('x-mock-session');
  // This test's session journal holds the read only if the header reached the mock.
  expect(await mockAdmin.journal({ method: 'GET', pathPrefix: '/v7/device_type' })).toHaveLength(1);
});
