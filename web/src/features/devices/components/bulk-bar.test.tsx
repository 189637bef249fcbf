// @vitest-environment jsdom
/**
 * Progress of a bulk action on the devices list (spec 02 §4 "Action flow": pick, confirmation,
 * spinner, toast): while an action runs on the selected devices the bulk bar names the action and
 * how many of its devices are done, with the bar's actions disabled; it goes away when the run
 * ends. Supervisor calls go to a stubbed fetch the test answers one by one.
 */
import '../../../components/ui/test-polyfills.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActionFlow, type ActionContext, type ActionDevice } from '../../../actions/index.ts';
import { actionDevice } from '../../../actions/action-device.test-utils.ts';
import { toast } from '../../../components/ui/toast.ts';
import { DevicesBulkBar } from './bulk-bar.tsx';
import { isUnavailable } from '../../../../../tests/web/unavailable.ts';
import { at } from '../../../../../tests/present.ts';

const device = (id: number): ActionDevice => actionDevice(id);
const DEVICES = [device(1), device(2), device(3)];
const CTX: ActionContext = { can: () => true, permissionReason: () => '', planIsPaid: true };

/** Pending supervisor requests, answered by the test in any order. */
let pending: Array<{ deviceId: number; answer: (status: number) => void }>;
beforeEach(() => {
  pending = [];
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const body = (await req.json()) as { deviceId: number };
    return new Promise<Response>((resolve) => {
      pending.push({
        deviceId: body.deviceId,
        answer: (status) =>
          resolve(
            new Response(status === 200 ? 'OK' : JSON.stringify('failed'), {
              status,
              headers: { 'content-type': status === 200 ? 'text/plain' : 'application/json' },
            }),
          ),
      });
    });
  });
});
afterEach(() => {
  cleanup();
  toast.clear();
  vi.unstubAllGlobals();
});

function Harness() {
  const flow = useActionFlow({ refresh: async () => undefined });
  return (
    <>
      {flow.dialog}
      <DevicesBulkBar
        devices={DEVICES}
        ctx={CTX}
        onRun={flow.start}
        onClear={() => undefined}
        busy={flow.busy}
        progress={flow.progress}
      />
    </>
  );
}

const answer = async (deviceId: number, status = 200) => {
  const req = pending.find((p) => p.deviceId === deviceId);
  if (!req) throw new Error(`no pending request for device ${deviceId}`);
  await act(async () => req.answer(status));
};

describe('bulk action progress', () => {
  it('shows "n of m devices done" while the restart runs, with the actions disabled as "There is an ongoing action, please wait", then the outcome', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const bar = screen.getByRole('region', { name: 'Actions for selected devices' });
    expect(within(bar).queryByRole('progressbar')).toBeNull();
    await user.click(within(bar).getByRole('button', { name: 'Restart application' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Restart application' }));

    const progress = await within(bar).findByRole('progressbar', { name: 'Restart application: 0 of 3 devices done' });
    expect(progress.getAttribute('aria-valuenow')).toBe('0');
    await waitFor(() => expect(pending).toHaveLength(3));
    const restart = within(bar).getByRole('button', { name: 'Restart application' }) as HTMLButtonElement;
    expect(isUnavailable(restart)).toBe(true);
    // Every action of the bar says why it cannot start while this one runs (spec 02 §8).
    expect(restart.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(restart.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'There is an ongoing action, please wait',
    );
    const reboot = within(bar).getByRole('button', { name: 'Reboot' });
    expect(document.getElementById(reboot.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'There is an ongoing action, please wait',
    );
    await user.click(within(bar).getByRole('button', { name: 'More actions' }));
    const shutdown = await screen.findByRole('menuitem', { name: /^Shutdown/ });
    expect(shutdown.getAttribute('aria-disabled')).toBe('true');
    expect(shutdown.textContent).toContain('There is an ongoing action, please wait');
    await user.keyboard('{Escape}');

    await answer(2);
    expect(
      within(bar)
        .getByRole('progressbar', { name: 'Restart application: 1 of 3 devices done' })
        .getAttribute('aria-valuenow'),
    ).toBe('33');
    await answer(1, 500);
    expect(within(bar).getByRole('progressbar', { name: 'Restart application: 2 of 3 devices done' })).toBeTruthy();
    await answer(3);

    await waitFor(() => expect(within(bar).queryByRole('progressbar')).toBeNull());
    expect(isUnavailable(within(bar).getByRole('button', { name: 'Restart application' }))).toBe(false);
    expect(
      within(bar).getByRole('button', { name: 'Restart application' }).getAttribute('aria-describedby'),
    ).toBeNull();
    expect(toast.getSnapshot().map((x) => x.kind)).toEqual(['warning']);
    expect(at(toast.getSnapshot(), 0).text).toMatch(/^Operation failed for 1 of 3 selected items/);
  });
});

describe('support access title (spec 02 §4 "The action title flips between grant and revoke")', () => {
  const future = new Date(Date.now() + 86_400_000).toISOString();
  const past = new Date(Date.now() - 86_400_000).toISOString();
  const menuTitles = async (devices: ActionDevice[]) => {
    const user = userEvent.setup();
    render(
      <DevicesBulkBar devices={devices} ctx={CTX} onRun={() => undefined} onClear={() => undefined} busy={false} />,
    );
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    const items = (await screen.findAllByRole('menuitem')).map((i) => i.textContent ?? '');
    cleanup();
    return items;
  };

  it('reads "Revoke support access" when every selected device has it granted, else "Grant support access"', async () => {
    const granted = { ...device(1), is_accessible_by_support_until__date: future };
    expect(await menuTitles([granted])).toContain('Revoke support access');
    expect(await menuTitles([granted, device(2)])).toContain('Grant support access');
    expect(await menuTitles([{ ...device(3), is_accessible_by_support_until__date: past }])).toContain(
      'Grant support access',
    );
    expect((await menuTitles([granted])).some((t) => t.startsWith('Grant support access'))).toBe(false);
  });
});
