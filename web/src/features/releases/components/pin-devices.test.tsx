// @vitest-environment jsdom
/**
 * Pinning devices to a release from its summary (spec 02 §4 "Pin to release", §5 "Not available in
 * local mode", §4 batch rule, §8 "pinned to release"). The picker's devices are seeded into the query
 * cache; writes go to a recorded fetch.
 */
import '../../../components/ui/test-polyfills.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { toast } from '../../../components/ui/index.ts';
import { toFleetAccess } from '../../../lib/authz.ts';
import { pinCandidatesQuery } from '../../../api/device/lists.ts';
import { releaseKeys } from '../../../api/release/keys.ts';
import { PinDevicesCard } from './pin-devices.tsx';
import { jsonResponse, stubFetch, type RecordedCall } from '../../../../../tests/web/fetch-stub.ts';

let calls: RecordedCall[];
let refuseDevice: number | null;
beforeEach(() => {
  refuseDevice = null;
  calls = stubFetch((call) =>
    refuseDevice !== null && call.path.includes(`device(${refuseDevice})`)
      ? jsonResponse('Foreign key constraint violated', 409)
      : new Response('', { status: 200 }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const device = (id: number, name: string, extra: { pinned?: number; localMode?: boolean } = {}) => ({
  id,
  uuid: `${id}`.padStart(32, 'a'),
  device_name: name,
  is_online: true,
  is_active: true,
  os_version: 'balenaOS 2.115.1',
  os_variant: 'dev' as const,
  supervisor_version: '14.11.0',
  last_connectivity_event: '2026-11-01T00:00:00.000Z',
  is_web_accessible: false,
  is_accessible_by_support_until__date: null,
  belongs_to__application: { __id: 7 },
  is_pinned_on__release: extra.pinned ? { __id: extra.pinned } : null,
  is_of__device_type: [{ slug: 'raspberrypi4-64', contract: null }],
  device_config_variable: extra.localMode ? [{ name: 'RESIN_SUPERVISOR_LOCAL_MODE', value: '1' }] : [],
});

const FINAL = { id: 90, raw_version: '1.2.0', status: 'success', is_final: true, is_invalidated: false };

function renderCard(release = FINAL) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  // A release read no screen shows: the pin marks it stale (the release's device counts change).
  client.setQueryData(releaseKeys.one(90), { id: 90 });
  client.setQueryData(pinCandidatesQuery(7, '').queryKey, [
    device(1, 'alpha'),
    device(2, 'bravo', { pinned: 90 }),
    device(3, 'charlie', { localMode: true }),
    device(4, 'delta', { pinned: 55 }),
  ]);
  render(
    <QueryClientProvider client={client}>
      <PinDevicesCard fleetId={7} release={release} access={toFleetAccess(['developer'])} />
    </QueryClientProvider>,
  );
  return client;
}

describe('pin devices to a release', () => {
  it('offers only final, valid, successful releases', () => {
    renderCard({ ...FINAL, is_final: false });
    expect(screen.queryByRole('button', { name: 'Pin devices to this release' })).toBeNull();
    expect(screen.getByText('Only final, valid and successful releases can be pinned.')).toBeTruthy();
  });

  it('disables devices already pinned here or in local mode with the reason, and pins the chosen ones', async () => {
    const show = vi.spyOn(toast, 'show');
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Pin devices to this release' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pin devices to 1.2.0' });
    expect((within(dialog).getByRole('checkbox', { name: 'bravo' }) as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByText('Already pinned to this release')).toBeTruthy();
    expect((within(dialog).getByRole('checkbox', { name: 'charlie' }) as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByText('Not available in local mode')).toBeTruthy();
    const pin = within(dialog).getByRole('button', { name: 'Pin 0 selected' }) as HTMLButtonElement;
    expect(pin.disabled).toBe(true);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'alpha' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'delta' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pin 2 selected' }));
    await waitFor(() => expect(show).toHaveBeenCalledWith({ kind: 'success', text: 'Pinned to release' }));
    const patches = calls.filter((c) => c.method === 'PATCH');
    expect(patches.map((c) => c.path.replace(/^.*\/v7\//, '')).sort()).toEqual(['device(1)', 'device(4)']);
    expect(patches.every((c) => JSON.stringify(c.body) === JSON.stringify({ is_pinned_on__release: 90 }))).toBe(true);
  });

  it('keeps the dialog busy while the writes run, then refreshes the release reads and closes', async () => {
    const answers: (() => void)[] = [];
    vi.stubGlobal(
      'fetch',
      () => new Promise<Response>((resolve) => answers.push(() => resolve(new Response('', { status: 200 })))),
    );
    const client = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Pin devices to this release' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'alpha' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pin 1 selected' }));
    await waitFor(() => expect(answers.length).toBe(1));
    const pin = within(dialog).getByRole('button', { name: /Pin 1 selected/ });
    expect(pin.getAttribute('aria-busy')).toBe('true');
    expect((within(dialog).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(client.getQueryState(releaseKeys.one(90))?.isInvalidated).toBe(false);
    answers.splice(0).forEach((answer) => answer());
    // The device reads refetch after the pin: answer them as they come.
    const drain = setInterval(() => answers.splice(0).forEach((answer) => answer()), 5);
    try {
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    } finally {
      clearInterval(drain);
    }
    expect(client.getQueryState(releaseKeys.one(90))?.isInvalidated).toBe(true);
  });

  it('a failure on some devices warns "Operation failed for N of M selected items"', async () => {
    const show = vi.spyOn(toast, 'show');
    refuseDevice = 4;
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Pin devices to this release' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'alpha' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'delta' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pin 2 selected' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith({
        kind: 'warning',
        text: 'Operation failed for 1 of 2 selected items: Foreign key constraint violated',
      }),
    );
  });
});
