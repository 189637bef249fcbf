/**
 * Device page (spec 02 §2 "Device area", "Device summary card", "Device container table and
 * terminal"; §4 logs and terminal sessions; §5 disabled reasons; §6 roles). Devices are discovered
 * through the API of the test's own mock world, not by hard-coded ids.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, login, persona, PASSWORD, expectNoLeakedValues, expectAccessible } from './fixtures.ts';
import { test } from './fixtures/mock-admin.ts';
import { first } from '../tests/present.ts';

interface DeviceRow {
  uuid: string;
  device_name: string;
}

/** A device of acme matching an OData filter, read as the owner. */
async function findDevice(mock: APIRequestContext, filter: string): Promise<DeviceRow> {
  const login = await mock.post('/login_', { data: { username: persona('owner'), password: PASSWORD } });
  const token = await login.text();
  // Percent-encoded like the dashboard's API client: a '+' for a space would be read literally inside
  // OData string literals, and the OData punctuation (`, $ / :`) stays readable.
  const encode = (v: string) =>
    encodeURIComponent(v).replace(/%2C/g, ',').replace(/%24/g, '$').replace(/%2F/g, '/').replace(/%3A/g, ':');
  const query = {
    $select: 'uuid,device_name',
    $filter: `${filter} and belongs_to__application/any(a:a/organization/any(o:o/handle eq 'acme'))`,
    $orderby: 'id asc',
    $top: '1',
  };
  const qs = Object.entries(query)
    .map(([k, v]) => `${k}=${encode(v)}`)
    .join('&');
  const res = await mock.get(`/v7/device?${qs}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const rows = ((await res.json()) as { d: DeviceRow[] }).d;
  expect(rows.length, `a device with ${filter}`).toBeGreaterThan(0);
  return first(rows);
}

/** An online, operational device with running services and a host OS that allows a terminal. */
const onlineDevice = (mock: APIRequestContext) =>
  findDevice(
    mock,
    "is_online eq true and overall_status eq 'operational' and startswith(os_version,'balenaOS 2.') and service_install/$count gt 1 and is_undervolted eq false",
  );

async function openDevice(page: Page, uuid: string): Promise<void> {
  await page.goto(`/devices/${uuid}`);
  await expect(page).toHaveURL(new RegExp(`/devices/${uuid}/summary$`));
  await expect(page.getByRole('heading', { name: 'Device summary' })).toBeVisible();
}

test.describe('owner', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, 'owner');
    await expect(page).not.toHaveURL(/\/login/);
    await page.waitForLoadState('networkidle');
  });

  test('opens a device from its URL with every summary field and no leaked values', async ({ page, mock }) => {
    const device = await onlineDevice(mock);
    await openDevice(page, device.uuid);
    const card = page.locator('.device-summary');
    for (const label of [
      'Name',
      'Fleet',
      'Status',
      'Cloudlink',
      'Last connected',
      'Heartbeat',
      'UUID',
      'Device type',
      'Update status',
      'Host OS version',
      'OS variant',
      'Supervisor version',
      'Current release',
      'Target release',
      'Support access',
      'Active',
      'Local mode',
      'Local IP address',
    ]) {
      await expect(card.locator('dt', { hasText: new RegExp(`^${label}$`) })).toHaveCount(1);
    }
    await expect(card.getByText(device.uuid, { exact: true })).toBeVisible();
    await expect(page.getByTestId('device-status')).toContainText('Operational');
    await expect(page.getByRole('meter', { name: 'Memory' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Tags \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /main/ })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`Device ${device.device_name.slice(0, 10)}`));
    await expectNoLeakedValues(page);
    await expectAccessible(page);
  });

  test('an unknown device goes to the root', async ({ page }) => {
    await page.goto(`/devices/${'0'.repeat(32)}`);
    await expect(page).not.toHaveURL(/\/devices\//);
  });

  test('logs stream history, then live lines, and the filter narrows them', async ({ page, mock, mockAdmin }) => {
    const device = await onlineDevice(mock);
    await openDevice(page, device.uuid);
    const logs = page.getByRole('log', { name: 'Logs' });
    await expect(logs.getByTestId('log-row').first()).toBeVisible();
    await expect(page.locator('.logs-status')).toHaveText('Live');
    const count = page.getByTestId('log-count');
    const total = async () => Number(/of (\d+) lines/.exec(await count.innerText())?.[1]);
    await expect.poll(total).toBeGreaterThanOrEqual(100); // the 100-line history, maybe a live line or two
    const before = await total();
    await mockAdmin.advanceClock(120_000); // every service logs once per 20 s of mock time
    await expect.poll(total, { timeout: 10_000 }).toBeGreaterThan(before + 5);
    await page.getByLabel('Filter logs').fill('heartbeat');
    await expect
      .poll(async () => {
        // Until the counter shows both numbers the poll goes on, as `0 > 0` is false.
        const [shown = 0, all = 0] = (await count.innerText()).match(/\d+/g)!.map(Number);
        return shown > 0 && shown < all;
      })
      .toBe(true);
    const rows = logs.getByTestId('log-row');
    const texts = await rows.allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    for (const t of texts) expect(t.toLowerCase()).toContain('heartbeat');
    await expectNoLeakedValues(page);
  });

  test('terminal runs uname -a on the host OS', async ({ page, mock }) => {
    const device = await onlineDevice(mock);
    await openDevice(page, device.uuid);
    const terminalCard = page.locator('.device-terminal');
    await terminalCard.getByRole('button', { name: 'Start terminal session' }).click();
    await expect(terminalCard.getByRole('tab', { name: /Host OS/ })).toContainText('Connected');
    const term = page.getByTestId('terminal');
    await term.click();
    await page.keyboard.type('uname -a');
    await page.keyboard.press('Enter');
    await expect(term).toContainText(/Linux .*GNU\/Linux/);
  });

  test('tags are edited in a dialog (upsert) and notes save as markdown while typing', async ({ page, mock }) => {
    const device = await onlineDevice(mock);
    await openDevice(page, device.uuid);
    await page.getByRole('button', { name: 'Edit tags' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit tags' });
    await dialog.getByLabel('Value').first().fill('e2e-value');
    await dialog.getByRole('button', { name: 'Add tag' }).click();
    await dialog.getByLabel('Tag key').last().fill('e2e key');
    await expect(dialog.getByText('Tag keys cannot contain whitespace.')).toBeVisible();
    await dialog.getByLabel('Tag key').last().fill('e2e-key');
    await dialog.getByLabel('Value').last().fill('1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    const tags = page.getByRole('region', { name: 'Tags' });
    await expect(tags.getByText('e2e-value')).toBeVisible();
    await expect(tags.getByText('e2e-key')).toBeVisible();
    await page.getByRole('button', { name: 'Edit notes' }).click();
    await page.getByRole('textbox', { name: 'Notes' }).fill('**bold** <img src=x onerror="window.__xss=1">');
    await expect(page.getByText('Saved')).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.locator('.note-markdown strong')).toHaveText('bold');
    await expect(page.locator('.note-markdown img')).toHaveCount(0);
    await page.reload();
    await expect(page.locator('.note-markdown strong')).toHaveText('bold');
  });

  test('the logs panel expands to most of the window and collapses back', async ({ page, mock }) => {
    const device = await onlineDevice(mock);
    await openDevice(page, device.uuid);
    const logs = page.locator('.device-logs .logs-scroll');
    await expect(logs).toBeVisible();
    const height = async () => (await logs.boundingBox())?.height ?? 0;
    const before = await height();
    await page.getByRole('button', { name: 'Expand Logs' }).click();
    await expect(page.getByRole('button', { name: 'Collapse Logs' })).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(height).toBeGreaterThan(before);
    await page.getByRole('button', { name: 'Collapse Logs' }).click();
    await expect.poll(height).toBe(before);
  });

  test("an offline device's reboot is disabled with its reason", async ({ page, mock }) => {
    const device = await findDevice(
      mock,
      'is_online eq false and is_active eq true and os_version ne null and supervisor_version ne null',
    );
    await openDevice(page, device.uuid);
    // Spec 02 §8 warnings: an offline device (no cloud link, no heartbeat) says so above the card.
    await expect(page.getByText(/^(Device offline|Cloud link missing): /)).toBeVisible();
    await page.getByRole('button', { name: 'Actions' }).click();
    const reboot = page.getByRole('menuitem', { name: /Reboot/ });
    await expect(reboot).toHaveAttribute('aria-disabled', 'true');
    await expect(reboot).toContainText('Device must be online');
  });
});

test('observer sees no destructive actions and cannot control containers', async ({ page, mock }) => {
  const device = await onlineDevice(mock);
  await login(page, 'observer');
  await expect(page).not.toHaveURL(/\/login/);
  await page.waitForLoadState('networkidle');
  await openDevice(page, device.uuid);
  await page.getByRole('button', { name: 'Actions' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /Identify/ })).toHaveAttribute('aria-disabled', 'true');
  for (const name of ['Reboot', 'Shutdown', 'Purge data'])
    await expect(menu.getByRole('menuitem', { name })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Restart main' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Edit tags' })).toHaveCount(0);
});
