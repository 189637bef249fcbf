// @vitest-environment jsdom
/**
 * The credits page's runway calculator and notification settings (spec 03 §4, §5, §9): credits
 * needed = max(0, ceil((current + estimated − included) × months ÷ 2) − balance) with 1 estimated
 * device and 12 months by default, months capped at 120, the add button disabled with the tooltip
 * "no credits needed"; the threshold defaults to twice the device count, Apply is disabled while
 * the value equals the stored one, and a change PATCHes the notification.
 */
import '../../../components/ui/test-polyfills.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { creditKeys } from '../../../api/credits.ts';
import { toast } from '../../../components/ui/toast.ts';
import { NotificationCard, RunwayCard } from './credits-page.tsx';
import { isUnavailable } from '../../../../../tests/web/unavailable.ts';

let calls: Array<{ method: string; url: string; body: unknown }>;
let rows: unknown[];
beforeEach(() => {
  calls = [];
  rows = [];
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const text = await req.text();
    calls.push({ method: req.method, url: decodeURIComponent(req.url), body: text ? JSON.parse(text) : undefined });
    return new Response(req.method === 'GET' ? JSON.stringify({ d: rows }) : '', {
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

describe('runway calculator', () => {
  it('computes the credits needed from the defaults, caps months at 120 and offers to add them', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    render(<RunwayCard currentDevices={10} included={5} balance={0} canBuy reason={null} onAdd={onAdd} />);
    expect((screen.getByRole('textbox', { name: 'Additional devices (estimate)' }) as HTMLInputElement).value).toBe(
      '1',
    );
    const months = screen.getByRole('textbox', { name: 'Months' }) as HTMLInputElement;
    expect(months.value).toBe('12');
    expect(screen.getByTestId('credits-needed').textContent).toBe('36');
    await user.clear(months);
    await user.type(months, '500');
    expect(months.value).toBe('120');
    expect(screen.getByTestId('credits-needed').textContent).toBe('360');
    await user.click(screen.getByRole('button', { name: 'Add 360 credits' }));
    expect(onAdd).toHaveBeenCalledWith(360);
  });

  it('never offers more credits than one purchase may hold (1,500,000), and says so', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    render(<RunwayCard currentDevices={10} included={5} balance={0} canBuy reason={null} onAdd={onAdd} />);
    const estimated = screen.getByRole('textbox', { name: 'Additional devices (estimate)' });
    await user.clear(estimated);
    await user.type(estimated, '1500000');
    const months = screen.getByRole('textbox', { name: 'Months' });
    await user.clear(months);
    await user.type(months, '120');
    // ceil((10 + 1,500,000 − 5) × 120 ÷ 2) = 90,000,300 needed, but the button offers the cap.
    expect(screen.getByTestId('credits-needed').textContent).toBe('90,000,300');
    await user.click(screen.getByRole('button', { name: 'Add 1,500,000 credits' }));
    expect(onAdd).toHaveBeenCalledWith(1_500_000);
    expect(screen.getByText(/One purchase holds at most 1,500,000 credits/)).toBeTruthy();
  });

  it('needs nothing when the balance covers the runway: the button is disabled with the tooltip no credits needed', async () => {
    const user = userEvent.setup();
    render(<RunwayCard currentDevices={10} included={5} balance={400} canBuy reason={null} onAdd={vi.fn()} />);
    expect(screen.getByTestId('credits-needed').textContent).toBe('0');
    expect(isUnavailable(screen.getByRole('button', { name: 'Add 0 credits' }))).toBe(true);
    // Past the two inputs to the disabled button, which stays focusable (aria-disabled).
    await user.tab();
    await user.tab();
    await user.tab();
    expect((await screen.findByRole('tooltip')).textContent).toBe('no credits needed');
  });
});

describe('credit notification settings', () => {
  function renderCard(stored: { id: number; is_sent_when_below__threshold: number } | null) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(creditKeys.notification(4), stored);
    render(
      <QueryClientProvider client={client}>
        <NotificationCard orgId={4} featureId={9} deviceCount={7} />
      </QueryClientProvider>,
    );
  }

  it('enabling creates the notification with twice the device count', async () => {
    const user = userEvent.setup();
    renderCard(null);
    await user.click(screen.getByRole('checkbox', { name: 'E-mail me when the balance is low' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      organization: 4,
      owns_credit_notification_for__feature: 9,
      is_sent_when_below__threshold: 14,
    });
  });

  it('Apply is disabled while the threshold equals the stored one; a new value is PATCHed; disabling deletes', async () => {
    const user = userEvent.setup();
    renderCard({ id: 21, is_sent_when_below__threshold: 30 });
    const threshold = screen.getByRole('textbox', { name: 'Notify when the balance drops below' }) as HTMLInputElement;
    const apply = () => screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(threshold.value).toBe('30');
    expect(isUnavailable(apply())).toBe(true);
    await user.clear(threshold);
    await user.type(threshold, '2000000');
    expect(threshold.value).toBe('1500000');
    expect(isUnavailable(apply())).toBe(false);
    await user.clear(threshold);
    await user.type(threshold, '30');
    expect(isUnavailable(apply())).toBe(true);
    await user.type(threshold, '0');
    rows = [{ id: 21, is_sent_when_below__threshold: 300 }];
    await user.click(apply());
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.url).toMatch(/organization_credit_notification\(21\)$/);
    expect(patch?.body).toEqual({ is_sent_when_below__threshold: 300 });
    await user.click(screen.getByRole('checkbox', { name: 'E-mail me when the balance is low' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(within(document.body).queryByRole('alert')).toBeNull();
  });
});
