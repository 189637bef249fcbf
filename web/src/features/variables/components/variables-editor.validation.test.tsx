// @vitest-environment jsdom
/**
 * The variables editor's add/edit dialog as a page renders it (spec 02 §5): every name rule and
 * message, and configuration values validated live (integers, switches, choices, PNG data-urls).
 */
import '../../../components/ui/test-polyfills.ts';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type StoredVariable } from '../../../api/variable/keys.ts';
import { DATA_URL_MAX_BYTES } from '../domain/value-rules.ts';
import { SCHEMA, openAdd, renderEditor, rowOf, typeName, writes } from './variables-editor.test-utils.tsx';

describe('name validation in the add dialog (spec 02 §5)', () => {
  it.each([
    ['USER', 'This environment variable is reserved and cannot be used.'],
    ['BALENA_API_KEY', 'This environment variable is reserved and cannot be used.'],
    ['BALENA_SUPERVISOR_DELTA', 'Configuration variables are managed through the Configuration page.'],
    ['BALENA_HOST_CONFIG_gpu_mem', 'Configuration variables are managed through the Configuration page.'],
    ['9LIVES', 'Environment variable names must start with a letter and contain only letters, digits and underscores.'],
    ['MY-VAR', 'Environment variable names must start with a letter and contain only letters, digits and underscores.'],
    [
      'BALENA_MINE',
      'Names starting with BALENA_ are reserved: use the documented name and manage it on the Configuration page.',
    ],
    ['MQTT_HOST', 'MQTT_HOST already exists for All services'],
  ])('env %s → %s', async (name, message) => {
    renderEditor();
    const dialog = await openAdd();
    await typeName(dialog, name);
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(within(dialog).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
  });

  it('the name is mandatory', async () => {
    renderEditor();
    const dialog = await openAdd();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(writes).toEqual([]);
  });

  it('duplicates are per service: the same name in another service is accepted, in the same service refused', async () => {
    renderEditor();
    const dialog = await openAdd();
    await typeName(dialog, 'LOG_LEVEL');
    await userEvent.selectOptions(within(dialog).getByLabelText('Service'), 'main');
    expect(await within(dialog).findByText('LOG_LEVEL already exists for main')).toBeTruthy();
    await userEvent.selectOptions(within(dialog).getByLabelText('Service'), 'mqtt');
    await waitFor(() => expect(within(dialog).queryByText(/already exist/)).toBeNull());
    await userEvent.type(within(dialog).getByLabelText('Value'), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rowOf('LOG_LEVEL', 'mqtt').dataset.state).toBe('add');
  });

  it.each([
    ['MY_SETTING', 'Configuration variable names must start with RESIN_ or BALENA_.'],
    [
      'BALENA_A-B',
      'Configuration variable names must start with a letter and contain only letters, digits, underscores or colons.',
    ],
    ['RESIN', 'This environment variable is reserved and cannot be used.'],
    ['BALENA_SUPERVISOR_POLL_INTERVAL', 'BALENA_SUPERVISOR_POLL_INTERVAL already exists for All services'],
  ])('config %s → %s', async (name, message) => {
    renderEditor({
      kind: 'config',
      target: { kind: 'fleetConfig', fleetId: 7 },
      stored: [],
      services: undefined,
      schema: SCHEMA,
      listed: [{ name: 'BALENA_SUPERVISOR_POLL_INTERVAL', serviceId: null }],
    });
    const dialog = await openAdd();
    await typeName(dialog, name);
    expect(await within(dialog).findByText(message)).toBeTruthy();
  });

  it('whitelisted configuration namespaces are exempt from the name pattern', async () => {
    renderEditor({
      kind: 'config',
      target: { kind: 'fleetConfig', fleetId: 7 },
      stored: [],
      services: undefined,
      schema: SCHEMA,
      listed: [],
    });
    const dialog = await openAdd();
    // The dialog is named like the button that opened it.
    expect(screen.getByRole('dialog', { name: 'Add custom variable' })).toBe(dialog);
    await typeName(dialog, 'BALENA_HOST_CONFIG_dtparam-i2c');
    await userEvent.type(within(dialog).getByLabelText('Value'), 'on');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rowOf('BALENA_HOST_CONFIG_dtparam-i2c').dataset.state).toBe('add');
  });

  it('a configuration name stored under its RESIN_ spelling is the same setting as the BALENA_ one', async () => {
    renderEditor({
      kind: 'config',
      target: { kind: 'fleetConfig', fleetId: 7 },
      stored: [{ id: 5, name: 'RESIN_SUPERVISOR_POLL_INTERVAL', serviceId: null, value: '600000' }],
      services: undefined,
      schema: SCHEMA,
      listed: Object.keys(SCHEMA.properties).map((name) => ({ name, serviceId: null })),
    });
    // One row for the setting, under the stored spelling.
    expect(document.querySelectorAll('tr[data-name="BALENA_SUPERVISOR_POLL_INTERVAL"]')).toHaveLength(0);
    expect(rowOf('RESIN_SUPERVISOR_POLL_INTERVAL').querySelector('td.vars-value')?.textContent).toBe('600000');
    const dialog = await openAdd();
    await typeName(dialog, 'BALENA_SUPERVISOR_POLL_INTERVAL');
    expect(
      await within(dialog).findByText('BALENA_SUPERVISOR_POLL_INTERVAL already exists for All services'),
    ).toBeTruthy();
  });
});

describe('configuration values (spec 02 §5: validated live)', () => {
  const renderConfig = (
    stored: StoredVariable[] = [{ id: 5, name: 'RESIN_SUPERVISOR_POLL_INTERVAL', serviceId: null, value: '600000' }],
  ) =>
    renderEditor({
      kind: 'config',
      target: { kind: 'fleetConfig', fleetId: 7 },
      stored,
      services: undefined,
      schema: SCHEMA,
      listed: Object.keys(SCHEMA.properties).map((name) => ({ name, serviceId: null })),
    });

  it('integers are checked as typed and stored as parsed numbers; will-reboot and descriptions show', async () => {
    renderConfig();
    expect(within(rowOf('BALENA_HOST_SPLASH_IMAGE')).getByText('will reboot')).toBeTruthy();
    // A stored RESIN_ name is the schema's BALENA_ row.
    const row = rowOf('RESIN_SUPERVISOR_POLL_INTERVAL');
    expect(within(row).getByText('Poll interval')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Edit RESIN_SUPERVISOR_POLL_INTERVAL' }));
    const dialog = screen.getByRole('dialog');
    const value = within(dialog).getByLabelText('Value');
    await userEvent.clear(value);
    await userEvent.type(value, '12.5');
    expect(await within(dialog).findByText('The value must be an integer.')).toBeTruthy();
    await userEvent.clear(value);
    await userEvent.type(value, '0300000');
    await waitFor(() => expect(within(dialog).queryByText('The value must be an integer.')).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rowOf('RESIN_SUPERVISOR_POLL_INTERVAL').dataset.state).toBe('update'));
    expect(rowOf('RESIN_SUPERVISOR_POLL_INTERVAL').querySelector('td.vars-value')?.textContent).toBe('300000');
  });

  it('a two-value setting is a switch writing true/false', async () => {
    renderConfig();
    await userEvent.click(
      within(rowOf('BALENA_SUPERVISOR_DELTA')).getByRole('button', { name: 'Edit BALENA_SUPERVISOR_DELTA' }),
    );
    const dialog = screen.getByRole('dialog');
    const toggle = within(dialog).getByRole('checkbox', { name: 'Value' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    await userEvent.click(toggle);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rowOf('BALENA_SUPERVISOR_DELTA').dataset.state).toBe('add'));
    expect(rowOf('BALENA_SUPERVISOR_DELTA').querySelector('td.vars-value')?.textContent).toBe('true');
  });

  it('a two-value 0/1 setting is a switch: 1 is on, toggling writes 0 or 1', async () => {
    renderEditor({
      kind: 'config',
      target: { kind: 'fleetConfig', fleetId: 7 },
      stored: [{ id: 6, name: 'BALENA_SUPERVISOR_VPN_CONTROL', serviceId: null, value: '1' }],
      services: undefined,
      schema: { properties: { BALENA_SUPERVISOR_VPN_CONTROL: { enum: ['0', '1'], description: 'VPN', default: '1' } } },
      listed: [{ name: 'BALENA_SUPERVISOR_VPN_CONTROL', serviceId: null }],
    });
    await userEvent.click(
      within(rowOf('BALENA_SUPERVISOR_VPN_CONTROL')).getByRole('button', {
        name: 'Edit BALENA_SUPERVISOR_VPN_CONTROL',
      }),
    );
    const toggle = within(screen.getByRole('dialog')).getByRole('checkbox', { name: 'Value' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    await userEvent.click(toggle);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rowOf('BALENA_SUPERVISOR_VPN_CONTROL').dataset.state).toBe('update'));
    expect(rowOf('BALENA_SUPERVISOR_VPN_CONTROL').querySelector('td.vars-value')?.textContent).toBe('0');
  });

  it('a choice offers the allowed values, which the row lists too', async () => {
    renderConfig();
    expect(within(rowOf('BALENA_HOST_MODE')).getByText('Allowed values: a, b, c')).toBeTruthy();
    expect(within(rowOf('BALENA_SUPERVISOR_DELTA')).getByText('Allowed values: false, true')).toBeTruthy();
    expect(within(rowOf('RESIN_SUPERVISOR_POLL_INTERVAL')).queryByText(/Allowed values/)).toBeNull();
    await userEvent.click(within(rowOf('BALENA_HOST_MODE')).getByRole('button', { name: 'Edit BALENA_HOST_MODE' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The value must be one of: a, b, c.')).toBeTruthy();
    await userEvent.selectOptions(within(dialog).getByLabelText('Value'), 'b');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rowOf('BALENA_HOST_MODE').dataset.state).toBe('add'));
  });

  it('a data-url value is a PNG file within the size limit', async () => {
    renderConfig();
    await userEvent.click(
      within(rowOf('BALENA_HOST_SPLASH_IMAGE')).getByRole('button', { name: 'Edit BALENA_HOST_SPLASH_IMAGE' }),
    );
    const dialog = screen.getByRole('dialog');
    const input = within(dialog).getByLabelText('Image file (PNG)');
    await userEvent.upload(input, new File(['jpeg'], 'a.jpg', { type: 'image/jpeg' }), { applyAccept: false });
    expect(await within(dialog).findByText('The file must be a PNG image.')).toBeTruthy();
    await userEvent.upload(
      input,
      new File([new Uint8Array(DATA_URL_MAX_BYTES + 10)], 'big.png', { type: 'image/png' }),
    );
    expect(await within(dialog).findByText('The file is too large: at most 1 MB.')).toBeTruthy();
    await userEvent.upload(input, new File([new Uint8Array(100)], 'small.png', { type: 'image/png' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rowOf('BALENA_HOST_SPLASH_IMAGE').dataset.state).toBe('add'));
  });
});
