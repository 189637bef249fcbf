// @vitest-environment jsdom
/**
 * The billing page's form rules as rendered (spec 03 §4, §5): the company and tax form (e-mail
 * required and checked, tax id checked against its type's pattern live, sent as null when empty) and
 * the plan grid (current plan, upgrade, downgrade, contact sales for plans that cannot be
 * self-served, and the free downgrade turned into contact sales by frozen or too many devices); the
 * plan change with a bank-type payment method (Next, then the bank-debit authorization terms dialog,
 * spec 03 §2, §4). Queries are preloaded into the cache; the plan change goes to a recorded fetch.
 */
import '../../../components/ui/test-polyfills.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { config } from '../../../config.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { billingKeys } from '../../../api/billing/keys.ts';
import { type BillingAccount, type BillingPlan } from '../../../api/billing/plan.ts';
import { type PlanRow } from '../../../api/billing/catalogue.ts';
import { AccountDialog } from './account-card.tsx';
import { PlanChangeDialog, PlansCard } from './plan-change.tsx';
import { accountFormSchema } from '../schemas/account-form.schema.ts';
import { at } from '../../../../../tests/present.ts';

afterEach(cleanup);

function withQueries(children: ReactNode, seed: (q: QueryClient) => void = () => undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  seed(client);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const ACCOUNT: BillingAccount = {
  account_state: 'active',
  email: 'billing@acme.example',
  company_name: 'Acme',
  address: { country: 'DE' },
  tax_id: null,
};

/** The reads the plan change price waits for: the subscription (its discount) and the account (its credit). */
function seedQuote(q: QueryClient, discount = 0, accountCredit = 0) {
  q.setQueryData(billingKeys.subscription(3), {
    id: 1,
    billing_cycle: 'monthly',
    discount_percentage: discount,
    subscription_addon_discount: [],
    subscription_prepaid_addon: [],
  });
  q.setQueryData(billingKeys.account(3), { ...ACCOUNT, credit_balance_in_cents: accountCredit });
}

/** What PATCH …/plan answers: the new plan in the wire's shape (amounts as decimal strings). */
const WIRE_PLAN = {
  name: 'Production',
  title: 'Production',
  code: 'production-v2',
  tier: 'production',
  addOns: [],
  billing: { currency: 'USD', totalCostCents: '0', charges: [] },
  support: { name: 'standard', title: 'Standard' },
};
const answerOf = (req: Request): unknown => (req.method === 'PATCH' && req.url.endsWith('/plan') ? WIRE_PLAN : {});

describe('company and tax details form', () => {
  it('checks the tax id live against its type and names the problem with the spec text', async () => {
    const user = userEvent.setup();
    render(
      withQueries(
        <AccountDialog orgId={2} account={{ ...ACCOUNT, tax_id: { type: 'eu_vat', value: '' } }} onClose={vi.fn()} />,
      ),
    );
    const value = screen.getByRole('textbox', { name: /^Tax id/ });
    await user.type(value, 'DE12');
    expect(await screen.findByText('invalid tax id')).toBeTruthy();
    await user.clear(value);
    await user.type(value, 'DE123456789');
    expect(screen.queryByText('invalid tax id')).toBeNull();
  });

  it('requires a valid billing e-mail', async () => {
    const user = userEvent.setup();
    render(withQueries(<AccountDialog orgId={2} account={ACCOUNT} onClose={vi.fn()} />));
    const email = screen.getByLabelText(/^Billing e-mail/);
    await user.clear(email);
    expect(await screen.findByText('Billing e-mail is required')).toBeTruthy();
    await user.type(email, 'not-an-address');
    expect(await screen.findByText('invalid email')).toBeTruthy();
  });

  it('sends tax_id as null when type or value is empty, and the EU VAT country from the number', () => {
    const base = {
      email: 'a@b.co',
      company_name: '',
      address1: '',
      address2: '',
      city: '',
      state: '',
      zip: '',
      country: 'de',
      phone: '',
    };
    expect(accountFormSchema.parse({ ...base, taxType: 'eu_vat', taxValue: '' }).tax_id).toBeNull();
    expect(accountFormSchema.parse({ ...base, taxType: '', taxValue: 'DE123456789' }).tax_id).toBeNull();
    expect(accountFormSchema.parse({ ...base, taxType: 'eu_vat', taxValue: 'de 123 456 789' }).tax_id).toEqual({
      type: 'eu_vat',
      value: 'DE123456789',
      country: 'DE',
    });
    expect(accountFormSchema.safeParse({ ...base, taxType: 'us_ein', taxValue: '12-345' }).success).toBe(false);
    expect(accountFormSchema.safeParse({ ...base, taxType: 'us_ein', taxValue: '12-3456789' }).success).toBe(true);
  });

  it('refuses a company name longer than the contract allows (255), with the limit in words', () => {
    const base = {
      email: 'a@b.co',
      address1: '',
      address2: '',
      city: '',
      state: '',
      zip: '',
      country: '',
      phone: '',
      taxType: '',
      taxValue: '',
    };
    const long = accountFormSchema.safeParse({ ...base, company_name: 'c'.repeat(3000) });
    expect(long.success).toBe(false);
    expect(long.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['company_name', 'A company name can be at most 255 characters (this one has 3000)'],
    ]);
    expect(accountFormSchema.safeParse({ ...base, company_name: 'c'.repeat(255) }).success).toBe(true);
  });
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
  plan(2, 'Prototype', 'prototype-v2', 4900),
  plan(3, 'Pilot', 'pilot-v2', 9900, {
    plan_feature: [{ id: 31, quantity: 1, provides__feature: [{ slug: 'support:standard' }] }],
  }),
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

function renderPlans(allowance: {
  totalDeviceCount: number;
  freeDeviceAllowance: number;
  hasFrozenFreeDevices: boolean;
}) {
  const onPropose = vi.fn();
  render(
    withQueries(
      <PlansCard orgId={3} plan={PILOT} now={Date.parse('2026-11-01T00:00:00Z')} onPropose={onPropose} />,
      (q) => {
        q.setQueryData(billingKeys.plans(), PLANS);
        q.setQueryData([...billingKeys.plans(), 'free'], at(PLANS, 0));
        q.setQueryData(billingKeys.allowance(3), allowance);
        q.setQueryData(
          billingKeys.supportTiers(),
          new Map([['support:standard', { title: 'Standard', sla: '24 business hours', privateSupport: true }]]),
        );
      },
    ),
  );
  return onPropose;
}

describe('plan grid', () => {
  it('labels each plan by the change rules and proposes a downgrade with its cycle', async () => {
    const user = userEvent.setup();
    const onPropose = renderPlans({ totalDeviceCount: 3, freeDeviceAllowance: 10, hasFrozenFreeDevices: false });
    expect((screen.getByRole('button', { name: 'Current plan: Pilot' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Upgrade: Production' })).toBeTruthy();
    const sales = vi.fn();
    vi.stubGlobal('open', sales);
    await user.click(screen.getByRole('button', { name: 'Contact sales: Enterprise' }));
    // Contact sales goes to the sales contact page, not the help page.
    expect(sales).toHaveBeenCalledWith(config.externalUrls.sales, '_blank', 'noopener');
    vi.unstubAllGlobals();
    await user.click(screen.getByRole('button', { name: 'Downgrade: Prototype' }));
    expect(onPropose).toHaveBeenCalledWith(
      expect.objectContaining({ plan: expect.objectContaining({ billing_code: 'prototype-v2' }), cycle: 'monthly' }),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel plan' }));
    expect(onPropose).toHaveBeenLastCalledWith(
      expect.objectContaining({ plan: expect.objectContaining({ billing_code: 'free' }), cycle: 'monthly' }),
    );
  });

  it('shows an icon per tier, enterprise-v2 as the custom tier (spec 03 §2)', () => {
    renderPlans({ totalDeviceCount: 3, freeDeviceAllowance: 10, hasFrozenFreeDevices: false });
    const icons = ['Prototype', 'Pilot', 'Production', 'Enterprise'].map((title) => {
      const tile = screen.getByRole('listitem', { name: title });
      const icon = tile.querySelector('svg[data-tier-icon]');
      expect(icon?.getAttribute('aria-hidden')).toBe('true');
      return { name: icon?.getAttribute('data-tier-icon'), glyph: icon?.querySelector('path')?.getAttribute('d') };
    });
    expect(icons.map((i) => i.name)).toEqual(['prototype', 'pilot', 'production', 'custom']);
    expect(new Set(icons.map((i) => i.glyph)).size).toBe(icons.length);
  });

  it('shows the support tier each plan grants, Community when the plan has no support feature', () => {
    renderPlans({ totalDeviceCount: 3, freeDeviceAllowance: 10, hasFrozenFreeDevices: false });
    const supportOf = (title: string) =>
      within(screen.getByRole('listitem', { name: title })).getByTestId('plan-support').textContent;
    expect(supportOf('Pilot')).toBe('Standard support, 24 business hours response SLA');
    expect(supportOf('Prototype')).toBe('Community support');
  });

  it('blocks the free downgrade with frozen devices or more devices than the allowance', () => {
    const onPropose = renderPlans({ totalDeviceCount: 14, freeDeviceAllowance: 10, hasFrozenFreeDevices: false });
    const card = screen.getByRole('heading', { name: 'Available plans' }).closest('section') as HTMLElement;
    expect(within(card).queryByRole('button', { name: 'Cancel plan' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Contact sales' })).toBeTruthy();
    expect(within(card).getByText(/contact sales to move to the free plan/)).toBeTruthy();
    expect(onPropose).not.toHaveBeenCalled();
  });
});

describe('plan change with a bank-type payment method', () => {
  const PRODUCTION = at(PLANS, 3);
  let calls: Array<{ method: string; url: string; body: unknown }>;
  beforeEach(() => {
    calls = [];
    vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(String(input), init);
      const text = await req.text();
      calls.push({ method: req.method, url: req.url, body: text ? JSON.parse(text) : undefined });
      return new Response(JSON.stringify(answerOf(req)), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  function renderChange(info: Record<string, unknown>) {
    const onClose = vi.fn();
    render(
      withQueries(
        <PlanChangeDialog orgId={3} plan={PILOT} proposal={{ plan: PRODUCTION, cycle: 'monthly' }} onClose={onClose} />,
        (q) => {
          q.setQueryData(billingKeys.plans(), PLANS);
          seedQuote(q);
          q.setQueryData(billingKeys.info(3), info);
        },
      ),
    );
    return onClose;
  }

  it('reads Next, then the separate bank-debit terms dialog pays only once the terms are accepted', async () => {
    const user = userEvent.setup();
    const onClose = renderChange({ type: 'sepa_debit', last_four: '3000' });
    const change = screen.getByRole('dialog', { name: 'Change plan to Production' });
    expect(within(change).queryByText(/authorize us to debit/)).toBeNull();
    await user.click(within(change).getByRole('button', { name: 'Next' }));

    const terms = await screen.findByRole('dialog', { name: 'Bank debit authorization' });
    expect(screen.queryByRole('dialog', { name: 'Change plan to Production' })).toBeNull();
    expect(within(terms).getByText(/authorize us to debit the bank account on file/)).toBeTruthy();
    const pay = within(terms).getByRole('button', { name: 'Pay now' }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    await user.click(within(terms).getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Change plan to Production' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const again = await screen.findByRole('dialog', { name: 'Bank debit authorization' });
    await user.click(within(again).getByRole('checkbox', { name: 'I accept the bank debit authorization terms' }));
    await user.click(within(again).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { tier: 'production', annual: false },
    ]);
  });

  it('with a card the confirmation reads Pay now and no terms dialog opens', async () => {
    const user = userEvent.setup();
    const onClose = renderChange({ type: 'credit_card', card_type: 'Visa', last_four: '4242' });
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByRole('dialog', { name: 'Bank debit authorization' })).toBeNull();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { tier: 'production', annual: false },
    ]);
  });
});

describe('after a plan change (spec 03 §4 "usage is reloaded unless the new plan is free")', () => {
  let calls: Array<{ method: string; url: string }>;
  beforeEach(() => {
    calls = [];
    vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(String(input), init);
      calls.push({ method: req.method, url: req.url });
      return new Response(JSON.stringify(answerOf(req)), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  async function change(target: PlanRow) {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(billingKeys.plans(), PLANS);
    seedQuote(client);
    client.setQueryData(billingKeys.info(3), { type: 'credit_card', card_type: 'Visa', last_four: '4242' });
    client.setQueryData(billingKeys.usage(3), {});
    client.setQueryData(billingKeys.plan(3), PILOT);
    render(
      <QueryClientProvider client={client}>
        <PlanChangeDialog orgId={3} plan={PILOT} proposal={{ plan: target, cycle: 'monthly' }} onClose={onClose} />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: target.billing_code === 'free' ? 'Confirm' : 'Pay now' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    return client;
  }

  it('a paid plan marks the usage stale so it reloads', async () => {
    const client = await change(at(PLANS, 3));
    expect(client.getQueryState(billingKeys.usage(3))?.isInvalidated).toBe(true);
    expect(client.getQueryState(billingKeys.invoices(3))).toBeUndefined();
    expect(client.getQueryState(billingKeys.plan(3))?.isInvalidated).toBe(true);
  });

  it('the free plan leaves the usage alone while the plan refreshes', async () => {
    const client = await change(at(PLANS, 0));
    expect(client.getQueryState(billingKeys.usage(3))?.isInvalidated).toBe(false);
    expect(client.getQueryState(billingKeys.plan(3))?.isInvalidated).toBe(true);
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => new URL(c.url).pathname)).toEqual([
      '/billing/v1/account/3/plan',
    ]);
  });
});

describe('plan change price and proration shown before confirming (spec 03 §4)', () => {
  const NOW = Date.parse('2026-11-16T00:00:00.000Z');
  const current: BillingPlan = { ...PILOT, currentPeriodEndDate: '2026-12-01T00:00:00.000Z' };
  const show = (target: PlanRow, cycle: 'monthly' | 'annual', discount = 0, accountCredit = 0) =>
    render(
      withQueries(
        <PlanChangeDialog orgId={3} plan={current} proposal={{ plan: target, cycle }} now={NOW} onClose={vi.fn()} />,
        (q) => {
          q.setQueryData(billingKeys.plans(), PLANS);
          q.setQueryData(billingKeys.info(3), { type: 'credit_card', card_type: 'Visa', last_four: '4242' });
          seedQuote(q, discount, accountCredit);
        },
      ),
    );

  it('same cycle, half the period left: the new price, and half of it less half of the current plan due now', () => {
    show(at(PLANS, 3), 'monthly');
    const box = screen.getByTestId('plan-change-price');
    expect(within(box).getByText('Price of Production: $499.00 / month')).toBeTruthy();
    expect(within(box).getByText('Due now: $200.00')).toBeTruthy();
    expect(
      within(box).getByText(
        'Prorated for the rest of the current period (until Dec 1st 2026): $249.50 for Production, less $49.50 for the unused part of Pilot.',
      ),
    ).toBeTruthy();
  });

  it('a cycle change charges a whole new period less the unused part, both after the subscription discount', () => {
    show(at(PLANS, 3), 'annual', 10);
    const box = screen.getByTestId('plan-change-price');
    // The discount is a negotiated term the change keeps: Production's $5,489.00 a year at 10 % off.
    expect(within(box).getByText('Price of Production: $4,940.10 / year')).toBeTruthy();
    // Pilot at 10 % off is $89.10 a month; half of it ($44.55) is credited.
    expect(within(box).getByText('Due now: $4,895.55')).toBeTruthy();
  });

  it('a downgrade owes nothing now and says what is left as account credit', () => {
    show(at(PLANS, 1), 'monthly');
    const box = screen.getByTestId('plan-change-price');
    expect(within(box).getByText('Due now: $0.00')).toBeTruthy();
    expect(within(box).getByText('Account credit after the change: $25.00.')).toBeTruthy();
  });

  it('account credit held is deducted from what is due now, as the server bills it', () => {
    show(at(PLANS, 3), 'monthly', 0, 18_667);
    const box = screen.getByTestId('plan-change-price');
    // $200.00 due before credit; $186.67 of account credit pays most of it.
    expect(within(box).getByText('Due now: $13.33')).toBeTruthy();
    expect(within(box).getByText(/Account credit applied: \$186\.67\./)).toBeTruthy();
  });

  it('while the price loads no figure is shown and Pay now cannot be pressed', () => {
    render(
      withQueries(
        <PlanChangeDialog
          orgId={3}
          plan={current}
          proposal={{ plan: at(PLANS, 3), cycle: 'monthly' }}
          now={NOW}
          onClose={vi.fn()}
        />,
        (q) => {
          q.setQueryData(billingKeys.plans(), PLANS);
          q.setQueryData(billingKeys.info(3), { type: 'credit_card', card_type: 'Visa', last_four: '4242' });
          // The subscription and account reads have not answered.
        },
      ),
    );
    const box = screen.getByTestId('plan-change-price');
    expect(box.getAttribute('aria-busy')).toBe('true');
    expect(within(box).queryByText(/Due now|\$/)).toBeNull();
    expect((screen.getByRole('button', { name: 'Pay now' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a switch to the annual cycle of the same plan asks no downgrade reason', () => {
    show(at(PLANS, 2), 'annual');
    expect(screen.queryByText(/Why are you downgrading/)).toBeNull();
    cleanup();
    show(at(PLANS, 1), 'monthly');
    expect(screen.getByText(/Why are you downgrading/)).toBeTruthy();
  });
});
