/**
 * The table kit on a phone and a laptop: at 390 px a wide table scrolls sideways inside its own
 * named, focusable region (axe's scrollable-region-focusable, WCAG 2.1.1) while the region stays
 * inside the screen; the organization summary's capped lists take focus too; at 1,366 px the
 * members table keeps its row buttons reachable (shown, or scrolled to inside the region).
 */
import type { Page } from '@playwright/test';
import { test, expect, login, expectAccessible } from './fixtures.ts';

test.slow();

async function openAcme(page: Page): Promise<number> {
  await page.goto('/orgs');
  await page.getByRole('table', { name: 'Organizations' }).getByRole('link', { name: 'Acme IoT', exact: true }).click();
  await expect(page).toHaveURL(/\/orgs\/\d+\/summary$/);
  return Number(/\/orgs\/(\d+)\//.exec(page.url())?.[1]);
}

/** Every table sits in a named, focusable region whose box ends inside the viewport. */
async function expectContainedTables(page: Page): Promise<void> {
  await expect(page.getByRole('table').first()).toBeVisible();
  const problems = await page.evaluate(() =>
    [...document.querySelectorAll('table')].flatMap((table) => {
      const region = table.closest('[role="region"]');
      const name = table.getAttribute('aria-label') ?? table.getAttribute('aria-labelledby') ?? '?';
      if (!(region instanceof HTMLElement)) return [`${name}: no region`];
      if (region.tabIndex !== 0) return [`${name}: region not focusable`];
      if (!region.getAttribute('aria-label') && !region.getAttribute('aria-labelledby'))
        return [`${name}: unnamed region`];
      const right = region.getBoundingClientRect().right;
      return right > window.innerWidth + 1 ? [`${name}: region ends at ${right} past ${window.innerWidth}`] : [];
    }),
  );
  expect(problems).toEqual([]);
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('organization lists, members and summary: tables in focusable regions, no axe violation', async ({ page }) => {
    await login(page, 'owner');
    const acme = await openAcme(page);
    await expectAccessible(page);
    await page.goto('/orgs');
    await expectContainedTables(page);
    await expectAccessible(page);
    await page.goto(`/orgs/${acme}/members`);
    await expect(page.getByRole('table', { name: 'Members' })).toBeVisible();
    await expectContainedTables(page);
    await expectAccessible(page);
    await page.goto(`/orgs/${acme}/teams`);
    await expectContainedTables(page);
    await expectAccessible(page);
  });

  test('a release list and a release summary: tables and code blocks scroll in focusable regions', async ({ page }) => {
    await login(page, 'owner');
    await page.goto('/fleets');
    const fleetLink = page.locator('main a[href^="/fleets/"]').first();
    await expect(fleetLink).toBeVisible({ timeout: 20_000 });
    const fleetId = Number(/\/fleets\/(\d+)/.exec((await fleetLink.getAttribute('href')) ?? '')?.[1]);
    await page.goto(`/fleets/${fleetId}/releases`);
    const releases = page.getByRole('table', { name: 'Releases' });
    await expect(releases).toBeVisible();
    await expectContainedTables(page);
    await expectAccessible(page);
    await releases.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/releases\/\d+\/summary$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectAccessible(page);
  });
});

test('at 1,366 px the members table keeps every Remove button reachable', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await login(page, 'owner');
  const acme = await openAcme(page);
  await page.goto(`/orgs/${acme}/members`);
  const table = page.getByRole('table', { name: 'Members' });
  await expect(table).toBeVisible();
  const region = page.getByRole('region', { name: 'Members' }).filter({ has: table });
  for (const button of await table.getByRole('button', { name: /^Remove/ }).all()) {
    await button.scrollIntoViewIfNeeded();
    const b = await button.boundingBox();
    const r = await region.boundingBox();
    expect(b && r && b.x >= r.x - 1 && b.x + b.width <= r.x + r.width + 1, 'button inside the region box').toBe(true);
  }
});
