// @vitest-environment jsdom
/**
 * Release delete from the list's selection (spec 02 §4 "Release rules": a release pinned to a device
 * or used by a fleet cannot be deleted; §4 typed destructive confirmation; §7 DELETE with an id-in
 * filter; §7 "Answers": success toast, or a danger toast with the error text). Writes go to a
 * recorded fetch.
 */
import '../../../components/ui/test-polyfills.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { toast } from '../../../components/ui/index.ts';
import { ReleaseBatch, type SelectedRelease } from './release-batch.tsx';
import { stubFetch, type RecordedCall } from '../../../../../tests/web/fetch-stub.ts';
import { isUnavailable } from '../../../../../tests/web/unavailable.ts';
import { at } from '../../../../../tests/present.ts';

let calls: RecordedCall[];
let answer: Response | null;
beforeEach(() => {
  answer = null;
  calls = stubFetch(() => answer ?? new Response('', { status: 200 }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const rel = (id: number, raw_version: string, pinned = 0, fleets = 0): SelectedRelease => ({
  id,
  raw_version,
  is_pinned_to__device: pinned,
  should_be_running_on__application: fleets,
});

function renderBatch(selected: SelectedRelease[]) {
  const onClear = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ReleaseBatch fleetId={7} selected={selected} onClear={onClear} />
    </QueryClientProvider>,
  );
  return { onClear };
}

describe('release batch delete', () => {
  it('is disabled with the reason while a selected release is pinned to a device or used by a fleet', () => {
    renderBatch([rel(1, '1.0.0'), rel(2, '1.1.0', 1), rel(3, '1.2.0', 0, 1)]);
    const button = screen.getByRole('button', { name: 'Delete releases' });
    expect(isUnavailable(button)).toBe(true);
    const reason = 'A release pinned to a device or used by a fleet cannot be deleted: 1.1.0, 1.2.0';
    expect(screen.getByText(reason)).toBeTruthy();
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('shows nothing without a selection', () => {
    renderBatch([]);
    expect(screen.queryByRole('button', { name: 'Delete releases' })).toBeNull();
  });

  it('asks to type the count, then deletes the selection in one DELETE with an id-in filter', async () => {
    const show = vi.spyOn(toast, 'show');
    const { onClear } = renderBatch([rel(4, '2.0.0'), rel(5, '2.1.0')]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete releases' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete releases: 2 selected' });
    expect(within(dialog).getByText('2.1.0')).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Delete releases' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText('Type 2 to confirm'), '2');
    await userEvent.click(confirm);
    await waitFor(() => expect(show).toHaveBeenCalledWith({ kind: 'success', text: 'Deleted 2 selected' }));
    expect(calls).toHaveLength(1);
    expect(at(calls, 0).method).toBe('DELETE');
    expect(at(calls, 0).path).toMatch(/\/v7\/release\?\$filter=\(?belongs_to__application eq 7 and id in \(4,5\)\)?$/);
    expect(onClear).toHaveBeenCalled();
  });

  it("a refusal by the API (a release that became pinned meanwhile) is a danger toast with the API's text", async () => {
    const show = vi.spyOn(toast, 'show');
    answer = new Response(JSON.stringify('Data is referenced by device.'), {
      status: 409,
      headers: { 'content-type': 'application/json' },
    });
    const { onClear } = renderBatch([rel(4, '2.0.0')]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete releases' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByLabelText('Type 1 to confirm'), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete releases' }));
    await waitFor(() => expect(show).toHaveBeenCalledWith({ kind: 'danger', text: 'Data is referenced by device.' }));
    expect(onClear).not.toHaveBeenCalled();
  });
});
