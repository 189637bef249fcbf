/**
 * The mock control panel, in the dashboard's drawer and on its own page at /__mock/ui/: a 429 added
 * from the panel shows the dashboard's rate-limit notice, the journal shows a request within a
 * second (pushed, not polled), an outbox link completes a password reset, advancing the clock 61
 * days freezes the past-due organization, an update started from the devices tab shows on the
 * dashboard's device page, and a mock started with --admin-token makes the page ask for the token. Keyboard only where it matters (the `m` shortcut, tabs); axe at 390 and 1366 px.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { checkPage, expect, login, persona, PASSWORD, test } from './fixtures.ts';

const THROTTLED = 'API requests are throttled';
const DRAWER = { name: 'Mock control panel' };

/** Opens the drawer with the keyboard and makes the panel act on this test's session. */
async function openPanel(page: Page, session: string) {
  await page.locator('body').press('m');
  const drawer = page.getByRole('complementary', DRAWER);
  await expect(drawer).toBeVisible();
  await drawer.getByRole('tab', { name: 'Sessions' }).click();
  await drawer.getByRole('button', { name: `Act on ${session}`, exact: true }).click();
  await expect(drawer.getByText(`Session acted on: ${session}`)).toBeVisible();
  return drawer;
}

test('drawer: a 429 from the panel shows the rate-limit notice; the journal shows the request within a second', async ({
  page,
  mockSession,
}) => {
  // The longest flow here (sign-in, two pages, four panel tabs, axe twice): room for a loaded machine.
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await login(page, 'owner');
  await page.goto('/preferences/details');
  await expect(page.getByRole('heading', { name: 'Email', exact: true })).toBeVisible();
  const drawer = await openPanel(page, mockSession);

  await drawer.getByRole('tab', { name: 'Journal' }).click();
  await expect(drawer.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await checkPage(page);
  const answered = page.waitForResponse((r) => r.url().includes('/v7/user__has__public_key'));
  await page.locator('#main').getByRole('link', { name: 'SSH keys' }).click();
  await answered;
  await expect(drawer.getByRole('button', { name: /GET \/v7\/user__has__public_key/ }).first()).toBeVisible({
    timeout: 1000,
  });
  // Details: the request, its answer and a curl line without any secret.
  await drawer
    .getByRole('button', { name: /GET \/v7\/user__has__public_key/ })
    .first()
    .click();
  await expect(drawer.getByRole('button', { name: 'Copy as curl' })).toBeVisible();
  await expect(drawer.getByText(/curl '.*\/v7\/user__has__public_key/)).toContainText('Bearer $TOKEN');
  // The answer as recorded: its headers and its JSON body.
  await expect(drawer.getByText(/^content-type: application\/json/)).toBeVisible();
  await expect(drawer.getByText(/^\{\s+"d": \[/)).toBeVisible();

  await drawer.getByRole('tab', { name: 'Faults' }).click();
  await drawer.getByLabel('Operation (searchable)').fill('listUserHasPublicKey');
  await drawer.getByLabel('Times (empty: until removed)').fill('1');
  await drawer.getByRole('button', { name: 'Add a fault' }).click();
  await expect(drawer.getByRole('switch', { name: 'Active rate-limit listUserHasPublicKey' })).toBeChecked();
  await page.locator('#main').getByRole('link', { name: 'Profile' }).click();
  await page.locator('#main').getByRole('link', { name: 'SSH keys' }).click();
  await expect(page.getByText(THROTTLED)).toBeVisible();
  await expect(drawer.getByText(/hits: 1/)).toBeVisible();
  // At phone width the drawer takes the screen and stays accessible.
  await page.setViewportSize({ width: 390, height: 844 });
  await checkPage(page);
  await drawer.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(drawer).toHaveCount(0);
});

test('page: an outbox link completes a password reset', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/password-reset');
  await page.getByLabel('Email').fill(persona('member'));
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(/\/password-reset\/success$/);

  await page.goto('/__mock/ui/');
  await expect(page.getByRole('heading', { name: 'fleetmock control panel' })).toBeVisible();
  await page.getByRole('tab', { name: 'Outbox' }).click();
  await expect(page.getByText(persona('member'))).toBeVisible();
  await checkPage(page);
  await page
    .getByRole('link', { name: /\/user\/reset-password\// })
    .first()
    .click();
  await page.getByLabel('New password', { exact: true }).fill('panel-new-pass');
  await page.getByLabel('Confirm new password').fill('panel-new-pass');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await login(page, 'member', 'panel-new-pass');
  await expect(page).not.toHaveURL(/\/login/);
});

test('page: advancing the clock 61 days freezes the past-due organization', async ({ page }) => {
  await login(page, 'pastdue');
  await expect(page.getByText(/Pastdue Labs has invoices past due: it will be frozen in \d+ days/)).toBeVisible();
  await page.goto('/__mock/ui/');
  await page.getByRole('tab', { name: 'Clock' }).click();
  await page.getByRole('button', { name: 'Advance 61 days' }).click();
  await expect(page.getByText(/Mock time: 2027-01/)).toBeVisible();
  // The old session token expired with the jump; one click signs in again as the persona.
  await page.getByRole('tab', { name: 'Personas' }).click();
  await page.getByRole('button', { name: 'Sign in as pastdue' }).click();
  await expect(
    page.getByText(/Pastdue Labs is frozen because of invoices more than 60 days past due/).first(),
  ).toBeVisible({
    timeout: 15_000,
  });
});

/** A device of the session pinned to a release of its fleet it does not run (through the API). */
async function deviceBehind(mock: APIRequestContext): Promise<string> {
  const auth = await mock.post('/login_', { data: { username: persona('owner'), password: PASSWORD } });
  const headers = { authorization: `Bearer ${await auth.text()}` };
  const read = async <T>(url: string): Promise<T[]> =>
    ((await (await mock.get(url, { headers })).json()) as { d: T[] }).d;
  const devices = await read<{
    uuid: string;
    is_running__release: { __id: number };
    belongs_to__application: { __id: number };
  }>(
    "/v7/device?$select=uuid,is_running__release,belongs_to__application&$filter=is_online eq true and is_frozen eq false and api_heartbeat_state eq 'online' and is_running__release ne null&$orderby=id asc&$top=20",
  );
  for (const d of devices) {
    const releases = await read<{ id: number; release_image: unknown[] }>(
      `/v7/release?$select=id&$expand=release_image($select=id)&$filter=belongs_to__application eq ${d.belongs_to__application.__id} and status eq 'success'`,
    );
    const other = releases.find((r) => r.id !== d.is_running__release.__id && r.release_image.length > 0);
    if (!other) continue;
    const pin = await mock.patch(`/v7/device(uuid='${d.uuid}')`, {
      headers,
      data: { is_pinned_on__release: other.id },
    });
    expect(pin.status()).toBe(200);
    return d.uuid;
  }
  throw new Error('no seeded device with a second release in its fleet');
}

test('drawer: an update started from the devices tab shows on the device page; failing it shows aborted', async ({
  page,
  mock,
  mockSession,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const uuid = await deviceBehind(mock);
  await login(page, 'owner');
  await page.goto(`/devices/${uuid}`);
  const summary = page.locator('#main');
  await expect(page.getByRole('heading', { name: 'Device summary' })).toBeVisible({ timeout: 15_000 });
  const drawer = await openPanel(page, mockSession);
  await drawer.getByRole('tab', { name: 'Devices' }).click();
  await drawer.getByLabel('Device name or UUID').fill(uuid);
  await drawer.getByRole('button', { name: 'Find' }).click();
  const live = drawer.getByRole('region', { name: 'Live state' });
  await expect(live.getByText('Target release')).toBeVisible();
  await live.getByRole('button', { name: 'Start update' }).click();
  await expect(live.getByText(/^downloading \d+ % to [0-9a-f]{7}/)).toBeVisible();
  // The dashboard's device page shows it updating (the admin write refreshes the page's reads).
  await expect(summary.getByText('Updating', { exact: true }).first()).toBeVisible();
  await expect(summary.getByRole('definition').filter({ hasText: /^Downloading/ })).toBeVisible();
  await checkPage(page);

  await live.getByRole('button', { name: 'Fail update' }).click();
  await expect(live.getByText(/^failed to [0-9a-f]{7}, error: Failed to download image$/)).toBeVisible();
  // Update status "Aborted", and the new release's containers failed in the services table.
  await expect(summary.getByRole('definition').filter({ hasText: /^Aborted/ })).toBeVisible();
  await expect(summary.getByRole('cell', { name: 'failed', exact: true }).first()).toBeVisible();
});

/** A free port on 127.0.0.1. */
const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

const ADMIN_TOKEN = 'panel-e2e-admin-token-2026';
let shared: { port: number; server: ChildProcess } | undefined;

// The shared mock (--admin-token) starts with the file and loads while the tests above run.
test.beforeAll(async () => {
  const port = await freePort();
  const dist = resolve(process.env.E2E_DIST ?? 'web/dist');
  const args = ['--import', 'tsx', 'mock-server/src/fastify/cli.ts', '--port', String(port), '--scale', 'small'];
  const server = spawn(process.execPath, [...args, '--no-simulation', '--dist', dist, '--admin-token', ADMIN_TOKEN], {
    stdio: 'ignore',
  });
  shared = { port, server };
});
test.afterAll(() => void shared?.server.kill());

test('a mock started with --admin-token: the page asks for the token and keeps it for the tab', async ({ page }) => {
  const { port } = shared!;
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/ping`).catch(() => null))?.status ?? 0, {
      timeout: 30_000,
    })
    .toBe(200);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`http://127.0.0.1:${port}/__mock/ui/`);
  const field = page.getByRole('textbox', { name: 'Admin token' });
  await expect(field).toBeVisible();
  await checkPage(page);
  await field.fill('not-the-token');
  await page.keyboard.press('Enter');
  await expect(page.getByText('The mock did not accept that token.')).toBeVisible();
  await field.fill(ADMIN_TOKEN);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Personas' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Personas' })).toBeVisible();
});
