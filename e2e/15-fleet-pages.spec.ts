/**
 * Fleet pages (spec 02 §2, §4 "Release rules", §5 "Fleet name", §6, §7): finalizing a draft,
 * invalidating and re-validating a release, editing a release's version and tags; renaming (with the name rules),
 * transferring and deleting a fleet with the typed confirmation; granting a team access; creating
 * and revoking a provisioning key; batch change-role and batch delete of members; deleting releases
 * (refused with the reason while pinned); and what an observer is left with. Ids come from the API
 * of the test's own mock world.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect, login, persona, PASSWORD, checkPage } from './fixtures.ts';
import { at, first } from '../tests/present.ts';

test.describe.configure({ timeout: 60_000 });

const encode = (v: string) =>
  encodeURIComponent(v)
    .replace(/%2C/g, ',')
    .replace(/%24/g, '$')
    .replace(/%2F/g, '/')
    .replace(/%3A/g, ':')
    .replace(/%3D/g, '=');

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

/** PATCH /v7/<resource>(<id>) as the owner. */
async function patch(
  mock: APIRequestContext,
  resource: string,
  id: number,
  body: Record<string, unknown>,
): Promise<void> {
  const token = await (await mock.post('/login_', { data: { username: persona('owner'), password: PASSWORD } })).text();
  const res = await mock.patch(`/v7/${resource}(${id})`, { headers: { authorization: `Bearer ${token}` }, data: body });
  expect(res.ok(), await res.text()).toBeTruthy();
}

async function fleetId(mock: APIRequestContext, name: string): Promise<number> {
  const fleet = first(
    await read<{ id: number }>(mock, 'application', { $select: 'id', $filter: `app_name eq '${name}'` }),
  );
  return fleet.id;
}

/** Picks an option of a design-system select (a button opening a listbox). */
async function choose(page: Page, scope: Page | Locator, label: string, option: string): Promise<void> {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function confirmDialog(page: Page, button: string): Promise<void> {
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('releases: the list marks drafts; finalize a draft, invalidate and re-validate it', async ({ page, mock }) => {
  await login(page, 'owner');
  const id = await fleetId(mock, 'bulk-fleet');
  const draft = first(
    await read<{ id: number; raw_version: string }>(mock, 'release', {
      $select: 'id,raw_version',
      $filter: `belongs_to__application eq ${id} and is_final eq false and status eq 'success'`,
      $orderby: 'id desc',
    }),
  );

  await page.goto(`/fleets/${id}/releases`);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: draft.raw_version, exact: true }) });
  await expect(row.getByText('draft', { exact: true })).toBeVisible();
  await checkPage(page);
  await row.getByRole('link', { name: draft.raw_version, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/fleets/${id}/releases/${draft.id}/summary$`));
  await expect(page.getByRole('heading', { name: `Release ${draft.raw_version}` })).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/releases/${draft.id}/settings$`));
  await page.getByRole('button', { name: 'Finalize release' }).click();
  await expect(page.getByText('Finalize is one-way and cannot be undone.')).toBeVisible();
  await confirmDialog(page, 'Finalize release');
  await expect(page.getByText('This release is final.')).toBeVisible();
  expect(
    at(await read<{ is_final: boolean }>(mock, 'release', { $select: 'is_final', $filter: `id eq ${draft.id}` }), 0)
      .is_final,
  ).toBe(true);

  await page.getByRole('button', { name: 'Invalidate release' }).click();
  await confirmDialog(page, 'Invalidate release');
  await expect(page.getByRole('button', { name: 'Validate release' })).toBeVisible();
  expect(
    at(
      await read<{ is_invalidated: boolean }>(mock, 'release', {
        $select: 'is_invalidated',
        $filter: `id eq ${draft.id}`,
      }),
      0,
    ).is_invalidated,
  ).toBe(true);
  await page.getByRole('button', { name: 'Validate release' }).click();
  await confirmDialog(page, 'Validate release');
  await expect(page.getByRole('button', { name: 'Invalidate release' })).toBeVisible();
  await checkPage(page);
});

test('release settings: edit the version and the tags of a final release', async ({ page, mock }) => {
  await login(page, 'owner');
  const id = await fleetId(mock, 'bulk-fleet');
  const release = first(
    await read<{ id: number }>(mock, 'release', {
      $select: 'id',
      $filter: `belongs_to__application eq ${id} and is_final eq true and status eq 'success'`,
      $orderby: 'id desc',
    }),
  );
  await page.goto(`/fleets/${id}/releases/${release.id}/settings`);
  await page.getByLabel('Version', { exact: true }).fill('2.1');
  await expect(page.getByText('Only three-part versions are supported: major.minor.patch')).toBeVisible();
  await page.getByLabel('Version', { exact: true }).fill('2.1.7');
  await page.getByRole('button', { name: 'Save version' }).click();
  await expect
    .poll(
      async () =>
        at(await read<{ semver: string }>(mock, 'release', { $select: 'semver', $filter: `id eq ${release.id}` }), 0)
          .semver,
    )
    .toBe('2.1.7');

  const tags = page.getByRole('form', { name: 'Add tag' });
  await tags.getByRole('button', { name: 'Add tag' }).click();
  await expect(tags.getByText('A tag name is required')).toBeVisible();
  await tags.getByLabel('Tag name').fill('channel');
  await tags.getByLabel('Value').fill('beta');
  await tags.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByLabel('channel', { exact: true })).toHaveValue('beta');
  await page.getByLabel('channel', { exact: true }).fill('stable');
  await page.getByRole('button', { name: 'Edit tag channel' }).click();
  await expect
    .poll(
      async () =>
        (
          await read<{ value: string }>(mock, 'release_tag', {
            $select: 'value',
            $filter: `release eq ${release.id} and tag_key eq 'channel'`,
          })
        )[0]?.value,
    )
    .toBe('stable');
  await page.getByRole('button', { name: 'Remove tag channel' }).click();
  await confirmDialog(page, 'Remove tag channel');
  await expect(page.getByLabel('channel', { exact: true })).toHaveCount(0);
  await checkPage(page);
});

test('settings: the name rules, rename, transfer to another organization, delete with the typed name', async ({
  page,
  mock,
}) => {
  await login(page, 'owner');
  const fleet = first(
    await read<{ id: number; app_name: string }>(mock, 'application', {
      $select: 'id,app_name',
      $filter: "app_name eq 'field-tablets'",
    }),
  );
  const id = fleet.id;
  await page.goto(`/fleets/${id}/settings`);
  const rename = page.getByRole('form', { name: 'Rename' });
  const name = rename.getByLabel('Name');
  await expect(name).toHaveValue(fleet.app_name);
  await name.fill('');
  await expect(rename.getByText('A name is required')).toBeVisible();
  await name.fill('abc');
  await expect(rename.getByText('The name should be at least 4 characters long')).toBeVisible();
  await name.fill('-bad name');
  await expect(
    rename.getByText('The name can only contain alphanumeric characters, hyphens or underscores'),
  ).toBeVisible();
  await name.fill('Smart-Lights');
  await expect(
    rename.getByText('This name is already used by another fleet. Note that the name is case-insensitive'),
  ).toBeVisible();
  await expect(rename.getByRole('button', { name: 'Rename' })).toBeDisabled();
  await name.fill('renamed-tablets');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'renamed-tablets' })).toBeVisible();
  await checkPage(page);

  await choose(page, page, 'Target organization', 'Globex Robotics');
  await page.getByRole('button', { name: 'Transfer ownership' }).click();
  await confirmDialog(page, 'Transfer ownership');
  await expect(page.getByText('Transferred to Globex Robotics')).toBeVisible();
  const moved = first(
    await read<{ organization: { __id: number } }>(mock, 'application', {
      $select: 'organization',
      $filter: `id eq ${id}`,
    }),
  );
  const globex = first(
    await read<{ id: number }>(mock, 'organization', { $select: 'id', $filter: "handle eq 'globex'" }),
  );
  expect(moved.organization.__id).toBe(globex.id);

  await page.getByRole('button', { name: 'Delete fleet' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  const confirm = dialog.getByRole('button', { name: 'Delete fleet' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox').fill('renamed');
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox').fill('renamed-tablets');
  await confirm.click();
  await expect(page).toHaveURL(/\/fleets$/);
  expect(await read(mock, 'application', { $select: 'id', $filter: `id eq ${id}` })).toEqual([]);
});

test('teams and API keys: grant a team access, create a provisioning key shown once, revoke it', async ({
  page,
  mock,
}) => {
  await login(page, 'owner');
  const id = await fleetId(mock, 'smart-lights');
  // A wrong class prefix is corrected for a fleets-only child path too.
  await page.goto(`/apps/${id}/devices`);
  await expect(page).toHaveURL(new RegExp(`/fleets/${id}/devices$`));
  // A hard load keeps every fleet entry the owner is allowed.
  await page.goto(`/fleets/${id}/teams`);
  const nav = page.getByRole('navigation');
  for (const entry of [
    'Summary',
    'Devices',
    'Releases',
    'Variables',
    'Configuration',
    'Members',
    'Teams',
    'API keys',
    'Settings',
  ]) {
    await expect(nav.getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
  const add = page.getByRole('form', { name: 'Add team' });
  // The seeded support team (a non-Latin name) has no access to smart-lights yet.
  const chosen = 'فريق الدعم 🚀🔥';
  await choose(page, add, 'Team', chosen);
  await choose(page, add, 'Role', 'observer');
  await add.getByRole('button', { name: 'Add' }).click();
  const teamRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: chosen, exact: true }) });
  await expect(teamRow.getByLabel(`Role of ${chosen}`)).toContainText('observer');

  await page.getByRole('navigation').getByRole('link', { name: 'API keys', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/fleets/${id}/api-keys$`));
  const form = page.getByRole('form', { name: 'Create provisioning key' });
  await form.getByRole('button', { name: 'Create provisioning key' }).click();
  await expect(form.getByText('A name is required')).toBeVisible();
  await form.getByLabel('Name').fill('line-7');
  await form.getByLabel('Description').fill('Factory line 7');
  await form.getByRole('button', { name: 'Create provisioning key' }).click();
  const created = page.getByRole('dialog', { name: 'Provisioning key created' });
  await expect(created.getByText('Copy the key now: it is shown only once.')).toBeVisible();
  await expect(created.getByLabel('Provisioning key')).toHaveText(/^[A-Za-z0-9]{20,}$/);
  await created.getByRole('button', { name: 'Done' }).click();
  const keyRow = page.getByRole('row').filter({ hasText: 'line-7' });
  await expect(keyRow).toContainText('Factory line 7');
  await checkPage(page);
  await keyRow.getByRole('button', { name: 'Revoke line-7' }).click();
  await confirmDialog(page, 'Revoke');
  await expect(page.getByRole('row').filter({ hasText: 'line-7' })).toHaveCount(0);
});

test('members: batch change-role, then batch delete with the typed count', async ({ page, mock }) => {
  await login(page, 'owner');
  const id = await fleetId(mock, 'smart-lights');
  const members = () =>
    read<{ id: number; user: Array<{ username: string }>; application_membership_role: Array<{ name: string }> }>(
      mock,
      'user_application_membership',
      {
        $select: 'id',
        $expand: 'user($select=username),application_membership_role($select=name)',
        $filter: `is_member_of__application eq ${id}`,
      },
    );
  const before = await members();
  const names = before.map((m) => at(m.user, 0).username).slice(0, 2);
  expect(names).toHaveLength(2);
  await page.goto(`/fleets/${id}/members`);
  for (const name of names) await page.getByRole('checkbox', { name: `Select row ${name}` }).check();
  const bar = page.getByRole('region', { name: 'Batch actions' });
  await expect(bar.getByText('2 selected')).toBeVisible();
  await bar.getByRole('button', { name: 'Change role' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change role: 2 selected' });
  await choose(page, dialog, 'New role', 'observer');
  await dialog.getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByText('Role changed for 2 selected')).toBeVisible();
  await expect
    .poll(async () =>
      (await members())
        .filter((m) => names.includes(at(m.user, 0).username))
        .map((m) => at(m.application_membership_role, 0).name),
    )
    .toEqual(['observer', 'observer']);
  await checkPage(page);

  for (const name of names) await page.getByRole('checkbox', { name: `Select row ${name}` }).check();
  await bar.getByRole('button', { name: 'Delete members' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete members: 2 selected' });
  await expect(confirm.getByRole('button', { name: 'Delete members' })).toBeDisabled();
  await confirm.getByLabel('Type 2 to confirm').pressSequentially('2');
  await confirm.getByRole('button', { name: 'Delete members' }).click();
  await expect(page.getByText('Deleted 2 selected')).toBeVisible();
  for (const name of names) await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  expect((await members()).map((m) => at(m.user, 0).username).filter((n) => names.includes(n))).toEqual([]);
});

test('releases: delete is refused with the reason while a release is pinned to a device, allowed otherwise', async ({
  page,
  mock,
}) => {
  await login(page, 'owner');
  const id = await fleetId(mock, 'smart-lights');
  const app = first(
    await read<{ should_be_running__release: { __id: number } }>(mock, 'application', {
      $select: 'should_be_running__release',
      $filter: `id eq ${id}`,
    }),
  );
  const free = await read<{ id: number; raw_version: string }>(mock, 'release', {
    $select: 'id,raw_version',
    $filter: `belongs_to__application eq ${id} and id ne ${app.should_be_running__release.__id} and is_pinned_to__device/$count eq 0`,
    $orderby: 'id desc',
    $top: '2',
  });
  expect(free).toHaveLength(2);
  const [pinned, deletable] = [at(free, 0), at(free, 1)];
  const device = first(
    await read<{ id: number }>(mock, 'device', {
      $select: 'id',
      $filter: `belongs_to__application eq ${id}`,
      $top: '1',
    }),
  );
  await patch(mock, 'device', device.id, { is_pinned_on__release: pinned.id });

  await page.goto(`/fleets/${id}/releases`);
  const pinnedBox = page.getByRole('checkbox', { name: `Select row ${pinned.raw_version}` });
  await pinnedBox.check();
  const bar = page.getByRole('region', { name: 'Batch actions' });
  await expect(bar.getByRole('button', { name: 'Delete releases' })).toBeDisabled();
  await expect(
    bar.getByText(`A release pinned to a device or used by a fleet cannot be deleted: ${pinned.raw_version}`),
  ).toBeVisible();
  await checkPage(page);
  await pinnedBox.uncheck();

  await page.getByRole('checkbox', { name: `Select row ${deletable.raw_version}` }).check();
  await bar.getByRole('button', { name: 'Delete releases' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete releases: 1 selected' });
  await confirm.getByLabel('Type 1 to confirm').pressSequentially('1');
  await confirm.getByRole('button', { name: 'Delete releases' }).click();
  await expect(page.getByText('Deleted 1 selected')).toBeVisible();
  await expect(page.getByRole('link', { name: deletable.raw_version, exact: true })).toHaveCount(0);
  expect(await read(mock, 'release', { $select: 'id', $filter: `id in (${pinned.id},${deletable.id})` })).toEqual([
    { id: pinned.id },
  ]);
});

test('observer: the running release is the API target, never a newer draft; releases and members read-only, no settings', async ({
  page,
  mock,
}) => {
  await login(page, 'observer');
  const bulk = await fleetId(mock, 'bulk-fleet');
  const app = first(
    await read<{ should_be_running__release: { __id: number } }>(mock, 'application', {
      $select: 'should_be_running__release',
      $filter: `id eq ${bulk}`,
    }),
  );
  const target = first(
    await read<{ raw_version: string }>(mock, 'release', {
      $select: 'raw_version',
      $filter: `id eq ${app.should_be_running__release.__id}`,
    }),
  );
  const drafts = await read<{ raw_version: string }>(mock, 'release', {
    $select: 'raw_version',
    $filter: `belongs_to__application eq ${bulk} and is_final eq false and status eq 'success'`,
  });
  expect(drafts.length).toBeGreaterThan(0);
  await page.goto(`/fleets/${bulk}/summary`);
  await expect(page.getByText(`Running release: ${target.raw_version}`, { exact: true })).toBeVisible();

  const id = await fleetId(mock, 'smart-lights');
  await page.goto(`/fleets/${id}/releases`);
  await expect(page.getByRole('table', { name: 'Releases' })).toBeVisible();
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Members', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Settings', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'API keys', exact: true })).toHaveCount(0);
  await page.getByRole('table', { name: 'Releases' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/summary$/);
  await expect(nav.getByRole('link', { name: 'Settings', exact: true })).toHaveCount(0);
  await page.goto(page.url().replace(/summary$/, 'settings'));
  await expect(page).toHaveURL(/\/summary$/);
  // A non-numeric release id goes up one level, to the list, with the error.
  await page.goto(`/fleets/${id}/releases/abc`);
  await expect(page).toHaveURL(new RegExp(`/fleets/${id}/releases$`));
  await expect(page.getByText('invalid id passed in url: abc')).toBeVisible();
  await page.goto(`/fleets/${id}/members`);
  await expect(page.getByText('unauthorized view edit members')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Add member' })).toHaveCount(0);
  await page.goto(`/fleets/${id}/settings`);
  await expect(page).toHaveURL(new RegExp(`/fleets/${id}/summary$`));
  await checkPage(page);
});

test('apps and blocks: releases, a release, settings, members and teams open for the owner', async ({ page, mock }) => {
  await login(page, 'owner');
  for (const [name, segment] of [
    ['mqtt-broker-block', 'blocks'],
    ['status-app', 'apps'],
  ] as const) {
    const id = await fleetId(mock, name);
    await page.goto(`/${segment}/${id}/releases`);
    const table = page.getByRole('table', { name: 'Releases' });
    await expect(table).toBeVisible();
    await table.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/${segment}/${id}/releases/\\d+/summary$`));
    await expect(page.getByRole('heading', { name: 'Details' })).toBeVisible();
    await page.goto(`/${segment}/${id}/settings`);
    await expect(page.getByRole('form', { name: 'Rename' }).getByLabel('Name')).toHaveValue(name);
    await page.goto(`/${segment}/${id}/members`);
    await expect(page.getByRole('form', { name: 'Add member' })).toBeVisible();
    await page.goto(`/${segment}/${id}/teams`);
    await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
    // Fleets-only pages do not exist for apps and blocks.
    await page.goto(`/${segment}/${id}/api-keys`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  }
  await checkPage(page);
});

test('deploy link: the stored project is shown on /fleets, a fleet is created and built from its archive, and an archive is built for an existing fleet', async ({
  page,
  mock,
}) => {
  await login(page, 'owner');
  await page.goto(
    '/deploy?repoUrl=https://github.com/acme/kiosk-displays&defaultDeviceType=intel-nuc&tarballUrl=https://github.com/acme/kiosk-displays/archive/main.tar.gz',
  );
  await expect(page).toHaveURL(/\/fleets$/);
  const panel = page.locator('.deploy-panel');
  await expect(panel.getByRole('heading', { name: 'Deploy kiosk-displays' })).toBeVisible();
  await expect(panel.getByText('kiosk-displays fleet project')).toBeVisible();
  await expect(panel.getByText('intel-nuc', { exact: true })).toBeVisible();
  await checkPage(page);
  await panel.getByRole('button', { name: 'Create a fleet for this project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create fleet' });
  await expect(dialog.getByRole('button', { name: /Default device type/ })).toContainText('Intel NUC');
  await dialog.getByLabel('Name').fill('kiosk-deploy');
  await dialog.getByRole('button', { name: 'Create fleet' }).click();
  await expect(page).toHaveURL(/\/fleets\/\d+\/summary$/);
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('Build started for kiosk-deploy'),
  ).toBeVisible();
  const fleet = first(
    await read<{ id: number }>(mock, 'application', {
      $select: 'id',
      $filter: "app_name eq 'kiosk-deploy' and is_for__device_type/any(d:d/slug eq 'intel-nuc')",
    }),
  );
  // The new fleet's first release is the archive's build, running.
  const built = await read<{ status: string; source: string }>(mock, 'release', {
    $select: 'status,source',
    $filter: `belongs_to__application eq ${fleet.id}`,
  });
  expect(built.map((r) => [r.status, r.source])).toEqual([['running', 'cloud']]);
  // The parameters are used up: the list no longer offers the project.
  await page.goto('/fleets');
  await expect(page.getByRole('heading', { level: 1, name: 'Fleets' })).toBeVisible();
  await expect(page.locator('.deploy-panel')).toHaveCount(0);

  // A second project, built for the fleet that now exists: its release page opens.
  await page.goto(
    '/deploy?repoUrl=https://github.com/fleetmock-examples/hello-world&tarballUrl=https://github.com/fleetmock-examples/hello-world/archive/master.tar.gz',
  );
  await expect(panel.getByRole('heading', { name: 'Deploy Hello world' })).toBeVisible();
  await panel.getByRole('button', { name: /Or deploy it to one of your fleets/ }).click();
  await page.getByRole('option', { name: 'kiosk-deploy', exact: true }).click();
  await panel.getByRole('button', { name: 'Deploy to this fleet' }).click();
  await expect(page).toHaveURL(new RegExp(`/fleets/${fleet.id}/releases/\\d+/summary$`));
  await expect(page.getByText('1.2.0').first()).toBeVisible();
  await checkPage(page);
});
