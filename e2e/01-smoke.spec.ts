/** Smoke: the login page, and login/logout for several personas. */
import { test, expect, login, checkPage } from './fixtures.ts';

test('the login page shows the free-devices header and is clean', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText('The first 10 devices are free')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in with GitHub' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in with enterprise SSO' })).toBeVisible();
  await expect(page).toHaveTitle(/^Log in \| .+ dashboard$/);
  await checkPage(page);
});

for (const key of ['owner', 'observer', 'developer', 'admin']) {
  test(`${key} logs in and out`, async ({ page }) => {
    await login(page, key);
    await expect(page).not.toHaveURL(/\/login/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('fleetmock:token'))).not.toBeNull();
    await checkPage(page);
    // Sign out from the shell's user menu.
    await page
      .getByRole('button', { name: new RegExp(key, 'i') })
      .first()
      .click();
    await page.getByRole('menuitem', { name: /sign out/i }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('fleetmock:token'))).toBeNull();
  });
}
