// @vitest-environment jsdom
/** Page tests of the device summary (spec 02 §2 "Device area", "Device summary card", expandable logs and terminal, §7 "Device reads"). */
import { addFault, renderPage, resetPage, signIn, startPageMock, stopPageMock } from './harness.tsx';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ok, read } from '../../web/src/api/client.ts';
import { toast } from '../../web/src/components/ui/toast.ts';
import { first } from '../present.ts';

beforeAll(() => void startPageMock());
afterEach(resetPage);
afterAll(stopPageMock);

const SUMMARY_LABELS = [
  'Name',
  'Fleet',
  'Status',
  'UUID',
  'Device type',
  'Host OS version',
  'Supervisor version',
  'Current release',
  'Target release',
];

async function operationalDevice() {
  const devices = await read('device', {
    $select: ['uuid', 'device_name'],
    $filter: { is_online: true, overall_status: 'operational', is_undervolted: false },
    $orderby: { id: 'asc' },
    $top: 1,
  });
  return first(devices, 'the operational devices');
}

describe('device summary', () => {
  it('opens /devices/{uuid} on its summary with the listed fields, the status and the tags', async () => {
    await signIn('owner');
    const device = await operationalDevice();
    const page = renderPage(`/devices/${device.uuid}`);
    await waitFor(() => expect(page.router.state.location.pathname).toBe(`/devices/${device.uuid}/summary`), {
      timeout: 15_000,
    });
    const heading = await screen.findByRole('heading', { name: 'Device summary' }, { timeout: 15_000 });
    const card = heading.closest('section') ?? document.body;
    const terms = within(card as HTMLElement)
      .getAllByRole('term')
      .map((t) => t.textContent);
    for (const label of SUMMARY_LABELS) expect(terms).toContain(label);
    expect(within(card as HTMLElement).getByText(device.uuid, { exact: true })).toBeTruthy();
    expect((await screen.findByTestId('device-status')).textContent).toContain('Operational');
    expect(await screen.findByRole('heading', { name: /^Tags \(\d+\)$/ })).toBeTruthy();
  });

  it('an unknown device goes to the root', async () => {
    await signIn('owner');
    const page = renderPage('/devices/0123456789abcdef0123456789abcdef');
    await waitFor(() => expect(page.router.state.location.pathname).not.toMatch(/^\/devices\//), { timeout: 15_000 });
  });

  it('a failing device read shows an error instead of a blank page', async () => {
    await signIn('owner');
    const device = await operationalDevice();
    await addFault({
      match: { method: 'GET', resource: 'device' },
      effect: { kind: 'status', status: 500, body: 'Server Error', contentType: 'text' },
    });
    renderPage(`/devices/${device.uuid}`);
    expect((await screen.findByRole('alert', {}, { timeout: 15_000 })).textContent).toContain('Server Error');
  });
});

describe('device summary panels (spec 02 §2 "summary: … logs, terminal, expandable")', () => {
  it('the logs and terminal panels expand and collapse', async () => {
    await signIn('owner');
    const device = await operationalDevice();
    renderPage(`/devices/${device.uuid}/summary`);
    const user = userEvent.setup();
    for (const panel of ['Logs', 'Terminal']) {
      const expand = await screen.findByRole('button', { name: `Expand ${panel}` }, { timeout: 15_000 });
      expect(expand.getAttribute('aria-expanded')).toBe('false');
      const card = expand.closest('section') as HTMLElement;
      expect(card.classList.contains('expanded')).toBe(false);
      await user.click(expand);
      const collapse = within(card).getByRole('button', { name: `Collapse ${panel}` });
      expect(collapse.getAttribute('aria-expanded')).toBe('true');
      expect(card.classList.contains('expanded')).toBe(true);
      await user.click(collapse);
      expect(card.classList.contains('expanded')).toBe(false);
    }
  });
});

describe('device summary warnings (spec 02 §8 "device offline", "cloud link missing")', () => {
  it('an offline device shows the offline warning; an online one shows none', async () => {
    await signIn('owner');
    const offline = first(
      await read('device', {
        $select: ['uuid'],
        $filter: { is_online: false, api_heartbeat_state: 'offline', is_active: true },
        $orderby: { id: 'asc' },
        $top: 1,
      }),
    );
    const page = renderPage(`/devices/${offline.uuid}/summary`);
    expect(await page.findByText(/^Device offline:/, {}, { timeout: 15_000 })).toBeTruthy();
    expect(page.queryByText(/^Cloud link missing:/)).toBeNull();
    page.unmount();
    const online = await operationalDevice();
    const next = renderPage(`/devices/${online.uuid}/summary`);
    expect(await next.findByRole('heading', { name: 'Device summary' }, { timeout: 15_000 })).toBeTruthy();
    expect(next.queryByText(/^Device offline:/)).toBeNull();
  });
});

const navId = (v: unknown): number | undefined =>
  v && typeof v === 'object' && '__id' in v ? (v as { __id: number }).__id : undefined;

describe('device page follows the device live', () => {
  it(
    'a 40 s update started elsewhere shows on the summary as "Updating" with its progress within seconds',
    { timeout: 45_000 },
    async () => {
      await signIn('owner');
      const device = await operationalDevice();
      // Pinned to another successful release of its fleet, so the update has something to download.
      const [row] = await read('device', {
        $select: ['id', 'belongs_to__application', 'is_running__release'],
        $filter: { uuid: device.uuid },
      });
      const releases = await read('release', {
        $select: ['id'],
        $filter: { belongs_to__application: navId(row!.belongs_to__application), status: 'success' },
      });
      const other = first(
        releases.filter((r) => r.id !== navId(row!.is_running__release)),
        'another release',
      );
      await ok(
        api.client.PATCH('/v7/device({id})', {
          params: { path: { id: row!.id! } },
          body: { is_pinned_on__release: other.id },
        }),
      );
      renderPage(`/devices/${device.uuid}/summary`);
      const status = await screen.findByTestId('device-status', {}, { timeout: 15_000 });
      await waitFor(() => expect(status.textContent).toContain('Operational'), { timeout: 10_000 });
      const started = await ok(
        api.client.POST('/__mock/devices/{uuid}/update', {
          params: { path: { uuid: device.uuid } },
          body: { downloadSeconds: 40 },
        }),
      );
      expect(started).toBeTruthy();
      const startedAt = Date.now();
      // The old 60 s device poll showed nothing of it; the table's 8 s cadence (or faster) does.
      await waitFor(() => expect(screen.getByTestId('device-status').textContent).toMatch(/Updating.*\d+%/i), {
        timeout: 12_000,
        interval: 250,
      });
      expect(Date.now() - startedAt).toBeLessThan(12_000);
      // The services follow too: the new install downloads beside the running one, each listed once.
      const services = screen.getByRole('table', { name: 'Services' });
      expect(within(services).getAllByText('Downloading').length).toBeGreaterThan(0);
      expect(within(services).getAllByText('Running').length).toBeGreaterThan(0);
    },
  );
});

describe('update lock after Reboot', () => {
  it(
    'warns in a toast that offers to force the reboot, not in a banner below the fold',
    { timeout: 40_000 },
    async () => {
      await signIn('owner');
      const device = await operationalDevice();
      await ok(
        api.client.PUT('/__mock/flags/devices/{uuid}', {
          params: { path: { uuid: device.uuid } },
          body: { flags: ['update-locked'] },
        }),
      );
      renderPage(`/devices/${device.uuid}/summary`);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Actions' }, { timeout: 15_000 }));
      await user.click(await screen.findByRole('menuitem', { name: 'Reboot' }));
      const dialog = await screen.findByRole('alertdialog');
      await user.type(within(dialog).getByRole('textbox'), device.device_name);
      await user.click(within(dialog).getByRole('button', { name: 'Reboot' }));
      const region = screen.getByRole('region', { name: 'Notifications' });
      const warning = await within(region).findByText(
        `Some devices did not run the action because an update lock is set: ${device.device_name}`,
        {},
        { timeout: 10_000 },
      );
      expect(warning.closest('.toast-warning')).toBeTruthy();
      await user.click(within(region).getByRole('button', { name: 'Force reboot' }));
      expect(await within(region).findByText(/^Reboot requested for 1 device/, {}, { timeout: 10_000 })).toBeTruthy();
      expect(within(region).queryByText(/update lock is set/)).toBeNull();
    },
  );
});

describe('device page reads only what the role may have', () => {
  it('an observer’s device page never asks for host OS access (which answers 401 to the role)', async () => {
    await signIn('observer');
    const device = await operationalDevice();
    const before = await ok(
      api.client.GET('/__mock/journal', { params: { query: { operationId: 'checkHostOsAccess' } } }),
    );
    renderPage(`/devices/${device.uuid}/summary`);
    await screen.findByRole('heading', { name: 'Device summary' }, { timeout: 15_000 });
    await waitFor(() => expect(screen.getByTestId('device-status').textContent).toContain('Operational'));
    const after = await ok(
      api.client.GET('/__mock/journal', { params: { query: { operationId: 'checkHostOsAccess' } } }),
    );
    expect(after.entries.length - before.entries.length).toBe(0);
  });
});

describe('device delete', () => {
  it('deleting from the settings page leaves for the fleet with the success toast only (no "Resource not found")', async () => {
    const show = vi.spyOn(toast, 'show');
    await signIn('owner');
    const fleet = first(await read('application', { $select: ['id'], $filter: { slug: 'acme/smart-lights' } }));
    const device = first(
      await read('device', {
        $select: ['uuid', 'device_name'],
        $filter: { is_online: false, belongs_to__application: fleet.id },
        $orderby: { id: 'desc' },
        $top: 1,
      }),
    );
    const page = renderPage(`/devices/${device.uuid}/settings`);
    const user = userEvent.setup();
    const zone = (await screen.findByRole('heading', { name: 'Dangerous actions' }, { timeout: 15_000 })).closest(
      'section',
    )!;
    await user.click(within(zone as HTMLElement).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox'), device.device_name);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(page.router.state.location.pathname).toMatch(/^\/fleets\/\d+/), { timeout: 10_000 });
    await new Promise((r) => setTimeout(r, 500));
    const kinds = show.mock.calls.map(([t]) => `${t.kind}: ${t.text}`);
    expect(kinds).toContain('success: Deleted 1 device');
    expect(kinds.filter((k) => k.startsWith('danger'))).toEqual([]);
    show.mockRestore();
  });
});

describe('device deactivation fee', () => {
  it('the deactivate dialog on a paid plan states the fee: one device-month at the plan device price', async () => {
    await signIn('developer');
    const fleet = first(await read('application', { $select: ['id'], $filter: { slug: 'acme/smart-lights' } }));
    const device = first(
      await read('device', {
        $select: ['uuid', 'device_name'],
        $filter: { is_online: false, is_active: true, belongs_to__application: fleet.id },
        $orderby: { id: 'asc' },
        $top: 1,
      }),
    );
    renderPage(`/devices/${device.uuid}/settings`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('alertdialog');
    // acme is on production-v2, whose device:microservices add-on costs 200 cents (spec 03 §9).
    expect(
      within(dialog).getByText(
        'Deactivating a device is charged a deactivation fee of one device-month ($2.00 per device), not covered by the plan allowance.',
      ),
    ).toBeTruthy();
  });
});

describe('local mode set with the BALENA_ name (spec 02 §4 "Local mode", §5 "already in local mode")', () => {
  it(
    'the actions see it like the summary does, and turning it off clears that variable',
    { timeout: 60_000 },
    async () => {
      await signIn('owner');
      const [device] = await read('device', {
        $select: ['id', 'uuid', 'device_name'],
        // Online and provisioned (restart is judged on local mode only then); turning local mode off needs no dev OS.
        $filter: { is_online: true, supervisor_version: { $ne: null } },
        $orderby: { id: 'asc' },
        $top: 1,
      });
      expect(device).toBeTruthy();
      const { id, uuid } = device!;
      await ok(
        api.client.POST('/v7/device_config_variable', {
          body: { device: id, name: 'BALENA_SUPERVISOR_LOCAL_MODE', value: '1' },
        }),
      );
      const summary = renderPage(`/devices/${uuid}/summary`);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Actions' }, { timeout: 15_000 }));
      const restart = await screen.findByRole('menuitem', { name: /Restart/ });
      expect(restart.getAttribute('aria-disabled')).toBe('true');
      expect(within(restart).getByText('Not available in local mode')).toBeTruthy();
      await user.keyboard('{Escape}');
      summary.unmount();

      renderPage(`/devices/${uuid}/settings`);
      const row = await screen.findByTestId('device-action-local-mode', {}, { timeout: 15_000 });
      expect(within(row).getByText('On')).toBeTruthy();
      await user.click(within(row).getByRole('button'));
      const form = await screen.findByRole('dialog');
      expect((within(form).getByRole('combobox') as HTMLSelectElement).value).toBe('off');
      await user.click(within(form).getByRole('button', { name: 'Continue' }));
      const confirm = await screen.findByRole('alertdialog');
      await user.click(within(confirm).getByRole('button', { name: /Local mode/ }));
      await waitFor(
        async () => {
          const vars = await read('device_config_variable', {
            $select: ['name', 'value'],
            $filter: { device: id, name: { $in: ['BALENA_SUPERVISOR_LOCAL_MODE', 'RESIN_SUPERVISOR_LOCAL_MODE'] } },
          });
          expect(vars.filter((v) => v.value === '1')).toEqual([]);
        },
        { timeout: 10_000 },
      );
      expect(
        await within(await screen.findByTestId('device-action-local-mode')).findByText('Off', {}, { timeout: 10_000 }),
      ).toBeTruthy();
    },
  );
});
