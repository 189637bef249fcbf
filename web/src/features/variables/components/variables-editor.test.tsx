// @vitest-environment jsdom
/**
 * The variables editor as a page renders it (spec 02 §2, §4, §6): staging colours, undo, revert-all,
 * apply-all with a partial failure, the service-not-found error, device-level rows, permissions and
 * the leave-page warning. Writes go to a recorded fake; the router is a real data router.
 */
import '../../../components/ui/test-polyfills.ts';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider, useParams } from 'react-router';
import userEvent from '@testing-library/user-event';
import { toast } from '../../../components/ui/index.ts';
import { ServiceNotFoundError } from '../../../api/variable/keys.ts';
import { DeviceOverridesButton } from './device-overrides-button.tsx';
import { VariablesEditor } from './variables-editor.tsx';
import {
  ALL,
  FLEET_VARS,
  RULES,
  SERVICES,
  SCHEMA,
  failing,
  write,
  openAdd,
  renderEditor,
  rowOf,
  server,
  typeName,
  writes,
} from './variables-editor.test-utils.tsx';

describe('staging, undo, revert-all and apply-all (spec 02 §2, §4)', () => {
  it('colours rows, undoes one, reverts all after confirmation', async () => {
    renderEditor();
    await userEvent.click(within(rowOf('MQTT_HOST')).getByRole('button', { name: 'Remove MQTT_HOST' }));
    await userEvent.click(within(rowOf('LOG_LEVEL')).getByRole('button', { name: 'Edit LOG_LEVEL' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.clear(within(dialog).getByLabelText('Value'));
    await userEvent.type(within(dialog).getByLabelText('Value'), 'debug');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rowOf('LOG_LEVEL').className).toContain('vars-row-updated'));
    expect(rowOf('MQTT_HOST').className).toContain('vars-row-deleted');
    expect(screen.getByText('2 unsaved changes')).toBeTruthy();
    await userEvent.click(within(rowOf('LOG_LEVEL')).getByRole('button', { name: 'Undo changes to LOG_LEVEL' }));
    expect(rowOf('LOG_LEVEL').dataset.state).toBe('unchanged');
    expect(screen.getByText('1 unsaved change')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Revert all' }));
    const confirm = screen.getByRole('alertdialog');
    expect(within(confirm).getByText('Revert all changes?')).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revert all' }));
    await waitFor(() => expect(screen.queryByText(/unsaved change/)).toBeNull());
    expect(rowOf('MQTT_HOST').dataset.state).toBe('unchanged');
    expect(writes).toEqual([]);
  });

  it('applies deletes first, reports a partial failure and keeps the failed row staged', async () => {
    const show = vi.spyOn(toast, 'show');
    failing.add('NEW_ONE');
    const { props } = renderEditor();
    const dialog = await openAdd();
    await typeName(dialog, 'NEW_ONE');
    await userEvent.type(within(dialog).getByLabelText('Value'), 'v');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(rowOf('MQTT_HOST')).getByRole('button', { name: 'Remove MQTT_HOST' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply all' }));
    await waitFor(() => expect(props.onApplied).toHaveBeenCalled());
    expect(writes.map((w) => [w.op, w.name])).toEqual([
      ['delete', 'MQTT_HOST'],
      ['add', 'NEW_ONE'],
    ]);
    expect(show).toHaveBeenCalledWith({ kind: 'danger', text: 'Some changes failed to apply: Server Error' });
    expect(rowOf('NEW_ONE').dataset.state).toBe('add');
    expect(within(rowOf('NEW_ONE')).getByText('Failed: Server Error')).toBeTruthy();
    expect(rowOf('MQTT_HOST').dataset.state).toBe('unchanged'); // until the page refetches
    expect(screen.getByText('1 unsaved change')).toBeTruthy();
    show.mockRestore();
  });

  it("a variable another user changed meanwhile is not overwritten: the user keeps theirs or takes the server's", async () => {
    const show = vi.spyOn(toast, 'show');
    const { props } = renderEditor();
    await userEvent.click(within(rowOf('LOG_LEVEL')).getByRole('button', { name: 'Edit LOG_LEVEL' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.clear(within(dialog).getByLabelText('Value'));
    await userEvent.type(within(dialog).getByLabelText('Value'), 'debug');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The page behind the dialog is hidden from the accessibility tree until the dialog has closed.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(rowOf('MQTT_HOST')).getByRole('button', { name: 'Remove MQTT_HOST' }));
    // Someone else sets LOG_LEVEL to warn while the edit is staged.
    server.rows = FLEET_VARS.map((v) => (v.id === 1 ? { ...v, value: 'warn' } : v));
    await userEvent.click(screen.getByRole('button', { name: 'Apply all' }));
    await waitFor(() => expect(props.onApplied).toHaveBeenCalledTimes(1));
    expect(writes.map((w) => [w.op, w.name])).toEqual([['delete', 'MQTT_HOST']]);
    expect(show).toHaveBeenCalledWith({
      kind: 'danger',
      text: "1 of your changes was not applied: someone else changed that variable since you staged it. Choose whether to keep yours or take the server's, then apply again.",
    });
    expect(show).not.toHaveBeenCalledWith({ kind: 'success', text: 'all changes successful' });
    const row = rowOf('LOG_LEVEL');
    expect(row.dataset.state).toBe('update');
    expect(
      within(row).getByText(/Changed by someone else since you staged this: the server now has warn/),
    ).toBeTruthy();
    // Keeping mine writes it on the next apply, over the server's current row.
    await userEvent.click(within(row).getByRole('button', { name: 'Keep my value of LOG_LEVEL' }));
    expect(within(rowOf('LOG_LEVEL')).queryByText(/Changed by someone else/)).toBeNull();
    server.rows = FLEET_VARS.filter((v) => v.id !== 2).map((v) => (v.id === 1 ? { ...v, value: 'warn' } : v));
    await userEvent.click(screen.getByRole('button', { name: 'Apply all' }));
    await waitFor(() => expect(props.onApplied).toHaveBeenCalledTimes(2));
    expect(writes.map((w) => [w.op, w.name, w.value, w.id])).toEqual([
      ['delete', 'MQTT_HOST', 'broker', 2],
      ['update', 'LOG_LEVEL', 'debug', 1],
    ]);
    expect(show).toHaveBeenLastCalledWith({ kind: 'success', text: 'all changes successful' });
    show.mockRestore();
  });

  it("taking the server's value drops the staged change without writing", async () => {
    renderEditor();
    await userEvent.click(within(rowOf('MQTT_HOST')).getByRole('button', { name: 'Remove MQTT_HOST' }));
    server.rows = FLEET_VARS.map((v) => (v.id === 2 ? { ...v, value: 'broker-2' } : v));
    await userEvent.click(screen.getByRole('button', { name: 'Apply all' }));
    const take = await screen.findByRole('button', { name: "Take the server's value of MQTT_HOST" });
    expect(writes).toEqual([]);
    await userEvent.click(take);
    expect(rowOf('MQTT_HOST').dataset.state).toBe('unchanged');
    expect(screen.queryByText(/unsaved change/)).toBeNull();
    expect(writes).toEqual([]);
  });

  it('rows cannot be changed while the changes are being applied (an edit then would be lost)', async () => {
    let release = () => undefined as void;
    const pending = new Promise<void>((r) => (release = r));
    const { props } = renderEditor({ write: () => pending });
    await userEvent.click(within(rowOf('MQTT_HOST')).getByRole('button', { name: 'Remove MQTT_HOST' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply all' }));
    const disabled = (el: HTMLElement) => (el as HTMLButtonElement).disabled;
    await waitFor(() =>
      expect(disabled(within(rowOf('MQTT_HOST')).getByRole('button', { name: 'Undo changes to MQTT_HOST' }))).toBe(
        true,
      ),
    );
    expect(disabled(within(rowOf('LOG_LEVEL')).getByRole('button', { name: 'Edit LOG_LEVEL' }))).toBe(true);
    expect(disabled(within(rowOf('LOG_LEVEL')).getByRole('button', { name: 'Remove LOG_LEVEL' }))).toBe(true);
    expect(disabled(screen.getByRole('button', { name: 'Add variable' }))).toBe(true);
    release();
    await waitFor(() => expect(props.onApplied).toHaveBeenCalled());
    await waitFor(() =>
      expect(disabled(within(rowOf('LOG_LEVEL')).getByRole('button', { name: 'Edit LOG_LEVEL' }))).toBe(false),
    );
    expect(disabled(screen.getByRole('button', { name: 'Add variable' }))).toBe(false);
  });

  it.each([
    ['config', 10],
    ['env', 12],
  ] as const)(
    '%s changes go out together, at most %i at once (spec 02 §9 config concurrency 10)',
    async (kind, expected) => {
      const stored = Array.from({ length: 12 }, (_, i) => ({
        id: 100 + i,
        name: `BALENA_CUSTOM_${String(i).padStart(2, '0')}`,
        serviceId: null,
        value: 'x',
      }));
      let inFlight = 0;
      let most = 0;
      const slow = vi.fn(async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((r) => setTimeout(r, 5));
        inFlight -= 1;
      });
      const { props } = renderEditor({
        kind,
        stored,
        services: kind === 'env' ? [] : undefined,
        schema: kind === 'config' ? { properties: {} } : undefined,
        target: kind === 'config' ? { kind: 'fleetConfig', fleetId: 7 } : { kind: 'fleetEnv', fleetId: 7 },
        write: slow,
      });
      for (const v of stored)
        await userEvent.click(within(rowOf(v.name)).getByRole('button', { name: `Remove ${v.name}` }));
      await userEvent.click(screen.getByRole('button', { name: 'Apply all' }));
      await waitFor(() => expect(props.onApplied).toHaveBeenCalled());
      expect(slow).toHaveBeenCalledTimes(12);
      expect(most).toBe(expected);
    },
  );

  it('an empty table shows the info text and the docs link', () => {
    renderEditor({ stored: [] });
    expect(
      screen.getByText('No variables yet. Variables set here are passed to your services as environment variables.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read the documentation about variables' }).getAttribute('href')).toMatch(
      /\/learn\/manage\/variables$/,
    );
  });

  it('reports success when every change applies', async () => {
    const show = vi.spyOn(toast, 'show');
    renderEditor();
    await userEvent.click(within(rowOf('MQTT_HOST')).getByRole('button', { name: 'Remove MQTT_HOST' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply all' }));
    await waitFor(() => expect(show).toHaveBeenCalledWith({ kind: 'success', text: 'all changes successful' }));
    expect(screen.queryByText(/unsaved change/)).toBeNull();
    show.mockRestore();
  });

  it('an add for a service the device does not run fails with service not found', async () => {
    const show = vi.spyOn(toast, 'show');
    const { writeVariable } = await import('../../../api/variable/writes.ts');
    renderEditor({
      level: 'device',
      target: { kind: 'deviceEnv', deviceId: 3, installs: new Map([[10, 100]]) },
      stored: [],
      fleetValues: new Map(),
      write: writeVariable,
    });
    const dialog = await openAdd();
    await typeName(dialog, 'ONLY_MQTT');
    await userEvent.selectOptions(within(dialog).getByLabelText('Service'), 'mqtt');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Apply all' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith({ kind: 'danger', text: 'Some changes failed to apply: Service not found' }),
    );
    expect(new ServiceNotFoundError().message).toBe('Service not found');
    show.mockRestore();
  });
});

describe('device level (spec 02 §2: device values next to the fleet value they override)', () => {
  it('lists fleet variables with an override action and shows both values', async () => {
    renderEditor({
      level: 'device',
      target: { kind: 'deviceEnv', deviceId: 3, installs: new Map([[10, 100]]) },
      stored: [{ id: 9, name: 'MQTT_HOST', serviceId: null, value: 'local' }],
      fleetValues: new Map([
        ['*\u0000LOG_LEVEL', 'info'],
        ['*\u0000MQTT_HOST', 'broker'],
      ]),
      listed: [{ name: 'LOG_LEVEL', serviceId: null }],
    });
    const cells = (name: string) => [...rowOf(name).querySelectorAll('td.vars-value')].map((c) => c.textContent);
    expect(cells('MQTT_HOST')).toEqual(['local', 'broker']);
    expect(cells('LOG_LEVEL')).toEqual(['from fleet', 'info']);
    await userEvent.click(screen.getByRole('button', { name: 'Override LOG_LEVEL on this device' }));
    const dialog = screen.getByRole('dialog', { name: 'Override LOG_LEVEL on this device' });
    expect((within(dialog).getByLabelText('Value') as HTMLTextAreaElement).value).toBe('info');
    await userEvent.clear(within(dialog).getByLabelText('Value'));
    await userEvent.type(within(dialog).getByLabelText('Value'), 'debug');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rowOf('LOG_LEVEL').dataset.state).toBe('add'));
    // Only the device value can be removed; the fleet-only row has no remove action.
    expect(within(rowOf('MQTT_HOST')).getByRole('button', { name: 'Remove MQTT_HOST' })).toBeTruthy();
  });
});

it('device configuration: the fleet value of a RESIN_ spelling shows on the schema row it overrides', () => {
  renderEditor({
    kind: 'config',
    level: 'device',
    target: { kind: 'deviceConfig', deviceId: 3 },
    stored: [],
    services: undefined,
    schema: SCHEMA,
    // The device page keys fleet values by the schema name.
    fleetValues: new Map([['*\u0000BALENA_SUPERVISOR_POLL_INTERVAL', '600000']]),
    listed: [
      { name: 'RESIN_SUPERVISOR_POLL_INTERVAL', serviceId: null },
      ...Object.keys(SCHEMA.properties).map((name) => ({ name, serviceId: null })),
    ],
  });
  expect(document.querySelectorAll('tr[data-name="RESIN_SUPERVISOR_POLL_INTERVAL"]')).toHaveLength(0);
  const cells = [...rowOf('BALENA_SUPERVISOR_POLL_INTERVAL').querySelectorAll('td.vars-value')].map(
    (c) => c.textContent,
  );
  expect(cells).toEqual(['from fleet', '600000', '900000']);
  expect(
    within(rowOf('BALENA_SUPERVISOR_POLL_INTERVAL')).getByRole('button', {
      name: 'Override BALENA_SUPERVISOR_POLL_INTERVAL on this device',
    }),
  ).toBeTruthy();
});

it('device level: a service row without its own value shows the device-wide value that applies, next to the fleet service value', async () => {
  renderEditor({
    level: 'device',
    target: { kind: 'deviceEnv', deviceId: 3, installs: new Map([[10, 100]]) },
    stored: [{ id: 9, name: 'LOG_LEVEL', serviceId: null, value: 'debug' }],
    fleetValues: new Map([
      ['*\u0000LOG_LEVEL', 'info'],
      ['10\u0000LOG_LEVEL', 'warn'],
    ]),
    listed: [
      { name: 'LOG_LEVEL', serviceId: null },
      { name: 'LOG_LEVEL', serviceId: 10 },
    ],
  });
  const cells = [...rowOf('LOG_LEVEL', 'main').querySelectorAll('td.vars-value')].map((c) => c.textContent);
  expect(cells).toEqual(['debug (from All services on this device)', 'warn']);
  await userEvent.click(screen.getByRole('button', { name: 'Override LOG_LEVEL (main) on this device' }));
  expect((within(screen.getByRole('dialog')).getByLabelText('Value') as HTMLTextAreaElement).value).toBe('debug');
  // Staging the removal of the device-wide value falls back to the fleet value.
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await userEvent.click(within(rowOf('LOG_LEVEL')).getByRole('button', { name: 'Remove LOG_LEVEL' }));
  expect(rowOf('LOG_LEVEL', 'main').querySelector('td.vars-value')?.textContent).toBe('from fleet');
});

describe('permissions (spec 02 §6)', () => {
  it('read-only roles see the values and no edit controls', () => {
    renderEditor({ can: { create: false, update: false, delete: false } });
    expect(screen.getByText('You can view these variables but not change them.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add variable' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Edit|Remove) / })).toBeNull();
  });

  it('create and update without delete (safe-developer on fleet variables) offers no remove', () => {
    renderEditor({ can: { create: true, update: true, delete: false } });
    expect(screen.getByRole('button', { name: 'Add variable' })).toBeTruthy();
    expect(within(rowOf('LOG_LEVEL')).getByRole('button', { name: 'Edit LOG_LEVEL' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
  });
});

describe('leave-page warning (spec 02 §2)', () => {
  it('asks before navigating away with staged changes; Cancel stays, OK leaves', async () => {
    const { router } = renderEditor();
    await userEvent.click(within(rowOf('MQTT_HOST')).getByRole('button', { name: 'Remove MQTT_HOST' }));
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const warning = await screen.findByRole('alertdialog');
    expect(within(warning).getByText('changes not saved, click OK to proceed')).toBeTruthy();
    await userEvent.click(within(warning).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/page');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it('warns on browser unload only while changes are staged', async () => {
    renderEditor();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await userEvent.click(within(rowOf('MQTT_HOST')).getByRole('button', { name: 'Remove MQTT_HOST' }));
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it('navigates freely without staged changes', async () => {
    const { router } = renderEditor();
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });
});

describe('device-override dialog action on the fleet pages (spec 02 §2)', () => {
  it('configuration: every schema setting offers it, set at fleet level or not; a custom variable once stored', async () => {
    const onOpen = vi.fn();
    renderEditor({
      kind: 'config',
      target: { kind: 'fleetConfig', fleetId: 7 },
      stored: [
        { id: 5, name: 'RESIN_SUPERVISOR_POLL_INTERVAL', serviceId: null, value: '600000' },
        { id: 6, name: 'BALENA_CUSTOM', serviceId: null, value: 'x' },
      ],
      services: undefined,
      schema: SCHEMA,
      listed: Object.keys(SCHEMA.properties).map((name) => ({ name, serviceId: null })),
      rowExtra: (row) => <DeviceOverridesButton row={row} onOpen={onOpen} />,
    });
    for (const name of [
      'RESIN_SUPERVISOR_POLL_INTERVAL',
      'BALENA_SUPERVISOR_DELTA',
      'BALENA_HOST_SPLASH_IMAGE',
      'BALENA_HOST_MODE',
      'BALENA_CUSTOM',
    ]) {
      expect(within(rowOf(name)).getByRole('button', { name: `Device overrides of ${name}` })).toBeTruthy();
    }
    // The fleet leaves delta updates unset: devices may still override it.
    await userEvent.click(
      within(rowOf('BALENA_SUPERVISOR_DELTA')).getByRole('button', {
        name: 'Device overrides of BALENA_SUPERVISOR_DELTA',
      }),
    );
    expect(onOpen).toHaveBeenCalledWith({ name: 'BALENA_SUPERVISOR_DELTA', serviceId: null });
    // A custom variable only staged is not on any device yet.
    const dialog = await openAdd();
    await typeName(dialog, 'BALENA_OTHER');
    await userEvent.type(within(dialog).getByLabelText('Value'), 'y');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rowOf('BALENA_OTHER').dataset.state).toBe('add'));
    expect(within(rowOf('BALENA_OTHER')).queryByRole('button', { name: /Device overrides/ })).toBeNull();
  });

  it('environment: stored fleet variables offer it, naming the service of a service variable', async () => {
    const onOpen = vi.fn();
    renderEditor({ rowExtra: (row) => <DeviceOverridesButton row={row} onOpen={onOpen} /> });
    await userEvent.click(
      within(rowOf('LOG_LEVEL', 'main')).getByRole('button', { name: 'Device overrides of LOG_LEVEL (main)' }),
    );
    expect(onOpen).toHaveBeenCalledWith({ name: 'LOG_LEVEL', serviceId: 10 });
    expect(within(rowOf('MQTT_HOST')).getByRole('button', { name: 'Device overrides of MQTT_HOST' })).toBeTruthy();
  });
});

it("staged changes stay with their fleet: confirming the leave to another fleet's page drops them", async () => {
  function Page() {
    const fleetId = Number(useParams().fleetId);
    return (
      <>
        <Link to="/fleets/8">Other fleet</Link>
        <VariablesEditor
          kind="env"
          level="fleet"
          target={{ kind: 'fleetEnv', fleetId }}
          stored={FLEET_VARS.map((v) => ({ ...v, id: v.id + fleetId * 100 }))}
          services={SERVICES}
          rules={RULES}
          can={ALL}
          onApplied={vi.fn()}
          write={write}
        />
      </>
    );
  }
  const router = createMemoryRouter([{ path: '/fleets/:fleetId', element: <Page /> }], {
    initialEntries: ['/fleets/7'],
  });
  render(<RouterProvider router={router} />);
  await userEvent.click(within(rowOf('MQTT_HOST')).getByRole('button', { name: 'Remove MQTT_HOST' }));
  expect(rowOf('MQTT_HOST').dataset.state).toBe('delete');
  await userEvent.click(screen.getByRole('link', { name: 'Other fleet' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/fleets/8'));
  // The same page now edits fleet 8: nothing is staged there, and applying is not offered.
  await waitFor(() => expect(rowOf('MQTT_HOST').dataset.state).toBe('unchanged'));
  expect(screen.queryByRole('button', { name: 'Apply all' })).toBeNull();
  expect(writes).toEqual([]);
});
