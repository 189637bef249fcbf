// @vitest-environment jsdom
/**
 * Page tests of the signed-in account rules (spec 01 §4, §5): an unchanged e-mail closes the change
 * form, a too-long login password forces a change through a banner, API keys cannot be saved without
 * a user, custom expiry dates start at now, and the experimental settings reach the shell at once.
 */
import { addFault, renderPage, resetPage, signIn, startPageMock, stopPageMock, PERSONA_PASSWORD } from './harness.tsx';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { AppProviders, createQueryClient } from '../../web/src/app/providers.tsx';
import AccessTokensTab from '../../web/src/features/preferences/pages/access-tokens-tab.tsx';
import { writePasswordChangeRequired, readPasswordChangeRequired } from '../../web/src/features/session/index.ts';
import { loginPasswordNeedsChange } from '../../web/src/features/auth/pages/login-page.tsx';
import { customExpiryMin } from '../../web/src/features/preferences/api-keys.ts';
import { invitationOf } from '../../web/src/features/auth/pages/signup-page.tsx';
import { verificationFailureText } from '../../web/src/features/auth/pages/verify-email-pages.tsx';
import { ApiError } from '../../web/src/lib/errors.ts';
import { api, ok, read } from '../../web/src/api/client.ts';
import { loginWithPassword } from '../../web/src/api/auth.ts';
import { at, first } from '../present.ts';
import { toast } from '../../web/src/components/ui/toast.ts';

/** Moves the mock's clock past the 20-minute recent-login window of the current session. */
const staleLogin = () => ok(api.client.POST('/__mock/clock/advance', { body: { by: '21m' } }));

beforeAll(() => void startPageMock());
afterEach(resetPage);
afterAll(stopPageMock);

const PASSWORD_BANNER = 'Your password is longer than 64 characters, which is no longer allowed. Please change it.';

describe('e-mail change (spec 01 §5)', () => {
  it('an unchanged e-mail simply closes the form, without asking for the password', async () => {
    await signIn('owner');
    renderPage('/preferences/details');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change email' }, { timeout: 15_000 }));
    expect((screen.getByLabelText('New email') as HTMLInputElement).value).toBe('owner@fleetmock.test');
    await user.clear(screen.getByLabelText('New email'));
    await user.type(screen.getByLabelText('New email'), 'OWNER@fleetmock.test');
    await user.click(screen.getByRole('button', { name: 'Save email' }));
    expect(await screen.findByRole('button', { name: 'Change email' })).toBeTruthy();
    expect(screen.queryByLabelText('New email')).toBeNull();
    expect(screen.queryByText('Your password is required')).toBeNull();
  });

  it('a new e-mail still needs the password', async () => {
    await signIn('owner');
    renderPage('/preferences/details');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change email' }, { timeout: 15_000 }));
    await user.clear(screen.getByLabelText('New email'));
    await user.type(screen.getByLabelText('New email'), 'someone-else@fleetmock.test');
    await user.click(screen.getByRole('button', { name: 'Save email' }));
    expect(await screen.findByText('Your password is required')).toBeTruthy();
  });
});

describe('forced password change (spec 01 §5 "New password")', () => {
  it('a login password longer than 64 characters sets the flag; 64 does not', () => {
    expect(loginPasswordNeedsChange('x'.repeat(65))).toBe(true);
    expect(loginPasswordNeedsChange('x'.repeat(64))).toBe(false);
  });

  it('logging in with a password longer than 64 characters raises the flag and the banner', async () => {
    // Accounts with such passwords predate the limit; the mock answers this login with a real token.
    const token = await loginWithPassword('observer@fleetmock.test', PERSONA_PASSWORD);
    await addFault({
      match: { method: 'POST', path: '/login_' },
      effect: { kind: 'status', status: 200, body: token, contentType: 'text' },
    });
    renderPage('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email', {}, { timeout: 15_000 }), 'observer@fleetmock.test');
    await user.type(screen.getByLabelText('Password'), 'p'.repeat(65));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(PASSWORD_BANNER, {}, { timeout: 15_000 })).toBeTruthy();
    expect(readPasswordChangeRequired()).toBe(true);
  });

  it('the banner asks for the change and goes away once the password is changed', async () => {
    await signIn('developer');
    writePasswordChangeRequired(true);
    renderPage('/preferences/details');
    const banner = (await screen.findByText(PASSWORD_BANNER, {}, { timeout: 15_000 })).closest(
      '[role="region"]',
    ) as HTMLElement;
    expect(within(banner).getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe(
      '/preferences/details',
    );
    const user = userEvent.setup();
    const form = screen.getByRole('region', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), PERSONA_PASSWORD);
    await user.type(within(form).getByLabelText('New password'), 'a-new-password-1');
    await user.type(within(form).getByLabelText('Confirm new password'), 'a-new-password-1');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.queryByText(PASSWORD_BANNER)).toBeNull(), { timeout: 10_000 });
    expect(readPasswordChangeRequired()).toBe(false);
  });
});

describe('access tokens (spec 01 §5 "API key")', () => {
  it('saving a key without a signed-in user says "Not authorised"', async () => {
    render(
      <AppProviders client={createQueryClient()}>
        <MemoryRouter>
          <AccessTokensTab />
        </MemoryRouter>
      </AppProviders>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'ci');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not authorised');
  });

  it('the custom expiry picker starts at now and a past date is refused', async () => {
    await signIn('owner');
    renderPage('/preferences/access-tokens');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Expires', {}, { timeout: 15_000 }), 'custom');
    const picker = screen.getByLabelText('Expiry date') as HTMLInputElement;
    expect(picker.min).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(Date.parse(picker.min)).toBeGreaterThan(Date.now() - 120_000);
    expect(customExpiryMin(new Date(2026, 0, 2, 3, 4).getTime())).toBe('2026-01-02T03:04');
    await user.type(screen.getByLabelText('Name'), 'old');
    await user.type(picker, '2020-01-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('The expiry date must be in the future')).toBeTruthy();
  });

  it('creates a provisioning key for a chosen fleet (of the fleet, not the user), after asking for the fleet', async () => {
    await signIn('owner');
    renderPage('/preferences/access-tokens');
    const user = userEvent.setup();
    await user.click(
      await screen.findByLabelText('Provisioning key (adds devices to a fleet)', {}, { timeout: 15_000 }),
    );
    await user.type(screen.getByLabelText('Name'), 'line-1');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect((await screen.findByText('A provisioning key needs the fleet it is for.')).id).toBe('key-fleet-error');
    const fleet = screen.getByLabelText('Fleet') as HTMLSelectElement;
    await waitFor(() => expect(within(fleet).getByRole('option', { name: 'acme/smart-lights' })).toBeTruthy());
    await user.selectOptions(fleet, 'acme/smart-lights');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(screen.queryByText('A provisioning key needs the fleet it is for.')).toBeNull());
    // Announced as what it is, with the way to where it is listed (not "Your new API key", listed nowhere here).
    expect(await screen.findByRole('heading', { name: 'Your new provisioning key "line-1"' })).toBeTruthy();
    expect(screen.queryByText(/Your new API key/)).toBeNull();
    expect(screen.getByText(/it is listed on the fleet's API keys page/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'API keys of acme/smart-lights' });
    const app = first(await read('application', { $select: ['id', 'actor'], $filter: { slug: 'acme/smart-lights' } }));
    expect(link.getAttribute('href')).toBe(`/fleets/${app.id}/api-keys`);
    await waitFor(async () =>
      expect(
        await read('api_key', { $select: ['id'], $filter: { is_of__actor: app.actor.__id, name: 'line-1' } }),
      ).toHaveLength(1),
    );
    const me = await read('user', { $select: ['actor'], $filter: { username: 'owner' } });
    expect(
      await read('api_key', { $select: ['id'], $filter: { is_of__actor: at(me, 0).actor.__id, name: 'line-1' } }),
    ).toHaveLength(0);
  });

  it('offers no fleet to a user without a fleet they may add devices to', async () => {
    await signIn('observer');
    renderPage('/preferences/access-tokens');
    const user = userEvent.setup();
    await user.click(
      await screen.findByLabelText('Provisioning key (adds devices to a fleet)', {}, { timeout: 15_000 }),
    );
    expect(await screen.findByText('You have no fleet you may add devices to.')).toBeTruthy();
    expect(within(screen.getByLabelText('Fleet')).getAllByRole('option')).toHaveLength(1);
  });
});

describe('account deletion (spec 01 §4 "Account deletion", §7 reads: counts of applications and devices)', () => {
  it('names the organizations the user alone administers and what goes with them', async () => {
    await signIn('free');
    const org = first(
      await read('organization', {
        $select: ['name'],
        $expand: { application: { $select: ['id'], $expand: { owns__device: { $count: {} } } } },
      }),
    );
    const devices = org.application.reduce((sum, a) => sum + a.owns__device, 0);
    expect(devices).toBeGreaterThan(0);
    renderPage('/preferences/details');
    expect(
      await screen.findByText(`Organizations that will be deleted: ${org.name}`, {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect((await screen.findByTestId('deletion-contents')).textContent).toBe(
      `With them go ${org.application.length} fleets, apps and blocks and ${devices} devices.`,
    );
  });
});

describe('SSH key import by e-mail (spec 01 §7: code-host user search by e-mail)', () => {
  it('an e-mail address finds its code-host login, whose keys are imported as "GitHub Key N"', async () => {
    await signIn('member');
    renderPage('/preferences/sshkeys');
    const user = userEvent.setup();
    const box = await screen.findByLabelText('GitHub username or e-mail', {}, { timeout: 15_000 });
    await user.type(box, 'developer@fleetmock.test');
    await user.click(screen.getByRole('button', { name: 'Import keys' }));
    expect(await screen.findByText('SSH keys added')).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'GitHub Key 1' })).toBeTruthy();
  });

  it('an import after a saved "GitHub Key 1" numbers on, and its success is a toast, not an inline notice', async () => {
    await signIn('operator');
    const me = first(await read('user', { $select: ['id'], $filter: { username: 'operator' } }));
    const own = `ssh-ed25519 ${Buffer.from('a key imported earlier from another login').toString('base64')}`;
    await ok(
      api.client.POST('/v7/user__has__public_key', { body: { user: me.id, title: 'GitHub Key 1', public_key: own } }),
    );
    renderPage('/preferences/sshkeys');
    const user = userEvent.setup();
    const box = await screen.findByLabelText('GitHub username or e-mail', {}, { timeout: 15_000 });
    expect(await screen.findAllByRole('cell', { name: 'GitHub Key 1' }, { timeout: 10_000 })).toHaveLength(1);
    await user.type(box, 'developer@fleetmock.test');
    await user.click(screen.getByRole('button', { name: 'Import keys' }));
    expect(await screen.findByRole('cell', { name: 'GitHub Key 2' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByRole('cell', { name: 'GitHub Key 1' })).toHaveLength(1);
    expect(toast.getSnapshot().some((t) => t.kind === 'success' && t.text === 'SSH keys added')).toBe(true);
    expect(document.querySelector('.form-alert-success')).toBeNull();
  });

  it('an e-mail no code-host user has is named, and nothing is imported', async () => {
    await signIn('member');
    renderPage('/preferences/sshkeys');
    const user = userEvent.setup();
    const box = await screen.findByLabelText('GitHub username or e-mail', {}, { timeout: 15_000 });
    const before = await api.count('user__has__public_key', {});
    await user.type(box, 'nobody@nowhere.example');
    await user.click(screen.getByRole('button', { name: 'Import keys' }));
    expect(
      await screen.findByText('No GitHub user has the public e-mail address "nobody@nowhere.example".'),
    ).toBeTruthy();
    expect(await api.count('user__has__public_key', {})).toBe(before);
  });
});

describe('experimental settings (spec 01 §2, §3 "Local UI settings")', () => {
  it('the header colour and display-apps flag are stored locally and reach the shell at once', async () => {
    await signIn('owner');
    renderPage('/preferences/experimental');
    const picker = await screen.findByLabelText('Header colour', {}, { timeout: 15_000 });
    const header = document.querySelector('header.app-header') as HTMLElement;
    expect(header.style.background).toBe('');
    fireEvent.change(picker, { target: { value: '#ff0000' } });
    expect(localStorage.getItem('headerColor')).toBe('#ff0000');
    await waitFor(() => expect(header.style.background).toBe('rgb(255, 0, 0)'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Use the default colour' }));
    expect(localStorage.getItem('headerColor')).toBeNull();
    await waitFor(() => expect(header.style.background).toBe(''));
    await user.click(screen.getByLabelText('Display apps'));
    expect(localStorage.getItem('display-apps')).toBe('true');
    expect((screen.getByLabelText('Display apps') as HTMLInputElement).checked).toBe(true);
  });
});

describe('recent login (spec 01 §4: a recent-login error forces re-verification)', () => {
  it('creating an API key after the login went stale asks for the password, then creates the key', async () => {
    await signIn('owner');
    await staleLogin();
    renderPage('/preferences/access-tokens');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name', {}, { timeout: 15_000 }), 'nightly');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const check = await screen.findByRole('form', { name: 'Confirm your identity to continue.' }, { timeout: 10_000 });
    await user.type(within(check).getByLabelText('Password'), 'not-the-password');
    await user.click(within(check).getByRole('button', { name: 'Confirm' }));
    expect(await within(check).findByText('The password is not correct')).toBeTruthy();
    await user.clear(within(check).getByLabelText('Password'));
    await user.type(within(check).getByLabelText('Password'), PERSONA_PASSWORD);
    await user.click(within(check).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your new API key "nightly"', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('changing the password after the login went stale confirms it with the current password and succeeds', async () => {
    await signIn('operator');
    await staleLogin();
    renderPage('/preferences/details');
    const user = userEvent.setup();
    const form = await screen.findByRole('region', { name: 'Change password' }, { timeout: 15_000 });
    await user.type(within(form).getByLabelText('Current password'), PERSONA_PASSWORD);
    await user.type(within(form).getByLabelText('New password'), 'operator-pass-2');
    await user.type(within(form).getByLabelText('Confirm new password'), 'operator-pass-2');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Your password has been changed', {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(form).queryByRole('alert')).toBeNull();
  });
});

describe('sign-up (spec 01 §2 /signup, §4 "Sign-up", §5)', () => {
  it('names the invitation a redirect points to', () => {
    expect(invitationOf('/organization/invitation/tok-1')).toEqual({
      invitationType: 'organization',
      invitationToken: 'tok-1',
    });
    expect(invitationOf('/invitation/tok%202?x=1')).toEqual({
      invitationType: 'application',
      invitationToken: 'tok 2',
    });
    expect(invitationOf('/fleets')).toBeNull();
    expect(invitationOf(null)).toBeNull();
  });

  it('registers with the invitation of its redirect and keeps the redirect for after the profile step', async () => {
    const page = renderPage('/signup?redirect=%2Finvitation%2Finv-token-9');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email', {}, { timeout: 15_000 }), 'invited.person@example.com');
    await user.type(screen.getByLabelText('Password'), 'a-good-password');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(page.router.state.location.pathname).not.toBe('/signup'), { timeout: 10_000 });
    const journal = await ok(api.client.GET('/__mock/journal', { params: { query: { operationId: 'registerUser' } } }));
    const body = journal.entries.at(-1)?.body as Record<string, unknown>;
    // The journal keeps no secret: the invitation token was sent, and is shown redacted.
    expect(body).toMatchObject({
      email: 'invited.person@example.com',
      invitation_type: 'application',
      invitation_token: '[redacted]',
    });
    expect(sessionStorage.getItem('fleetmock:return-url')).toBe('/invitation/inv-token-9');
  });

  it('shows the text of a known saml_error key', async () => {
    renderPage('/signup?saml_error=saml_unknown_sso_identifier');
    expect(await screen.findByText('Unknown SSO identifier', {}, { timeout: 15_000 })).toBeTruthy();
  });
});

describe('session expiry (spec 01 §4 "Login", §8 401)', () => {
  it('a 401 saying the session expired logs out to /login and says so once', async () => {
    await signIn('member');
    await addFault({
      match: { method: 'GET', path: '/v7/user__has__public_key' },
      effect: { kind: 'status', status: 401, body: 'Your session has expired' },
    });
    const page = renderPage('/preferences/sshkeys');
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/login'), { timeout: 15_000 });
    expect(await screen.findByText('Your session has expired')).toBeTruthy();
    expect(screen.getAllByText('Your session has expired')).toHaveLength(1);
  });
});

describe('shell pages (spec 01 §1 titles, §2 not-found)', () => {
  it('an unknown path shows the not-found page; its "go home" button leads to /fleets', async () => {
    await signIn('member');
    const page = renderPage('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 15_000 })).toBeTruthy();
    // The title follows the page in an effect after it renders: wait for it rather than read it once.
    await waitFor(() => expect(document.title).toMatch(/^Page not found \| .+ dashboard$/));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go home' }));
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/fleets'));
  });
});

describe('rate-limited sign-in (spec 01 §8 429 texts; api-ground-truth §4 login block of 1 hour)', () => {
  it('a blocked login says so at once instead of waiting out Retry-After', async () => {
    await addFault({
      match: { method: 'POST', path: '/login_' },
      effect: { kind: 'status', status: 429, retryAfter: 3600 },
    });
    renderPage('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email', {}, { timeout: 15_000 }), 'owner@fleetmock.test');
    await user.type(screen.getByLabelText('Password'), PERSONA_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert', {}, { timeout: 5_000 })).textContent).toBe(
      'We need to slow down your requests temporarily.',
    );
  });

  it('a throttled reset request shows the server text with "try again shortly"', async () => {
    await addFault({
      match: { method: 'POST', path: '/user/reset-password/*' },
      effect: { kind: 'status', status: 429, retryAfter: 3600 },
    });
    renderPage('/password-reset');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email', {}, { timeout: 15_000 }), 'owner@fleetmock.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert', {}, { timeout: 5_000 })).textContent).toBe(
      'Too Many Requests try again shortly',
    );
  });
});

describe('e-mail verification link (spec 01 §4, §8)', () => {
  it('an invalid link says so and goes to the pending page (signed out: to log in first)', async () => {
    const page = renderPage('/user/verify-email/not-a-token/someone%40example.com');
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/login'), { timeout: 15_000 });
    expect(
      await screen.findByText(
        'Your verification link is invalid or has expired - log in again to request another one.',
      ),
    ).toBeTruthy();
    expect(sessionStorage.getItem('fleetmock:return-url')).toBe('/user/verify-email/pending');
  });

  it('a 400 shows generic_verification_issue; a server failure shows email_verification_err', async () => {
    await addFault({
      match: { method: 'POST', path: '/user/v1/verify-email' },
      effect: { kind: 'status', status: 500 },
    });
    renderPage('/user/verify-email/some-token/someone%40example.com');
    expect(await screen.findByText('The email address could not be verified', {}, { timeout: 15_000 })).toBeTruthy();
    expect(verificationFailureText(new ApiError({ status: 400, body: 'bad' }))).toBe(
      'There was a problem verifying your email address',
    );
    expect(verificationFailureText(new ApiError({ status: 401, body: undefined }))).toBe(
      'Your verification link is invalid or has expired - log in again to request another one.',
    );
    expect(verificationFailureText(new ApiError({ status: 0, body: undefined, code: 'NetworkError' }))).toBe(
      'The email address could not be verified',
    );
  });
});
