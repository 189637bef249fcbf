/**
 * The billing page's money columns fit at a laptop's 1,280 px and a phone's 390 px (spec 03 §2; every
 * page works from 390 px): the Next bill's Amount column and the invoices' Total column are inside
 * their card, with no part of the table hidden behind a horizontal scroll.
 */
import type { Page } from '@playwright/test';
import { test, expect, login, persona, PASSWORD } from './fixtures.ts';
import { first } from '../tests/present.ts';

test.describe.configure({ timeout: 60_000 });

/**
 * How far a table's money column reaches past what its scroll region and card show (px, <= 0 when it
 * is inside), and how much of the table is hidden behind a horizontal scroll.
 */
async function overflowOf(page: Page, name: string, column: string): Promise<{ past: number; hidden: number }> {
  const table = page.getByRole('table', { name, exact: true });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  return table.evaluate((t, col) => {
    const region = t.parentElement as HTMLElement;
    const card = t.closest('.card') as HTMLElement;
    const header = [...t.querySelectorAll('th')].find((h) => h.textContent?.trim() === col) as HTMLElement;
    const right = header.getBoundingClientRect().right;
    const visible = Math.min(region.getBoundingClientRect().right, card.getBoundingClientRect().right);
    return { past: Math.round(right - visible), hidden: region.scrollWidth - region.clientWidth };
  }, column);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the Next bill and invoices tables fit at ${viewport.width} px`, async ({ page, mock }) => {
    await page.setViewportSize(viewport);
    const token = await (
      await mock.post('/login_', { data: { username: persona('owner'), password: PASSWORD } })
    ).text();
    const res = await mock.get(`/v7/organization?$select=id&$filter=handle%20eq%20'acme'`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const acme = first(((await res.json()) as { d: Array<{ id: number }> }).d).id;
    await login(page, 'owner');
    await page.goto(`/orgs/${acme}/billing`);
    await expect(page.getByTestId('current-plan')).toHaveText('Production');
    const bill = await overflowOf(page, 'Next bill', 'Amount');
    expect(bill.past).toBeLessThanOrEqual(0);
    expect(bill.hidden).toBe(0);
    const invoices = await overflowOf(page, 'Invoices', 'Total');
    expect(invoices.past).toBeLessThanOrEqual(0);
    expect(invoices.hidden).toBe(0);
  });
}
