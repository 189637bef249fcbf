/**
 * Identity providers and the platform admin (spec 01 §2, §5, §6): an organization administrator adds
 * an identity provider and a user signs in through it on the mock IdP page; the admin logs in as
 * another user and comes back; help-menu links stay absolute and the cookie panel reopens there; deleting an SSH key asks first; a
 * missing fleet or device says "Resource not found".
 */
import { test, expect, checkPage, login, persona } from './fixtures.ts';
import { DEMO_CERTIFICATE_BODY } from '../shared/x509-certificate.ts';

const CERT_BODY = DEMO_CERTIFICATE_BODY;
const CERT = `-----BEGIN CERTIFICATE-----\n${CERT_BODY}\n-----END CERTIFICATE-----`;

test('an organization administrator adds an identity provider and a user signs in through it', async ({
  page,
  browser,
  mockSession,
}) => {
  await login(page, 'free');
  await page.goto('/identity-provider');
  await expect(page.getByText('No identity provider yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add identity provider' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add identity provider' });
  await dialog.getByLabel('SSO identifier').fill('Tinker SSO');
  await dialog.getByLabel('Entry point URL').fill('https://idp.tinker.test/sso');
  await dialog.getByLabel('Issuer').fill('urn:tinker');
  await dialog.getByLabel('Certificate').fill(CERT);
  await dialog.getByRole('button', { name: 'Add identity provider' }).click();
  await expect(dialog.getByText('Your entry contains invalid characters')).toBeVisible();
  await dialog.getByLabel('SSO identifier').fill('tinker-sso');
  await dialog.getByRole('button', { name: 'Add identity provider' }).click();
  await expect(page).toHaveURL(/\/identity-provider\/\d+$/);
  await expect(page.getByText(/\/saml\/tinker-sso$/)).toBeVisible();
  await expect(page.getByRole('row', { name: /Free Tinkerers/ })).toBeVisible();
  await checkPage(page);

  // A new visitor signs in through the new provider on the mock IdP page.
  const visitor = await browser.newContext({ extraHTTPHeaders: { 'x-mock-session': mockSession } });
  const other = await visitor.newPage();
  await other.goto('/saml');
  await other.getByLabel('SSO identifier').fill('tinker-sso');
  await other.getByRole('button', { name: 'Continue' }).click();
  await other.waitForURL(/\/auth\/saml\/tinker-sso\?/);
  await other.getByLabel('E-mail address of another account').fill('new.tinkerer@tinker.test');
  await other.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(other).not.toHaveURL(/\/saml|\/login/, { timeout: 15_000 });
  await visitor.close();
});

test('the platform admin logs in as another user and returns to the admin account', async ({ page }) => {
  await login(page, 'admin');
  await expect(page.getByText('You are using an admin account')).toBeVisible();
  // The admin's fleet list shows every fleet, not an empty state.
  await expect(page.getByRole('list', { name: 'Fleets' })).toBeVisible();
  await page.getByRole('button', { name: /User menu for admin/ }).click();
  await page.getByRole('menuitem', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(
    page.getByRole('table', { name: 'Organizations' }).getByRole('link', { name: 'Acme IoT' }),
  ).toBeVisible();
  await checkPage(page);
  await page.getByLabel('Username or e-mail').fill(persona('owner'));
  await page.getByRole('button', { name: 'Log in as' }).click();
  await expect(page.getByText('You are logged in as owner from an admin account.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('You are using an admin account')).toHaveCount(0);
  await page.getByRole('button', { name: 'Return to your admin account' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('You are using an admin account')).toBeVisible();
  await expect(page.getByText(/You are logged in as/)).toHaveCount(0);
});

test('help-menu links open absolute URLs; the cookie panel reopens there, clear of the navigation', async ({
  page,
}) => {
  await login(page, 'member');
  await page.getByRole('button', { name: 'Help and resources' }).click();
  await expect(page.getByRole('menuitem', { name: /Documentation/ })).toHaveAttribute(
    'href',
    /^https:\/\/[^/]+\/docs$/,
  );
  await page.getByRole('menuitem', { name: 'Cookie settings' }).click();
  const panel = page.getByRole('region', { name: 'Cookies' });
  await expect(panel).toBeVisible();
  const nav = await page.getByRole('navigation', { name: 'Main navigation' }).boundingBox();
  const box = await panel.boundingBox();
  expect(nav && box && box.x >= nav.x + nav.width).toBe(true);
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toHaveCount(0);
});

test('deleting an SSH key asks for a confirmation first; a missing fleet or device says "Resource not found"', async ({
  page,
}) => {
  await login(page, 'member');
  await page.goto('/preferences/sshkeys');
  await page.getByLabel('Title').fill('confirm-me');
  await page
    .getByLabel('Public key')
    .fill('ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIConfirmConfirmConfirmConfirmConfirmConfirm12 me@laptop');
  await page.getByRole('button', { name: 'Add key' }).click();
  const row = page.getByRole('row', { name: /confirm-me/ });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Delete confirm-me' }).click();
  const confirm = page.getByRole('alertdialog', { name: /Delete the SSH key confirm-me/ });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Delete confirm-me' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);

  await page.goto('/fleets/999999');
  await expect(page.getByText('Resource not found')).toBeVisible();
  await expect(page).toHaveURL(/\/fleets$/);

  await page.goto('/devices/not-a-device-uuid');
  await expect(page.getByText('Resource not found')).toBeVisible();
  await expect(page).not.toHaveURL(/\/devices\//);
});

test('the Add and Edit identity provider dialogs open without an error; Back after removing does not reopen the removed provider', async ({
  page,
}) => {
  await login(page, 'free');
  await page.goto('/identity-provider');
  await page.getByRole('button', { name: 'Add identity provider' }).click();
  const add = page.getByRole('dialog', { name: 'Add identity provider' });
  await expect(add.getByLabel('SSO identifier')).toBeVisible();
  await expect(add.getByRole('alert')).toHaveCount(0);
  await add.getByLabel('SSO identifier').fill('back-sso');
  await add.getByLabel('Entry point URL').fill('https://idp.back.test/sso');
  await add.getByLabel('Issuer').fill('urn:back');
  await add.getByLabel('Certificate').fill(CERT);
  await add.getByRole('button', { name: 'Add identity provider' }).click();
  await expect(page).toHaveURL(/\/identity-provider\/\d+$/);

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit identity provider' });
  await expect(edit.getByLabel('SSO identifier')).toHaveValue('back-sso');
  await expect(edit.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('An unknown error occurred')).toHaveCount(0);
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove identity provider back-sso?' });
  await confirm.getByLabel('Type back-sso to confirm').pressSequentially('back-sso');
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page).toHaveURL(/\/identity-provider$/);
  await expect(page.getByText('Identity provider removed')).toBeVisible();
  await page.goBack();
  // Read once, not retried: the removed provider's page must not be in the history at all (it would
  // redirect back here by itself after a "not found" toast).
  expect(new URL(page.url()).pathname).not.toMatch(/^\/identity-provider\/\d+$/);
  await expect(page.getByText(/No identity provider found/)).toHaveCount(0);
});
