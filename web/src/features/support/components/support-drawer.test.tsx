// @vitest-environment jsdom
/**
 * The support drawer's private-support section (spec 03 §6): without a plan that grants private
 * support the user is told so, and the upgrade prompt sends administrators to the plans of the
 * billing page and everyone else to the support site. The organization list, the support-access
 * answer and the status indicator are preloaded into the query cache; the session is a fixed user.
 */
import '../../../components/ui/test-polyfills.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { billingKeys } from '../../../api/billing/keys.ts';
import { canAccessSupportQuery, type BillingContext } from '../../../api/billing/account.ts';
import { supportKeys } from '../../../api/support.ts';
import { config } from '../../../config.ts';
import { SupportDrawer } from './support-drawer.tsx';

const USER: { id: number; isAdmin: boolean; email: string | null; isVerified: boolean } = {
  id: 11,
  isAdmin: false,
  email: 'owner@fleetmock.test',
  isVerified: true,
};
vi.mock('../../session/index.ts', () => ({
  useSession: () => ({ status: 'authenticated', user: USER, claims: { id: 11 } }),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Object.assign(USER, { email: 'owner@fleetmock.test', isVerified: true });
});

const org = (role: string): BillingContext => ({
  id: 7,
  name: 'Community Co',
  handle: 'community-co',
  isFrozen: false,
  pastDueSince: null,
  role,
});

function renderDrawer(role: string, planAllows: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(billingKeys.notices(USER.id), [org(role)]);
  client.setQueryData(canAccessSupportQuery(7).queryKey, planAllows);
  client.setQueryData(supportKeys.status(), { status: { indicator: 'none', description: 'All Systems Operational' } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SupportDrawer isOpen onClose={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const NO_PRIVATE = 'The plan of this organization does not include private support. Upgrade the plan to get it.';

describe('support drawer: upgrade prompts (spec 03 §6)', () => {
  it('an administrator without private support is sent to the plans of the billing page', async () => {
    renderDrawer('administrator', false);
    expect(await screen.findByText(NO_PRIVATE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade plan' }).getAttribute('href')).toBe(
      '/orgs/7/billing#billing-plans',
    );
    expect(screen.queryByRole('button', { name: 'Create a ticket' })).toBeNull();
    // The portal is private support too: not offered to whom the portal login would refuse.
    expect(screen.queryByRole('link', { name: 'Open the support portal' })).toBeNull();
  });

  it('a member without private support is sent to the support site', async () => {
    renderDrawer('member', false);
    expect(await screen.findByText(NO_PRIVATE)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Ask for an upgrade on the support site' });
    expect(link.getAttribute('href')).toBe(config.externalUrls.help);
    expect(screen.queryByRole('link', { name: 'Upgrade plan' })).toBeNull();
  });

  it('a plan with private support offers the ticket form and no upgrade prompt', async () => {
    renderDrawer('member', true);
    expect(await screen.findByRole('button', { name: 'Create a ticket' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the support portal' }).getAttribute('href')).toBe('/zendesk-login');
    expect(screen.queryByText(NO_PRIVATE)).toBeNull();
  });
});

describe('support drawer: e-mail required for private support (spec 03 §6, §7)', () => {
  it('without an e-mail address it links to the e-mail settings', async () => {
    USER.email = null;
    USER.isVerified = false;
    renderDrawer('administrator', true);
    expect(
      await screen.findByText('Private support needs an e-mail address. Set your e-mail address in your preferences.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set e-mail address' }).getAttribute('href')).toBe('/preferences/details');
    expect(screen.queryByRole('button', { name: 'Create a ticket' })).toBeNull();
  });

  it('with an unverified address it sends one verification e-mail for quick repeated clicks (debounced 300 ms)', async () => {
    USER.isVerified = false;
    const posts: string[] = [];
    vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(String(input), init);
      if (req.method === 'POST') posts.push(new URL(req.url).pathname);
      return new Response('', { status: 200 });
    });
    const user = userEvent.setup();
    renderDrawer('administrator', true);
    expect(
      await screen.findByText('Private support needs a verified e-mail address. Verify your e-mail address to use it.'),
    ).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send verification e-mail' });
    await user.click(send);
    await user.click(send);
    expect(posts).toEqual([]);
    expect(
      await screen.findByText('A new verification email has been sent', { selector: 'p' }, { timeout: 2000 }),
    ).toBeTruthy();
    await waitFor(() => expect(posts).toEqual(['/user/v1/sendVerifyEmail']));
    expect(screen.queryByRole('button', { name: 'Create a ticket' })).toBeNull();
  });
});
