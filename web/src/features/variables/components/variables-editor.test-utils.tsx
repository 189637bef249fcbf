/**
 * The variables editor rendered as its pages render it, for the page tests: a recorded fake write
 * (`writes`, and `failing` names that throw), the server's current rows (`server`, read right before
 * applying), a real data router (the leave warning needs its
 * blocker), and the fixtures both test files share. Importing it registers the cleanup hooks.
 */
import '../../../components/ui/test-polyfills.ts';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { type StoredVariable, type VariableTarget, type VariableWrite } from '../../../api/variable/keys.ts';
import { VariablesEditor, type VariablesEditorProps } from './variables-editor.tsx';
import type { VarNameRules } from '../domain/name-rules.ts';

afterEach(cleanup);

export const RULES: VarNameRules = {
  reservedNames: ['RESIN', 'BALENA', 'USER'],
  reservedNamespaces: ['RESIN_', 'BALENA_'],
  whiteListedNames: ['BALENA_SUPERVISOR_DELTA'],
  whiteListedNamespaces: ['RESIN_HOST_', 'BALENA_HOST_'],
  blackListedNames: ['BALENA_API_KEY'],
};

export const FLEET_VARS: StoredVariable[] = [
  { id: 1, name: 'LOG_LEVEL', serviceId: null, value: 'info' },
  { id: 2, name: 'MQTT_HOST', serviceId: null, value: 'broker' },
  { id: 3, name: 'LOG_LEVEL', serviceId: 10, value: 'trace' },
];
export const SERVICES = [
  { id: 10, name: 'main' },
  { id: 11, name: 'mqtt' },
];
export const ALL = { create: true, update: true, delete: true };

export let writes: VariableWrite[];
export let failing: Set<string>;
/** What the server holds when the editor checks right before applying; null: the rendered `stored` rows. */
export const server: { rows: StoredVariable[] | null } = { rows: null };
export const write = vi.fn(async (_target: VariableTarget, w: VariableWrite) => {
  writes.push(w);
  if (failing.has(w.name)) throw new Error('Server Error');
});

beforeEach(() => {
  writes = [];
  failing = new Set();
  server.rows = null;
  write.mockClear();
});

export function renderEditor(overrides: Partial<VariablesEditorProps> = {}) {
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
    readCurrent: async () => server.rows ?? props.stored,
    ...overrides,
  };
  const router = createMemoryRouter(
    [
      {
        path: '/page',
        element: (
          <>
            <Link to="/elsewhere">Elsewhere</Link>
            <VariablesEditor {...props} />
          </>
        ),
      },
      { path: '/elsewhere', element: <p>Somewhere else</p> },
    ],
    { initialEntries: ['/page'] },
  );
  render(<RouterProvider router={router} />);
  return { props, router };
}

export const rowOf = (name: string, service = 'All services') => {
  const row = document.querySelector(`tr[data-name="${name}"][data-service="${service}"]`);
  if (!row) throw new Error(`no row ${name}/${service}`);
  return row as HTMLElement;
};

export async function openAdd() {
  await userEvent.click(screen.getByRole('button', { name: /^Add (variable|custom variable)$/ }));
  return screen.getByRole('dialog');
}

export async function typeName(dialog: HTMLElement, name: string) {
  const input = within(dialog).getByLabelText('Name');
  await userEvent.clear(input);
  if (name) await userEvent.type(input, name);
}

export const SCHEMA = {
  properties: {
    BALENA_SUPERVISOR_POLL_INTERVAL: { type: 'integer', description: 'Poll interval', default: 900000 },
    BALENA_SUPERVISOR_DELTA: { enum: ['false', 'true'], description: 'Delta updates', default: 'false' },
    BALENA_HOST_SPLASH_IMAGE: { type: 'string', format: 'data-url', description: 'Splash', will_reboot: true },
    BALENA_HOST_MODE: { enum: ['a', 'b', 'c'], description: 'Mode' },
  },
};
