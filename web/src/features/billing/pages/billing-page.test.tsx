// @vitest-environment jsdom
/**
 * Plan preselection from the billing page's URL (spec 03 §2 "plan and cycle: preselect a plan
 * change. Applies only if the plan exists among the self-serve plans and the cycle is valid", §5):
 * with a payment method on file a valid preselection opens the plan change confirmation; a plan that
 * cannot be self-served, a legacy plan or an unknown cycle opens nothing. Every read is preloaded.
 */
import '../../../components/ui/test-polyfills.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { billingContextQuery, type BillingContext } from '../../../api/billing/account.ts';
import { billingKeys } from '../../../api/billing/keys.ts';
import { type BillingPlan } from '../../../api/billing/plan.ts';
import { type PlanRow } from '../../../api/billing/catalogue.ts';
import { BillingPage } from './billing-page.tsx';

const USER = { id: 11, isAdmin: false };
vi.mock('../../session/index.ts', () => ({ useSession: () => ({ status: 'authenticated', user: USER }) }));

/** What the stubbed API answers: an empty pricing for the pricing read, empty OData lists otherwise. */
const EMPTY_PRICING = {
  currency: 'USD',
  plan: { code: 'pilot-v2', title: 'Pilot', monthlyPriceCents: 9900, annualPriceCents: 108900 },
  addOns: [],
  credits: null,
};
const answer = (url: string) =>
  new Response(/\/pricing$/.test(url) ? JSON.stringify(EMPTY_PRICING) : '{"d":[]}', {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => {
  vi.stubGlobal('fetch', async (input: Request | string) => answer(typeof input === 'string' ? input : input.url));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const plan = (id: number, title: string, code: string, monthly: number, extra: Partial<PlanRow> = {}): PlanRow => ({
  id,
  title,
  billing_code: code,
  can_self_serve: true,
  is_legacy: false,
  monthly_price: monthly,
  annual_price: monthly * 11,
  is_valid_from__date: '2024-01-01T00:00:00.000Z',
  is_valid_until__date: null,
  plan_addon: [],
  plan_feature: [],
  discount_code: [],
  ...extra,
});
const PLANS: PlanRow[] = [
  plan(1, 'Free', 'free', 0),
  plan(2, 'Prototype', 'prototype-v1', 2900, { is_legacy: true }),
  plan(3, 'Pilot', 'pilot-v2', 9900),
  plan(4, 'Production', 'production-v2', 49900),
  plan(5, 'Enterprise', 'enterprise-v2', 299900, { can_self_serve: false }),
];
const PILOT: BillingPlan = {
  name: 'pilot',
  title: 'Pilot',
  code: 'pilot-v2',
  tier: 'pilot',
  intervalUnit: 'month',
  intervalLength: 1,
  billing: { currency: 'USD', totalCostCents: 9900, charges: [] },
  support: { name: 'standard', title: 'Standard' },
};

const CARD = { type: 'credit_card', card_type: 'Visa', last_four: '4242', month: 1, year: 2030 };

function renderAt(search: string, { infoPreloaded = true } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const context: BillingContext = {
    id: 3,
    name: 'Globex',
    handle: 'globex',
    isFrozen: false,
    pastDueSince: null,
    role: 'administrator',
  };
  client.setQueryData(billingContextQuery(3, USER.id).queryKey, context);
  client.setQueryData(billingKeys.plan(3), PILOT);
  client.setQueryData(billingKeys.plans(), PLANS);
  client.setQueryData(billingKeys.account(3), {
    account_state: 'active',
    email: 'billing@globex.example',
    address: {},
    tax_id: null,
  });
  if (infoPreloaded) client.setQueryData(billingKeys.info(3), CARD);
  client.setQueryData(billingKeys.invoices(3), []);
  client.setQueryData(billingKeys.usage(3), {});
  client.setQueryData(billingKeys.allowance(3), {
    totalDeviceCount: 2,
    freeDeviceAllowance: 10,
    hasFrozenFreeDevices: false,
  });
  client.setQueryData(billingKeys.subscription(3), null);
  const router = createMemoryRouter([{ path: '/orgs/:orgId/billing', element: <BillingPage /> }], {
    initialEntries: [`/orgs/3/billing${search}`],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('plan preselection from the URL', () => {
  it('a self-serve plan with a valid cycle opens the plan change confirmation', async () => {
    renderAt('?plan=production-v2&cycle=annual');
    expect(await screen.findByRole('dialog', { name: 'Change plan to Production' })).toBeTruthy();
    expect(screen.getByText('Your plan changes from Pilot (Monthly) to Production (Annual).')).toBeTruthy();
  });

  it.each([
    ['a plan that cannot be self-served', '?plan=enterprise-v2&cycle=monthly'],
    ['a legacy plan', '?plan=prototype-v1&cycle=monthly'],
    ['an unknown cycle', '?plan=production-v2&cycle=weekly'],
    ['a missing cycle', '?plan=production-v2'],
  ])('%s opens nothing', async (_what, search) => {
    renderAt(search);
    expect(await screen.findByTestId('current-plan')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a link to the plan and cycle already in force opens nothing', async () => {
    renderAt('?plan=pilot-v2&cycle=monthly');
    expect(await screen.findByTestId('current-plan')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits for the card on file before choosing: the confirmation opens, not the payment form', async () => {
    let answerInfo = () => {};
    const infoAnswered = new Promise<void>((resolve) => (answerInfo = resolve));
    vi.stubGlobal('fetch', async (input: Request | string) => {
      const url = typeof input === 'string' ? input : input.url;
      if (/\/billing\/v1\/account\/3\/info/.test(url)) {
        await infoAnswered;
        return new Response(JSON.stringify(CARD), { status: 200, headers: { 'content-type': 'application/json' } });
      }
      return answer(url);
    });
    renderAt('?plan=production-v2&cycle=annual', { infoPreloaded: false });
    expect(await screen.findByTestId('current-plan')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    answerInfo();
    expect(await screen.findByRole('dialog', { name: 'Change plan to Production' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: /payment/i })).toBeNull();
  });
});
