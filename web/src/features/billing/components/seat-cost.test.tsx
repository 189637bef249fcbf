// @vitest-environment jsdom
/**
 * The billing page's seat cost (spec 03 §6): the seat price per role, prepaid and free seats, the cost
 * of adding members; and the additional device price with the legacy one (spec 03 §9). Queries are
 * preloaded into the cache.
 */
import '../../../components/ui/test-polyfills.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { billingKeys } from '../../../api/billing/keys.ts';
import { type BillingPricing } from '../../../api/billing/plan.ts';
import { PricingCards } from './seat-cost.tsx';

type PricingAddOn = BillingPricing['addOns'][number];

afterEach(cleanup);

function withQueries(children: ReactNode, seed: (q: QueryClient) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  seed(client);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const entry = (currentUsage: number, peakUsage: number, overage: number, charges: number) => ({
  currentUsage,
  peakUsage,
  overage,
  charges,
  creditConsumption: 0,
});

describe('additional device pricing', () => {
  it('shows the microservices and the legacy device price of the plan', async () => {
    render(
      withQueries(<PricingCards orgId={2} />, (q) => {
        // The pricing read: the device add-on after a 10% subscription discount.
        q.setQueryData(billingKeys.pricing(2), {
          currency: 'USD',
          plan: { code: 'pilot-v2', title: 'Pilot', monthlyPriceCents: 9900, annualPriceCents: 106800 },
          addOns: [
            {
              code: 'device:microservices',
              baseCostCents: 200,
              discountPercentage: 10,
              unitCostCents: 180,
              includedQuantity: 0,
              prepaidQuantity: 0,
              billsDynamically: true,
            },
            {
              code: 'device:legacy-v1',
              baseCostCents: 150,
              discountPercentage: 0,
              unitCostCents: 150,
              includedQuantity: 0,
              prepaidQuantity: 0,
              billsDynamically: true,
            },
          ],
          credits: null,
        });
      }),
    );
    expect((await screen.findByText(/^Price per device per month/)).textContent).toBe(
      'Price per device per month: $1.80',
    );
    expect(screen.getByText(/^Price per legacy device per month/).textContent).toBe(
      'Price per legacy device per month: $1.50',
    );
  });
});

describe('device pricing when the pricing read fails (spec 03 §8)', () => {
  it('says the prices could not be calculated instead of showing a price', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify('Service unavailable'), { status: 503 }));
    render(withQueries(<PricingCards orgId={2} />, () => {}));
    // Both the seat table and the device prices say why their figures are missing.
    const alerts = await screen.findAllByText(/^The prices could not be calculated: /);
    expect(alerts.map((a) => a.textContent?.includes('Service unavailable'))).toEqual([true, true]);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/^Price per device per month/).textContent).toBe('Price per device per month: —');
    vi.unstubAllGlobals();
  });
});

describe('team-member pricing (spec 03 §2, §6)', () => {
  const addon = (code: string, baseCostCents: number, extra: Partial<PricingAddOn> = {}): PricingAddOn => ({
    code,
    baseCostCents,
    discountPercentage: 0,
    unitCostCents: baseCostCents,
    includedQuantity: 0,
    prepaidQuantity: 0,
    billsDynamically: false,
    ...extra,
  });
  /**
   * The pricing read as the server answers it: 2 administrator seats in the plan, 5 developer seats
   * prepaid inside their window, operators at a 20% add-on discount (their 2 prepaid seats expired,
   * so the server does not count them), observers free.
   */
  const pricing = (safeRoles: boolean): BillingPricing => ({
    currency: 'USD',
    plan: { code: 'production-v2', title: 'Production', monthlyPriceCents: 29900, annualPriceCents: 322800 },
    addOns: [
      addon('member:administrator', 4900, { includedQuantity: 2 }),
      addon('member:developer', 4900, { prepaidQuantity: 5 }),
      addon('member:safe-developer', 4900),
      addon('member:operator', 2900, { discountPercentage: 20, unitCostCents: 2320 }),
      addon('member:safe-operator', 2900),
      addon('member:observer', 0),
      ...(safeRoles ? [addon('safe-roles-preview-addon', 0)] : []),
    ],
    credits: null,
  });
  const rowsOf = () =>
    within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map(
        (r) =>
          `${within(r).getByRole('rowheader').textContent}: ${within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent)
            .join(' | ')}`,
      );
  // Members holding each role now, as the usage endpoint reports them.
  const usage = (developers = 2) => ({
    'member:administrator': entry(1, 1, 0, 0),
    'member:developer': entry(developers, developers, Math.max(0, developers - 5), 0),
    'member:safe-developer': entry(0, 0, 0, 0),
    'member:operator': entry(3, 3, 3, 6960),
    'member:safe-operator': entry(0, 0, 0, 0),
    'member:observer': entry(4, 4, 4, 0),
  });
  const renderPricing = (safeRoles: boolean, developers = 2) =>
    render(
      withQueries(<PricingCards orgId={2} />, (q) => {
        q.setQueryData(billingKeys.pricing(2), pricing(safeRoles));
        q.setQueryData(billingKeys.usage(2), usage(developers));
      }),
    );

  it('prices seats by role in order from the pricing read and the usage alone, for 1 member by default', async () => {
    renderPricing(true);
    await screen.findByRole('table');
    // Administrator: 2 included, 1 used → 1 free. Developer: 5 prepaid, 2 used → 3 free, so adding one costs nothing.
    expect(rowsOf()).toEqual([
      'Administrator: $49.00 | 0 | 1 | $0.00 / month',
      'Developer: $49.00 | 5 | 3 | $0.00 / month',
      'Limited developer: $49.00 | 0 | 0 | $49.00 / month',
      'Operator: $23.20 | 0 | 0 | $23.20 / month',
      'Limited operator: $29.00 | 0 | 0 | $29.00 / month',
      'Observer: Unlimited | 0 | Unlimited | Unlimited',
    ]);
    expect(screen.getByRole('columnheader', { name: 'Cost of adding 1' })).toBeTruthy();
  });

  it('charges the next developer the seat price once the prepaid seats are used up', async () => {
    renderPricing(true, 5);
    await screen.findByRole('table');
    expect(rowsOf()[1]).toBe('Developer: $49.00 | 5 | 0 | $49.00 / month');
  });

  it('totals the cost of adding the typed member count beyond the free seats, never fewer than 1, and flags limited roles without the add-on', async () => {
    renderPricing(false);
    const input = await screen.findByRole('textbox', { name: 'Members to add' });
    fireEvent.change(input, { target: { value: '4' } });
    expect(screen.getByRole('columnheader', { name: 'Cost of adding 4' })).toBeTruthy();
    expect(rowsOf()[0]).toBe('Administrator: $49.00 | 0 | 1 | $147.00 / month');
    expect(rowsOf()[1]).toBe('Developer: $49.00 | 5 | 3 | $49.00 / month');
    expect(rowsOf()[2]).toBe(
      'Limited developer (needs the safe roles preview add-on): $49.00 | 0 | 0 | $196.00 / month',
    );
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.blur(input);
    expect((input as HTMLInputElement).value).toBe('1');
    expect(rowsOf()[3]).toBe('Operator: $23.20 | 0 | 0 | $23.20 / month');
  });

  it('keeps the member count within 10,000: a longer digit string is clamped as it is typed', async () => {
    renderPricing(false);
    const input = await screen.findByRole('textbox', { name: 'Members to add' });
    fireEvent.change(input, { target: { value: '99999999' } });
    expect((input as HTMLInputElement).value).toBe('10000');
    expect(screen.getByRole('columnheader', { name: 'Cost of adding 10000' })).toBeTruthy();
    // Administrator: 1 free seat, so 9,999 paid seats at $49.00.
    expect(rowsOf()[0]).toBe('Administrator: $49.00 | 0 | 1 | $489,951.00 / month');
  });

  it('shows no cost while the usage is unknown rather than a price that ignores free seats', async () => {
    render(
      withQueries(<PricingCards orgId={2} />, (q) => {
        q.setQueryData(billingKeys.pricing(2), pricing(true));
        q.setQueryData(billingKeys.usage(2), {});
      }),
    );
    await screen.findByRole('table');
    expect(rowsOf()[1]).toBe('Developer: $49.00 | 5 | — | —');
  });
});
