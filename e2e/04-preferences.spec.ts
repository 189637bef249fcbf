/** Preferences tabs (spec 01 §2, §4, §5): each renders clean; SSH key validation; API key shown once. */
import { test, expect, login, checkPage } from './fixtures.ts';

const TABS: Array<[string, string]> = [
  ['details', 'Email'],
  ['sshkeys', 'SSH keys'],
  ['access-tokens', 'API keys'],
  ['profile', 'Profile'],
  ['2fa', 'Two-factor authentication'],
  ['experimental', 'Experimental'],
];

test.beforeEach(async ({ page }) => {
  await login(page, 'owner');
  await expect(page).not.toHaveURL(/\/login/);
});

test('/preferences redirects to details and every tab renders clean', async ({ page }) => {
  test.slow(); // six pages, each with an axe scan
  await page.goto('/preferences');
  await expect(page).toHaveURL(/\/preferences\/details$/);
  for (const [tab, heading] of TABS) {
    await page.goto(`/preferences/${tab}`);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await checkPage(page);
  }
});

test('SSH key form: mandatory fields, then add and delete', async ({ page }) => {
  await page.goto('/preferences/sshkeys');
  await page.getByRole('button', { name: 'Add key' }).click();
  await expect(page.getByText('The key title is mandatory!')).toBeVisible();
  await expect(page.getByText('The key is mandatory!')).toBeVisible();
  await page.getByLabel('Title').fill('e2e-key');
  await page
    .getByLabel('Public key')
    .fill('ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKl1e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2 me@laptop');
  await page.getByRole('button', { name: 'Add key' }).click();
  const list = page.locator('.key-list');
  await expect(list.getByText('e2e-key', { exact: true })).toHaveCount(1);
  await expect(page.locator('.key-list code').first()).toHaveText(/^([0-9a-f]{2}:){15}[0-9a-f]{2}$/);
  await page.getByRole('button', { name: 'Delete e2e-key' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(list.getByText('e2e-key', { exact: true })).toHaveCount(0);
});

test('API key: created with a preset expiry and shown once', async ({ page }) => {
  await page.goto('/preferences/access-tokens');
  await page.getByLabel('Name').fill('ci-key');
  await page.getByLabel('Expires').selectOption('never');
  await expect(page.getByText('A key that never expires')).toBeVisible();
  await page.getByLabel('Expires').selectOption('7');
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByTestId('new-api-key')).not.toBeEmpty();
  await page.getByRole('button', { name: 'I saved it' }).click();
  await expect(page.getByTestId('new-api-key')).toHaveCount(0);
  await expect(page.getByText('ci-key', { exact: true })).toBeVisible();
});

test('password change requires matching confirmation', async ({ page }) => {
  await page.goto('/preferences/details');
  await page.getByLabel('Current password').fill('fleetmock-demo');
  await page.getByLabel('New password', { exact: true }).fill('another-password');
  await page.getByLabel('Confirm new password').fill('another-passwort');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
});
