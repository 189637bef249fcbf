// @vitest-environment jsdom
/** Page tests of a fleet's devices table (spec 02 §2 "Devices", §4 "Action flow", §5): a filter and a bulk action. */
import { addFault, renderPage, resetPage, signIn, startPageMock, stopPageMock } from './harness.tsx';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { read } from '../../web/src/api/client.ts';

beforeAll(() => void startPageMock());
afterEach(resetPage);
afterAll(stopPageMock);

/** The seeded fleet and its devices, read through the dashboard's own typed client. */
async function seeded() {
  const [fleet] = await read('application', { $select: ['id'], $filter: { app_name: 'smart-lights' } });
  const devices = await read('device', {
    $select: ['id', 'uuid', 'device_name', 'is_online', 'is_connected_to_vpn'],
    $filter: { belongs_to__application: fleet.id },
    $orderby: { id: 'asc' },
  });
  return { fleetId: fleet.id, devices };
}

const table = () => screen.getByRole('table', { name: 'Devices' });
const names = () => within(table()).queryAllByRole('checkbox').map((c) => c.getAttribute('aria-label') ?? '').filter((l) => l.startsWith('Select row ')).map((l) => l.slice('Select row '.length));

describe('devices table', () => {
  it('a search narrows the rows to the matching devices, and the URL carries it', async () => {
    await signIn('owner');
    const { fleetId, devices } = await seeded();
    const target = devices[devices.length - 1];
    const page = renderPage(`/fleets/${fleetId}/devices`);
    await screen.findByRole('table', { name: 'Devices' }, { timeout: 15_000 });
    await waitFor(() => expect(names().length).toBeGreaterThan(1), { timeout: 10_000 });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search devices'), target.device_name);
    const expected = devices.filter((d) => d.device_name.toLowerCase().includes(target.device_name.toLowerCase()) || d.uuid.startsWith(target.device_name.toLowerCase())).map((d) => d.device_name);
    await waitFor(() => expect(names().sort()).toEqual(expected.sort()), { timeout: 10_000 });
    expect(new URLSearchParams(page.router.state.location.search).get('q')).toBe(target.device_name);
  });

  it('bulk restart of two online devices asks for confirmation and reports the result', async () => {
    await signIn('owner');
    const { fleetId, devices } = await seeded();
    const [a, b] = devices.filter((d) => d.is_online && d.is_connected_to_vpn);
    renderPage(`/fleets/${fleetId}/devices`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: `Select row ${a.device_name}` }, { timeout: 15_000 }));
    await user.click(screen.getByRole('checkbox', { name: `Select row ${b.device_name}` }));
    await user.click(within(screen.getByRole('group', { name: 'Actions for selected devices' })).getByRole('button', { name: 'Restart application' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(a.device_name);
    await user.click(within(dialog).getByRole('button', { name: 'Restart application' }));
    expect(await screen.findByText('Restart application requested for 2 devices', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('a failing device read shows the table’s error state', async () => {
    await signIn('owner');
    const { fleetId } = await seeded();
    await addFault({ match: { method: 'GET', resource: 'device' }, effect: { kind: 'status', status: 500, body: 'Server Error', contentType: 'text' } });
    renderPage(`/fleets/${fleetId}/devices`);
    expect((await screen.findByRole('alert', {}, { timeout: 15_000 })).textContent).toContain('Server Error');
  });
});
