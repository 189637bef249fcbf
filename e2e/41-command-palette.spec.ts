/**
 * The command palette and keyboard shortcuts, driven by the keyboard only: Ctrl-K and the header
 * button open the palette; it finds devices by name and by UUID prefix, fleets and organizations
 * by name, and pages; Enter opens the option and the item is listed as recent afterwards; a device
 * action runs through the page's typed confirmation and a fleet action opens the page's dialog;
 * `?` lists the shortcuts, `g o` / `g f` / `g d` navigate, `/` focuses the page's search, and none
 * of them fires while typing in a field.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, login, persona, PASSWORD, expectAccessible } from './fixtures.ts';
import { first } from '../tests/present.ts';

test.slow();

interface DeviceRow {
  uuid: string;
  device_name: string;
  belongs_to__application: { __id: number };
}

/** An online device of acme (so restart is allowed), read as the owner. */
async function onlineDevice(request: APIRequestContext): Promise<DeviceRow> {
  const token = await (
    await request.post('/login_', { data: { username: persona('owner'), password: PASSWORD } })
  ).text();
  const filter =
    "is_online eq true and belongs_to__application/any(a:a/organization/any(o:o/handle eq 'acme')) and is_undervolted eq false";
  const encode = (v: string) =>
    encodeURIComponent(v).replace(/%2C/g, ',').replace(/%24/g, '$').replace(/%2F/g, '/').replace(/%3A/g, ':');
  const res = await request.get(
    `/v7/device?$select=uuid,device_name,belongs_to__application&$filter=${encode(filter)}&$orderby=id%20asc&$top=1`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(res.ok()).toBeTruthy();
  return first(((await res.json()) as { d: DeviceRow[] }).d, 'the devices');
}

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const combobox = (page: Page) => palette(page).getByRole('combobox');
const option = (page: Page, name: string | RegExp) => palette(page).getByRole('option', { name });

/** Opens the palette with Ctrl-K from wherever the focus is and types `text`. */
async function search(page: Page, text: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect(combobox(page)).toBeFocused();
  await page.keyboard.type(text);
}

/** Moves the active option down until `name` is active, then presses Enter. */
async function choose(page: Page, name: string | RegExp): Promise<void> {
  const target = option(page, name).first();
  await expect(target).toBeVisible();
  for (let i = 0; i < 30; i++) {
    if ((await target.getAttribute('data-focused')) !== null) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(target).toHaveAttribute('data-focused', 'true');
  await page.keyboard.press('Enter');
}

test('the palette finds devices, fleets, organizations and pages and opens them from the keyboard', async ({
  page,
  request,
}) => {
  const device = await onlineDevice(request);
  await login(page, 'owner');
  await expect(page).toHaveURL(/\/fleets$/);

  // A device by (part of) its name.
  await search(page, device.device_name.slice(0, -1));
  await choose(page, new RegExp(`^${device.device_name}`));
  await expect(page).toHaveURL(new RegExp(`/devices/${device.uuid}/summary$`));
  await expect(palette(page)).toBeHidden();

  // The same device by its UUID prefix; Escape closes without navigating.
  await search(page, device.uuid.slice(0, 8));
  await expect(option(page, new RegExp(`^${device.device_name}`))).toBeVisible();
  // The open palette (combobox, listbox, sections) has no serious or critical axe finding.
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();

  // A fleet and an organization by name.
  await search(page, 'cold-ch');
  await choose(page, /^cold-chain/);
  await expect(page).toHaveURL(/\/fleets\/\d+\/summary$/);
  await expect(page.getByRole('heading', { level: 1, name: 'cold-chain' })).toBeVisible();
  await search(page, 'acme i');
  await choose(page, /^Acme IoT/);
  await expect(page).toHaveURL(/\/orgs\/\d+\/summary$/);

  // A preferences page by words of its title.
  await search(page, 'ssh pref');
  await choose(page, /SSH keys/);
  await expect(page).toHaveURL(/\/preferences\/sshkeys$/);

  // Opened items come back as recent ones, newest first; the header button opens the palette too.
  await page.getByRole('button', { name: /^Search/ }).focus();
  await page.keyboard.press('Enter');
  await expect(combobox(page)).toBeFocused();
  const recent = palette(page).getByRole('group', { name: 'Recent' }).getByRole('option');
  await expect(recent.first()).toContainText('SSH keys');
  await expect(recent.nth(1)).toContainText('Acme IoT');
  await expect(recent.nth(2)).toContainText('cold-chain');
  await expect(recent.nth(3)).toContainText(device.device_name);
  await page.keyboard.press('Escape');
});

test("the palette runs the device's and the fleet's actions with the page's confirmations", async ({
  page,
  request,
}) => {
  const device = await onlineDevice(request);
  await login(page, 'owner');
  await page.goto(`/devices/${device.uuid}/summary`);
  // A full page load of the device area (bundle, session, device reads) is slow on a busy machine.
  await expect(page.getByRole('heading', { name: 'Device summary' })).toBeVisible({ timeout: 30_000 });

  // Restart is destructive: the palette starts the page's flow, which asks for the device name.
  await search(page, 'restart');
  await expect(palette(page).getByRole('group', { name: `Actions: Device ${device.device_name}` })).toBeVisible();
  await choose(page, /^Restart/);
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(device.device_name);
  const confirmButton = confirm.getByRole('button', { name: /^Restart/ });
  await page.keyboard.type(device.device_name);
  for (let i = 0; i < 4 && !(await confirmButton.evaluate((b) => b === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(confirmButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText(/^Restart.* requested for 1 device/),
  ).toBeVisible();

  // A fleet page offers the fleet's actions: "Add device" opens the summary page's dialog.
  await page.goto(`/fleets/${device.belongs_to__application.__id}/summary`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await search(page, 'add dev');
  await choose(page, /^Add device/);
  await expect(page.getByRole('dialog', { name: /Add device/ })).toBeVisible();
});

test('shortcuts: ? lists them, g o / g f / g d navigate, / focuses the search, none fire while typing', async ({
  page,
}) => {
  await login(page, 'owner');
  await expect(page).toHaveURL(/\/fleets$/);
  await page.locator('#main').focus();

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help).toContainText('Go to organizations');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  await page.keyboard.press('g');
  await page.keyboard.press('o');
  await expect(page).toHaveURL(/\/orgs$/);
  await page.keyboard.press('g');
  await page.keyboard.press('f');
  await expect(page).toHaveURL(/\/fleets$/);

  // g d: the devices of the fleet in the address.
  await page.getByRole('link', { name: 'smart-lights' }).first().click();
  await expect(page).toHaveURL(/\/fleets\/(\d+)\/summary$/);
  const fleetId = /\/fleets\/(\d+)\//.exec(page.url())?.[1];
  await page.locator('#main').focus();
  await page.keyboard.press('g');
  await page.keyboard.press('d');
  await expect(page).toHaveURL(new RegExp(`/fleets/${fleetId}/devices`));

  // `/` focuses the releases search; typing there (even g f or ?) stays text.
  await page.goto(`/fleets/${fleetId}/releases`);
  const field = page
    .getByRole('searchbox')
    .or(page.getByLabel(/^Search/))
    .first();
  await expect(field).toBeVisible();
  await page.locator('#main').focus();
  await page.keyboard.press('/');
  await expect(field).toBeFocused();
  await page.keyboard.type('gf?/');
  await expect(field).toHaveValue('gf?/');
  await expect(page).toHaveURL(new RegExp(`/fleets/${fleetId}/releases`));
  await expect(help).toBeHidden();
});

test('after choosing a result, focus lands on the opened page’s heading', async ({ page }) => {
  await login(page, 'owner');
  await expect(page).toHaveURL(/\/fleets$/);
  await search(page, 'cold-ch');
  await choose(page, /^cold-chain/);
  await expect(page).toHaveURL(/\/fleets\/\d+\/summary$/);
  await expect(page.getByRole('heading', { level: 1, name: 'cold-chain' })).toBeFocused();
});
