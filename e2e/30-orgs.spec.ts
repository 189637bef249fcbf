/**
 * Organizations, members, invites and teams (spec 01 §2, §5, §6, §8): a new account without an
 * organization creates one under the name rules; an invite accepted through the outbox link; a
 * member's role changed under the last-administrator rule; a team created with a member and a
 * fleet; what an observer (an organization member with fleet access through a team) and a frozen
 * organization's administrator get.
 */
import type { Page } from '@playwright/test';
import { expect, login, checkPage, persona } from './fixtures.ts';
import { test, linkFromOutbox } from './fixtures/mock-admin.ts';

// Each test logs in and walks several pages (axe included); the shared 2-core machine needs room.
test.slow();

const sidebar = (page: Page) => page.getByRole('navigation', { name: /main/i });
const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text);

/** Opens an organization from /orgs by name and returns its id. */
async function openOrg(page: Page, name: string): Promise<number> {
  await page.goto('/orgs');
  await page.getByRole('table', { name: 'Organizations' }).getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/orgs\/\d+\/summary$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return Number(/\/orgs\/(\d+)\//.exec(page.url())?.[1]);
}

test('a new account gets its personal organization; without any it is led to create one, under the name rules', async ({
  page,
  mockAdmin,
}) => {
  const email = `founder-${Date.now()}@example.test`;
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-good-password');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/(user\/verify-email\/pending|signup\/profile)$/);
  await page.goto(await linkFromOutbox(mockAdmin, email, /verify-email/));
  await expect(page).toHaveURL(/\/signup\/profile$/);
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/fleets$/);
  // Sign-up gave the account a personal organization, so it can create a fleet straight away; the new
  // account (less than a day old) is greeted with the getting-started steps, the first of them that button.
  const welcome = page.locator('.getting-started');
  await expect(welcome.getByRole('heading', { level: 2, name: /^Welcome!/ })).toBeVisible();
  await expect(welcome.getByRole('button', { name: 'Create fleet' })).toBeVisible();
  await page.goto('/orgs');
  const table = page.getByRole('table', { name: 'Organizations' });
  await expect(table.getByRole('link')).toHaveCount(1);
  const personal = (await table.getByRole('link').textContent())!.trim();
  expect(personal).toMatch(/^founder_\d+$/);
  // Without any organization (its personal one deleted), the empty fleet list is not a dead end.
  await table.getByRole('button', { name: `Delete organization: ${personal}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete organization' }).click();
  await expect(page.getByText('No organizations yet')).toBeVisible();
  await page.goto('/fleets');
  await page.getByRole('link', { name: 'Create an organization' }).click();
  await expect(page).toHaveURL(/\/orgs$/);
  await expect(page.getByText('No organizations yet')).toBeVisible();
  await checkPage(page);

  await page.getByRole('button', { name: 'Create organization' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create organization' });
  const create = dialog.getByRole('button', { name: 'Create', exact: true });
  await create.click();
  await expect(dialog.getByText('A name is required')).toBeVisible();
  await dialog.getByLabel('Organization name').fill('Zeta Labs');
  await dialog
    .getByLabel(/Logo/)
    .setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(dialog.getByText('The logo must be a PNG or JPEG image')).toBeVisible();
  await dialog
    .getByLabel(/Logo/)
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') });
  await create.click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Organization Zeta Labs created')).toBeVisible();
  await expect(table.getByRole('link')).toHaveText(['Zeta Labs']);
  // Its creator is its sole administrator: delete is offered, leaving is not.
  const row = table.getByRole('row').filter({ hasText: 'Zeta Labs' });
  await expect(row).toContainText('Administrator');
  await expect(row.getByRole('button', { name: 'Delete organization: Zeta Labs' })).toBeVisible();

  // Names are unique among the user's organizations, whatever the case; the list is sorted by name.
  await page.getByRole('button', { name: 'Create organization' }).first().click();
  await dialog.getByLabel('Organization name').fill('zeta LABS');
  await create.click();
  await expect(dialog.getByText('This name is already used')).toBeVisible();
  await dialog.getByLabel('Organization name').fill('Alpha Works');
  await create.click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('link')).toHaveText(['Alpha Works', 'Zeta Labs']);

  await openOrg(page, 'Zeta Labs');
  await expect(page.getByRole('list', { name: 'Members' })).toContainText('Administrator');
  await expect(sidebar(page).getByRole('link', { name: 'Teams' })).toBeVisible();
  await checkPage(page);
});

test('owner invites a user who accepts and finds the organization in their list', async ({ page, mockAdmin }) => {
  await login(page, 'owner');
  const globex = await openOrg(page, 'Globex Robotics');
  await sidebar(page).getByRole('link', { name: 'Members' }).click();
  await expect(page).toHaveURL(`/orgs/${globex}/members`);
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a member' });
  const send = dialog.getByRole('button', { name: 'Send invite' });
  await expect(send).toBeDisabled();
  await dialog.getByLabel('E-mail address').fill('not-an-email');
  await expect(dialog.getByText('invalid email')).toBeVisible();
  await expect(send).toBeDisabled();
  await dialog.getByLabel('E-mail address').fill(persona('developer'));
  await send.click();
  // developer@ already belongs to Globex: the server refuses, the dialog says so.
  await expect(dialog.getByText('This user is already a member of the organization.')).toBeVisible();
  await dialog.getByLabel('E-mail address').fill(`  ${persona('member')}  `);
  await dialog.getByLabel(/Message/).fill('Join us');
  await send.click();
  await expect(dialog).toBeHidden();
  const invites = page.getByRole('table', { name: 'Pending invites' });
  await expect(invites.getByRole('row').filter({ hasText: persona('member') })).toContainText('Join us');
  // A second invite to the same address is caught before sending.
  await page.getByRole('button', { name: 'Invite member' }).click();
  await dialog.getByLabel('E-mail address').fill(persona('member').toUpperCase());
  await expect(dialog.getByText('This e-mail address has already been invited.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const link = await linkFromOutbox(mockAdmin, persona('member'), /^\/organization\/invitation\//);
  await page.evaluate(() => localStorage.removeItem('fleetmock:token'));
  await login(page, 'member');
  await page.goto(link);
  // Accepted: the organization list, where the joined organization now appears.
  await expect(page).toHaveURL('/orgs');
  expect(await openOrg(page, 'Globex Robotics')).toBe(globex);
  await expect(page.getByRole('list', { name: 'Members' })).toContainText('member · Member');
  // A member leaves rather than deletes.
  await expect(page.getByRole('button', { name: 'Leave organization: Globex Robotics' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Delete organization/ })).toHaveCount(0);
  await checkPage(page);
});

test('owner changes a member role; the last administrator cannot be removed', async ({ page }) => {
  await login(page, 'owner');
  const acme = await openOrg(page, 'Acme IoT');
  await page.goto(`/orgs/${acme}/members`);
  const table = page.getByRole('table', { name: 'Members' });
  await expect(table.getByRole('link', { name: 'owner (you)' })).toBeVisible();
  // owner is Acme's only administrator.
  await expect(page.getByRole('button', { name: 'Remove: owner' })).toBeDisabled();
  await checkPage(page);

  await page.getByRole('button', { name: 'Change role: member', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the role of member' });
  await dialog.getByRole('button', { name: /Member/ }).click();
  await page.getByRole('option', { name: 'Administrator' }).click();
  await dialog.getByRole('button', { name: 'Change role' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Role changed')).toBeVisible();
  const memberRow = table.getByRole('row').filter({ has: page.getByRole('link', { name: 'member', exact: true }) });
  await expect(memberRow).toContainText('Administrator');
  // With two administrators, owner may now be removed (and may leave).
  await expect(page.getByRole('button', { name: 'Remove: owner' })).toBeEnabled();

  // Demoting every administrator at once is refused with the catalogue text.
  await table.getByRole('checkbox', { name: 'Select row owner' }).check();
  await table.getByRole('checkbox', { name: 'Select row member' }).check();
  await page.getByRole('toolbar', { name: 'Members' }).getByRole('button', { name: 'Change role' }).click();
  const bulk = page.getByRole('dialog', { name: 'Change the role of 2 members' });
  await expect(
    bulk.getByText(
      'The last administrator of the organization cannot be deleted. You have to delete the organization.',
    ),
  ).toBeVisible();
  await expect(bulk.getByRole('button', { name: 'Change role' })).toBeDisabled();
});

test('owner creates a team, adds a member and gives it a fleet', async ({ page }) => {
  await login(page, 'owner');
  const acme = await openOrg(page, 'Acme IoT');
  await sidebar(page).getByRole('link', { name: 'Teams' }).click();
  await expect(page).toHaveURL(`/orgs/${acme}/teams`);
  await expect(page.getByRole('table', { name: 'Teams' })).toContainText('Firmware');
  await page.getByRole('button', { name: 'Create team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create team' });
  await dialog.getByLabel('Team name').fill('firmware');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(
    dialog.getByText(
      'A team with this name already exists in this organization. Note that the name is case-insensitive',
    ),
  ).toBeVisible();
  await dialog.getByLabel('Team name').fill('Night Shift');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Team added successfully')).toBeVisible();
  await page.getByRole('link', { name: 'Night Shift' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Night Shift' })).toBeVisible();

  await sidebar(page).getByRole('link', { name: 'Members' }).click();
  await page.getByRole('button', { name: 'Add members' }).click();
  const add = page.getByRole('dialog', { name: 'Add members to Night Shift' });
  await add.getByLabel('operator', { exact: true }).check();
  await add.getByRole('button', { name: 'Add members' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByRole('table', { name: 'Team members' })).toContainText('operator');

  await sidebar(page).getByRole('link', { name: 'Fleets' }).click();
  await expect(page.getByText('This team has no access to any fleet yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add fleet access' }).click();
  const grant = page.getByRole('dialog', { name: 'Give Night Shift access to a fleet' });
  await grant.getByRole('button', { name: /Choose a fleet/ }).click();
  await page.getByRole('option', { name: 'smart-lights' }).click();
  await grant.getByRole('button', { name: /Developer/ }).click();
  await page.getByRole('option', { name: 'Operator', exact: true }).click();
  await grant.getByRole('button', { name: 'Add fleet access' }).click();
  await expect(grant).toBeHidden();
  const access = page.getByRole('table', { name: 'Fleets of Night Shift' });
  await expect(access.getByRole('link', { name: 'smart-lights' })).toBeVisible();
  await expect(access.getByRole('button', { name: /Operator/ })).toBeVisible();
  await checkPage(page);
});

test('an observer through a team reads the organization, sees only its own team, and bad ids explain themselves', async ({
  page,
}) => {
  await login(page, 'observer');
  const acme = await openOrg(page, 'Acme IoT');
  await expect(page.getByRole('button', { name: 'Rename' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Leave organization: Acme IoT' })).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Members' }).click();
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members.getByRole('link', { name: 'owner', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Change role/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Invite member' })).toHaveCount(0);
  await sidebar(page).getByRole('link', { name: 'Teams' }).click();
  await expect(page.getByText('Only organization administrators can see this page.', { exact: false })).toBeVisible();
  await checkPage(page);

  // Their own team, through their member page: read-only, with leave instead of delete.
  await page.goto(`/orgs/${acme}/members`);
  await members.getByRole('link', { name: 'observer (you)' }).click();
  await sidebar(page).getByRole('link', { name: 'Teams' }).click();
  await page.getByRole('list', { name: 'Teams' }).getByRole('link', { name: 'Auditors' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Auditors' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave team' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Delete team|Rename team/ })).toHaveCount(0);
  await sidebar(page).getByRole('link', { name: 'Fleets' }).click();
  await expect(page.getByRole('table', { name: 'Fleets of Auditors' }).getByRole('row').nth(1)).toContainText(
    'Observer',
  );
  await expect(page.getByRole('button', { name: 'Add fleet access' })).toHaveCount(0);

  await page.goto(`/orgs/${acme}/teams/x1`);
  await expect(page).toHaveURL(`/orgs/${acme}/teams`);
  await expect(toast(page, 'invalid id passed in url: x1')).toBeVisible();
  await page.goto('/orgs/abc');
  await expect(page).toHaveURL(/\/orgs$/);
  await expect(toast(page, 'invalid id passed in url: abc')).toBeVisible();
});

test('a frozen organization sends its administrator to billing with the reason', async ({ page }) => {
  await login(page, 'frozen');
  await page.goto('/orgs');
  await page.getByRole('table', { name: 'Organizations' }).getByRole('link', { name: 'Frozen Foods Co' }).click();
  await expect(page).toHaveURL(/\/orgs\/\d+\/billing$/);
  await expect(
    toast(
      page,
      'The organization Frozen Foods Co is frozen because of invoices more than 60 days past due. Please update the billing details.',
    ),
  ).toBeVisible();
});
