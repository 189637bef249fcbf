/**
 * Variables and configuration (spec 02 §2 "Fleet configuration", §4 "Staged variable edits", §5
 * "Variables", §9): staging an add, an update and a delete then applying all; a partial failure
 * injected through /__mock/ that keeps the failed row staged; the leave-page warning; overriding a
 * fleet variable on one device; changing a configuration variable that reboots; the override dialog
 * of a configuration setting the fleet leaves unset. Fleets and devices are found through the API
 * of the test's own mock world.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, login, persona, PASSWORD, checkPage } from './fixtures.ts';
import { test } from './fixtures/mock-admin.ts';
import { first } from '../tests/present.ts';

// Each flow logs in, loads a fresh mock world and writes through the API: give it room on a busy machine.
test.describe.configure({ timeout: 90_000 });

const encode = (v: string) =>
  encodeURIComponent(v).replace(/%2C/g, ',').replace(/%24/g, '$').replace(/%2F/g, '/').replace(/%3A/g, ':');

/** GET /v7/<resource> as the owner, with OData options. */
async function read<T>(mock: APIRequestContext, resource: string, query: Record<string, string>): Promise<T[]> {
  const token = await (await mock.post('/login_', { data: { username: persona('owner'), password: PASSWORD } })).text();
  const qs = Object.entries(query)
    .map(([k, v]) => `${k}=${encode(v)}`)
    .join('&');
  const res = await mock.get(`/v7/${resource}?${qs}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { d: T[] }).d;
}

/** The acme fleet with services and fleet variables. */
async function smartLights(mock: APIRequestContext): Promise<number> {
  const fleet = first(
    await read<{ id: number }>(mock, 'application', {
      $select: 'id',
      $filter: "app_name eq 'smart-lights'",
    }),
  );
  return fleet.id;
}

const row = (page: Page, name: string, service = 'All services'): Locator =>
  page.locator(`tr[data-name="${name}"][data-service="${service}"]`);

async function stageValue(page: Page, buttonName: string, value: string): Promise<void> {
  await page.getByRole('button', { name: buttonName, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Value').fill(value);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

async function addVariable(page: Page, name: string, value: string, service?: string): Promise<void> {
  await page.getByRole('button', { name: 'Add variable' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  if (service) await dialog.getByLabel('Service').selectOption({ label: service });
  await dialog.getByLabel('Value').fill(value);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('owner', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, 'owner');
    await expect(page).not.toHaveURL(/\/login/);
  });

  test('stages an add, an update and a delete, then applies all', async ({ page, mock }) => {
    const fleetId = await smartLights(mock);
    await page.goto(`/fleets/${fleetId}/envvars`);
    await expect(row(page, 'LOG_LEVEL')).toBeVisible({ timeout: 30_000 });
    await checkPage(page);

    await addVariable(page, 'NEW_SETTING', 'on', 'mqtt');
    await stageValue(page, 'Edit LOG_LEVEL', 'debug');
    await row(page, 'MQTT_HOST').getByRole('button', { name: 'Remove MQTT_HOST' }).click();

    await expect(row(page, 'NEW_SETTING', 'mqtt')).toHaveAttribute('data-state', 'add');
    await expect(row(page, 'NEW_SETTING', 'mqtt')).toHaveClass(/vars-row-added/);
    await expect(row(page, 'LOG_LEVEL')).toHaveClass(/vars-row-updated/);
    await expect(row(page, 'MQTT_HOST')).toHaveClass(/vars-row-deleted/);
    await expect(row(page, 'MQTT_HOST').locator('td.vars-name')).toHaveCSS('text-decoration-line', 'line-through');
    await expect(page.getByText('3 unsaved changes')).toBeVisible();

    // Per-row undo, then stage the delete again.
    await row(page, 'MQTT_HOST').getByRole('button', { name: 'Undo changes to MQTT_HOST' }).click();
    await expect(row(page, 'MQTT_HOST')).toHaveAttribute('data-state', 'unchanged');
    await row(page, 'MQTT_HOST').getByRole('button', { name: 'Remove MQTT_HOST' }).click();

    await page.getByRole('button', { name: 'Apply all' }).click();
    await expect(page.getByText('all changes successful')).toBeVisible();
    await expect(page.getByText(/unsaved change/)).toHaveCount(0);
    await expect(row(page, 'LOG_LEVEL')).toHaveAttribute('data-state', 'unchanged');
    await expect(row(page, 'LOG_LEVEL').locator('td.vars-value').first()).toHaveText('debug');
    await expect(row(page, 'MQTT_HOST')).toHaveCount(0);

    const fleetVars = await read<{ name: string; value: string }>(mock, 'application_environment_variable', {
      $select: 'name,value',
      $filter: `application eq ${fleetId}`,
    });
    expect(Object.fromEntries(fleetVars.map((v) => [v.name, v.value]))).toMatchObject({ LOG_LEVEL: 'debug' });
    expect(fleetVars.map((v) => v.name)).not.toContain('MQTT_HOST');
    const serviceVars = await read<{ name: string; value: string }>(mock, 'service_environment_variable', {
      $select: 'name,value',
      $filter: "name eq 'NEW_SETTING'",
    });
    expect(serviceVars).toEqual([{ name: 'NEW_SETTING', value: 'on' }]);
  });

  test('a failed write keeps its row staged with the error; the rest applies', async ({ page, mock, mockAdmin }) => {
    const fleetId = await smartLights(mock);
    await mockAdmin.addFault({
      match: { method: 'POST', resource: 'application_environment_variable' },
      effect: { kind: 'status', status: 500, body: 'Server Error', contentType: 'text' },
    });
    await page.goto(`/fleets/${fleetId}/envvars`);
    await expect(row(page, 'LOG_LEVEL')).toBeVisible({ timeout: 30_000 });
    await addVariable(page, 'FAILING_ONE', 'x');
    await stageValue(page, 'Edit LOG_LEVEL', 'warn');
    await page.getByRole('button', { name: 'Apply all' }).click();
    await expect(page.getByText(/^Some changes failed to apply: Server Error/)).toBeVisible();
    await expect(row(page, 'FAILING_ONE')).toHaveAttribute('data-state', 'add');
    await expect(row(page, 'FAILING_ONE')).toContainText('Failed: Server Error');
    await expect(row(page, 'LOG_LEVEL')).toHaveAttribute('data-state', 'unchanged');
    await expect(page.getByText('1 unsaved change')).toBeVisible();
    const logLevel = await read<{ value: string }>(mock, 'application_environment_variable', {
      $select: 'value',
      $filter: `application eq ${fleetId} and name eq 'LOG_LEVEL'`,
    });
    expect(logLevel).toEqual([{ value: 'warn' }]);
  });

  test('leaving with unsaved changes warns; Cancel stays, OK leaves', async ({ page, mock }) => {
    const fleetId = await smartLights(mock);
    await page.goto(`/fleets/${fleetId}/envvars`);
    await expect(row(page, 'LOG_LEVEL')).toBeVisible({ timeout: 30_000 });
    await stageValue(page, 'Edit LOG_LEVEL', 'trace');
    await page.getByRole('link', { name: 'Summary' }).first().click();
    const warning = page.getByRole('alertdialog');
    await expect(warning).toContainText('changes not saved, click OK to proceed');
    await warning.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(new RegExp(`/fleets/${fleetId}/envvars$`));
    await expect(row(page, 'LOG_LEVEL')).toHaveAttribute('data-state', 'update');

    // Closing or reloading the tab asks too (the browser's own beforeunload prompt).
    const prompt = page.waitForEvent('dialog');
    // Dismissing the prompt cancels the reload, so the reload itself never completes.
    void page.reload({ timeout: 5_000 }).catch(() => undefined);
    const dialog = await prompt;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    await expect(row(page, 'LOG_LEVEL')).toHaveAttribute('data-state', 'update');

    await page.getByRole('link', { name: 'Summary' }).first().click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(new RegExp(`/fleets/${fleetId}/summary$`));
  });

  test('overrides a fleet variable on one device', async ({ page, mock }) => {
    const fleetId = await smartLights(mock);
    const device = first(
      await read<{ id: number; uuid: string; device_name: string }>(mock, 'device', {
        $select: 'id,uuid,device_name',
        $filter: `belongs_to__application eq ${fleetId} and device_environment_variable/$count eq 0`,
        $orderby: 'id asc',
        $top: '1',
      }),
    );
    await page.goto(`/devices/${device.uuid}/envvars`);
    const logLevel = row(page, 'LOG_LEVEL');
    await expect(logLevel.locator('td.vars-value').nth(1)).toHaveText('info', { timeout: 30_000 });
    await stageValue(page, 'Override LOG_LEVEL on this device', 'debug');
    await expect(logLevel).toHaveAttribute('data-state', 'add');
    await page.getByRole('button', { name: 'Apply all' }).click();
    await expect(page.getByText('all changes successful')).toBeVisible();
    await expect(logLevel.locator('td.vars-value').first()).toHaveText('debug');
    await expect(logLevel.locator('td.vars-value').nth(1)).toHaveText('info');
    // The main service has no device value of its own: the device-wide one now applies there, over the fleet's main value.
    await expect(row(page, 'LOG_LEVEL', 'main').locator('td.vars-value')).toHaveText([
      'debug (from All services on this device)',
      'warn',
    ]);
    await checkPage(page);
    const own = await read<{ name: string; value: string }>(mock, 'device_environment_variable', {
      $select: 'name,value',
      $filter: `device eq ${device.id}`,
    });
    expect(own).toEqual([{ name: 'LOG_LEVEL', value: 'debug' }]);

    // The fleet page lists the override in its device-override dialog.
    await page.goto(`/fleets/${fleetId}/envvars`);
    await row(page, 'LOG_LEVEL').getByRole('button', { name: 'Device overrides of LOG_LEVEL' }).click();
    const overrides = page.getByRole('dialog', { name: 'Device overrides of LOG_LEVEL' });
    const overrideRow = overrides
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: device.device_name, exact: true }) });
    await expect(overrideRow).toContainText('debug');
    await expect(overrideRow.getByRole('link')).toHaveAttribute('href', `/devices/${device.uuid}/envvars`);
  });

  test('changes a configuration variable that will reboot', async ({ page, mock }) => {
    const fleetId = await smartLights(mock);
    await page.goto(`/fleets/${fleetId}/config`);
    const gpu = row(page, 'BALENA_HOST_CONFIG_gpu_mem');
    await expect(gpu.getByText('will reboot')).toBeVisible({ timeout: 30_000 });
    await expect(gpu).toContainText('Define device GPU memory in megabytes.');
    await gpu.getByRole('button', { name: 'Edit BALENA_HOST_CONFIG_gpu_mem' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('note')).toHaveText('will reboot Changing this value reboots the device.');
    await dialog.getByLabel('Value').fill('lots');
    await expect(dialog.getByText('The value must be an integer.')).toBeVisible();
    await dialog.getByLabel('Value').fill('0128');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(gpu).toHaveAttribute('data-state', 'update');
    await expect(gpu.locator('td.vars-value').first()).toHaveText('128');
    await page.getByRole('button', { name: 'Apply all' }).click();
    await expect(page.getByText('all changes successful')).toBeVisible();
    await checkPage(page);
    const stored = await read<{ value: string }>(mock, 'application_config_variable', {
      $select: 'value',
      $filter: `application eq ${fleetId} and name eq 'BALENA_HOST_CONFIG_gpu_mem'`,
    });
    expect(stored).toEqual([{ value: '128' }]);

    // A device of the fleet shows the new fleet value next to its own (unset) value, ready to override.
    const device = first(
      await read<{ uuid: string }>(mock, 'device', {
        $select: 'uuid',
        $filter: `belongs_to__application eq ${fleetId} and device_config_variable/$count eq 0`,
        $orderby: 'id asc',
        $top: '1',
      }),
    );
    await page.goto(`/devices/${device.uuid}/config`);
    const onDevice = row(page, 'BALENA_HOST_CONFIG_gpu_mem');
    await expect(onDevice.locator('td.vars-value')).toHaveText(['from fleet', '128', '16'], { timeout: 30_000 });
    await expect(
      onDevice.getByRole('button', { name: 'Override BALENA_HOST_CONFIG_gpu_mem on this device' }),
    ).toBeVisible();
  });

  test('a configuration setting the fleet leaves unset lists the devices overriding it', async ({ page, mock }) => {
    const fleetId = await smartLights(mock);
    const device = first(
      await read<{ uuid: string; device_name: string }>(mock, 'device', {
        $select: 'uuid,device_name',
        $filter: `belongs_to__application eq ${fleetId} and device_config_variable/$count eq 0`,
        $orderby: 'id asc',
        $top: '1',
      }),
    );
    await page.goto(`/devices/${device.uuid}/config`);
    const lock = row(page, 'BALENA_SUPERVISOR_PERSISTENT_LOGGING');
    await expect(lock.locator('td.vars-value')).toHaveText(['not set', 'not set', 'false'], { timeout: 30_000 });
    await lock.getByRole('button', { name: 'Override BALENA_SUPERVISOR_PERSISTENT_LOGGING on this device' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: 'Value' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(lock).toHaveAttribute('data-state', 'add');
    await page.getByRole('button', { name: 'Apply all' }).click();
    await expect(page.getByText('all changes successful')).toBeVisible();

    // The fleet stores no value for it, yet its row opens the device-override dialog with this device.
    await page.goto(`/fleets/${fleetId}/config`);
    const fleetRow = row(page, 'BALENA_SUPERVISOR_PERSISTENT_LOGGING');
    await expect(fleetRow.locator('td.vars-value').first()).toHaveText('not set', { timeout: 30_000 });
    await fleetRow.getByRole('button', { name: 'Device overrides of BALENA_SUPERVISOR_PERSISTENT_LOGGING' }).click();
    const overrides = page.getByRole('dialog', { name: 'Device overrides of BALENA_SUPERVISOR_PERSISTENT_LOGGING' });
    const overrideRow = overrides
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: device.device_name, exact: true }) });
    await expect(overrideRow).toContainText('true');
    await expect(overrideRow.getByRole('link')).toHaveAttribute('href', `/devices/${device.uuid}/config`);
    await checkPage(page);
  });
});

test('an observer reads variables without edit controls', async ({ page, mock }) => {
  const fleetId = await smartLights(mock);
  await login(page, 'observer');
  await page.goto(`/fleets/${fleetId}/envvars`);
  await expect(row(page, 'LOG_LEVEL')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('You can view these variables but not change them.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add variable' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Remove) / })).toHaveCount(0);
});
