/**
 * The fleet role rules (spec 02 §6), one test per seeded role persona on the same fleet
 * (acme/smart-lights) and one of its devices: who may delete the device (administrator, developer,
 * operator; safe roles and observers see it disabled with the roles lacking the permission), who may
 * add fleet variables (safe-developer, developer, administrator), and who reaches the fleet's
 * settings. The member persona has no role on the fleet at all: a link to it lands on the fleet list.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, login, persona, PASSWORD } from './fixtures.ts';
import { test } from './fixtures/mock-admin.ts';

/** A full page load can be slow on the shared 2-core machine. */
const LOAD_TIMEOUT_MS = 20_000;
test.use({ actionTimeout: LOAD_TIMEOUT_MS });
const expect = baseExpect.configure({ timeout: LOAD_TIMEOUT_MS });

const encode = (v: string) =>
  encodeURIComponent(v).replace(/%2C/g, ',').replace(/%24/g, '$').replace(/%2F/g, '/').replace(/%3A/g, ':');

/** The fleet and one of its devices, read as the owner in this test's mock world. */
async function fleetAndDevice(mock: APIRequestContext): Promise<{ fleetId: number; uuid: string }> {
  const token = await (await mock.post('/login_', { data: { username: persona('owner'), password: PASSWORD } })).text();
  const read = async <T>(resource: string, query: Record<string, string>): Promise<T> => {
    const qs = Object.entries(query)
      .map(([k, v]) => `${k}=${encode(v)}`)
      .join('&');
    const res = await mock.get(`/v7/${resource}?${qs}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.ok(), await res.text()).toBeTruthy();
    const [row] = ((await res.json()) as { d: T[] }).d;
    expect(row, resource).toBeDefined();
    return row!;
  };
  const fleet = await read<{ id: number }>('application', { $select: 'id', $filter: "slug eq 'acme/smart-lights'" });
  const device = await read<{ uuid: string }>('device', {
    $select: 'uuid',
    $filter: `belongs_to__application eq ${fleet.id}`,
    $orderby: 'id asc',
    $top: '1',
  });
  return { fleetId: fleet.id, uuid: device.uuid };
}

interface RoleRules {
  persona: string;
  role: string;
  /** The device's delete action: usable, shown disabled with the roles lacking it, or no settings page at all. */
  deviceDelete: 'enabled' | 'disabled' | 'no-page';
  addsFleetVariables: boolean;
  /** The fleet's settings (application update) are in its navigation. */
  fleetSettings: boolean;
  /** Fleet settings hold the danger zone (delete, transfer) for administrators only. */
  deletesFleet: boolean;
}

const RULES: RoleRules[] = [
  {
    persona: 'owner',
    role: 'administrator',
    deviceDelete: 'enabled',
    addsFleetVariables: true,
    fleetSettings: true,
    deletesFleet: true,
  },
  {
    persona: 'developer',
    role: 'developer',
    deviceDelete: 'enabled',
    addsFleetVariables: true,
    fleetSettings: true,
    deletesFleet: false,
  },
  {
    persona: 'safe-developer',
    role: 'safe-developer',
    deviceDelete: 'disabled',
    addsFleetVariables: true,
    fleetSettings: false,
    deletesFleet: false,
  },
  {
    persona: 'operator',
    role: 'operator',
    deviceDelete: 'enabled',
    addsFleetVariables: false,
    fleetSettings: false,
    deletesFleet: false,
  },
  {
    persona: 'safe-operator',
    role: 'safe-operator',
    deviceDelete: 'disabled',
    addsFleetVariables: false,
    fleetSettings: false,
    deletesFleet: false,
  },
  {
    persona: 'observer',
    role: 'observer',
    deviceDelete: 'no-page',
    addsFleetVariables: false,
    fleetSettings: false,
    deletesFleet: false,
  },
];

async function signIn(page: Page, key: string) {
  await login(page, key);
  await expect(page.getByRole('button', { name: /^User menu/ })).toBeVisible();
}

for (const rules of RULES) {
  test(`${rules.persona} (${rules.role}): device delete, fleet variables and fleet settings follow the role`, async ({
    page,
    mock,
  }) => {
    const { fleetId, uuid } = await fleetAndDevice(mock);
    await signIn(page, rules.persona);

    await page.goto(`/devices/${uuid}/settings`);
    if (rules.deviceDelete === 'no-page') {
      await expect(page.getByRole('alert')).toContainText(
        "You don't have permission to open this page for this device.",
      );
    } else {
      const deleteRow = page.getByTestId('device-action-delete');
      const deleteButton = deleteRow.getByRole('button');
      await expect(deleteButton).toBeVisible();
      if (rules.deviceDelete === 'enabled') {
        await expect(deleteButton).toBeEnabled();
      } else {
        await expect(deleteButton).toBeDisabled();
        await expect(deleteRow).toContainText('Roles lacking this permission:');
        await expect(deleteRow).toContainText(rules.role);
      }
    }

    await page.goto(`/fleets/${fleetId}/envvars`);
    await expect(page.locator('tr[data-name="LOG_LEVEL"]').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add variable' })).toHaveCount(rules.addsFleetVariables ? 1 : 0);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Variables' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(rules.fleetSettings ? 1 : 0);

    if (rules.fleetSettings) {
      await page.goto(`/fleets/${fleetId}/settings`);
      await expect(page.getByLabel('Name', { exact: true })).toBeEnabled();
      await expect(page.getByRole('button', { name: 'Delete fleet' })).toHaveCount(rules.deletesFleet ? 1 : 0);
    }
  });
}

test('member: no role on the fleet, so a link to it says "Resource not found" and lands on the fleet list without it', async ({
  page,
  mock,
}) => {
  const { fleetId } = await fleetAndDevice(mock);
  await signIn(page, 'member');
  await page.goto(`/fleets/${fleetId}/envvars`);
  // Spec 02: a fleet not found redirects to /fleets, with the "Resource not found" danger notice.
  await expect(page.getByRole('alert').filter({ hasText: 'Resource not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/fleets$/);
  const fleets = page.getByRole('list', { name: 'Fleets' });
  await expect(fleets.getByRole('link', { name: 'kiosk-displays' })).toBeVisible();
  await expect(fleets.getByRole('link', { name: 'smart-lights' })).toHaveCount(0);
});
