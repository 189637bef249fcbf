/**
 * A field engineer on a phone (390 × 844): the navigation opens from its menu button; in the devices
 * table a device is selected, acted on and opened; a dialog, the support drawer and the variable
 * overrides drawer fit the screen and pass axe. (The every-route sweep in 40-responsive.spec.ts loads
 * pages only; what opens on top of a page is checked here.)
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, login, expectAccessible } from './fixtures.ts';

test.slow();
test.use({ viewport: { width: 390, height: 844 } });

/** The box sits inside the screen's width and the page does not scroll sideways. */
async function expectFits(page: Page, box: Locator): Promise<void> {
  await expect(box).toBeVisible();
  const b = await box.boundingBox();
  expect(b, 'a rendered box').not.toBeNull();
  expect(b!.x, 'left edge inside the screen').toBeGreaterThanOrEqual(-1);
  expect(b!.x + b!.width, 'right edge inside the screen').toBeLessThanOrEqual(391);
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll, 'page width').toBeLessThanOrEqual(390);
}

async function fleetId(page: Page, name: string): Promise<number> {
  await page.goto('/fleets');
  const href = await page.getByRole('link', { name, exact: true }).getAttribute('href');
  return Number(/\/fleets\/(\d+)/.exec(href ?? '')?.[1]);
}

test('on a phone: menu, devices table (select, act, open), a dialog and the drawers fit 390 px', async ({ page }) => {
  await login(page, 'owner');
  const consent = page.getByRole('button', { name: 'Essentials only' });
  if (await consent.isVisible()) await consent.click();

  // The navigation collapses behind a menu button and opens from the keyboard.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Organizations' })).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).focus();
  await page.keyboard.press('Enter');
  await expectFits(page, nav.getByRole('link', { name: 'Organizations' }));
  await expectAccessible(page);
  await nav.getByRole('link', { name: 'Organizations' }).click();
  await expect(page).toHaveURL(/\/orgs$/);

  // Devices: select one, open the bulk action's dialog, then open the device.
  const bulk = await fleetId(page, 'bulk-fleet');
  await page.goto(`/fleets/${bulk}/devices`);
  const table = page.getByRole('table', { name: 'Devices' });
  const firstRow = table.getByRole('checkbox', { name: /^Select row / }).first();
  const device = ((await firstRow.getAttribute('aria-label')) ?? '').replace(/^Select row /, '');
  await firstRow.check();
  const actions = page.getByRole('region', { name: 'Actions for selected devices' });
  await expect(actions.getByText('1 selected')).toBeVisible();
  await expectFits(page, actions);
  await actions.getByRole('button', { name: 'Move to another fleet' }).click();
  const move = page.getByRole('dialog');
  await expectFits(page, move);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(move).toBeHidden();
  await table.getByRole('link', { name: device, exact: true }).click();
  await expect(page).toHaveURL(/\/devices\/[0-9a-f]+/);
  await expect(page.getByRole('heading', { level: 1, name: device })).toBeVisible();

  // A form dialog.
  await page.goto('/fleets');
  await page.getByRole('button', { name: 'Create fleet' }).first().click();
  const create = page.getByRole('dialog', { name: /Create fleet/ });
  await expectFits(page, create);
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  // The support drawer.
  await page.getByRole('button', { name: 'Support' }).click();
  const support = page.getByRole('dialog', { name: 'Support' });
  await expectFits(page, support);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(support).toBeHidden();

  // The variable overrides drawer (where overrides are staged and applied together).
  await page.goto(`/fleets/${bulk}/envvars`);
  await page.getByRole('button', { name: 'Device overrides of LOG_LEVEL', exact: true }).click();
  const overrides = page.getByRole('dialog');
  await expectFits(page, overrides);
  await expectAccessible(page);
});
