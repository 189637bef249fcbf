/**
 * Fleet devices (spec 02 §2, §4, §5, §6): filters in the URL, bulk actions from the one registry
 * with the update-lock force flow, disabled reasons, observer permissions, the map lens and CSV.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  test,
  expect as baseExpect,
  login,
  expectAccessible,
  expectNoLeakedValues,
  persona,
  PASSWORD,
} from './fixtures.ts';
import { at } from '../tests/present.ts';

/** The shared 2-core machine can be slow to boot the SPA after a full page load. */
const LOAD_TIMEOUT_MS = 30_000;
test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: LOAD_TIMEOUT_MS });
const expect = baseExpect.configure({ timeout: LOAD_TIMEOUT_MS });

interface SeedDevice {
  id: number;
  uuid: string;
  device_name: string;
  is_online: boolean;
  is_connected_to_vpn: boolean;
  device_tag: Array<{ tag_key: string; value: string }>;
}

/** Looks the seeded fleet and its devices up through the API (no hard-coded ids). */
async function seeded(mock: APIRequestContext, fleetName = 'smart-lights') {
  const login = await mock.post('/login_', { data: { username: persona('owner'), password: PASSWORD } });
  const headers = { authorization: `Bearer ${await login.text()}` };
  const fleets = await (
    await mock.get(`/v7/application?$select=id&$filter=app_name eq '${fleetName}'`, { headers })
  ).json();
  const fleetId: number = fleets.d[0].id;
  const devices = await (
    await mock.get(
      `/v7/device?$select=id,uuid,device_name,is_online,is_connected_to_vpn&$expand=device_tag($select=tag_key,value)&$filter=belongs_to__application eq ${fleetId}&$orderby=id asc`,
      { headers },
    )
  ).json();
  return { fleetId, devices: devices.d as SeedDevice[] };
}

async function setFlags(mock: APIRequestContext, uuid: string, flags: string[]) {
  const res = await mock.put(`/__mock/flags/devices/${uuid}`, { data: { flags } });
  expect(res.ok(), `flags: ${res.status()} ${await res.text()}`).toBeTruthy();
}

async function openDevices(page: Page, key: string, fleetId: number, query = '') {
  await login(page, key);
  // Wait for the signed-in shell: reloading while the login flow still runs can lose the session.
  await expect(page.getByRole('button', { name: /^User menu/ })).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/fleets/${fleetId}/devices${query}`);
  await expect(page.getByRole('table', { name: 'Devices' })).toBeVisible({ timeout: LOAD_TIMEOUT_MS });
}

const table = (page: Page) => page.getByRole('table', { name: 'Devices' });
const select = (page: Page, name: string) =>
  table(page).getByRole('checkbox', { name: `Select row ${name}`, exact: true });
const bulk = (page: Page) => page.getByRole('group', { name: 'Actions for selected devices' });

async function namesInTable(page: Page): Promise<string[]> {
  return table(page).locator('tbody tr:not(.table-spacer) td:nth-child(2)').allInnerTexts();
}

test('owner filters devices and the URL reproduces the view when opened fresh', async ({ page, mock, context }) => {
  const { fleetId, devices } = await seeded(mock);
  const north = devices
    .filter((d) => d.device_tag.some((t) => t.tag_key === 'site' && t.value === 'north'))
    .map((d) => d.device_name);
  expect(north.length).toBeGreaterThan(0);
  await openDevices(page, 'owner', fleetId);
  await expect(page.getByRole('status').filter({ hasText: `${devices.length} devices` })).toBeVisible();

  await page.getByRole('button', { name: /Field$/ }).click();
  await page.getByRole('option', { name: 'Tag' }).click();
  await page.getByLabel('Tag key').fill('site');
  await page.getByLabel('Value').fill('north');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page).toHaveURL(/filter=tag\.site%3Aeq%3Anorth/);
  await expect.poll(() => namesInTable(page)).toEqual(north);
  await expect(page.getByRole('list', { name: 'Filters' })).toContainText('Tag site is north');

  // Sort by name descending through the header: the URL carries it too.
  await table(page).getByRole('button', { name: 'Name' }).click();
  await table(page).getByRole('button', { name: 'Name' }).click();
  await expect(page).toHaveURL(/sort=-device_name/);
  const url = page.url();

  const fresh = await context.newPage();
  await fresh.goto(url);
  await expect(fresh.getByRole('table', { name: 'Devices' })).toBeVisible({ timeout: LOAD_TIMEOUT_MS });
  await expect.poll(() => namesInTable(fresh)).toEqual([...north].sort().reverse());
  await expect(fresh.getByRole('list', { name: 'Filters' })).toContainText('Tag site is north');
  await expectNoLeakedValues(fresh);
});

test('bulk restart with one device update-locked warns, then forces', async ({ page, mock }) => {
  const { fleetId, devices } = await seeded(mock);
  const reachable = devices.filter((d) => d.is_online && d.is_connected_to_vpn);
  const [locked, free] = [at(reachable, 0), at(reachable, 1)];
  await setFlags(mock, locked.uuid, ['update-locked']);
  await openDevices(page, 'owner', fleetId);
  await select(page, locked.device_name).check();
  await select(page, free.device_name).check();
  await bulk(page).getByRole('button', { name: 'Restart application' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(locked.device_name);
  await dialog.getByRole('button', { name: 'Restart application' }).click();

  const warning = page.getByText(
    `Some devices did not run the action because an update lock is set: ${locked.device_name}`,
  );
  await expect(warning).toBeVisible();
  await page.getByRole('button', { name: 'Force restart application' }).click();
  await expect(page.getByText('Restart application requested for 1 device')).toBeVisible();
  await expect(warning).toBeHidden();
});

test('reboot on an offline device is disabled with its reason; typed confirmation blocks paste', async ({
  page,
  mock,
}) => {
  const { fleetId, devices } = await seeded(mock);
  const reachable = devices.filter((d) => d.is_online && d.is_connected_to_vpn);
  const [offline, online] = [at(reachable, 0), at(reachable, 1)];
  await setFlags(mock, offline.uuid, ['offline']);
  await openDevices(page, 'owner', fleetId);
  await select(page, offline.device_name).check();
  const reboot = bulk(page).getByRole('button', { name: 'Reboot' });
  await expect(reboot).toBeDisabled();
  await expect(reboot).toHaveAccessibleDescription('Device must be online');
  // Deactivate applies to offline devices only (it sits in the bar's "More actions" menu).
  await bulk(page).getByRole('button', { name: 'More actions' }).click();
  await expect(page.getByRole('menuitem', { name: /^Deactivate/ })).not.toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');

  await select(page, offline.device_name).uncheck();
  await select(page, online.device_name).check();
  await bulk(page).getByRole('button', { name: 'Reboot' }).click();
  const dialog = page.getByRole('alertdialog');
  const input = dialog.getByRole('textbox');
  await input.focus();
  await page.evaluate(() => {
    const dt = new DataTransfer();
    dt.setData('text/plain', 'pasted');
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }),
    );
  });
  await expect(input).toHaveValue('');
  await expect(dialog.getByRole('button', { name: 'Reboot' })).toBeDisabled();
  await input.pressSequentially(online.device_name);
  const answer = page.waitForResponse((r) => r.url().endsWith('/supervisor/v1/reboot'));
  await dialog.getByRole('button', { name: 'Reboot' }).click();
  expect((await answer).status()).toBe(202);
  await expect(page.getByText('Reboot requested for 1 device')).toBeVisible();
});

test('observer gets no destructive actions', async ({ page, mock }) => {
  const { fleetId, devices } = await seeded(mock);
  await openDevices(page, 'observer', fleetId);
  await select(page, at(devices, 0).device_name).check();
  for (const name of ['Reboot', 'Restart application']) {
    const button = bulk(page).getByRole('button', { name, exact: true });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      /You don't have permission to create, edit or update the selected devices/,
    );
  }
  await bulk(page).getByRole('button', { name: 'More actions' }).click();
  for (const name of ['Shutdown', 'Purge data', 'Delete', 'Deactivate', 'Rename']) {
    const item = page.getByRole('menuitem', { name: new RegExp(`^${name}`) });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    await expect(item).toContainText("You don't have permission to create, edit or update the selected devices");
  }
  await page.keyboard.press('Escape');
  await expectNoLeakedValues(page);
  await expectAccessible(page);
});

test('the map lens shows markers', async ({ page, mock }) => {
  const { fleetId, devices } = await seeded(mock);
  await openDevices(page, 'owner', fleetId);
  await page.getByRole('button', { name: 'Map' }).click();
  await expect(page).toHaveURL(/lens=map/);
  await expect(page.getByText(`${devices.length} devices on the map`)).toBeVisible();
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
});

test('CSV export matches the table', async ({ page, mock }) => {
  const { fleetId } = await seeded(mock);
  await openDevices(page, 'owner', fleetId, '?sort=-device_name');
  const headers = (await table(page).locator('thead th').allInnerTexts())
    .slice(1)
    .map((h) => at(h.split('\n'), 0).trim());
  const names = await namesInTable(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^smart-lights-devices-.*\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe(headers.join(','));
  expect(lines).toHaveLength(names.length + 1);
  const csvNames = lines
    .slice(1)
    .map((l) => (l.startsWith('"') ? l.slice(1, l.indexOf('",')).replace(/""/g, '"') : l.slice(0, l.indexOf(','))));
  expect(csvNames).toEqual(names);
});

test('a frozen device opens the frozen-devices dialog instead of its page', async ({ page, mock }) => {
  const auth = await mock.post('/login_', { data: { username: persona('free'), password: PASSWORD } });
  const headers = { authorization: `Bearer ${await auth.text()}` };
  const frozen = (
    await (
      await mock.get(`/v7/device?$select=device_name,belongs_to__application&$filter=is_frozen eq true&$top=1`, {
        headers,
      })
    ).json()
  ).d[0];
  await openDevices(page, 'free', frozen.belongs_to__application.__id);
  await table(page).getByRole('button', { name: frozen.device_name, exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'free plan limits exceeded' })).toBeVisible();
  await expect(page).toHaveURL(/\/devices$/);
});

test('map popups: a device opens its page in the app, a frozen device opens the frozen-devices dialog', async ({
  page,
  mock,
}) => {
  const auth = await mock.post('/login_', { data: { username: persona('free'), password: PASSWORD } });
  const headers = { authorization: `Bearer ${await auth.text()}` };
  const located = `(latitude ne null or custom_latitude ne null)`;
  const frozen = (
    await (
      await mock.get(
        `/v7/device?$select=device_name,belongs_to__application&$filter=is_frozen eq true and ${located}&$top=1`,
        { headers },
      )
    ).json()
  ).d[0];
  const fleetId: number = frozen.belongs_to__application.__id;
  const open = (
    await (
      await mock.get(
        `/v7/device?$select=uuid,device_name&$filter=is_frozen eq false and ${located} and belongs_to__application eq ${fleetId}&$top=1`,
        { headers },
      )
    ).json()
  ).d[0];
  await login(page, 'free');
  await expect(page.getByRole('button', { name: /^User menu/ })).toBeVisible();
  await page.goto(`/fleets/${fleetId}/devices?lens=map&q=${encodeURIComponent(frozen.device_name)}`);
  await expect(page.getByText('1 device on the map')).toBeVisible();
  await page.getByTitle(frozen.device_name, { exact: true }).click();
  await page.locator('.leaflet-popup').getByRole('button', { name: frozen.device_name }).click();
  const dialog = page.getByRole('dialog', { name: 'free plan limits exceeded' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/devices\?/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search devices').fill(open.device_name);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(open.device_name)}`));
  await expect(page.getByText('1 device on the map')).toBeVisible();
  await page.getByTitle(open.device_name, { exact: true }).click();
  // The link navigates inside the app: the page is not loaded again (the marker set here survives).
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.locator('.leaflet-popup').getByRole('link', { name: open.device_name }).click();
  await expect(page).toHaveURL(new RegExp(`/devices/${open.uuid}`));
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
