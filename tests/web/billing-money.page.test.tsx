// @vitest-environment jsdom
/**
 * Money on the billing and credits pages against the mock core (spec 03 §2, §4, §9): the plan change
 * dialog's "Due now" is what the mock then bills, account credit included, and the billing page shows
 * that credit; a link to #billing-plans scrolls to the plans; the credits calculator's figures carry
 * the locale's separators.
 */
import { renderPage, resetPage, signIn, startPageMock, stopPageMock } from './harness.tsx';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, client, ok, read } from '../../web/src/api/client.ts';
import { toast } from '../../web/src/components/ui/toast.ts';

beforeAll(() => void startPageMock());
afterEach(async () => {
  vi.restoreAllMocks();
  await ok(api.client.POST('/__mock/clock/resume', {}));
  await resetPage();
});
afterAll(stopPageMock);

async function orgId(handle: string): Promise<number> {
  const [org] = await read('organization', { $select: ['id'], $filter: { handle } });
  return org!.id;
}

describe('plan change: what the dialog says is due is what is billed', () => {
  it('deducts the account credit a downgrade left, which the billing page shows', { timeout: 60_000 }, async () => {
    await signIn('owner');
    // A frozen clock: the proration the dialog shows and the one billed are at the same instant.
    await ok(api.client.POST('/__mock/clock/freeze', { body: {} }));
    const globex = await orgId('globex');
    const path = { params: { path: { orgId: globex } } };
    // Down to prototype: the unused part of pilot exceeds prototype's charge and is kept as account credit.
    await ok(client.PATCH('/billing/v1/account/{orgId}/plan', { ...path, body: { tier: 'prototype', annual: false } }));
    const credit = (await ok(client.GET('/billing/v1/account/{orgId}', path))).credit_balance_in_cents ?? 0;
    expect(credit).toBeGreaterThan(0);
    const before = await ok(client.GET('/billing/v1/account/{orgId}/invoices', path));

    renderPage(`/orgs/${globex}/billing`);
    const shown = await screen.findByTestId('account-credit', {}, { timeout: 15_000 });
    expect(shown.textContent).toBe(`$${(credit / 100).toFixed(2)}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade: Production' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Change plan to Production' });
    const due = await within(dialog).findByTestId('due-now', {}, { timeout: 15_000 });
    expect(within(dialog).getByText(/Account credit applied: /)).toBeTruthy();
    const pay = within(dialog).getByRole('button', { name: 'Pay now' }) as HTMLButtonElement;
    await waitFor(() => expect(pay.disabled).toBe(false));
    await userEvent.click(pay);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change plan to Production' })).toBeNull(), {
      timeout: 15_000,
    });
    const after = await ok(client.GET('/billing/v1/account/{orgId}/invoices', path));
    const added = after.filter((i) => !before.some((b) => b.invoice_number === i.invoice_number));
    expect(added).toHaveLength(1);
    const total = Number(added[0]!.total_in_cents);
    expect(due.textContent).toBe(`Due now: $${(total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  });
});

describe('billing page anchors (spec 03 §2)', () => {
  it('a link to #billing-plans scrolls to the available plans', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    await signIn('owner');
    renderPage(`/orgs/${await orgId('acme')}/billing#billing-plans`);
    await screen.findAllByRole('button', { name: /^Upgrade: |^Downgrade: / }, { timeout: 15_000 });
    await waitFor(() => expect(scrolled.map((e) => e.id)).toContain('billing-plans'));
  });
});

describe('credits calculator numbers', () => {
  it('credits needed and the add button carry thousands separators', async () => {
    await signIn('credits');
    renderPage(`/orgs/${await orgId('credits-co')}/credits`);
    const devices = await screen.findByLabelText(/^Additional devices \(estimate\)/, {}, { timeout: 15_000 });
    const months = screen.getByLabelText(/^Months/);
    const user = userEvent.setup();
    await user.clear(devices);
    await user.type(devices, '1500000');
    await user.clear(months);
    await user.type(months, '120');
    const needed = screen.getByTestId('credits-needed');
    await waitFor(() => expect(needed.textContent).toMatch(/^\d{1,3}(,\d{3})+$/));
    expect(screen.getByRole('button', { name: 'Add 1,500,000 credits' })).toBeTruthy();
  });
});

describe('billing info update failure (spec 03 §8)', () => {
  it("a payment setup return the server refuses shows the server's error, not a generic one", async () => {
    await signIn('owner');
    const org = await orgId('globex');
    // A setup intent that was never confirmed: attaching it is refused by the billing API.
    const intent = await ok(
      client.POST('/billing/v1/account/{orgId}/setup-intent', { params: { path: { orgId: org } }, body: {} }),
    );
    const show = vi.spyOn(toast, 'show');
    renderPage(`/orgs/${org}/billing?setup_intent=${intent.id}`);
    await waitFor(
      () =>
        expect(show).toHaveBeenCalledWith(
          expect.objectContaining({ kind: 'danger', text: 'The setup intent has not succeeded' }),
        ),
      { timeout: 15_000 },
    );
  });
});
