// @vitest-environment jsdom
/**
 * The support drawer's private-support section (spec 03 §6): without a plan that grants private
 * support the user is told so, and the upgrade prompt sends administrators to the plans of the
 * billing page and everyone else to the support site. The organization list, the support-access
 * answer and the status indicator are preloaded into the query cache; the session is a fixed user.
 */
import '../../../components/ui/test-polyfills.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { billingKeys, canAccessSupportQuery, type BillingContext } from '../../../api/billing.ts';
import { supportKeys } from '../../../api/support.ts';
import { config } from '../../../config.ts';
import { SupportDrawer } from './support-drawer.tsx';

const USER = { id: 11, isAdmin: false, email: 'owner@fleetmock.test', isVerified: true };
vi.mock('../../session/index.ts', () => ({ useSession: () => ({ status: 'authenticated', user: USER, claims: { id: 11 } }) }));

afterEach(cleanup);

const org = (role: string): BillingContext => ({ id: 7, name: 'Community Co', handle: 'community-co', isFrozen: false, pastDueSince: null, role });

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
    expect(screen.getByRole('link', { name: 'Upgrade plan' }).getAttribute('href')).toBe('/orgs/7/billing#billing-plans');
    expect(screen.queryByRole('button', { name: 'Create a ticket' })).toBeNull();
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
    expect(screen.queryByText(NO_PRIVATE)).toBeNull();
  });
});
