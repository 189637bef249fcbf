// @vitest-environment jsdom
/**
 * Linking an account to single sign-on (spec 01 §2 "/saml/callback/merge", §8): the persistent
 * "already exists: log in first" error that sent the user to log in is taken down once the link
 * succeeds, so only the success toast remains.
 */
import { addFault, renderPage, resetPage, signIn, startPageMock, stopPageMock } from './harness.tsx';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '../../web/src/lib/notify.ts';
import { readToken } from '../../web/src/features/session/index.ts';

beforeAll(() => void startPageMock());
afterEach(resetPage);
afterAll(stopPageMock);

const REQUIRE_LOGIN = 'An account with this email already exists. Log in first to link it to single sign-on.';

describe('SAML account link', () => {
  it('a successful link takes down the "already exists" error toast', async () => {
    await signIn('owner');
    // The mock's finalize answers a session token (the signed-in one stands for the new one).
    await addFault({
      match: { operationId: 'finalizeSamlLogin' },
      effect: { kind: 'status', status: 200, body: readToken() ?? '', contentType: 'json' },
    });
    renderPage('/saml/callback/merge?code=one-time-code&shouldMergeWith=owner%40fleetmock.test');
    const region = await screen.findByRole('region', { name: 'Notifications' }, { timeout: 15_000 });
    act(() => notify({ kind: 'danger', text: REQUIRE_LOGIN, persistent: true, id: 'saml_login_fail_require_login' }));
    expect(within(region).getByText(REQUIRE_LOGIN)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('I agree to link my account to the identity provider'));
    await user.click(screen.getByLabelText('I understand that I will sign in with single sign-on from now on'));
    await user.click(screen.getByRole('button', { name: 'Link account' }));
    expect(
      await within(region).findByText('Your account is now linked to single sign-on', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    await waitFor(() => expect(within(region).queryByText(REQUIRE_LOGIN)).toBeNull());
  });
});
