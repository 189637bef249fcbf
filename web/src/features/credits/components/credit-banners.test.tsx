// @vitest-environment jsdom
/**
 * The low-credits banner (spec 03 §4 "Other banners … low credits", "Notices can be dismissed
 * (remembered locally) and are reset when the condition clears"): shown while the counted balance is
 * below the notification threshold, dismissed and remembered, and back once the balance recovered and
 * dropped again. Queries are preloaded; the session is a fixed administrator.
 */
import '../../../components/ui/test-polyfills.ts';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { billingKeys } from '../../../api/billing/keys.ts';
import { creditKeys } from '../../../api/credits.ts';
import { CreditBanners } from './credit-banners.tsx';

const USER = { id: 11, isAdmin: false };
vi.mock('../../session/index.ts', () => ({ useSession: () => ({ status: 'authenticated', user: USER }) }));

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    async () => new Response('{"d":[]}', { status: 200, headers: { 'content-type': 'application/json' } }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const bundle = (total_balance: number, payment_status = 'paid') => ({
  id: total_balance,
  created_at: '2026-11-01T00:00:00.000Z',
  original_quantity: 1000,
  payment_status,
  total_balance,
  total_cost: 200_000,
  expires_on__date: '2036-11-01T00:00:00.000Z',
  error_message: null,
  is_created_by__user: [{ username: 'owner' }],
});
const TEXT = /The credit balance of Credits Co is 50, below the notification threshold of 100\./;

describe('low-credits banner', () => {
  it('shows below the threshold, stays dismissed while low, and returns after the balance recovered and dropped again', async () => {
    const user = userEvent.setup();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(billingKeys.notices(USER.id), [
      { id: 4, name: 'Credits Co', handle: 'credits-co', isFrozen: false, pastDueSince: null, role: 'administrator' },
    ]);
    client.setQueryData(creditKeys.notification(4), { id: 1, is_sent_when_below__threshold: 100 });
    // A failed bundle does not count in the balance.
    client.setQueryData(creditKeys.bundles(4), [bundle(50), bundle(900, 'failed')]);
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <CreditBanners />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText(TEXT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add credits' }).getAttribute('href')).toBe('/orgs/4/credits');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(TEXT)).toBeNull();
    expect(JSON.parse(localStorage.getItem('fleetmock:dismissed-low-credits') ?? '[]')).toEqual(['low-credits:4']);

    act(() => client.setQueryData(creditKeys.bundles(4), [bundle(500)]));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('fleetmock:dismissed-low-credits') ?? '[]')).toEqual([]),
    );
    expect(screen.queryByText(/The credit balance of Credits Co/)).toBeNull();

    act(() => client.setQueryData(creditKeys.bundles(4), [bundle(50)]));
    expect(await screen.findByText(TEXT)).toBeTruthy();
  });
});
