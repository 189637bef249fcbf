// @vitest-environment jsdom
/**
 * Page tests of a fleet's devices table (spec 02 §2 "Fleet devices", §4 "Action flow" and "Device service
 * status", §5, §6, §9): search, a bulk action, row links, permission reasons, paging, refresh, progress.
 */
import { addFault, renderPage, resetPage, signIn, startPageMock, stopPageMock } from './harness.tsx';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { client, ok, read } from '../../web/src/api/client.ts';
import { compareVersions } from '../../shared/version.ts';
import { isUnavailable } from './unavailable.ts';
import { at, first } from '../present.ts';
import { appQueryClient } from '../../web/src/api/query-client.ts';
import { SEARCH_DEBOUNCE_MS } from '../../web/src/features/devices/constants.ts';

beforeAll(() => void startPageMock());
afterEach(resetPage);
afterAll(stopPageMock);

/** The seeded fleet and its devices, read through the dashboard's own typed client. */
async function seeded() {
  const fleet = first(await read('application', { $select: ['id'], $filter: { app_name: 'smart-lights' } }));
  const devices = await read('device', {
    $select: ['id', 'uuid', 'device_name', 'is_online', 'is_connected_to_vpn'],
    $filter: { belongs_to__application: fleet.id },
    $orderby: { id: 'asc' },
  });
  return { fleetId: fleet.id, devices };
}

const table = () => screen.getByRole('table', { name: 'Devices' });
const names = () =>
  within(table())
    .queryAllByRole('checkbox')
    .map((c) => c.getAttribute('aria-label') ?? '')
    .filter((l) => l.startsWith('Select row '))
    .map((l) => l.slice('Select row '.length));

describe('devices table', () => {
  it('a search narrows the rows to the matching devices, and the URL carries it', async () => {
    await signIn('owner');
    const { fleetId, devices } = await seeded();
    const target = at(devices, -1);
    const page = renderPage(`/fleets/${fleetId}/devices`);
    await screen.findByRole('table', { name: 'Devices' }, { timeout: 15_000 });
    await waitFor(() => expect(names().length).toBeGreaterThan(1), { timeout: 10_000 });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search devices'), target.device_name);
    const expected = devices
      .filter(
        (d) =>
          d.device_name.toLowerCase().includes(target.device_name.toLowerCase()) ||
          d.uuid.startsWith(target.device_name.toLowerCase()),
      )
      .map((d) => d.device_name);
    await waitFor(() => expect(names().sort()).toEqual(expected.sort()), { timeout: 10_000 });
    expect(new URLSearchParams(page.router.state.location.search).get('q')).toBe(target.device_name);
  });

  it('reads a typed search at once, before the debounced search reaches the URL', async () => {
    await signIn('owner');
    const { fleetId, devices } = await seeded();
    const target = at(devices, -1).device_name;
    const page = renderPage(`/fleets/${fleetId}/devices`);
    await screen.findByRole('table', { name: 'Devices' }, { timeout: 15_000 });
    await waitFor(() => expect(names().length).toBeGreaterThan(1), { timeout: 10_000 });
    const cache = appQueryClient()?.getQueryCache();
    if (!cache) throw new Error('the page has no app query cache');
    // The read of the typed text joins the cache in the keystroke's own task (synchronously, so no
    // slower machine delays it), not after the box's debounce has put the text into the URL.
    let readAt: number | undefined;
    const offCache = cache.subscribe((e) => {
      if (e.type === 'added' && JSON.stringify(e.query.queryKey).includes(JSON.stringify(target.toLowerCase())))
        readAt ??= performance.now();
    });
    const box = screen.getByLabelText('Search devices');
    let typedAt: number | undefined;
    box.addEventListener('input', () => (typedAt ??= performance.now()), { capture: true });
    box.focus();
    await userEvent.setup().paste(target);
    expect(typedAt).toBeDefined();
    expect(readAt).toBeDefined();
    expect(readAt! - typedAt!).toBeLessThan(SEARCH_DEBOUNCE_MS);
    offCache();
    await waitFor(() => expect(new URLSearchParams(page.router.state.location.search).get('q')).toBe(target), {
      timeout: 10_000,
    });
    await waitFor(() => expect(names()).toContain(target), { timeout: 10_000 });
  });

  it('bulk restart of two online devices asks for confirmation and reports the result', async () => {
    await signIn('owner');
    const { fleetId, devices } = await seeded();
    const online = devices.filter((d) => d.is_online && d.is_connected_to_vpn);
    const [a, b] = [at(online, 0), at(online, 1)];
    renderPage(`/fleets/${fleetId}/devices`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: `Select row ${a.device_name}` }, { timeout: 15_000 }));
    await user.click(screen.getByRole('checkbox', { name: `Select row ${b.device_name}` }));
    await user.click(
      within(screen.getByRole('group', { name: 'Actions for selected devices' })).getByRole('button', {
        name: 'Restart application',
      }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(a.device_name);
    await user.click(within(dialog).getByRole('button', { name: 'Restart application' }));
    expect(
      await screen.findByText('Restart application requested for 2 devices', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('the OS update form counts the whole selection: offline devices left out before the form count as selected', async () => {
    await signIn('owner');
    const { fleetId, devices } = await seeded();
    const online = devices.filter((d) => d.is_online);
    const offline = devices.filter((d) => !d.is_online);
    const picked = [at(online, 0), at(online, 1), at(offline, 0), at(offline, 1)];
    renderPage(`/fleets/${fleetId}/devices`);
    const user = userEvent.setup();
    await screen.findByRole('checkbox', { name: `Select row ${at(picked, 0).device_name}` }, { timeout: 15_000 });
    for (const d of picked) await user.click(screen.getByRole('checkbox', { name: `Select row ${d.device_name}` }));
    await user.click(
      within(screen.getByRole('group', { name: 'Actions for selected devices' })).getByRole('button', {
        name: 'Update host OS',
      }),
    );
    const select = (await screen.findByLabelText('OS version', {}, { timeout: 10_000 })) as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBeGreaterThan(1), { timeout: 10_000 });
    await user.selectOptions(select, at([...select.options].slice(1), 0).value);
    const summary = await screen.findByText(/selected devices will be updated\.$/);
    expect(summary.textContent).toMatch(/^[12] of 4 selected devices will be updated\.$/);
    const leftOut = within(screen.getByRole('list', { name: 'Devices left out' })).getAllByRole('listitem');
    for (const d of picked.slice(2))
      expect(leftOut.some((li) => li.textContent?.startsWith(`${d.device_name}:`))).toBe(true);
  }, 45_000);

  it('a failing device read shows the table’s error state', async () => {
    await signIn('owner');
    const { fleetId } = await seeded();
    await addFault({
      match: { method: 'GET', resource: 'device' },
      effect: { kind: 'status', status: 500, body: 'Server Error', contentType: 'text' },
    });
    renderPage(`/fleets/${fleetId}/devices`);
    expect((await screen.findByRole('alert', {}, { timeout: 15_000 })).textContent).toContain('Server Error');
  });
});

/** Patches a device through the API as the signed-in user. */
const patchDevice = (id: number, body: Record<string, unknown>) =>
  ok(client.PATCH('/v7/device({id})', { params: { path: { id } }, body }));

describe('devices table: rows, permissions, paging, refresh (spec 02 §2, §5, §6, §9)', () => {
  it('a device row links to /devices/{uuid}', async () => {
    await signIn('owner');
    const { fleetId, devices } = await seeded();
    const target = at(devices, 0);
    renderPage(`/fleets/${fleetId}/devices`);
    const link = await screen.findByRole('link', { name: target.device_name }, { timeout: 15_000 });
    expect(link.getAttribute('href')).toBe(`/devices/${target.uuid}`);
  });

  it('an observer sees the bulk actions disabled with the permission text and the roles lacking it', async () => {
    await signIn('observer');
    const { fleetId, devices } = await seeded();
    renderPage(`/fleets/${fleetId}/devices`);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('checkbox', { name: `Select row ${at(devices, 0).device_name}` }, { timeout: 15_000 }),
    );
    const reboot = within(screen.getByRole('group', { name: 'Actions for selected devices' })).getByRole('button', {
      name: 'Reboot',
    }) as HTMLButtonElement;
    expect(isUnavailable(reboot)).toBe(true);
    expect(document.getElementById(reboot.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      "You don't have permission to create, edit or update the selected devices. Roles lacking this permission: observer, member",
    );
  });

  it('a page past the last one goes to the last page and shows its devices', async () => {
    await signIn('owner');
    const { fleetId, devices } = await seeded();
    const page = renderPage(`/fleets/${fleetId}/devices?size=50&page=99`);
    const lastPage = Math.max(1, Math.ceil(devices.length / 50));
    await waitFor(() => expect(screen.getByText(`Page ${lastPage} of ${lastPage}`)).toBeTruthy(), { timeout: 15_000 });
    await waitFor(() => expect(names().length).toBe(devices.length - (lastPage - 1) * 50), { timeout: 10_000 });
    const search = new URLSearchParams(page.router.state.location.search);
    expect(search.get('page')).toBe(lastPage > 1 ? String(lastPage) : null);
    expect(screen.queryByText('This fleet has no devices yet')).toBeNull();
  });

  it(
    'the list reads the devices again every 8 s: a rename elsewhere shows without a reload',
    { timeout: 40_000 },
    async () => {
      await signIn('owner');
      const { fleetId, devices } = await seeded();
      const target = at(devices, 0);
      renderPage(`/fleets/${fleetId}/devices`);
      await screen.findByRole('link', { name: target.device_name }, { timeout: 15_000 });
      const renamedAt = Date.now();
      await patchDevice(target.id, { device_name: 'renamed-elsewhere' });
      await screen.findByRole('link', { name: 'renamed-elsewhere' }, { timeout: 15_000 });
      // The next refresh, not a 60 s device poll, brought it.
      expect(Date.now() - renamedAt).toBeLessThan(15_000);
    },
  );

  it('an updating device shows its progress percentage next to the status', async () => {
    await signIn('owner');
    const { fleetId, devices } = await seeded();
    const target = devices.find((d) => d.is_online && d.is_connected_to_vpn) ?? at(devices, 0);
    await patchDevice(target.id, { status: 'Downloading', download_progress: 45, api_heartbeat_state: 'online' });
    const [row] = await read('device', { $select: ['overall_status', 'overall_progress'], $filter: { id: target.id } });
    expect(row).toMatchObject({ overall_status: 'updating', overall_progress: 45 });
    renderPage(`/fleets/${fleetId}/devices`);
    const link = await screen.findByRole('link', { name: target.device_name }, { timeout: 15_000 });
    const tr = link.closest('tr');
    if (!tr) throw new Error('no row');
    expect(within(tr).getByText('updating')).toBeTruthy();
    expect(within(tr).getByText('45%')).toBeTruthy();
  });
});

describe('selection across searches', () => {
  it('devices selected before a search stay selected, so a selection is built search by search', async () => {
    await signIn('owner');
    const { fleetId, devices } = await seeded();
    const [a, b] = [at(devices, 0), at(devices, -1)];
    renderPage(`/fleets/${fleetId}/devices`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: `Select row ${a.device_name}` }, { timeout: 15_000 }));
    await user.type(screen.getByLabelText('Search devices'), b.device_name);
    await waitFor(() => expect(names()).not.toContain(a.device_name), { timeout: 10_000 });
    await user.click(screen.getByRole('checkbox', { name: `Select row ${b.device_name}` }));
    const bar = screen.getByRole('group', { name: 'Actions for selected devices' });
    await user.click(within(bar).getByRole('button', { name: 'Restart application' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(a.device_name);
    expect(dialog.textContent).toContain(b.device_name);
  });
});

describe('version sort', () => {
  it('sorts the OS version column by version numbers (2.83 before 2.108), not as text', async () => {
    await signIn('owner');
    const { fleetId } = await seeded();
    const devices = await read('device', {
      $select: ['id', 'device_name', 'os_version'],
      $filter: { belongs_to__application: fleetId },
    });
    const expected = [...devices]
      .sort((a, b) => compareVersions(a.os_version, b.os_version) || a.id - b.id)
      .map((d) => d.device_name);
    renderPage(`/fleets/${fleetId}/devices?sort=os_version`);
    await screen.findByRole('table', { name: 'Devices' }, { timeout: 15_000 });
    await waitFor(() => expect(names().length).toBeGreaterThan(1), { timeout: 10_000 });
    const shown = names();
    expect(shown).toEqual(expected.slice(0, shown.length));
  });
});

describe('add device from the devices page', () => {
  it('a fleet with devices offers Add device on its devices page, opening the add-device dialog', async () => {
    await signIn('owner');
    const { fleetId } = await seeded();
    renderPage(`/fleets/${fleetId}/devices`);
    await screen.findByRole('table', { name: 'Devices' }, { timeout: 15_000 });
    await userEvent.click(await screen.findByRole('button', { name: 'Add device' }));
    expect(await screen.findByRole('dialog', { name: 'Add device' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('an observer, who may not create devices, gets no Add device', async () => {
    await signIn('observer');
    const { fleetId } = await seeded();
    renderPage(`/fleets/${fleetId}/devices`);
    await screen.findByRole('table', { name: 'Devices' }, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: 'Add device' })).toBeNull();
  });
});
