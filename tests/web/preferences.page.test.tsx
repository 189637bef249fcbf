// @vitest-environment jsdom
/** Page tests of /preferences/2fa (spec 01 §4 "Enabling two-factor", §5, §7). */
import { renderPage, resetPage, serverNow, signIn, startPageMock, stopPageMock, PERSONA_PASSWORD } from './harness.tsx';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as OTPAuth from 'otpauth';

beforeAll(() => void startPageMock());
afterEach(resetPage);
afterAll(stopPageMock);

/** The TOTP generator for the setup key the page shows (a base32 secret or an otpauth URI). */
function totpFor(setupKey: string): OTPAuth.TOTP {
  if (setupKey.startsWith('otpauth://')) {
    const parsed = OTPAuth.URI.parse(setupKey);
    if (!(parsed instanceof OTPAuth.TOTP)) throw new Error('not a TOTP key');
    return parsed;
  }
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(setupKey), digits: 6, period: 30, algorithm: 'SHA1' });
}

async function confirmIdentity(user: ReturnType<typeof userEvent.setup>) {
  expect(await screen.findByText('Confirm your identity to continue.', {}, { timeout: 10_000 })).toBeTruthy();
  await user.type(screen.getByLabelText('Password'), PERSONA_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
}

/** The two-factor card (its status line says whether two-factor is on). */
const section = () => screen.getByRole('region', { name: 'Two-factor authentication' });

describe('preferences: two-factor authentication', () => {
  it('enables two-factor: identity check, setup key, pairing code, recovery codes; then disables it with the password', async () => {
    await signIn('developer');
    renderPage('/preferences/2fa');
    expect(await screen.findByText('Two-factor authentication is disabled', {}, { timeout: 15_000 })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enable two-factor authentication' }));
    // The session's login is older than the recent-login window on the local clock (the mock's clock
    // starts at its pinned epoch), so the page asks for the password first (spec 01 §4).
    await confirmIdentity(user);
    const key = (await screen.findByTestId('totp-setup-key', {}, { timeout: 10_000 })).textContent ?? '';
    expect(key).not.toBe('');
    await user.type(screen.getByLabelText('Pairing code'), totpFor(key).generate({ timestamp: await serverNow() }));
    await user.click(screen.getByRole('button', { name: 'Enable' }));
    const codes = await screen.findByTestId('recovery-codes', {}, { timeout: 10_000 });
    expect(within(codes).getAllByRole('listitem').length).toBeGreaterThan(0);
    await waitFor(() => expect(section().textContent).toContain('Two-factor authentication is enabled'));

    await user.type(screen.getByLabelText('Password'), PERSONA_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(section().textContent).toContain('Two-factor authentication is disabled'), {
      timeout: 10_000,
    });
  });

  it('a wrong pairing code is refused and two-factor stays off', async () => {
    await signIn('observer');
    renderPage('/preferences/2fa');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Enable two-factor authentication' }, { timeout: 15_000 }),
    );
    await confirmIdentity(user);
    await screen.findByTestId('totp-setup-key', {}, { timeout: 10_000 });
    await user.type(screen.getByLabelText('Pairing code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Enable' }));
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
  });
});

describe('preferences: API key edit (spec 01 §7 api_key update)', () => {
  it('renames a key and changes its description with PATCH api_key, and the list shows the new values', async () => {
    await signIn('developer');
    const { api, ok, read } = await import('../../web/src/api/client.ts');
    await ok(
      api.client.POST('/api-key/user/full', { body: { name: 'edit-me', description: 'old text', expiryDate: null } }),
    );
    const [key] = await read('api_key', { $select: ['id'], $filter: { name: 'edit-me' } });
    expect(key).toBeTruthy();
    const sent: { method: string; url: string; body: string }[] = [];
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const req = new Request(input, init);
      if (req.method === 'PATCH') sent.push({ method: req.method, url: req.url, body: await req.clone().text() });
      return realFetch(req);
    });
    renderPage('/preferences/access-tokens');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit edit-me' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the API key edit-me' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'renamed-key');
    const description = within(dialog).getByLabelText(/Description/);
    await user.clear(description);
    await user.type(description, 'new text');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    expect(await screen.findByText('renamed-key', {}, { timeout: 10_000 })).toBeTruthy();
    spy.mockRestore();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toMatch(new RegExp(`/v7/api_key\\(${key!.id}\\)$`));
    expect(JSON.parse(sent[0]?.body ?? '{}')).toEqual({ name: 'renamed-key', description: 'new text' });
    const [after] = await read('api_key', { $select: ['name', 'description'], $filter: { id: key!.id } });
    expect(after).toEqual({ name: 'renamed-key', description: 'new text' });
  });
});
