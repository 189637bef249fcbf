/**
 * The device pages beyond the summary (spec 02 §2 "Device area", §4 action flow and OS-update
 * eligibility, §5, §7): a mixed OS-update selection on the devices list (the eligible device is
 * updated, the others listed with reasons), settings (pin to a final release, grant support access,
 * move to another fleet), a custom location, a diagnostics run, and the OS image download of Add
 * device. Devices and fleets are found through the API of the test's own mock world.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, login, persona, PASSWORD, expectNoLeakedValues } from './fixtures.ts';
import { test } from './fixtures/mock-admin.ts';
import { first } from '../tests/present.ts';

/** The shared 2-core machine can be slow to boot the SPA after a full page load. */
const LOAD_TIMEOUT_MS = 20_000;
test.use({ actionTimeout: LOAD_TIMEOUT_MS });
const expect = baseExpect.configure({ timeout: LOAD_TIMEOUT_MS });

interface Row {
  id: number;
  uuid: string;
  device_name: string;
  os_version: string | null;
  os_variant?: string | null;
  is_online: boolean;
  belongs_to__application: { __id: number };
}

const encode = (v: string) =>
  encodeURIComponent(v).replace(/%2C/g, ',').replace(/%24/g, '$').replace(/%2F/g, '/').replace(/%3A/g, ':');

async function ownerApi(mock: APIRequestContext) {
  const res = await mock.post('/login_', { data: { username: persona('owner'), password: PASSWORD } });
  const headers = { authorization: `Bearer ${await res.text()}` };
  return async <T>(resource: string, query: Record<string, string>): Promise<T[]> => {
    const qs = Object.entries(query)
      .map(([k, v]) => `${k}=${encode(v)}`)
      .join('&');
    const r = await mock.get(`/v7/${resource}?${qs}`, { headers });
    expect(r.ok(), await r.text()).toBeTruthy();
    return ((await r.json()) as { d: T[] }).d;
  };
}

/** Brings a device's cloudlink up as the API does on a VPN connect (is_online follows). */
async function connect(mock: APIRequestContext, deviceId: number) {
  const res = await mock.post('/login_', { data: { username: persona('owner'), password: PASSWORD } });
  const patch = await mock.patch(`/v7/device(${deviceId})`, {
    headers: { authorization: `Bearer ${await res.text()}` },
    data: { is_connected_to_vpn: true, api_heartbeat_state: 'online' },
  });
  expect(patch.ok(), await patch.text()).toBeTruthy();
}

async function signIn(page: Page) {
  await login(page, 'owner');
  await expect(page.getByRole('button', { name: /^User menu/ })).toBeVisible();
}

async function openDevicePage(page: Page, uuid: string, sub: string, heading: string) {
  await page.goto(`/devices/${uuid}/${sub}`);
  await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
}

test('mixed OS update from the devices list: only the eligible device is updated, the others are listed with reasons', async ({
  page,
  mock,
}) => {
  const get = await ownerApi(mock);
  const all = await get<Row>('device', {
    $select: 'id,uuid,device_name,os_version,os_variant,is_online,belongs_to__application',
    $filter: "os_version ne null and belongs_to__application/any(a:a/organization/any(o:o/handle eq 'acme'))",
    $orderby: 'id asc',
  });
  const pick = (fleetId: number) => {
    const devices = all.filter((d) => d.belongs_to__application.__id === fleetId);
    return {
      fleetId,
      updatable: devices.find((d) => d.is_online && d.os_version?.startsWith('balenaOS 5.')),
      esr: devices.find((d) => d.os_version?.startsWith('balenaOS 2026.')),
      offline: devices.find((d) => !d.is_online && d.os_version?.startsWith('balenaOS 2.')),
    };
  };
  const choice = [...new Set(all.map((d) => d.belongs_to__application.__id))]
    .map(pick)
    .find((c) => c.updatable && c.esr && c.offline);
  expect(choice, 'a fleet with a 5.x online, an ESR and an offline device').toBeTruthy();
  const { updatable, esr, offline } = choice!;
  const fleet = { id: choice!.fleetId };
  // The ESR device comes online (its cloudlink connects), so only the ESR rule leaves it out.
  await connect(mock, esr!.id);

  await signIn(page);
  await page.goto(`/fleets/${fleet.id}/devices`);
  const table = page.getByRole('table', { name: 'Devices' });
  for (const d of [updatable!, esr!, offline!])
    await table.getByRole('checkbox', { name: `Select row ${d.device_name}`, exact: true }).check();
  await page
    .getByRole('group', { name: 'Actions for selected devices' })
    .getByRole('button', { name: 'Update host OS' })
    .click();

  const form = page.getByRole('dialog', { name: 'Update host OS' });
  await form.getByLabel('OS version').selectOption('6.5.44');
  // Every selected device is counted: the ESR one left out by the version rule, the offline one before the form.
  const leftOut = form.getByRole('list', { name: 'Devices left out' }).getByRole('listitem');
  await expect(leftOut).toHaveCount(2);
  await expect(leftOut.filter({ hasText: esr!.device_name })).toHaveText(
    `${esr!.device_name}: An ESR device cannot switch to the non-ESR OS 6.5.44`,
  );
  await expect(leftOut.filter({ hasText: offline!.device_name })).toHaveText(
    `${offline!.device_name}: Update disabled for offline devices`,
  );
  await expect(form.getByText('1 of 3 selected devices will be updated.')).toBeVisible();
  await form.getByRole('button', { name: 'Continue' }).click();

  const confirm = page.getByRole('alertdialog', { name: 'Update host OS: 1 device' });
  await expect(confirm.getByRole('listitem').filter({ hasText: updatable!.device_name })).toHaveCount(1);
  await expect(confirm.getByText(`${offline!.device_name}: Update disabled for offline devices`)).toBeVisible();
  await expect(
    confirm.getByText(`${esr!.device_name}: An ESR device cannot switch to the non-ESR OS 6.5.44`),
  ).toBeVisible();
  const started = page.waitForResponse(
    (r) => r.url().endsWith(`/v1/${updatable!.uuid}/resinhup`) && r.request().method() === 'POST',
  );
  await confirm.getByRole('button', { name: 'Update host OS' }).click();
  const body = await (await started).json();
  expect(body.status).toBe('triggered');
  // The target carries the device's own variant.
  expect(body.parameters.target_version).toBe(`6.5.44.${updatable!.os_variant === 'dev' ? 'dev' : 'prod'}`);
  await expect(page.getByText('OS update started on 1 device')).toBeVisible();
});

test('settings: pin to a final release, grant support access for 7 days, then move the device to another fleet', async ({
  page,
  mock,
}) => {
  const get = await ownerApi(mock);
  const fleet = first(
    await get<{ id: number }>('application', { $select: 'id', $filter: "app_name eq 'smart-lights'" }),
  );
  const device = first(
    await get<Row>('device', {
      $select: 'id,uuid,device_name,os_version,is_online,belongs_to__application',
      $filter: `belongs_to__application eq ${fleet.id} and is_pinned_on__release eq null and is_online eq true and os_version ne null`,
      $orderby: 'id desc',
      $top: '1',
    }),
  );
  const release = first(
    await get<{ id: number; raw_version: string }>('release', {
      $select: 'id,raw_version',
      $filter: `belongs_to__application eq ${fleet.id} and status eq 'success' and is_final eq true and is_invalidated eq false`,
      $orderby: 'id desc',
      $top: '1',
    }),
  );

  await signIn(page);
  await openDevicePage(page, device.uuid, 'settings', 'Settings');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const name of ['Actions', 'Settings', 'Location', 'Diagnostics'])
    await expect(nav.getByRole('link', { name })).toBeVisible();
  const pinRow = page.getByTestId('device-action-pin');
  await expect(pinRow).toContainText('Tracking the fleet release');
  await pinRow.getByRole('button', { name: 'Change' }).click();
  const pin = page.getByRole('dialog', { name: 'Pin to release' });
  await pin.getByLabel('Release').selectOption(String(release.id));
  await pin.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Pinned to release', { exact: true })).toBeVisible();
  await expect(pinRow).toContainText(`Pinned to ${release.raw_version}`);

  const supportRow = page.getByTestId('device-action-support-access');
  await supportRow.getByRole('button', { name: 'Grant support access' }).click();
  const support = page.getByRole('dialog', { name: 'Grant support access' });
  await support.getByRole('button', { name: '7 days' }).click();
  await support.getByRole('button', { name: 'Continue' }).click();
  await expect(supportRow).toContainText('Granted until');
  const granted = first(
    await get<{ is_accessible_by_support_until__date: string }>('device', {
      $select: 'is_accessible_by_support_until__date',
      $filter: `id eq ${device.id}`,
    }),
  );
  const days = (Date.parse(granted.is_accessible_by_support_until__date) - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThan(7.1);

  await page.getByTestId('device-action-move').getByRole('button', { name: 'Change' }).click();
  const move = page.getByRole('dialog', { name: 'Move to another fleet' });
  const target = move.getByLabel('Target fleet');
  const option = target.locator('option:not([disabled]):not([value=""])').first();
  await expect(option).toBeAttached();
  const targetId = await option.getAttribute('value');
  await target.selectOption(targetId!);
  await move.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('alertdialog', { name: /^Move to another fleet: 1 device/ })
    .getByText('Pinned devices will lose their pinned release.')
    .waitFor();
  await page
    .getByRole('alertdialog', { name: /^Move to another fleet: 1 device/ })
    .getByRole('button', { name: 'Move to another fleet' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/fleets/${targetId}(/summary)?$`));
  const moved = first(
    await get<Row>('device', {
      $select: 'id,uuid,device_name,os_version,is_online,belongs_to__application',
      $filter: `id eq ${device.id}`,
    }),
  );
  expect(moved.belongs_to__application.__id).toBe(Number(targetId));
});

test('location: set a custom location by coordinates, pick one on the map, clear it', async ({ page, mock }) => {
  const get = await ownerApi(mock);
  const device = first(
    await get<Row>('device', {
      $select: 'id,uuid,device_name,os_version,is_online,belongs_to__application',
      $filter: 'custom_latitude eq null and latitude ne null',
      $orderby: 'id asc',
      $top: '1',
    }),
  );
  await signIn(page);
  await openDevicePage(page, device.uuid, 'location', 'Location');
  await expect(page.getByTestId('custom-location')).toHaveText('None');
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();

  await page.getByLabel('Location', { exact: true }).selectOption('manual');
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await page.getByLabel('Latitude').fill('48.8566');
  await expect(save).toBeDisabled();
  await page.getByLabel('Longitude').fill('2.3522');
  await save.click();
  await expect(page.getByText('Custom location saved')).toBeVisible();
  await expect(page.getByTestId('custom-location')).toHaveText('48.8566, 2.3522');

  // A click on the map picks new coordinates for the form.
  await page
    .getByRole('region', { name: 'Device location map' })
    .locator('.leaflet-container')
    .click({ position: { x: 60, y: 60 } });
  await expect(page.getByLabel('Latitude')).not.toHaveValue('48.8566');
  await expect(save).toBeEnabled();

  await page.getByRole('button', { name: 'Clear custom location' }).click();
  await expect(page.getByText('Custom location cleared')).toBeVisible();
  await expect(page.getByTestId('custom-location')).toHaveText('None');
  const row = first(
    await get<{ custom_latitude: string | null }>('device', {
      $select: 'custom_latitude',
      $filter: `id eq ${device.id}`,
    }),
  );
  expect(row.custom_latitude ?? '').toBe('');
  await expectNoLeakedValues(page);
});

test('diagnostics: a run goes from configuring to done with a downloadable report; supervisor state shows', async ({
  page,
  mock,
  mockAdmin,
}) => {
  const get = await ownerApi(mock);
  const device = first(
    await get<Row>('device', {
      $select: 'id,uuid,device_name,os_version,is_online,belongs_to__application',
      $filter: "is_online eq true and startswith(os_version,'balenaOS 6.')",
      $orderby: 'id asc',
      $top: '1',
    }),
  );
  await signIn(page);
  await openDevicePage(page, device.uuid, 'diagnostics', 'Diagnostics');
  await page.getByRole('tab', { name: 'Device diagnostics' }).click();
  await expect(page.getByText('No report yet: run the diagnostics to see it.')).toBeVisible();
  await page.getByRole('button', { name: 'Run diagnostics' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Configuring|In progress/ })).toBeVisible();
  await mockAdmin.advanceClock(30_000);
  await expect(page.getByRole('status').filter({ hasText: 'Done' })).toBeVisible();
  await expect(page.getByLabel('Device diagnostics', { exact: true }).and(page.locator('pre'))).not.toBeEmpty();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toMatch(new RegExp(`^diagnostics_${device.uuid}_.+\\.txt$`));

  await page.getByRole('tab', { name: 'Supervisor state' }).click();
  await expect(page.getByText('Supervisor version', { exact: true })).toBeVisible();
});

test('add device: the OS image downloads with the session credentials and the config file alone too', async ({
  page,
  mock,
}) => {
  const get = await ownerApi(mock);
  // A new, empty fleet of acme shows the Add device button.
  const org = first(await get<{ id: number }>('organization', { $select: 'id', $filter: "handle eq 'acme'" }));
  const deviceType = first(
    await get<{ id: number }>('device_type', {
      $select: 'id',
      $filter: "slug eq 'raspberrypi4-64'",
    }),
  );
  const token = await (await mock.post('/login_', { data: { username: persona('owner'), password: PASSWORD } })).text();
  const created = await mock.post('/v7/application', {
    headers: { authorization: `Bearer ${token}` },
    data: { app_name: 'e2e-add-device', organization: org.id, is_for__device_type: deviceType.id },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const fleet = (await created.json()) as { id: number };
  await signIn(page);
  await page.goto(`/fleets/${fleet.id}/summary`);
  await page.getByRole('button', { name: 'Add device' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add device' });
  const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/download');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download balenaOS' }).click();
  expect((await request).headers().authorization).toMatch(/^Bearer /);
  expect((await download).suggestedFilename()).toMatch(/\.zip$/);
  await expect(page.getByText(/^Downloaded .+\.zip$/)).toBeVisible();

  const config = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download configuration file only' }).click();
  const file = await config;
  expect(file.suggestedFilename()).toBe('config.json');
  const path = await file.path();
  const { readFile } = await import('node:fs/promises');
  const json = JSON.parse(await readFile(path, 'utf8')) as { applicationId: number; apiKey: string };
  expect(json.applicationId).toBe(fleet.id);
  expect(json.apiKey.length).toBeGreaterThan(10);
});

test('support agent with granted access: diagnostics allowed, no settings or actions', async ({ page, mock }) => {
  const get = await ownerApi(mock);
  const device = first(
    await get<Row>('device', {
      $select: 'id,uuid,device_name,os_version,is_online,belongs_to__application',
      $filter: "is_online eq true and startswith(os_version,'balenaOS 6.')",
      $orderby: 'id desc',
      $top: '1',
    }),
  );
  const token = await (await mock.post('/login_', { data: { username: persona('owner'), password: PASSWORD } })).text();
  const grant = await mock.patch(`/v7/device(${device.id})`, {
    headers: { authorization: `Bearer ${token}` },
    data: { is_accessible_by_support_until__date: '2030-01-01T00:00:00.000Z' },
  });
  expect(grant.ok(), await grant.text()).toBeTruthy();

  await login(page, 'support');
  await expect(page.getByRole('button', { name: /^User menu/ })).toBeVisible();
  await page.goto(`/devices/${device.uuid}/summary`);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Diagnostics' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Actions' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Diagnostics' }).click();
  await expect(page.getByRole('button', { name: 'Run checks' })).toBeEnabled();
  await page.goto(`/devices/${device.uuid}/settings`);
  await expect(page.getByText("You don't have permission to open this page for this device.")).toBeVisible();
});

test('support agent: the fleet list shows the fleets with granted support access, and their devices open', async ({
  page,
}) => {
  await login(page, 'support');
  await expect(page.getByRole('button', { name: /^User menu/ })).toBeVisible();
  await page.goto('/fleets');
  const granted = page.getByRole('link', { name: 'smart-lights', exact: true });
  await expect(granted).toBeVisible();
  // Expired support access (cold-chain) and a public fleet without a grant (kiosk-displays) are not listed.
  await expect(page.getByRole('link', { name: 'cold-chain', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'kiosk-displays', exact: true })).toHaveCount(0);
  await granted.click();
  await expect(page).toHaveURL(/\/fleets\/\d+\/summary$/);
  const fleetId = /\/fleets\/(\d+)\//.exec(page.url())?.[1];
  await page.goto(`/fleets/${fleetId}/devices`);
  const table = page.getByRole('table', { name: 'Devices' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toBeVisible();
});

test('fleet settings: public needs a repository URL first; set it, make the fleet public and grant support access', async ({
  page,
  mock,
}) => {
  const get = await ownerApi(mock);
  const fleet = first(await get<{ id: number }>('application', { $select: 'id', $filter: "app_name eq 'cold-chain'" }));
  await signIn(page);
  await page.goto(`/fleets/${fleet.id}/settings`);
  await expect(page.getByRole('heading', { name: 'Primary settings' })).toBeVisible();
  const makePublic = page.getByRole('button', { name: 'Make public' });
  await expect(makePublic).toBeDisabled();
  await expect(page.getByText('must first enter repo url', { exact: true })).toBeVisible();

  await page.getByLabel(/Repository URL/).fill('https://github.com/acme/cold-chain');
  await page.getByRole('button', { name: 'Set repository URL' }).click();
  await expect(page.getByText('repo url set', { exact: true })).toBeVisible();
  await expect(makePublic).toBeEnabled();
  await makePublic.click();
  await expect(page.getByText('public flag set', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make private' })).toBeVisible();

  await page.getByRole('button', { name: 'Grant support access' }).click();
  await expect(page.getByText('support access granted', { exact: true })).toBeVisible();
  await expect(page.getByTestId('fleet-support-state')).toContainText('Granted until');
  const row = first(
    await get<{
      is_public: boolean;
      is_stored_at__repository_url: string;
      is_accessible_by_support_until__date: string;
    }>('application', {
      $select: 'is_public,is_stored_at__repository_url,is_accessible_by_support_until__date',
      $filter: `id eq ${fleet.id}`,
    }),
  );
  expect(row.is_public).toBe(true);
  expect(row.is_stored_at__repository_url).toBe('https://github.com/acme/cold-chain');
  const days = (Date.parse(row.is_accessible_by_support_until__date) - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(4.9);
  expect(days).toBeLessThan(5.1);
});

test('fleet settings: a developer removes their own access and the fleet leaves their list', async ({ page, mock }) => {
  const get = await ownerApi(mock);
  const fleet = first(await get<{ id: number }>('application', { $select: 'id', $filter: "app_name eq 'cold-chain'" }));
  const developer = first(await get<{ id: number }>('user', { $select: 'id', $filter: "username eq 'developer'" }));
  const before = await get<{ id: number }>('user_application_membership', {
    $select: 'id',
    $filter: `user eq ${developer.id} and is_member_of__application eq ${fleet.id}`,
  });
  expect(before).toHaveLength(1);

  await login(page, 'developer');
  await expect(page.getByRole('button', { name: /^User menu/ })).toBeVisible();
  await page.goto(`/fleets/${fleet.id}/settings`);
  const danger = page.locator('section.danger-zone');
  await danger.getByRole('button', { name: 'Remove access' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove your access to cold-chain?' });
  await dialog.getByRole('button', { name: 'Remove access' }).click();
  await expect(page).toHaveURL(/\/fleets$/);
  expect(
    await get<{ id: number }>('user_application_membership', {
      $select: 'id',
      $filter: `user eq ${developer.id} and is_member_of__application eq ${fleet.id}`,
    }),
  ).toHaveLength(0);
});
