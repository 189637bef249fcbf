// @vitest-environment jsdom
/**
 * The billing page's dynamic usage (spec 03 §3 "Billing usage ... keyed by item codes such as
 * device:legacy-v1, device:legacy-v2, member:administrator, member:member"): seats by role, then
 * devices with the legacy ones counted apart, each with current, peak, overage and charges; the
 * included devices warning and the plan summary's totals. Queries are preloaded into the cache.
 */
import '../../../components/ui/test-polyfills.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { billingKeys } from '../../../api/billing/keys.ts';
import { type PlanRow } from '../../../api/billing/catalogue.ts';
import { PlanSummaryCard, UsageCard } from './plan-summary-usage.tsx';

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

describe('dynamic usage', () => {
  it('lists seats, then devices, legacy v2 and legacy v1 devices apart, with their usage and charges', async () => {
    const usage = {
      'device:legacy-v1': entry(1, 2, 1, 150),
      'device:microservices': entry(40, 41, 0, 0),
      'member:administrator': entry(1, 1, 0, 0),
      'device:legacy-v2': entry(12, 12, 3, 450),
      'member:developer': entry(2, 3, 1, 4900),
    };
    render(
      withQueries(<UsageCard orgId={2} />, (q) => {
        q.setQueryData(billingKeys.usage(2), usage);
        q.setQueryData(billingKeys.plans(), []);
      }),
    );
    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map(
        (r) =>
          `${within(r).getByRole('rowheader').textContent}: ${within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent)
            .join(' | ')}`,
      );
    expect(rows).toEqual([
      'Administrator: 1 | 1 | 0 | $0.00 / month | 0',
      'Developer: 2 | 3 | 1 | $49.00 / month | 0',
      'Devices: 40 | 41 | 0 | $0.00 / month | 0',
      'Legacy devices (v2): 12 | 12 | 3 | $4.50 / month | 0',
      'Legacy devices (v1): 1 | 2 | 1 | $1.50 / month | 0',
    ]);
    expect(screen.queryByTestId('credits-cover')).toBeNull();
  });

  it('on an annual plan device charges are per year, seats per month, and credits count device-months', async () => {
    // 120 devices beyond the plan on an annual plan are 1,440 device-months; 100 credits cover 100 of
    // them (spec 03 §9: one credit per device and month), 8.33 devices' year, and 1,340 months are paid.
    const usage = {
      'member:developer': entry(2, 3, 1, 4900),
      'device:microservices': { ...entry(150, 150, 120, 1340 * 200), creditConsumption: 100 },
    };
    render(
      withQueries(<UsageCard orgId={2} annual />, (q) => {
        q.setQueryData(billingKeys.usage(2), usage);
        q.setQueryData(billingKeys.plans(), []);
      }),
    );
    const table = await screen.findByRole('table');
    const cells = (name: string) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('Developer')).toEqual(['2', '3', '1', '$49.00 / month', '0']);
    expect(cells('Devices')).toEqual(['150', '150', '120', '$2,680.00 / year', '100']);
    expect(screen.getByTestId('credits-cover').textContent).toBe(
      'Credits cover one device for one month: 100 credits pay for 100 device-months, 8.33 devices over the 12 months of this plan.',
    );
  });
});

describe('more provisioned devices than the plan includes (spec 03 §8 warnings)', () => {
  const plan = (code: string, devices: number): PlanRow => ({
    id: 5,
    title: code,
    billing_code: code,
    can_self_serve: true,
    is_legacy: false,
    monthly_price: 9900,
    annual_price: 106800,
    is_valid_from__date: null,
    is_valid_until__date: null,
    plan_addon: [],
    discount_code: [],
    plan_feature: [{ id: 1, quantity: devices, provides__feature: [{ slug: 'device:any' }] }],
  });
  const show = (code: string, devices: number, micro: number, legacy: number) =>
    render(
      withQueries(<UsageCard orgId={2} planCode={code} />, (q) => {
        q.setQueryData(billingKeys.plans(), [plan(code, devices)]);
        q.setQueryData(billingKeys.usage(2), {
          'device:microservices': entry(micro, micro, 0, 0),
          'device:legacy-v1': entry(legacy, legacy, 0, 0),
          'member:administrator': entry(4, 4, 0, 0),
        });
      }),
    );
  const text = 'You have more provisioned devices than your plan includes. Additional devices are charged.';

  it('warns when the devices of every kind together exceed the included devices', async () => {
    show('pilot-v2', 10, 8, 3);
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('stays quiet at the included count, and on the free plan', async () => {
    show('pilot-v2', 10, 7, 3);
    await screen.findByRole('table');
    expect(screen.queryByText(text)).toBeNull();
    cleanup();
    show('free', 10, 12, 0);
    await screen.findByRole('table');
    expect(screen.queryByText(text)).toBeNull();
  });
});

describe('plan summary totals say the period they cover', () => {
  it('an annual plan bill is per year and the monthly seat add-ons are totalled apart, per month', async () => {
    const plan = {
      name: 'production',
      title: 'Production',
      code: 'production-v2',
      tier: 'production',
      currentPeriodEndDate: '2027-04-15T00:00:00.000Z',
      intervalUnit: 'year' as const,
      intervalLength: 1,
      addOns: [{ code: 'member:operator', unitCostCents: 2320, quantity: 1 }],
      billing: {
        currency: 'USD',
        totalCostCents: 1430920,
        charges: [
          {
            itemType: 'plan',
            name: 'Production',
            code: 'production-v2',
            unitCostCents: 538800,
            quantity: 1,
            isQuantifiable: false,
          },
          {
            itemType: 'device',
            name: 'Additional devices (12 months)',
            code: 'device:microservices',
            unitCostCents: 2400,
            quantity: 371,
            isQuantifiable: true,
          },
          {
            itemType: 'device',
            name: 'Additional devices (device-months not covered by credits)',
            code: 'device:microservices',
            unitCostCents: 200,
            quantity: 10,
            isQuantifiable: true,
          },
        ],
      },
      addonPlan: {
        code: 'addons-v1',
        currentPeriodEndDate: '2026-12-15T00:00:00.000Z',
        addOns: [{ code: 'member:operator', unitCostCents: 2320, quantity: 1 }],
        billing: {
          currency: 'USD',
          totalCostCents: 2320,
          charges: [
            {
              itemType: 'addon',
              name: 'Additional operator seats',
              code: 'member:operator',
              unitCostCents: 2320,
              quantity: 1,
              isQuantifiable: true,
            },
          ],
        },
      },
      support: { name: 'standard', title: 'Standard' },
    };
    render(withQueries(<PlanSummaryCard orgId={2} plan={plan} />, () => undefined));
    expect(screen.getByTestId('next-bill-total').textContent).toBe('$14,309.20 / year');
    expect(screen.getByTestId('add-ons-total').textContent).toBe('$23.20 / month');
    expect(screen.getByText(/Add-on period ends: Dec 15th 2026/)).toBeTruthy();
    expect(screen.getByText('$8,904.00')).toBeTruthy();
  });
});
