// @vitest-environment jsdom
/** Page tests of sign-in (spec 01 §2 "/login", §4 "Login", "Two-factor state"). */
import {
  addFault,
  renderPage,
  resetPage,
  serverNow,
  startPageMock,
  stopPageMock,
  PERSONA_PASSWORD,
  TWOFACTOR_TOTP_SECRET,
} from './harness.tsx';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as OTPAuth from 'otpauth';

beforeAll(() => void startPageMock());
afterEach(resetPage);
afterAll(stopPageMock);

async function submitLogin(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email', {}, { timeout: 10_000 }), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('login form checks', () => {
  it('an empty submit marks both fields required, focuses the e-mail field and sends nothing', async () => {
    const page = renderPage('/login');
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Email', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    // After a submit the messages follow what is typed.
    await user.type(email, 'owner@fleetmock.test');
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(1));
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(page.router.state.location.pathname).toBe('/login');
  });

  it('signs in with the e-mail as typed around spaces trimmed', async () => {
    const page = renderPage('/login');
    await submitLogin('  owner@fleetmock.test  ', PERSONA_PASSWORD);
    await waitFor(() => expect(page.router.state.location.pathname).not.toMatch(/^\/login/), { timeout: 10_000 });
  });
});

describe('login with two-factor authentication', () => {
  it('asks for the code after the password, then signs in with a TOTP computed on the mock’s clock', async () => {
    const page = renderPage('/login');
    const user = await submitLogin('twofactor@fleetmock.test', PERSONA_PASSWORD);
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/login/two-factor'), { timeout: 10_000 });
    const totp = new OTPAuth.TOTP({
      secret: OTPAuth.Secret.fromBase32(TWOFACTOR_TOTP_SECRET),
      digits: 6,
      period: 30,
      algorithm: 'SHA1',
    });
    // Six characters submit by themselves (spec 01 §4).
    await user.type(
      await screen.findByLabelText('Authentication code'),
      totp.generate({ timestamp: await serverNow() }),
    );
    await waitFor(() => expect(page.router.state.location.pathname).not.toMatch(/^\/login/), { timeout: 10_000 });
  });

  it('a wrong code keeps the user on the two-factor page with an error', async () => {
    const page = renderPage('/login');
    const user = await submitLogin('twofactor@fleetmock.test', PERSONA_PASSWORD);
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/login/two-factor'), { timeout: 10_000 });
    await user.type(await screen.findByLabelText('Authentication code'), '000000');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toBeTruthy();
    expect(page.router.state.location.pathname).toBe('/login/two-factor');
  });

  it('a wrong password shows the error and stays on /login', async () => {
    const page = renderPage('/login');
    await submitLogin('owner@fleetmock.test', 'not-the-password');
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe(
      'Invalid username or password',
    );
    expect(page.router.state.location.pathname).toBe('/login');
  });

  it('a server failure of the login call is reported, not swallowed', async () => {
    await addFault({
      match: { method: 'POST', path: '/login_' },
      effect: { kind: 'status', status: 500, body: 'Server Error', contentType: 'text' },
    });
    renderPage('/login');
    await submitLogin('owner@fleetmock.test', PERSONA_PASSWORD);
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain('Server Error');
  });
});
