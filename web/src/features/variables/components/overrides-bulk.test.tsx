// @vitest-environment jsdom
/**
 * The device-override dialog of a fleet variable (spec 02 §2, §9: device-level overrides, page
 * size 5) and the bulk set/remove of one variable on the devices selected in the devices list
 * (per-device results, the batch message of spec 02 §4, permissions of spec 02 §6). Reads and
 * writes go to a recorded fetch answering like the API.
 */
import '../../../components/ui/test-polyfills.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReactNode } from 'react';
import { toast } from '../../../components/ui/index.ts';
import { toFleetAccess } from '../../../lib/authz.ts';
import { configVarsQuery, type ConfigVars } from '../../../api/variable/reads.ts';
import type { FleetRole } from '../../../../../shared/permissions.ts';
import { OverridesDialog } from './overrides-dialog.tsx';
import { BulkVariables } from './bulk-variables.tsx';
import { jsonResponse, stubFetch, type RecordedCall } from '../../../../../tests/web/fetch-stub.ts';
import { fleetBasicsQuery, type FleetBasics } from '../../../api/application/fleet.ts';

let calls: RecordedCall[];
/** Answers a request; undefined falls back to an empty OData list. */
let answer: (call: RecordedCall) => Response | undefined;
const json = jsonResponse;

beforeEach(() => {
  answer = () => undefined;
  calls = stubFetch((call) => {
    // The fleet of the bulk dialog, refetched after an apply.
    if (call.path.includes('/v7/application(7)'))
      return json({
        d: [
          {
            id: 7,
            app_name: 'smart-lights',
            organization: { __id: 2 },
            is_for__device_type: [{ slug: 'raspberrypi4-64' }],
            service: [{ id: 10, service_name: 'main' }],
          },
        ],
      });
    return answer(call) ?? json({ d: [] });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(element: ReactNode, seed?: (client: QueryClient) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  seed?.(client);
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/fleets/7/devices'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('device-override dialog (spec 02 §2, §9 page size 5)', () => {
  it('pages the devices overriding a configuration variable five at a time, under either spelling', async () => {
    const devices = Array.from({ length: 7 }, (_, i) => ({
      id: 100 + i,
      value: String(i),
      device: [{ uuid: `uuid${i}abcdef`, device_name: `device-${i}` }],
    }));
    answer = (c) => {
      if (c.path.includes('/$count')) return json({ d: devices.length });
      const skip = Number(/\$skip=(\d+)/.exec(c.path)?.[1] ?? 0);
      return json({ d: devices.slice(skip, skip + 5) });
    };
    renderWith(
      <OverridesDialog
        fleetId={7}
        kind="config"
        name="RESIN_SUPERVISOR_DELTA"
        serviceId={null}
        onClose={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Device overrides of RESIN_SUPERVISOR_DELTA' });
    await within(dialog).findByRole('link', { name: 'device-0' });
    expect(within(dialog).getAllByRole('link')).toHaveLength(5);
    expect(within(dialog).getByRole('link', { name: 'device-0' }).getAttribute('href')).toBe(
      '/devices/uuid0abcdef/config',
    );
    expect(within(dialog).getByText('Page 1 of 2')).toBeTruthy();
    const read = calls.find((c) => c.path.includes('/v7/device_config_variable?'));
    expect(read?.path).toMatch(/\$top=5/);
    expect(read?.path).toMatch(/name in \('BALENA_SUPERVISOR_DELTA','RESIN_SUPERVISOR_DELTA'\)/);
    expect(read?.path).toMatch(/belongs_to__application eq 7/);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Next page' }));
    await within(dialog).findByRole('link', { name: 'device-5' });
    expect(within(dialog).getAllByRole('link')).toHaveLength(2);
    expect(within(dialog).getByText('Page 2 of 2')).toBeTruthy();
    expect(calls.some((c) => /\$skip=5/.test(c.path))).toBe(true);
    expect((within(dialog).getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a fleet service variable lists the device service variables of that service; none gives the empty text', async () => {
    answer = (c) => (c.path.includes('/$count') ? json({ d: 0 }) : json({ d: [] }));
    renderWith(<OverridesDialog fleetId={7} kind="env" name="PORT" serviceId={10} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Device overrides of PORT' });
    expect(await within(dialog).findByText('No device overrides this variable.')).toBeTruthy();
    const read = calls.find((c) => c.path.includes('/v7/device_service_environment_variable?'));
    expect(read?.path).toMatch(/name eq 'PORT'/);
    expect(read?.path).toMatch(/installs__service eq 10/);
  });
});

const CONFIG_VARS: ConfigVars = {
  reservedNames: ['RESIN', 'BALENA', 'USER'],
  reservedNamespaces: ['RESIN_', 'BALENA_'],
  invalidRegex: '/^\\d|\\W/',
  configVarInvalidRegex: '/^[\\d:]|[^A-Za-z0-9_:]/',
  whiteListedNames: ['BALENA_SUPERVISOR_DELTA'],
  whiteListedNamespaces: ['BALENA_HOST_', 'RESIN_HOST_'],
  blackListedNames: ['BALENA_API_KEY'],
  configVarSchema: { type: 'object', properties: {} },
};
const DEVICES = [
  { id: 1, name: 'alpha' },
  { id: 2, name: 'bravo' },
  { id: 3, name: 'charlie' },
];

function renderBulk(role: FleetRole, devices = DEVICES) {
  renderWith(<BulkVariables fleetId={7} devices={devices} access={toFleetAccess([role])} />, (client) => {
    const fleet: FleetBasics = {
      id: 7,
      name: 'smart-lights',
      organizationId: 2,
      deviceType: 'raspberrypi4-64',
      services: [{ id: 10, name: 'main' }],
    };
    client.setQueryData(fleetBasicsQuery(7).queryKey, fleet);
    client.setQueryData(configVarsQuery('raspberrypi4-64').queryKey, CONFIG_VARS);
  });
}

describe('bulk set / remove on selected devices (beyond spec: per-device results)', () => {
  it('sets one variable on every selected device: preview per device, then each result and the batch message', async () => {
    const show = vi.spyOn(toast, 'show');
    answer = (c) => {
      if (c.method === 'GET' && c.path.includes('/v7/device_environment_variable?'))
        return json({
          d: [
            { id: 51, value: 'old', device: { __id: 1 } },
            { id: 52, value: 'on', device: { __id: 2 } },
          ],
        });
      if (c.method === 'POST') return json('Boom', 400);
      if (c.method === 'PATCH') return new Response('', { status: 200 });
      return undefined;
    };
    renderBulk('operator');
    await userEvent.click(screen.getByRole('button', { name: 'Variables' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set or remove a variable on 3 devices' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'USER');
    expect(await within(dialog).findByText('This environment variable is reserved and cannot be used.')).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText('Name'));
    await userEvent.type(within(dialog).getByLabelText('Name'), 'FEATURE');
    await userEvent.type(within(dialog).getByLabelText('Value'), 'on');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));

    const row = (name: string) => dialog.querySelector(`tr[data-device="${name}"]`) as HTMLElement;
    await within(dialog).findByRole('button', { name: 'Apply to 2 devices' });
    expect(row('alpha').dataset.change).toBe('update');
    expect(row('alpha').textContent).toContain('old → on');
    expect(row('bravo').dataset.change).toBe('none');
    expect(row('charlie').dataset.change).toBe('add');
    expect(calls.find((c) => c.method === 'GET' && c.path.includes('device_environment_variable'))?.path).toMatch(
      /name eq 'FEATURE'.*device in \(1,2,3\)|device in \(1,2,3\).*name eq 'FEATURE'/,
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to 2 devices' }));
    await within(dialog).findByRole('columnheader', { name: 'Result' });
    const result = (name: string) => row(name).lastElementChild?.textContent;
    expect(result('alpha')).toBe('done');
    expect(result('bravo')).toBe('no change');
    expect(result('charlie')).toBe('Boom');
    // The changes stay as applied next to their results.
    expect(row('alpha').dataset.change).toBe('update');
    const writes = calls.filter((c) => c.method !== 'GET');
    expect(writes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          method: 'PATCH',
          path: expect.stringContaining('/v7/device_environment_variable(51)'),
          body: { value: 'on' },
        }),
        expect.objectContaining({
          method: 'POST',
          path: expect.stringContaining('/v7/device_environment_variable'),
          body: { device: 3, name: 'FEATURE', value: 'on' },
        }),
      ]),
    );
    expect(writes).toHaveLength(2);
    expect(show).toHaveBeenCalledWith({ kind: 'warning', text: 'Operation failed for 1 of 2 selected items: Boom' });
    show.mockRestore();
  });

  it('removes a service variable where it is stored; devices without it are left alone', async () => {
    const show = vi.spyOn(toast, 'show');
    answer = (c) => {
      if (c.path.includes('/v7/service_install?'))
        return json({
          d: [
            { id: 901, device: { __id: 1 } },
            { id: 902, device: { __id: 2 } },
          ],
        });
      if (c.path.includes('/v7/device_service_environment_variable?'))
        return json({ d: [{ id: 61, value: 'x', service_install: { __id: 902 } }] });
      if (c.method === 'DELETE') return new Response('', { status: 200 });
      return undefined;
    };
    renderBulk('operator');
    await userEvent.click(screen.getByRole('button', { name: 'Variables' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(await within(dialog).findByLabelText('Operation'), 'remove');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'PORT');
    await userEvent.selectOptions(within(dialog).getByLabelText('Service'), 'main');
    expect(within(dialog).queryByLabelText('Value')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Apply to 1 device' }));
    await waitFor(() => expect(show).toHaveBeenCalledWith({ kind: 'success', text: 'all changes successful' }));
    expect(calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.path.replace(/^.*\/v7\//, '')])).toEqual([
      ['DELETE', 'device_service_environment_variable(61)'],
    ]);
    show.mockRestore();
  });

  it('one selected device is named in the singular; Back keeps what was typed, Cancel closes without writing', async () => {
    renderBulk('operator', DEVICES.slice(0, 1));
    await userEvent.click(screen.getByRole('button', { name: 'Variables' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set or remove a variable on 1 device' });
    await userEvent.type(await within(dialog).findByLabelText('Name'), 'FEATURE');
    await userEvent.type(within(dialog).getByLabelText('Value'), 'on');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByRole('button', { name: 'Apply to 1 device' })).toBeTruthy();
    // Back on the preview returns to the form as filled in; Cancel on the form closes the dialog.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(((await within(dialog).findByLabelText('Name')) as HTMLInputElement).value).toBe('FEATURE');
    expect((within(dialog).getByLabelText('Value') as HTMLInputElement).value).toBe('on');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('permissions (spec 02 §6): safe-operators may only set, observers see no bulk action', async () => {
    renderBulk('safe-operator');
    await userEvent.click(screen.getByRole('button', { name: 'Variables' }));
    const operation = (await within(await screen.findByRole('dialog')).findByLabelText(
      'Operation',
    )) as HTMLSelectElement;
    expect([...operation.options].map((o) => o.value)).toEqual(['set']);
    cleanup();
    renderBulk('observer');
    expect(screen.queryByRole('button', { name: 'Variables' })).toBeNull();
  });
});
