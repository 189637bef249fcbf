// @vitest-environment jsdom
/**
 * The credits page on the mock core (spec 03 §2 "/orgs/{orgId}/credits", §4, §7 "Pricing … load",
 * §8 "A pricing error from the pricing calculator appears as a tooltip on the action button"): the
 * credit price comes from the pricing read; when that read fails, the buy button is disabled and its
 * tooltip names the pricing error; the billing model decides whether credits are offered.
 */
import { addFault, renderPage, resetPage, signIn, startPageMock, stopPageMock } from './harness.tsx';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { read } from '../../web/src/api/client.ts';

beforeAll(() => void startPageMock());
afterEach(resetPage);
afterAll(stopPageMock);

async function orgId(handle: string): Promise<number> {
  const [org] = await read('organization', { $select: ['id'], $filter: { handle } });
  return org!.id;
}

/** Disabled, or focusable but marked unavailable (how a button behind a tooltip is disabled). */
const isDisabled = (b: HTMLButtonElement) => b.disabled || b.getAttribute('aria-disabled') === 'true';

const summary = async () =>
  (await screen.findByRole('heading', { name: 'Summary' }, { timeout: 15_000 })).closest('section') as HTMLElement;

describe('credits page pricing', () => {
  it('prices the purchase from the pricing read', async () => {
    await signIn('credits');
    renderPage(`/orgs/${await orgId('credits-co')}/credits`);
    const card = await summary();
    const button = () => within(card).getByRole<HTMLButtonElement>('button', { name: 'Add credits' });
    await waitFor(() => expect(isDisabled(button())).toBe(false));
    await userEvent.click(button());
    const dialog = await screen.findByRole('dialog', { name: 'Add credits' });
    // credits-co is on production-v2, whose device add-on (the credit price) costs 200 cents.
    expect(dialog.textContent).toContain('Price per credit: $2.00');
  });

  it('a failing pricing read disables the buy button with the pricing error as its tooltip', async () => {
    await signIn('credits');
    await addFault({ match: { operationId: 'getBillingPricing' }, effect: { kind: 'status', status: 503 } });
    renderPage(`/orgs/${await orgId('credits-co')}/credits`);
    const card = await summary();
    await waitFor(() => expect(within(card).getByText(/^The price of credits could not be calculated: /)).toBeTruthy());
    const button = within(card).getByRole('button', { name: 'Add credits' }) as HTMLButtonElement;
    expect(isDisabled(button)).toBe(true);
    // Keyboard focus on the unavailable button shows the tooltip.
    const user = userEvent.setup();
    for (let i = 0; i < 40 && document.activeElement !== button; i++) await user.tab();
    expect(document.activeElement).toBe(button);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toMatch(/^The price of credits could not be calculated: /);
  });
});
