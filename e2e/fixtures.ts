/**
 * Shared Playwright fixtures: a private mock world per test (the `x-mock-session` header on every
 * request the page makes, so parallel workers never see each other's writes), persona login through
 * the UI, the mock admin API, and the page-text check for leaked "undefined", "null" or "NaN".
 */
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const PASSWORD = 'fleetmock-demo';
export const persona = (key: string) => `${key}@fleetmock.test`;
/** TOTP secret of twofactor@fleetmock.test (mock-server/src/core/seed/personas.ts). */
export const TWOFACTOR_TOTP_SECRET = 'FLEETMOCKDEMOTWOFACTORSECRET2345';

interface Fixtures {
  /** Pre-record a cookie choice (essentials only) so the banner does not cover pages; the consent spec turns it off. */
  consentDecided: boolean;
  mockSession: string;
  /** Requests to the mock (admin API, outbox) within this test's world. */
  mock: APIRequestContext;
}

export const test = base.extend<Fixtures>({
  consentDecided: [true, { option: true }],
  page: async ({ page, consentDecided }, use) => {
    if (consentDecided) {
      await page.addInitScript(() => {
        // Same key and shape as web/src/features/consent/consent-store.ts (version 1, analytics off).
        if (!localStorage.getItem('fleetmock:consent')) {
          localStorage.setItem(
            'fleetmock:consent',
            JSON.stringify({ version: 1, essentials: true, analytics: false, decidedAt: 0 }),
          );
        }
      });
    }
    await use(page);
  },
  mockSession: async ({ playwright, baseURL }, use, info) => {
    const name = `e2e-${info.workerIndex}-${info.testId}-${Date.now()}`;
    await use(name);
    // The world is dropped when the test ends, so a long suite stays under the mock's session cap.
    const token = process.env.FLEETMOCK_ADMIN_TOKEN;
    const ctx = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: token ? { 'x-mock-admin-token': token } : {},
    });
    await ctx.delete(`/__mock/sessions/${encodeURIComponent(name)}`).catch(() => undefined);
    await ctx.dispose();
  },
  extraHTTPHeaders: async ({ mockSession }, use) => {
    await use({ 'x-mock-session': mockSession });
  },
  mock: async ({ playwright, baseURL, mockSession }, use) => {
    // A mock shared on the network wants its admin token on /__mock/*; one on loopback needs none.
    const token = process.env.FLEETMOCK_ADMIN_TOKEN;
    const ctx = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-mock-session': mockSession, ...(token ? { 'x-mock-admin-token': token } : {}) },
    });
    await use(ctx);
    await ctx.dispose();
  },
});

export { expect };

/** Logs in through the login form. */
export async function login(page: Page, key: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(persona(key));
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  // With the right password, wait until the app has taken the token and left /login (two-factor,
  // verification or the app), so a following page.goto does not race the sign-in.
  if (password === PASSWORD) await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
}

/** Spec requirement: no rendered page shows "undefined", "null" or "NaN" as text. */
export async function expectNoLeakedValues(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/\bundefined\b|\bnull\b|\bNaN\b/);
}

/** axe's serious and critical violations on the page, each as `rule: targets`. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Only violations are needed: skipping the passes and incomplete results saves most of axe's time.
  const result = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** axe: no serious or critical violation on the page. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

/** Both checks every rendered page gets. */
export async function checkPage(page: Page): Promise<void> {
  await expectNoLeakedValues(page);
  await expectAccessible(page);
}
