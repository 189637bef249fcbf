// @vitest-environment jsdom
/**
 * The add-credits wizard (spec 03 §4 "Credit purchase wizard", "Payment result", §5, §9): quantity,
 * confirm (Back only there), success with "purchase more credits" back to quantity 1; digits only,
 * clamped to 1,500,000; Next disabled for 0 or empty; a total of 100,000,000 cents or more becomes
 * contact sales in a new tab; a bundle answered with payment_status failed shows its error_message
 * (or Failed to purchase credits) and closes. The purchase goes to a recorded fetch.
 */
import '../../../components/ui/test-polyfills.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { config } from '../../../config.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast.ts';
import { AddCreditsDialog } from './add-credits-dialog.tsx';

const tracked = vi.hoisted(() => [] as unknown[]);
vi.mock('../../consent/index.ts', () => ({
  track: async (event: unknown) => {
    tracked.push(event);
    return true;
  },
}));

let answer: Record<string, unknown>;
let posts: unknown[];

beforeEach(() => {
  posts = [];
  tracked.length = 0;
  answer = { id: 1, payment_status: 'paid', error_message: null };
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    if (req.method === 'POST') posts.push(JSON.parse(await req.text()));
    return new Response(JSON.stringify(req.method === 'POST' ? answer : { d: [] }), {
      status: req.method === 'POST' ? 201 : 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  toast.clear();
  vi.unstubAllGlobals();
});

function open(unitCents = 200) {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AddCreditsDialog orgId={4} featureId={9} unitCents={unitCents} isOpen onClose={onClose} />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Add credits' });
  return {
    onClose,
    dialog,
    quantity: within(dialog).getByRole('textbox', { name: 'Credits to purchase' }) as HTMLInputElement,
  };
}

describe('add-credits wizard', () => {
  it('goes quantity → confirm → success, Back only from confirm, and purchase more returns to quantity 1', async () => {
    const user = userEvent.setup();
    const { dialog, quantity } = open();
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull();
    await user.clear(quantity);
    await user.type(quantity, '25');
    expect(within(dialog).getByText('$50.00')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(
      within(dialog).getByText('You are about to buy 25 credits for $50.00, charged to the payment method on file.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect((within(dialog).getByRole('textbox', { name: 'Credits to purchase' }) as HTMLInputElement).value).toBe('25');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe('Purchased 25 credits.');
    expect(posts).toEqual([{ belongs_to__organization: 4, is_for__feature: 9, original_quantity: 25 }]);
    // The purchase is a tracked billing action (spec 03 §7; the consent feature drops it without consent).
    expect(tracked).toEqual([{ event: 'Credits purchased', properties: { organization: 4, quantity: 25 } }]);
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Purchase more credits' }));
    expect((within(dialog).getByRole('textbox', { name: 'Credits to purchase' }) as HTMLInputElement).value).toBe('1');
  });

  it('keeps digits only, clamps to 1,500,000 and disables Next for 0 or empty', async () => {
    const user = userEvent.setup();
    const { dialog, quantity } = open();
    const next = () => within(dialog).getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    await user.clear(quantity);
    expect(next().disabled).toBe(true);
    await user.type(quantity, '0');
    expect(next().disabled).toBe(true);
    await user.clear(quantity);
    await user.type(quantity, '4a2');
    expect(quantity.value).toBe('42');
    expect(next().disabled).toBe(false);
    await user.clear(quantity);
    await user.type(quantity, '9999999');
    expect(quantity.value).toBe('1500000');
  });

  it('turns the action into contact sales from 100,000,000 cents, opened in a new tab', async () => {
    const user = userEvent.setup();
    const opened = vi.fn();
    vi.stubGlobal('open', opened);
    const { dialog, quantity } = open(200);
    await user.clear(quantity);
    await user.type(quantity, '499999');
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeTruthy();
    await user.type(quantity, '{backspace}{backspace}{backspace}{backspace}{backspace}{backspace}500000');
    expect(within(dialog).queryByRole('button', { name: 'Next' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Contact sales' }));
    // The sales contact page, not the help (support) page.
    expect(opened).toHaveBeenCalledWith(config.externalUrls.sales, '_blank', 'noopener');
    expect(config.externalUrls.sales).not.toBe(config.externalUrls.help);
  });

  it('a failed payment shows the error_message, or Failed to purchase credits, and closes', async () => {
    const user = userEvent.setup();
    answer = { id: 2, payment_status: 'failed', error_message: 'Your card has insufficient funds.' };
    const first = open();
    await user.click(within(first.dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(first.dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(first.onClose).toHaveBeenCalled());
    expect(toast.getSnapshot().map((x) => `${x.kind}: ${x.text}`)).toEqual([
      'danger: Your card has insufficient funds.',
    ]);
    cleanup();
    toast.clear();
    answer = { id: 3, payment_status: 'failed', error_message: null };
    const second = open();
    await user.click(within(second.dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(second.dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(second.onClose).toHaveBeenCalled());
    expect(toast.getSnapshot().map((x) => `${x.kind}: ${x.text}`)).toEqual(['danger: Failed to purchase credits']);
    expect(tracked).toEqual([]);
  });
});
