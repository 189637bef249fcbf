// @vitest-environment jsdom
/**
 * E-mail verification links (spec 01 §2: /user/verify-email/{token}/{email}, "also seen as a route
 * with {email} and {token}"): the reversed link verifies the account as the usual one does and
 * leads to the profile step.
 */
import { renderPage, resetPage, startPageMock, stopPageMock } from './harness.tsx';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { api, ok } from '../../web/src/api/client.ts';
import { register } from '../../web/src/api/auth.ts';
import { loadMessages } from '../../web/src/lib/i18n.ts';

beforeAll(() => void startPageMock());
afterEach(resetPage);
afterAll(stopPageMock);

/** Signs up `email` and returns the token of the verification link the mock mailed. */
async function signUp(email: string): Promise<string> {
  await register({ email, password: 'new-user-password', hasDisabledNewsletter: true, captcha: 'ok' });
  const { mails } = await ok(api.client.GET('/__mock/outbox', { params: { query: { to: email } } }));
  const link = mails.at(-1)?.links?.[0];
  const token = link ? new URL(link).pathname.split('/')[3] : undefined;
  if (!token) throw new Error('no verification link');
  return token;
}

describe('verification link', () => {
  it('tells the e-mail from the token in either order', async () => {
    // The page module reads the areas' texts when it loads, as a route does once the router awaited them.
    await loadMessages();
    const { verificationLinkParts } = await import('../../web/src/features/auth/pages/verify-email-pages.tsx');
    expect(verificationLinkParts('abc123', 'a%40b.test')).toEqual({ email: 'a@b.test', token: 'abc123' });
    expect(verificationLinkParts('a%40b.test', 'abc123')).toEqual({ email: 'a@b.test', token: 'abc123' });
  });

  it('the reversed {email}/{token} link verifies and leads to the profile step', async () => {
    const email = 'reversed-link@example.test';
    const token = await signUp(email);
    const page = renderPage(`/user/verify-email/${encodeURIComponent(email)}/${token}`);
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/signup/profile'), { timeout: 15_000 });
  });
});
