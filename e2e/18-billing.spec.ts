/**
 * Billing, credits and support (spec 03 §2–§9) against the mock, offline: a plan change and an
 * invoice PDF; a payment method added through Stripe Elements on the mock's Stripe double (a
 * declined card, then a good one); buying credits in three steps with both failure paths (quantity
 * 402, then a card whose charges fail) and the low-credit notification; a support ticket with a 4 MB
 * attachment (and the 5 MB limit); the past-due, free-allowance and frozen banners and redirects;
 * team-member pricing with the subscription's discount and prepaid seats; no banners on /identity-provider.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, login, persona, PASSWORD, checkPage } from './fixtures.ts';
import { first } from '../tests/present.ts';

test.describe.configure({ timeout: 60_000 });

/** The id of an organization by handle, read as a persona through the test's mock world. */
async function orgId(mock: APIRequestContext, who: string, handle: string): Promise<number> {
  const token = await (await mock.post('/login_', { data: { username: persona(who), password: PASSWORD } })).text();
  const res = await mock.get(`/v7/organization?$select=id&$filter=handle%20eq%20'${handle}'`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return first(((await res.json()) as { d: Array<{ id: number }> }).d).id;
}

/** Opens the payment dialog, passes the captcha stand-in and submits one card through the Elements double. */
async function enterCard(page: Page, number: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Payment method' });
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiration date (MM / YY)').fill('12 / 34');
  await dialog.getByLabel('Security code').fill('123');
  await dialog.getByRole('button', { name: 'Save' }).click();
}

async function openPaymentDialog(page: Page, button: string): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment method' });
  await dialog.getByLabel("I'm not a robot").check();
  await expect(dialog.getByLabel('Card number')).toBeVisible();
  await dialog.getByLabel('Full name').fill('Ada Owner');
  await dialog.getByLabel('Address line 1').fill('1 Main Street');
  await dialog.getByLabel('City').fill('Springfield');
  await dialog.getByLabel('Postal code').fill('12345');
  await dialog.getByLabel('Country (two-letter code)').fill('US');
}

test('owner changes the plan with a downgrade reason and downloads an invoice PDF', async ({ page, mock }) => {
  const acme = await orgId(mock, 'owner', 'acme');
  await login(page, 'owner');
  await page.goto(`/orgs/${acme}/billing`);
  await expect(page.getByTestId('current-plan')).toHaveText('Production');
  await checkPage(page);
  // Dynamic usage lists legacy devices apart (acme has a classic and a single-container fleet).
  await expect(page.getByRole('rowheader', { name: 'Legacy devices (v1)' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Legacy devices (v2)' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page
    .getByRole('row')
    .filter({ hasText: 'paid' })
    .first()
    .getByRole('button', { name: /^Download invoice / })
    .click();
  expect((await download).suggestedFilename()).toMatch(/^invoice-.+\.pdf$/);

  await page.getByRole('button', { name: 'Downgrade: Pilot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change plan to Pilot' });
  // The price and the prorated amount due are shown before confirming.
  await expect(dialog.getByText(/^Price of Pilot: \$[\d,]+\.\d{2} \/ year$/)).toBeVisible();
  await expect(dialog.getByText(/^Due now: \$[\d,]+\.\d{2}$/)).toBeVisible();
  await dialog.getByLabel('Why are you downgrading? (optional)').fill('Fewer devices this year');
  await dialog.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('plan updated')).toBeVisible();
  await expect(page.getByTestId('current-plan')).toHaveText('Pilot');
  await expect(page.getByTestId('current-cycle')).toHaveText('Annual');
});

test('owner adds a card through Stripe Elements: declined first, then accepted', async ({ page, mock }) => {
  const acme = await orgId(mock, 'owner', 'acme');
  await login(page, 'owner');
  await page.goto(`/orgs/${acme}/billing`);
  await expect(page.getByTestId('payment-method')).toHaveText(/Visa ending in 4242/);
  await openPaymentDialog(page, 'Change payment method');
  await enterCard(page, '4000 0000 0000 0002');
  const dialog = page.getByRole('dialog', { name: 'Payment method' });
  await expect(dialog.getByText('Your card was declined.')).toBeVisible();
  await dialog.getByLabel('Card number').fill('5555 5555 5555 4444');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('payment-method')).toHaveText(/MasterCard ending in 4444/);
});

test('3-D Secure cards go through the Stripe stand-in challenge: a failed authentication is reported, a completed one saves the card', async ({
  page,
  mock,
}) => {
  const acme = await orgId(mock, 'owner', 'acme');
  await login(page, 'owner');
  await page.goto(`/orgs/${acme}/billing`);
  await openPaymentDialog(page, 'Change payment method');
  await enterCard(page, '4000 0027 6000 3184');
  const challenge = page.getByRole('dialog', { name: '3D Secure authentication' });
  await challenge.getByRole('button', { name: 'Fail authentication' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment method' });
  await expect(
    dialog.getByText(
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    ),
  ).toBeVisible();
  await expect(challenge).toBeHidden();
  await dialog.getByLabel('Card number').fill('4000 0025 0000 3155');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await challenge.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('payment-method')).toHaveText(/Visa ending in 3155/);
});

test('credits: buy in three steps, quantity 402 fails, a failing card is declined, low-balance notification', async ({
  page,
  mock,
}) => {
  const org = await orgId(mock, 'credits', 'credits-co');
  await login(page, 'credits');
  await page.goto(`/orgs/${org}/credits`);
  const balance = page.getByTestId('credit-balance');
  await expect(balance).toBeVisible();
  const before = Number((await balance.innerText()).replace(/\D/g, ''));
  await checkPage(page);

  // Success: quantity → confirm → success, then purchase more.
  await page.getByRole('button', { name: 'Add credits' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'Add credits' });
  await dialog.getByLabel('Credits to purchase').fill('25');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('You are about to buy 25 credits for $50.00')).toBeVisible();
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(dialog.getByText('Purchased 25 credits.')).toBeVisible();
  await expect(balance).toHaveText(`${(before + 25).toLocaleString('en-US')} credits`);

  // Quantity 402: the bundle comes back failed with the SEPA account's message; the dialog closes.
  await dialog.getByRole('button', { name: 'Purchase more credits' }).click();
  await dialog.getByLabel('Credits to purchase').fill('402');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Your bank account has insufficient funds.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Low-balance notification: a threshold above the balance raises the low-credits banner; turning
  // the notification off removes it, turning it on again creates it with the default threshold.
  const threshold = page.getByLabel('Notify when the balance drops below');
  await threshold.fill('1500000');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Notification settings saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();
  const lowCredits = page.getByText(
    /The credit balance of Credits & Co is [\d,]+, below the notification threshold of 1,500,000/,
  );
  await expect(lowCredits).toBeVisible();
  await page.getByLabel('E-mail me when the balance is low').uncheck();
  await expect(threshold).toBeHidden();
  await expect(lowCredits).toBeHidden();
  await page.getByLabel('E-mail me when the balance is low').check();
  await expect(threshold).toBeVisible();

  // A card whose charges fail (…0341) attaches, then the purchase is declined.
  await page.goto(`/orgs/${org}/billing`);
  await openPaymentDialog(page, 'Change payment method');
  await enterCard(page, '4000 0000 0000 0341');
  await expect(page.getByRole('dialog', { name: 'Payment method' })).toBeHidden();
  await page.goto(`/orgs/${org}/credits`);
  await page.getByRole('button', { name: 'Add credits' }).first().click();
  dialog = page.getByRole('dialog', { name: 'Add credits' });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
});

test('owner files a support ticket with a 4 MB attachment; a 6 MB file is refused', async ({ page }) => {
  await login(page, 'owner');
  await page.getByRole('button', { name: 'Support' }).click();
  const drawer = page.getByRole('dialog', { name: 'Support' });
  await drawer.getByRole('button', { name: 'Create a ticket' }).click();
  const form = drawer.getByRole('form', { name: 'Create a ticket' });
  await form.getByLabel('Subject *').fill('Device offline after update');
  await form.getByLabel('Description *').fill('The device went offline after the OS update.');
  await form.getByLabel('What is this about? *').selectOption('billing');
  await form.getByLabel('Attachments').setInputFiles({
    name: 'too-big.log',
    mimeType: 'text/plain',
    buffer: Buffer.alloc(6 * 1024 * 1024, 1),
  });
  await expect(form.getByText('The selected file exceeds the maximum size of 5MB')).toBeVisible();
  await form.getByLabel('Attachments').setInputFiles({
    name: 'diagnostics.log',
    mimeType: 'text/plain',
    buffer: Buffer.alloc(4 * 1024 * 1024, 7),
  });
  await expect(form.getByText(/diagnostics\.log \(4 MB\)/)).toBeVisible();
  await form.getByRole('button', { name: 'Submit ticket' }).click();
  await expect(drawer.getByText(/Ticket #\d+ was created/)).toBeVisible({ timeout: 20_000 });
});

test('banners and guards: past due with days until freezing, free allowance exceeded, frozen organization redirect, members without billing access', async ({
  page,
  mock,
}) => {
  const acme = await orgId(mock, 'owner', 'acme');
  await login(page, 'member');
  await page.goto(`/orgs/${acme}/billing`);
  await expect(
    page.getByText(/You do not have access to the billing of this organization\. Contact an administrator/),
  ).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  await login(page, 'pastdue');
  await expect(page.getByText(/Pastdue Labs has invoices past due: it will be frozen in \d+ days/)).toBeVisible();
  // The preferred billing page is the first organization the user administers.
  const pastdueOrg = await orgId(mock, 'pastdue', 'pastdue-labs');
  await page.goto('/billing');
  await expect(page).toHaveURL(new RegExp(`/orgs/${pastdueOrg}/billing$`));

  await page.evaluate(() => localStorage.clear());
  await login(page, 'free');
  await expect(page.getByText(/Free Tinkerers exceeded the free device allowance/)).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  const frozenOrg = await orgId(mock, 'frozen', 'frozen-foods');
  await login(page, 'frozen');
  const token = await (
    await mock.post('/login_', { data: { username: persona('frozen'), password: PASSWORD } })
  ).text();
  const fleets = await mock.get(`/v7/application?$select=id&$filter=organization%20eq%20${frozenOrg}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const fleetId = first(((await fleets.json()) as { d: Array<{ id: number }> }).d).id;
  await page.goto(`/fleets/${fleetId}`);
  await expect(page).toHaveURL(new RegExp(`/orgs/${frozenOrg}/billing$`));
  await expect(
    page.getByText(/Frozen Foods Co is frozen because of invoices more than 60 days past due/).first(),
  ).toBeVisible();
  // The credits page of a frozen organization redirects like every organization page.
  await page.goto(`/orgs/${frozenOrg}/credits`);
  await expect(page).toHaveURL(new RegExp(`/orgs/${frozenOrg}/billing$`));
  await expect(page.getByTestId('current-plan')).toHaveText('Prototype');
});

test('team-member pricing uses the subscription discount and prepaid seats; no banners on /identity-provider', async ({
  page,
  mock,
}) => {
  const acme = await orgId(mock, 'owner', 'acme');
  await login(page, 'owner');
  await page.goto(`/orgs/${acme}/billing`);
  const pricing = page.locator('section.card', { has: page.getByRole('heading', { name: 'Team member pricing' }) });
  // acme's subscription: 20% off operator seats; 5 prepaid developer seats in their window (2 developers
  // hold them, so 3 are free and adding one costs nothing), 2 expired operator seats; the plan includes
  // 3 administrators, 1 of them taken.
  await expect(pricing.getByRole('row', { name: /^Operator/ })).toHaveText(
    /Operator\s*\$23\.20\s*0\s*0\s*\$23\.20 \/ month/,
  );
  await expect(pricing.getByRole('row', { name: /^Developer/ })).toHaveText(
    /Developer\s*\$49\.00\s*5\s*3\s*\$0\.00 \/ month/,
  );
  await pricing.getByLabel('Members to add').fill('3');
  await expect(pricing.getByRole('columnheader', { name: 'Cost of adding 3' })).toBeVisible();
  await expect(pricing.getByRole('row', { name: /^Administrator/ })).toHaveText(
    /Administrator\s*\$49\.00\s*0\s*2\s*\$49\.00 \/ month/,
  );

  await page.evaluate(() => localStorage.clear());
  await login(page, 'pastdue');
  const banner = page.getByText(/Pastdue Labs has invoices past due: it will be frozen in \d+ days/);
  await expect(banner).toBeVisible();
  await page.goto('/identity-provider');
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  // The organizations' billing state is read by now, so an absent banner is a decision, not a banner still loading.
  await page.waitForLoadState('networkidle');
  await expect(banner).toHaveCount(0);
  // Elsewhere the same banner is back.
  await page.goto('/billing');
  await expect(banner).toBeVisible();
});
