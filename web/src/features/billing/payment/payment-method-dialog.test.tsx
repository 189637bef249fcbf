// @vitest-environment jsdom
/**
 * The payment method dialog's outcomes (spec 03 §4 "Payment method dialog", §8 "Billing info update
 * failure: shows the error"): a frozen organization whose new card is then declined for the debt
 * (PATCH info answers 402) is told so in the dialog, which stays open; a saved card closes it. The
 * card provider is replaced by a stub whose confirmSetup answers as the provider would.
 */
import '../../../components/ui/test-polyfills.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

const confirmSetup = vi.fn();
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => <>{children}</>,
  PaymentElement: () => null,
  AddressElement: () => null,
  useStripe: () => ({ confirmSetup }),
  useElements: () => ({}),
}));
vi.mock('./stripe-loader.ts', () => ({ loadPaymentProvider: () => Promise.resolve({}) }));

const { PaymentMethodDialog } = await import('./payment-method-dialog.tsx');

const DECLINED =
  'Your card was declined for the past-due invoices. The payment method was saved, but the organization stays frozen until they are paid.';
let patchStatus: number;
let calls: string[];
beforeEach(() => {
  calls = [];
  patchStatus = 200;
  confirmSetup.mockReset();
  confirmSetup.mockResolvedValue({
    setupIntent: { id: 'seti_1', status: 'succeeded', payment_method: 'pm_fleetmock_1' },
  });
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    calls.push(`${req.method} ${new URL(req.url).pathname}`);
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (req.url.endsWith('/setup-intent')) return json(200, { id: 'seti_1', client_secret: 'seti_1_secret_x' });
    if (req.method === 'PATCH')
      return patchStatus === 200 ? json(200, { type: 'card', last_four: '4242' }) : json(patchStatus, DECLINED);
    return json(200, {});
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PaymentMethodDialog orgId={7} isOpen onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

async function save() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('checkbox'));
  const button = await screen.findByRole('button', { name: 'Save' });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  await user.click(button);
}

describe('payment method dialog outcomes', () => {
  it('a card declined for the debt of a frozen organization: the dialog says so and stays open', async () => {
    patchStatus = 402;
    const onClose = renderDialog();
    await save();
    expect(await screen.findByText(DECLINED)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(calls).toContain('PATCH /billing/v1/account/7/info');
  });

  it('a failed 3-D Secure challenge shows the provider message and attaches nothing', async () => {
    const message =
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
    confirmSetup.mockResolvedValue({
      error: { type: 'invalid_request_error', code: 'setup_intent_authentication_failure', message },
    });
    const onClose = renderDialog();
    await save();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(calls).not.toContain('PATCH /billing/v1/account/7/info');
  });

  it('a saved card closes the dialog', async () => {
    const onClose = renderDialog();
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
