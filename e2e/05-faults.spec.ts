/**
 * Faults (spec 01 §4 "Connectivity", "Rate limiting", "Session refresh"): the offline banner, the
 * throttled notice honouring Retry-After, and session expiry by advancing the mock clock. Uses the
 * admin API (/__mock/faults, /__mock/clock) and the shell's banners.
 */
import { expect, login } from './fixtures.ts';
import { test } from './fixtures/mock-admin.ts';

const OFFLINE = 'We are offline, trying to reconnect...';
const THROTTLED = 'API requests are throttled';

test.beforeEach(async ({ page }) => {
  await login(page, 'owner');
  await expect(page).not.toHaveURL(/\/login/);
});

test('offline: 3 failed pings show the banner; Retry after recovery clears it', async ({ page, mockAdmin }) => {
  await page.goto('/preferences/details');
  // Let the page finish loading (session restored) before the network goes away.
  await expect(page.getByRole('heading', { name: 'Email', exact: true })).toBeVisible();
  await mockAdmin.addFault({ effect: { kind: 'offline' } });
  // The dashboard is served by the same mock, so navigate inside the app (a reload would need the
  // offline server too): the SSH keys tab's GET fails, the client pings, and goes offline.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/preferences/sshkeys');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByText(OFFLINE)).toBeVisible({ timeout: 15_000 });
  // No error texts while offline (spec 01 §8).
  await expect(page.getByRole('alert').filter({ hasNotText: OFFLINE })).toHaveCount(0);
  await mockAdmin.clearFaults();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'SSH keys' })).toBeVisible();
});

test('429: the throttled notice stays as long as Retry-After says, then the request succeeds', async ({
  page,
  mockAdmin,
}) => {
  await page.goto('/preferences/details');
  await expect(page.getByRole('heading', { name: 'Email', exact: true })).toBeVisible();
  await mockAdmin.addFault({
    match: { method: 'GET', path: '/v7/user__has__public_key*' },
    effect: { kind: 'status', status: 429, retryAfter: 7 },
    times: 1,
  });
  const started = Date.now();
  await page.goto('/preferences/sshkeys');
  await expect(page.getByText(THROTTLED)).toBeVisible();
  await expect(page.getByText('You have no SSH keys yet.').or(page.locator('.key-list tbody tr').first())).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText(THROTTLED)).toHaveCount(0, { timeout: 15_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(6_500);
});

test('session expiry: advancing the mock clock past 36 h logs out', async ({ page, mockAdmin }) => {
  await page.goto('/preferences/profile');
  await mockAdmin.advanceClock(37 * 60 * 60 * 1000);
  await page.reload();
  await expect(page).toHaveURL(/\/login/, { timeout: 15_000 });
});
