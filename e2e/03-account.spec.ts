/**
 * Account flows through the mock's outbox and IdP: sign-up → verify → profile,
 * password reset, SAML login. Uses the mock's account handlers (register, verify-email, reset,
 * SAML) and the outbox at GET /__mock/outbox.
 */
import { expect, checkPage, persona } from './fixtures.ts';
import { test, linkFromOutbox } from './fixtures/mock-admin.ts';

test('sign-up → verify through the outbox link → profile step', async ({ page, mockAdmin }) => {
  const email = `newbie-${Date.now()}@example.test`;
  await page.goto('/signup');
  await checkPage(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-good-password');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/(user\/verify-email\/pending|signup\/profile)$/);
  const link = await linkFromOutbox(mockAdmin, email, /verify-email/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/signup\/profile$/);
  await page.getByLabel('First name').fill('New');
  await page.getByLabel('Last name').fill('User');
  await page.getByLabel('Personal').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).not.toHaveURL(/\/signup/);
});

test('sign-up validates the password length', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Email').fill('x@example.test');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('The password must be between 8 and 64 characters')).toBeVisible();
});

test('password reset through the outbox', async ({ page, mockAdmin }) => {
  await page.goto('/password-reset');
  await checkPage(page);
  await page.getByLabel('Email').fill(persona('member'));
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(/\/password-reset\/success$/);
  const link = await linkFromOutbox(mockAdmin, persona('member'), /reset-password/);
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
  await page.getByLabel('Confirm new password').fill('brand-new-pass-x');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('Confirm new password').fill('brand-new-pass');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(persona('member'));
  await page.getByLabel('Password').fill('brand-new-pass');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
});

test('SAML login through the mock identity provider', async ({ page }) => {
  await page.goto('/saml');
  await checkPage(page);
  await page.getByLabel('SSO identifier').fill('acme-sso');
  await page.getByRole('button', { name: 'Continue' }).click();
  // The mock's IdP page lists the provider's SAML accounts; pick the seeded one and sign in.
  await page.waitForURL(/\/auth\/saml\/acme-sso\?/);
  await page.getByLabel('saml.alice@acme-sso.test').check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/saml|\/login/, { timeout: 15_000 });
});

test('an unknown SSO identifier goes back to /login', async ({ page }) => {
  await page.goto('/saml/no-such-idp');
  await expect(page).toHaveURL(/\/login$/);
});
