/**
 * The shipped QA scenarios (docs/qa.md) against the dashboard: each runs in the test's
 * own mock session on a frozen clock, so its steps happen exactly when the test advances it.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, login, persona } from './fixtures.ts';
import { test } from './fixtures/mock-admin.ts';
import { first } from '../tests/present.ts';

const OFFLINE = 'We are offline, trying to reconnect...';
const THROTTLED = 'API requests are throttled';

test.beforeEach(async ({ page }) => {
  await login(page, 'owner');
  await expect(page.getByRole('heading', { name: 'Fleets', level: 1 })).toBeVisible();
});

/** The id of one of acme's fleets, read through the API in the test's session. */
async function acmeFleetId(mock: APIRequestContext): Promise<number> {
  const token = await (
    await mock.post('/login_', { data: { username: persona('owner'), password: 'fleetmock-demo' } })
  ).text();
  const res = await mock.get(
    "/v7/application?$select=id&$top=1&$orderby=id%20asc&$filter=organization/any(o:o/handle%20eq%20'acme')",
    { headers: { authorization: `Bearer ${token}` } },
  );
  const fleet = first(((await res.json()) as { d: Array<{ id: number }> }).d);
  expect(fleet, 'an acme fleet').toBeTruthy();
  return fleet.id;
}

test('rate-limited: the device list hits the 429s, shows the notice, then loads', async ({ page, mock, mockAdmin }) => {
  test.slow(); // three 429s with Retry-After 7 s
  const fleetId = await acmeFleetId(mock);
  await mockAdmin.loadScenario('rate-limited');
  await page.goto(`/fleets/${fleetId}/devices`);
  await expect(page.getByText(THROTTLED)).toBeVisible({ timeout: 10_000 });
  // The client honours Retry-After and retries; the token bucket may throttle again, but the list loads.
  await expect(page.getByRole('table').or(page.getByRole('grid')).first()).toBeVisible({ timeout: 60_000 });
});

test('offline-then-recover: the banner appears at 10 s and clears after 40 s', async ({ page, mockAdmin }) => {
  await mockAdmin.freezeClock();
  await mockAdmin.loadScenario('offline-then-recover');
  await mockAdmin.advanceClock(10_000);
  // The fleet list refreshes every 8 s: its failing GET starts the ping cycle.
  await expect(page.getByText(OFFLINE)).toBeVisible({ timeout: 25_000 });
  await mockAdmin.advanceClock(30_000);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(OFFLINE)).toHaveCount(0, { timeout: 10_000 });
});

test('session-expired: after the clock jump the next load logs out', async ({ page, mockAdmin }) => {
  await mockAdmin.freezeClock();
  await mockAdmin.loadScenario('session-expired');
  await mockAdmin.advanceClock(10_000);
  await page.reload();
  await expect(page).toHaveURL(/\/login/, { timeout: 15_000 });
});

test('frozen-org: a fleet of the frozen organization redirects to the organization', async ({
  page,
  mock,
  mockAdmin,
}) => {
  const fleetId = await acmeFleetId(mock);
  await mockAdmin.loadScenario('frozen-org');
  await page.goto(`/fleets/${fleetId}`);
  await expect(page).toHaveURL(/\/orgs\//, { timeout: 15_000 });
});
