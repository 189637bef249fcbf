/** Baseline: wrong password, 2FA with a computed TOTP, unverified e-mail, and the guards (spec 01 §2, §4). */
import * as OTPAuth from 'otpauth';
import { test, expect, login, checkPage, persona, PASSWORD, TWOFACTOR_TOTP_SECRET } from './fixtures.ts';

test('a wrong password shows the error and stays on /login', async ({ page }) => {
  await login(page, 'owner', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
  await expect(page).toHaveURL(/\/login$/);
  await checkPage(page);
});

test('the login form validates required fields', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
});

test('two-factor login with a TOTP computed in the test', async ({ page }) => {
  await login(page, 'twofactor');
  await expect(page).toHaveURL(/\/login\/two-factor$/);
  await checkPage(page);
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(TWOFACTOR_TOTP_SECRET),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  });
  // The mock judges codes on its own clock: ask it for the time through a response's Date header.
  const serverNow = await page.evaluate(
    async () => Date.parse((await fetch('/ping')).headers.get('date') ?? '') || Date.now(),
  );
  // Typing 6 characters submits by itself (spec 01 §4).
  await page.getByLabel('Authentication code').fill(totp.generate({ timestamp: serverNow }));
  await expect(page).not.toHaveURL(/\/login/);
});

test('two-factor page offers the recovery code instead', async ({ page }) => {
  await login(page, 'twofactor');
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await expect(page.getByLabel('Recovery code')).toBeVisible();
  await page.getByRole('button', { name: 'Use an authentication code instead' }).click();
  await expect(page.getByLabel('Authentication code')).toBeVisible();
});

test('an unverified user is sent to the verification pending page', async ({ page }) => {
  await login(page, 'unverified');
  await expect(page).toHaveURL(/\/user\/verify-email\/pending$/);
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await checkPage(page);
});

test('guards: anonymous → /login, then back to the return URL after login', async ({ page }) => {
  await page.goto('/preferences/sshkeys');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(persona('owner'));
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/preferences\/sshkeys$/);
});

test('guards: a logged-in user on /login goes to the redirect target', async ({ page }) => {
  await login(page, 'owner');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/login?redirect=/preferences/profile');
  await expect(page).toHaveURL(/\/preferences\/profile$/);
  await page.goto('/signup');
  await expect(page).not.toHaveURL(/\/signup/);
});

test('guards: the last visited path is restored for that user', async ({ page }) => {
  await login(page, 'developer');
  await page.goto('/preferences/access-tokens');
  await expect(page.getByRole('heading', { name: 'API keys' })).toBeVisible();
  await page.evaluate(() => localStorage.removeItem('fleetmock:token'));
  await login(page, 'developer');
  await expect(page).toHaveURL(/\/preferences\/access-tokens$/);
});

test('the support-portal hand-off posts the jwt to the portal and follows its redirect (the CSP allows the portal)', async ({
  page,
}) => {
  const portal = 'https://support.fleetmock.test';
  const posted: string[] = [];
  // The portal is outside the mock: its JWT login answers here as Zendesk's does, with a redirect to
  // return_to. Playwright does not route the request that follows a fulfilled redirect, so the test
  // waits for the browser to send it (a `form-action` refusal would stop the POST or the redirect).
  await page.route(`${portal}/access/jwt**`, async (route) => {
    const request = route.request();
    const returnTo = new URL(request.url()).searchParams.get('return_to') ?? '/';
    posted.push(`${request.method()} ${request.postData() ?? ''}`);
    await route.fulfill({ status: 302, headers: { location: `${portal}${returnTo}` } });
  });
  const refused: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  await login(page, 'member');
  const redirected = page.waitForRequest(`${portal}/hc`, { timeout: 15_000 });
  await page.goto('/zendesk-login?return_to=%2Fhc');
  const followed = await redirected;
  expect(followed.method()).toBe('GET');
  expect(followed.isNavigationRequest()).toBe(true);
  expect(posted).toHaveLength(1);
  expect(posted[0]).toMatch(/^POST jwt=ey/);
  expect(refused).toEqual([]);
});
