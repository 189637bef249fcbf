// @vitest-environment jsdom
/**
 * The new-user window (spec 01 §4 "New user: an account created within 1 day counts as new", §9):
 * an account that signed up less than a day ago (by the mock's pinned clock) gets the getting-started
 * steps on its empty fleets list; a day after sign-up, the plain empty state.
 */
import { renderPage, resetPage, startPageMock, stopPageMock } from './harness.tsx';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, ok } from '../../web/src/api/client.ts';
import { register, verifyEmail } from '../../web/src/api/auth.ts';
import { sessionStore } from '../../web/src/features/session/index.ts';
import { MSG } from '../../web/src/features/fleets/messages.ts';

beforeAll(() => void startPageMock());
afterEach(resetPage);
afterAll(stopPageMock);

const PASSWORD = 'new-user-password';
let counter = 0;

/** Signs up a fresh account, verifies its e-mail through the outbox link, and signs in with it. */
async function signUpNewUser(): Promise<void> {
  const email = `newcomer${++counter}@example.test`;
  await register({ email, password: PASSWORD, hasDisabledNewsletter: true, captcha: 'ok' });
  const { mails } = await ok(api.client.GET('/__mock/outbox', { params: { query: { to: email } } }));
  const link = mails.at(-1)?.links?.[0];
  // The link is /user/verify-email/{token}/{email}.
  const token = link ? new URL(link).pathname.split('/')[3] : undefined;
  if (!token) throw new Error('no verification link');
  await sessionStore.loginWithToken(await verifyEmail(email, token));
}

/** Moves the mock's clock forward (the server's Date, which the dashboard judges the window by). */
const advanceClock = async (by: string) => {
  await ok(api.client.POST('/__mock/clock/advance', { body: { by } }));
  await api.ping();
};

const WELCOME = MSG.welcome.title;
const EMPTY = MSG.emptyTitle.fleet;

describe('new-user window', () => {
  it('a new account sees the getting-started steps instead of the empty state', async () => {
    await signUpNewUser();
    const page = renderPage('/fleets');
    expect(await page.findByRole('heading', { name: WELCOME }, { timeout: 10_000 })).toBeTruthy();
    const steps = page.getByRole('list', { name: MSG.welcome.steps });
    expect(steps.querySelectorAll('li')).toHaveLength(3);
    for (const step of [MSG.welcome.createFleet, MSG.welcome.addDevice, MSG.welcome.deploy])
      expect(page.getByRole('heading', { name: step })).toBeTruthy();
    expect(page.queryByText(EMPTY)).toBeNull();
  });

  it('still new 23 h 59 min after sign-up', async () => {
    await signUpNewUser();
    await advanceClock('23h59m');
    const page = renderPage('/fleets');
    expect(await page.findByRole('heading', { name: WELCOME }, { timeout: 10_000 })).toBeTruthy();
  });

  it('a day after sign-up the plain empty state is back', async () => {
    await signUpNewUser();
    await advanceClock('24h');
    const page = renderPage('/fleets');
    expect(await page.findByText(EMPTY, {}, { timeout: 10_000 })).toBeTruthy();
    expect(page.queryByRole('heading', { name: WELCOME })).toBeNull();
  });
});
