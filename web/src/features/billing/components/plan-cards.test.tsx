// @vitest-environment jsdom
/**
 * The billing page's dynamic usage (spec 03 §3 "Billing usage ... keyed by item codes such as
 * device:legacy-v1, device:legacy-v2, member:administrator, member:member"): seats by role, then
 * devices with the legacy ones counted apart, each with current, peak, overage and charges; and the
 * device pricing card with the legacy device price (spec 03 §9). Queries are preloaded into the cache.
 */
import '../../../components/ui/test-polyfills.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { billingKeys, type PlanRow } from '../../../api/billing.ts';
import { PricingCards, UsageCard } from './plan-cards.tsx';

afterEach(cleanup);

function withQueries(children: ReactNode, seed: (q: QueryClient) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  seed(client);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const entry = (currentUsage: number, peakUsage: number, overage: number, charges: number) => ({ currentUsage, peakUsage, overage, charges, creditConsumption: 0 });

describe('dynamic usage', () => {
  it('lists seats, then devices, legacy v2 and legacy v1 devices apart, with their usage and charges', async () => {
    const usage = {
      'device:legacy-v1': entry(1, 2, 1, 150),
      'device:microservices': entry(40, 41, 0, 0),
      'member:administrator': entry(1, 1, 0, 0),
      'device:legacy-v2': entry(12, 12, 3, 450),
      'member:developer': entry(2, 3, 1, 4900),
    };
    render(withQueries(<UsageCard orgId={2} />, (q) => q.setQueryData(billingKeys.usage(2), usage)));
    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => `${within(r).getByRole('rowheader').textContent}: ${within(r).getAllByRole('cell').map((c) => c.textContent).join(' | ')}`);
    expect(rows).toEqual([
      'Administrator: 1 | 1 | 0 | $0.00',
      'Developer: 2 | 3 | 1 | $49.00',
      'Devices: 40 | 41 | 0 | $0.00',
      'Legacy devices (v2): 12 | 12 | 3 | $4.50',
      'Legacy devices (v1): 1 | 2 | 1 | $1.50',
    ]);
  });
});

describe('additional device pricing', () => {
  it('shows the microservices and the legacy device price of the plan', async () => {
    const addon = (id: number, slug: string, base_price: number) => ({ id, base_price, bills_dynamically: true, can_self_serve: true, offers__feature: [{ slug }] });
    const pilot: PlanRow = {
      id: 3, title: 'Pilot', billing_code: 'pilot-v2', can_self_serve: true, is_legacy: false, monthly_price: 9900, annual_price: 106800,
      is_valid_from__date: '2024-01-01T00:00:00.000Z', is_valid_until__date: null, plan_feature: [],
      plan_addon: [addon(1, 'device:microservices', 200), addon(2, 'device:legacy-v1', 150), addon(3, 'device:legacy-v2', 150)],
    };
    render(withQueries(<PricingCards planCode="pilot-v2" />, (q) => q.setQueryData(billingKeys.plans(), [pilot])));
    expect((await screen.findByText(/^Price per device per month/)).textContent).toBe('Price per device per month: $2.00');
    expect(screen.getByText(/^Price per legacy device per month/).textContent).toBe('Price per legacy device per month: $1.50');
  });
});
