/**
 * Cookie consent gates analytics (spec 01 §1): no analytics call before consent, proven with the
 * mock's journal. Uses the dashboard's cookie banner and the mock's journal.
 */
import { expect } from './fixtures.ts';
import { test } from './fixtures/mock-admin.ts';

test.use({ consentDecided: false });

const isAnalytics = (path: string) => path.includes('analytics');

test('no analytics call before consent; calls after accepting', async ({ page, mockAdmin }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /accept/i }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect((await mockAdmin.journal()).filter((e) => isAnalytics(e.path))).toEqual([]);
  await page
    .getByRole('button', { name: /accept/i })
    .first()
    .click();
  await page.goto('/signup');
  await expect
    .poll(async () => (await mockAdmin.journal()).filter((e) => isAnalytics(e.path)).length)
    .toBeGreaterThan(0);
});
