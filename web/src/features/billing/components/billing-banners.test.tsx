// @vitest-environment jsdom
/**
 * Billing banners (spec 03 §4 "Past-due banner", "Free plan", "Notices can be dismissed (remembered
 * locally) and are reset when the condition clears", §9 "banner at 4 or more free-plan devices"):
 * past due under 30 days is a dismissable warning, from 30 days an error with the days until
 * freezing; the free-plan banner shows from 4 devices, is dismissed and comes back after the count
 * dropped and rose again. Queries are preloaded; the session is a fixed user.
 */
import '../../../components/ui/test-polyfills.ts';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { api } from '../../../api/client.ts';
import { billingKeys } from '../../../api/billing/keys.ts';
import { type BillingContext } from '../../../api/billing/account.ts';
import { type BillingPlan } from '../../../api/billing/plan.ts';
import { BillingBanners } from './billing-banners.tsx';

const USER = { id: 11, isAdmin: false };
vi.mock('../../session/index.ts', () => ({ useSession: () => ({ status: 'authenticated', user: USER }) }));

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-26T12:00:00.000Z');
const KEY = 'fleetmock:dismissed-billing-notices';

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(api, 'serverNow').mockReturnValue(NOW);
  vi.stubGlobal(
    'fetch',
    async () => new Response('{"d":[]}', { status: 200, headers: { 'content-type': 'application/json' } }),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const org = (over: Partial<BillingContext>): BillingContext => ({
  id: 3,
  name: 'Tinker Co',
  handle: 'tinker-co',
  isFrozen: false,
  pastDueSince: null,
  role: 'administrator',
  ...over,
});
const FREE: BillingPlan = {
  name: 'free',
  title: 'Free',
  code: 'free',
  tier: 'free',
  billing: { currency: 'USD', totalCostCents: 0, charges: [] },
  support: { name: 'community', title: 'Community' },
};

function renderBanners(orgs: BillingContext[], seed: (q: QueryClient) => void = () => undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(billingKeys.notices(USER.id), orgs);
  for (const o of orgs) {
    client.setQueryData(billingKeys.plan(o.id), FREE);
    client.setQueryData(billingKeys.allowance(o.id), {
      totalDeviceCount: 0,
      freeDeviceAllowance: 10,
      hasFrozenFreeDevices: false,
    });
  }
  seed(client);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BillingBanners />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

describe('past-due banners', () => {
  it('under 30 days: a dismissable warning; from 30 days: an error with 60 minus the days until freezing', async () => {
    renderBanners([
      org({ id: 3, name: 'Early Co', pastDueSince: new Date(NOW - 10 * DAY).toISOString() }),
      org({ id: 4, name: 'Late Co', pastDueSince: new Date(NOW - 45 * DAY).toISOString(), role: 'member' }),
    ]);
    expect(
      await screen.findByText(
        'The organization Early Co has an unpaid invoice. Please update the billing details to avoid interruption.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'The organization Late Co has invoices past due: it will be frozen in 15 days. Please update the billing details.',
      ),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(1);
    // Only the administrator gets the billing link.
    expect(screen.getAllByRole('link', { name: 'Update billing' }).map((a) => a.getAttribute('href'))).toEqual([
      '/orgs/3/billing',
    ]);
  });

  it('one day before the freeze the error says 1 day, not 1 days', async () => {
    renderBanners([org({ id: 5, name: 'Last Co', pastDueSince: new Date(NOW - 59 * DAY).toISOString() })]);
    expect(
      await screen.findByText(
        'The organization Last Co has invoices past due: it will be frozen in 1 day. Please update the billing details.',
      ),
    ).toBeTruthy();
  });
});

describe('free-plan banner', () => {
  const TEXT = /^The organization Tinker Co uses \d+ of its 10 free devices\.$/;
  const allowance = (client: QueryClient, count: number) =>
    act(() =>
      client.setQueryData(billingKeys.allowance(3), {
        totalDeviceCount: count,
        freeDeviceAllowance: 10,
        hasFrozenFreeDevices: false,
      }),
    );

  it('shows from 4 devices, stays dismissed, and returns after the count dropped below 4 and rose again', async () => {
    const user = userEvent.setup();
    const client = renderBanners([org({})], (q) =>
      q.setQueryData(billingKeys.allowance(3), {
        totalDeviceCount: 3,
        freeDeviceAllowance: 10,
        hasFrozenFreeDevices: false,
      }),
    );
    expect(screen.queryByText(TEXT)).toBeNull();
    allowance(client, 4);
    expect((await screen.findByText(TEXT)).textContent).toBe(
      'The organization Tinker Co uses 4 of its 10 free devices.',
    );
    expect(screen.getByRole('link', { name: 'Upgrade plan' }).getAttribute('href')).toBe(
      '/orgs/3/billing#billing-plans',
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(TEXT)).toBeNull();
    expect(JSON.parse(localStorage.getItem(KEY) ?? '[]')).toEqual(['free-approaching:3']);
    allowance(client, 2);
    await waitFor(() => expect(JSON.parse(localStorage.getItem(KEY) ?? '[]')).toEqual([]));
    allowance(client, 5);
    expect((await screen.findByText(TEXT)).textContent).toBe(
      'The organization Tinker Co uses 5 of its 10 free devices.',
    );
  });

  it('more devices than the allowance or frozen devices: the exceeded banner, not dismissable', async () => {
    renderBanners([org({})], (q) =>
      q.setQueryData(billingKeys.allowance(3), {
        totalDeviceCount: 8,
        freeDeviceAllowance: 10,
        hasFrozenFreeDevices: true,
      }),
    );
    expect(
      await screen.findByText(
        'The organization Tinker Co exceeded the free device allowance and some devices are frozen. Reduce the devices below the allowance or upgrade the plan.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });
});
