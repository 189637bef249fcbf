/**
 * Fleets lists, create dialog, fleet layout and summary (spec 02 §2, §5, §6): browse as owner,
 * read-only as observer, the name rules with their exact messages, id checks and class correction.
 */
import type { Page } from '@playwright/test';
import { test, expect, login, checkPage, expectNoLeakedValues } from './fixtures.ts';

// Each test logs in and walks several pages (axe included); the shared 2-core machine needs room.
test.slow();

const sidebar = (page: Page) => page.getByRole('navigation', { name: /main/i });

/**
 * Types a URL into the running app (history entry + popstate, as the browser's back/forward does):
 * the router resolves it like a fresh visit without reloading the page and its session.
 */
async function visit(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/** Logs in and waits for the fleets grid (the root redirects to /fleets). */
async function openFleets(page: Page, who: string): Promise<void> {
  await login(page, who);
  await expect(page).toHaveURL(/\/fleets$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fleets' })).toBeVisible();
  await expect(page.getByTestId('fleet-card').first()).toBeVisible();
}

/** Opens a fleet card by name and returns the fleet id from the URL. */
async function openFleet(page: Page, name: string): Promise<number> {
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/fleets\/\d+\/summary$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return Number(/\/fleets\/(\d+)\//.exec(page.url())?.[1]);
}

test('owner browses /fleets → a fleet → its summary', async ({ page }) => {
  await openFleets(page, 'owner');
  const card = page.getByTestId('fleet-card').filter({ hasText: 'smart-lights' });
  await expect(card).toContainText('Acme IoT');
  await expect(card).toContainText(/\d+ devices?|No devices/);
  await expect(page.getByRole('button', { name: 'Create fleet' })).toBeVisible();
  await checkPage(page);

  await openFleet(page, 'smart-lights');
  await expect(page).toHaveTitle(/^smart-lights \| /);
  await expect(page.getByRole('heading', { name: 'Summary', level: 2 })).toBeVisible();
  await expect(page.getByText('acme/smart-lights', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Devices', level: 2 })).toBeVisible();
  await expect(page.getByTestId('status-count-operational')).toHaveText(/^\d+$/);
  await expect(page.getByRole('heading', { name: 'Releases', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create release' })).toBeVisible();
  // Fleet sidebar by class and permission: administrators see settings and devices.
  await expect(sidebar(page).getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Devices' })).toBeVisible();
  await checkPage(page);

  // The add-release dialog offers the CLI per platform and git.
  await page.getByRole('button', { name: 'Create release' }).click();
  await expect(page.getByRole('dialog')).toContainText('balena push acme/smart-lights');
  await page.getByRole('tab', { name: 'With git' }).click();
  await expect(page.getByRole('dialog')).toContainText('git remote add balena');
  await expectNoLeakedValues(page);
});

test('observer: no create button, no settings, no create or pin actions', async ({ page }) => {
  await openFleets(page, 'observer');
  await expect(page.getByRole('button', { name: 'Create fleet' })).toHaveCount(0);
  await openFleet(page, 'smart-lights');
  await expect(page.getByRole('heading', { name: 'Releases', level: 2 })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Summary' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create release' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add device' })).toHaveCount(0);
  await expectNoLeakedValues(page);
});

test('create a fleet: the name rules in order, then the new fleet opens', async ({ page }) => {
  await openFleets(page, 'owner');
  await page.getByRole('button', { name: 'Create fleet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create fleet' });
  const name = dialog.getByLabel('Name');
  const create = dialog.getByRole('button', { name: 'Create fleet' });
  await expect(dialog.getByRole('button', { name: /Default device type/ })).toContainText(/\S/);

  const cases: Array<[string, string]> = [
    ['ab', 'The name should be at least 4 characters long'],
    ['x'.repeat(101), 'The name should not be more than 100 characters long'],
    ['bad name!', 'The name can only contain alphanumeric characters, hyphens or underscores'],
    ['Smart-Lights', 'This name is already used by another fleet. Note that the name is case-insensitive'],
  ];
  for (const [value, message] of cases) {
    await name.fill(value);
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    await expect(create).toBeDisabled();
  }
  await name.fill('');
  await expect(dialog.getByText('A name is required', { exact: true })).toBeVisible();

  await name.fill('e2e-new-fleet');
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page).toHaveURL(/\/fleets\/\d+\/summary$/);
  await expect(page.getByRole('heading', { level: 1, name: 'e2e-new-fleet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add device' })).toBeVisible();
  await expectNoLeakedValues(page);
});

test('ids in the url: a wrong class prefix is corrected, a non-numeric id goes back to the list', async ({ page }) => {
  await openFleets(page, 'owner');
  const id = await openFleet(page, 'smart-lights');
  await visit(page, `/apps/${id}/summary`);
  await expect(page).toHaveURL(new RegExp(`/fleets/${id}/summary$`));
  await expect(page.getByRole('heading', { level: 1, name: 'smart-lights' })).toBeVisible();

  await visit(page, `/blocks/${id}`);
  await expect(page).toHaveURL(new RegExp(`/fleets/${id}/summary$`));

  await visit(page, '/fleets/abc');
  await expect(page.getByText('invalid id passed in url: abc')).toBeVisible();
  await expect(page).toHaveURL(/\/fleets$/);

  await visit(page, '/fleets/999999');
  await expect(page).toHaveURL(/\/fleets$/);
  await expectNoLeakedValues(page);
});
