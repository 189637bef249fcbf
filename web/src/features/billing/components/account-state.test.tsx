// @vitest-environment jsdom
/**
 * Billing info and invoices load only for an active billing account (spec 03 §3 "Billing account:
 * account_state (active is required to load billing info and invoices)"): with another state the
 * payment method and invoices cards say so and no read is sent; an active account shows them.
 */
import '../../../components/ui/test-polyfills.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { billingKeys } from '../../../api/billing/keys.ts';
import { type BillingAccount } from '../../../api/billing/plan.ts';
import { InvoicesCard } from './invoices-card.tsx';
import { PaymentCard } from './payment-card.tsx';

const INACTIVE =
  'The billing account of this organization is not active: its payment method and invoices are not available.';
let calls: string[];

beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    calls.push(new URL(req.url).pathname);
    return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const account = (account_state: BillingAccount['account_state']): BillingAccount => ({
  account_state,
  email: 'billing@acme.example',
  address: {},
  tax_id: null,
});

function renderCards(acc: BillingAccount | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(billingKeys.info(2), {
    type: 'credit_card',
    card_type: 'visa',
    last_four: '4242',
    month: 4,
    year: 2030,
  });
  client.setQueryData(billingKeys.invoices(2), [
    {
      uuid: 'u1',
      invoice_number: 'INV-1',
      state: 'paid',
      created_at: '2026-11-03T16:05:00.000Z',
      closed_at: null,
      due_on: '2026-11-03T16:05:00.000Z',
      currency: 'USD',
      subtotal_in_cents: '4900',
      total_in_cents: '4900',
    },
  ]);
  render(
    <QueryClientProvider client={client}>
      <PaymentCard orgId={2} account={acc} isFree={false} onAdd={() => undefined} />
      <InvoicesCard orgId={2} account={acc} />
    </QueryClientProvider>,
  );
}

describe('billing account state', () => {
  it('a closed account shows neither payment method nor invoices and reads neither', () => {
    renderCards(account('closed'));
    expect(screen.getAllByText(INACTIVE)).toHaveLength(2);
    expect(screen.queryByTestId('payment-method')).toBeNull();
    expect(screen.queryByText('INV-1')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('an active account shows the card and the invoices with the date in the user locale, in UTC', () => {
    renderCards(account('active'));
    expect(screen.queryByText(INACTIVE)).toBeNull();
    expect(screen.getByTestId('payment-method').textContent).toBe('Visa ending in 4242 (expires 04/2030)');
    expect(screen.getByText('INV-1')).toBeTruthy();
    expect(screen.getByText('Nov 3rd 2026, 4:05 PM')).toBeTruthy();
  });

  it('no account (404) means no payment method and no invoices, without reads', () => {
    renderCards(null);
    expect(screen.getByText('No payment method on file.')).toBeTruthy();
    expect(screen.getByText('No invoices yet.')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
