// @vitest-environment jsdom
/**
 * The variables editor as a page renders it (spec 02 §2, §4, §5): every validation rule and message
 * of the add/edit dialog, staging colours, undo, revert-all, apply-all with a partial failure, the
 * service-not-found error and permissions. Writes go to a recorded fake; the router is a real data
 * router (the leave warning needs its blocker).
 */
import '../../../components/ui/test-polyfills.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { toast } from '../../../components/ui/index.ts';
import { ServiceNotFoundError, type StoredVariable, type VariableTarget, type VariableWrite } from '../../../api/variables.ts';
import { VariablesEditor, type VariablesEditorProps } from './variables-editor.tsx';
import type { VarNameRules } from '../domain/name-rules.ts';
import { DATA_URL_MAX_BYTES } from '../domain/value-rules.ts';

afterEach(cleanup);

const RULES: VarNameRules = {
  reservedNames: ['RESIN', 'BALENA', 'USER'],
  reservedNamespaces: ['RESIN_', 'BALENA_'],
  whiteListedNames: ['BALENA_SUPERVISOR_DELTA'],
  whiteListedNamespaces: ['RESIN_HOST_', 'BALENA_HOST_'],
  blackListedNames: ['BALENA_API_KEY'],
};

const FLEET_VARS: StoredVariable[] = [
  { id: 1, name: 'LOG_LEVEL', serviceId: null, value: 'info' },
  { id: 2, name: 'MQTT_HOST', serviceId: null, value: 'broker' },
  { id: 3, name: 'LOG_LEVEL', serviceId: 10, value: 'trace' },
];
const SERVICES = [
  { id: 10, name: 'main' },
  { id: 11, name: 'mqtt' },
];
const ALL = { create: true, update: true, delete: true };

let writes: VariableWrite[];
let failing: Set<string>;
const write = vi.fn(async (_target: VariableTarget, w: VariableWrite) => {
  writes.push(w);
  if (failing.has(w.name)) throw new Error('Server Error');
});

beforeEach(() => {
  writes = [];
  failing = new Set();
  write.mockClear();
});

function renderEditor(overrides: Partial<VariablesEditorProps> = {}) {
  const props: VariablesEditorProps = {
    kind: 'env',
    level: 'fleet',
    target: { kind: 'fleetEnv', fleetId: 7 },
    stored: FLEET_VARS,
    services: SERVICES,
    rules: RULES,
    can: ALL,
    onApplied: vi.fn(),
    write,
    ...overrides,
  };
  const router = createMemoryRouter(
    [
      { path: '/page', element: <><Link to="/elsewhere">Elsewhere</Link><VariablesEditor {...props} /></> },
      { path: '/elsewhere', element: <p>Somewhere else</p> },
    ],
    { initialEntries: ['/page'] },
  );
  render(<RouterProvider router={router} />);
  return { props, router };
}

const rowOf = (name: string, service = 'All services') => {
  const row = document.querySelector(`tr[data-name="${name}"][data-service="${service}"]`);
  if (!row) throw new Error(`no row ${name}/${service}`);
  return row as HTMLElement;
};

async function openAdd() {
  await userEvent.click(screen.getByRole('button', { name: /^Add (variable|custom variable)$/ }));
  return screen.getByRole('dialog');
}

async function typeName(dialog: HTMLElement, name: string) {
  const input = within(dialog).getByLabelText('Name');
  await userEvent.clear(input);
  if (name) await userEvent.type(input, name);
}

describe('name validation in the add dialog (spec 02 §5)', () => {
  it.each([
    ['USER', 'This environment variable is reserved and cannot be used.'],
    ['BALENA_API_KEY', 'This environment variable is reserved and cannot be used.'],
    ['BALENA_SUPERVISOR_DELTA', 'Configuration variables are managed through the Configuration page.'],
    ['BALENA_HOST_CONFIG_gpu_mem', 'Configuration variables are managed through the Configuration page.'],
    ['9LIVES', 'Environment variable names must start with a letter and contain only letters, digits and underscores.'],
    ['MY-VAR', 'Environment variable names must start with a letter and contain only letters, digits and underscores.'],
    ['BALENA_MINE', 'Names starting with BALENA_ are reserved: use the documented name and manage it on the Configuration page.'],
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
    ['BALENA_A-B', 'Configuration variable names must start with a letter and contain only letters, digits, underscores or colons.'],
    ['RESIN', 'This environment variable is reserved and cannot be used.'],
    ['BALENA_SUPERVISOR_POLL_INTERVAL', 'BALENA_SUPERVISOR_POLL_INTERVAL already exists for All services'],
  ])('config %s → %s', async (name, message) => {
    renderEditor({ kind: 'config', target: { kind: 'fleetConfig', fleetId: 7 }, stored: [], services: undefined, schema: SCHEMA, listed: [{ name: 'BALENA_SUPERVISOR_POLL_INTERVAL', serviceId: null }] });
    const dialog = await openAdd();
    await typeName(dialog, name);
    expect(await within(dialog).findByText(message)).toBeTruthy();
  });

  it('whitelisted configuration namespaces are exempt from the name pattern', async () => {
    renderEditor({ kind: 'config', target: { kind: 'fleetConfig', fleetId: 7 }, stored: [], services: undefined, schema: SCHEMA, listed: [] });
    const dialog = await openAdd();
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
    expect(await within(dialog).findByText('BALENA_SUPERVISOR_POLL_INTERVAL already exists for All services')).toBeTruthy();
  });
});

const SCHEMA = {
  properties: {
    BALENA_SUPERVISOR_POLL_INTERVAL: { type: 'integer', description: 'Poll interval', default: 900000 },
    BALENA_SUPERVISOR_DELTA: { enum: ['false', 'true'], description: 'Delta updates', default: 'false' },
    BALENA_HOST_SPLASH_IMAGE: { type: 'string', format: 'data-url', description: 'Splash', will_reboot: true },
    BALENA_HOST_MODE: { enum: ['a', 'b', 'c'], description: 'Mode' },
  },
};

describe('configuration values (spec 02 §5: validated live)', () => {
  const renderConfig = (stored: StoredVariable[] = [{ id: 5, name: 'RESIN_SUPERVISOR_POLL_INTERVAL', serviceId: null, value: '600000' }]) =>
    renderEditor({ kind: 'config', target: { kind: 'fleetConfig', fleetId: 7 }, stored, services: undefined, schema: SCHEMA, listed: Object.keys(SCHEMA.properties).map((name) => ({ name, serviceId: null })) });

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
    await userEvent.click(within(rowOf('BALENA_SUPERVISOR_DELTA')).getByRole('button', { name: 'Edit BALENA_SUPERVISOR_DELTA' }));
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
    await userEvent.click(within(rowOf('BALENA_SUPERVISOR_VPN_CONTROL')).getByRole('button', { name: 'Edit BALENA_SUPERVISOR_VPN_CONTROL' }));
    const toggle = within(screen.getByRole('dialog')).getByRole('checkbox', { name: 'Value' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    await userEvent.click(toggle);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rowOf('BALENA_SUPERVISOR_VPN_CONTROL').dataset.state).toBe('update'));
    expect(rowOf('BALENA_SUPERVISOR_VPN_CONTROL').querySelector('td.vars-value')?.textContent).toBe('0');
  });

  it('a choice offers the allowed values', async () => {
    renderConfig();
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
    await userEvent.click(within(rowOf('BALENA_HOST_SPLASH_IMAGE')).getByRole('button', { name: 'Edit BALENA_HOST_SPLASH_IMAGE' }));
    const dialog = screen.getByRole('dialog');
    const input = within(dialog).getByLabelText('Image file (PNG)');
    await userEvent.upload(input, new File(['jpeg'], 'a.jpg', { type: 'image/jpeg' }), { applyAccept: false });
    expect(await within(dialog).findByText('The file must be a PNG image.')).toBeTruthy();
    await userEvent.upload(input, new File([new Uint8Array(DATA_URL_MAX_BYTES + 10)], 'big.png', { type: 'image/png' }));
    expect(await within(dialog).findByText('The file is too large: at most 1 MB.')).toBeTruthy();
    await userEvent.upload(input, new File([new Uint8Array(100)], 'small.png', { type: 'image/png' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rowOf('BALENA_HOST_SPLASH_IMAGE').dataset.state).toBe('add'));
  });
});

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

  it.each([
    ['config', 10],
    ['env', 12],
  ] as const)('%s changes go out together, at most %i at once (spec 02 §9 config concurrency 10)', async (kind, expected) => {
    const stored = Array.from({ length: 12 }, (_, i) => ({ id: 100 + i, name: `BALENA_CUSTOM_${String(i).padStart(2, '0')}`, serviceId: null, value: 'x' }));
    let inFlight = 0;
    let most = 0;
    const slow = vi.fn(async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight -= 1;
    });
    const { props } = renderEditor({ kind, stored, services: kind === 'env' ? [] : undefined, schema: kind === 'config' ? { properties: {} } : undefined, target: kind === 'config' ? { kind: 'fleetConfig', fleetId: 7 } : { kind: 'fleetEnv', fleetId: 7 }, write: slow });
    for (const v of stored) await userEvent.click(within(rowOf(v.name)).getByRole('button', { name: `Remove ${v.name}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply all' }));
    await waitFor(() => expect(props.onApplied).toHaveBeenCalled());
    expect(slow).toHaveBeenCalledTimes(12);
    expect(most).toBe(expected);
  });

  it('an empty table shows the info text and the docs link', () => {
    renderEditor({ stored: [] });
    expect(screen.getByText('No variables yet. Variables set here are passed to your services as environment variables.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read the documentation about variables' }).getAttribute('href')).toMatch(/\/learn\/manage\/variables$/);
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
    const { writeVariable } = await import('../../../api/variables.ts');
    renderEditor({ level: 'device', target: { kind: 'deviceEnv', deviceId: 3, installs: new Map([[10, 100]]) }, stored: [], fleetValues: new Map(), write: writeVariable });
    const dialog = await openAdd();
    await typeName(dialog, 'ONLY_MQTT');
    await userEvent.selectOptions(within(dialog).getByLabelText('Service'), 'mqtt');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Apply all' }));
    await waitFor(() => expect(show).toHaveBeenCalledWith({ kind: 'danger', text: 'Some changes failed to apply: Service not found' }));
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
    listed: [{ name: 'RESIN_SUPERVISOR_POLL_INTERVAL', serviceId: null }, ...Object.keys(SCHEMA.properties).map((name) => ({ name, serviceId: null }))],
  });
  expect(document.querySelectorAll('tr[data-name="RESIN_SUPERVISOR_POLL_INTERVAL"]')).toHaveLength(0);
  const cells = [...rowOf('BALENA_SUPERVISOR_POLL_INTERVAL').querySelectorAll('td.vars-value')].map((c) => c.textContent);
  expect(cells).toEqual(['from fleet', '600000', '900000']);
  expect(within(rowOf('BALENA_SUPERVISOR_POLL_INTERVAL')).getByRole('button', { name: 'Override BALENA_SUPERVISOR_POLL_INTERVAL on this device' })).toBeTruthy();
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
